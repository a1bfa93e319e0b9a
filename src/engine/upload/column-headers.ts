// The column header of each mapped catalog key, per sheet: which cells a row has, and how to name them. Its own
// module, so the row identity check and the partial updates that call it both read it without importing each other.
import { IMPORT_ACTION_FIELD } from '../../catalog';
import type { WorkbookMapping } from '../model/workbook-mapping';

export type ColumnHeaders = ReadonlyMap<string, ReadonlyMap<string, string>>;

export function columnHeaders(mapping: WorkbookMapping): ColumnHeaders {
  const out = new Map<string, Map<string, string>>();
  for (const sheet of mapping.sheets) {
    const keys = new Map<string, string>();
    for (const c of sheet.columns) {
      // The Import action is no field of the record: nothing of it is compared, emptied or snapshotted.
      if (c.field !== null && c.field !== IMPORT_ACTION_FIELD && !keys.has(c.field)) keys.set(c.field, c.header);
    }
    out.set(sheet.sheet, keys);
  }
  return out;
}
