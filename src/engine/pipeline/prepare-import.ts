// Prepares the rows of an opened import with a (possibly user-edited) mapping; listings that cannot be checked for
// want of reference data are refused (import-reference.ts).
import type { WorkbookMapping } from '../model/workbook-mapping';
import type { PreparedWorkbook, PrepareOptions, SheetInput } from '../validation';
import { prepareWorkbook } from '../validation';
import type { OpenedImport } from './open-import';
import { importPrepareOptions } from './import-prepare-context';

export function prepareImport(
  opened: OpenedImport,
  mapping: WorkbookMapping,
  options: PrepareOptions = {},
): PreparedWorkbook {
  const inputs: SheetInput[] = [];
  for (const sheet of mapping.sheets) {
    const table = opened.tables.find((t) => t.sheet === sheet.sheet);
    if (table) inputs.push({ mapping: sheet, rows: table.rows });
  }
  return prepareWorkbook(inputs, importPrepareOptions(options));
}
