// Why an export could not be written, as a typed result with English and Hungarian messages.
export type ExportErrorKind = 'file_exists' | 'fetch_failed' | 'write_failed' | 'unknown_office' | 'cancelled';

export interface ExportError {
  readonly kind: ExportErrorKind;
  readonly message: string;
  readonly messageHu: string;
}

export function exportError(kind: ExportErrorKind, message: string, messageHu: string): ExportError {
  return { kind, message, messageHu };
}
