// What the user asks the export for: property types, status, changed since, language, images, a sheet per type.
import { useState } from 'react';
import type { PropertyType } from '../../../../catalog';
import type { ExportRequest, Language } from '../../../../shared/contract';

type StatusChoice = '' | 'active' | 'inactive';

export function useExportFilters(lang: Language) {
  const [types, setTypes] = useState<readonly PropertyType[]>([]);
  const [status, setStatus] = useState<StatusChoice>('');
  /** ISO date, `''` for none, null while the box holds no date (Start waits for one). */
  const [after, setAfter] = useState<string | null>('');
  const [language, setLanguage] = useState<Language>(lang);
  const [images, setImages] = useState(false);
  const [perType, setPerType] = useState(false);

  const request = (): ExportRequest => ({
    types: [...types],
    status: status === '' ? null : status,
    updatedAfter: after === '' || after === null ? null : after,
    language,
    images,
    perTypeSheets: perType,
  });

  return {
    types,
    setTypes,
    status,
    setStatus,
    after,
    setAfter,
    language,
    setLanguage,
    images,
    setImages,
    perType,
    setPerType,
    request,
  };
}

export type ExportFilters = ReturnType<typeof useExportFilters>;
