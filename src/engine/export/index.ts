// Export: the office's sellers and listings from the service into a workbook in the template's layout.
export { runExport } from './run-export';
export type { ExportOptions, ExportProgress, ExportSummary, ExportedOffice } from './run-export';
export type { ExportQuery, ListingStatus } from './export-query';
export type { ExportError, ExportErrorKind } from './export-error';
export type { RefusedRow } from './seal-round-trip';
