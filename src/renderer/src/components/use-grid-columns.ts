// The sheet's columns as the last page answered them, with headers as staff read them (`Ár`, not the template's
// `Ár [price.price]`) in the language of that page; columns that did not change keep their identity, so no row redraws.
import { useCallback, useRef, useState } from 'react';
import type { SheetRole } from '../../../catalog';
import type { RowPage } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { headerWords } from './header-words';

export type GridColumn = RowPage['columns'][number];

function sameColumns(a: readonly GridColumn[], b: readonly GridColumn[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => {
      const d = b[i];
      return (
        d !== undefined && c.index === d.index && c.column === d.column && c.header === d.header && c.field === d.field
      );
    })
  );
}

export function useGridColumns(role: SheetRole | undefined) {
  const { lang: uiLang } = useI18n();
  const lang = useRef(uiLang);
  lang.current = uiLang;
  const [columns, setColumns] = useState<readonly GridColumn[]>([]);
  /** Takes the columns of a page's answer. */
  const show = useCallback(
    (answered: readonly GridColumn[]) => {
      const shown = answered.map((c) => ({ ...c, header: headerWords(c.header, c.field, lang.current, role) }));
      setColumns((prev) => (sameColumns(prev, shown) ? prev : shown));
    },
    [role],
  );
  return { columns, show } as const;
}
