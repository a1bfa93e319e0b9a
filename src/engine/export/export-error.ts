// Why an export could not be written, as a typed result with English and Hungarian messages.
import type { Words } from '../../catalog/field-types';
export type ExportErrorKind = 'file_exists' | 'fetch_failed' | 'write_failed' | 'unknown_office' | 'cancelled';

export interface ExportError {
  readonly kind: ExportErrorKind;
  readonly message: string;
  readonly messageHu: string;
}

/** `text`: a catalog's message formatted by `formatBoth` (export-error-messages.ts). */
export function exportError(kind: ExportErrorKind, text: Words): ExportError {
  return { kind, message: text.en, messageHu: text.hu };
}
