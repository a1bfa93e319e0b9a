// The headers of the per-row result columns written back into the user's workbook: part of the product's promise,
// read again when a workbook comes back for resubmission, and written by the export and the template.

export const RESULT_HEADERS = {
  status: 'Import status',
  serviceId: 'Service ID',
  errorCode: 'Error code',
  errorMessage: 'Error message',
  importedAt: 'Imported at',
  /** Hidden column: what was last sent, so a resubmission can tell edited rows from unchanged ones. */
  fingerprint: 'Import fingerprint',
} as const;
