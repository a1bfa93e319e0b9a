// The results an export seals its rows with (status, Service ID, fingerprint): the rows prepared with the importer's
// own mapping and preparation, from the cells as the reader reads them back.
import type { PreparedRow } from '../model/prepared-row';
import type { SheetTable } from '../model/sheet-table';
import { proposeTableMapping } from '../pipeline';
import { prepareWorkbook } from '../validation';
import { encodeSnapshot } from '../upload/row-snapshot';
import { fingerprintCell } from '../validation/fingerprint-cell';
import { encodeBinding } from '../validation/identity-binding';
import type { ReferenceData } from '../model/reference-data';
import type { RowResult } from '../model/row-result';

export interface SealOptions {
  /** The office a re-import is run for (`--office-id`): seller rows carry no office column and take this one. */
  readonly officeId: number | null;
  readonly reference: ReferenceData | null;
}

/** A row the importer would not send as it stands (the service holds a value the catalog refuses). */
export interface RefusedRow {
  readonly sheet: string;
  readonly row: number;
  readonly message: string;
  /** The same in Hungarian, for the app's Hungarian UI. */
  readonly messageHu: string;
}

export interface SealedRows {
  /** Each data sheet's results by row number; a row without one (no data to prepare) keeps its cells as written. */
  readonly results: ReadonlyMap<string, ReadonlyMap<number, RowResult>>;
  readonly rows: number;
  readonly refused: readonly RefusedRow[];
}

/**
 * A re-import skips a row when its last result says the portal holds it (here `skipped` with its Service ID, written
 * `exported`: docs/round-trip.md, "The exported status") and its fingerprint equals what it would send now
 * (model/unchanged-since-result.ts). The fingerprint is therefore computed here by the very code that will compare
 * it, from the cells as written, not from the service's record; a row the importer refuses keeps its Service ID and
 * says why. Seller and listing rows also get their field snapshot (upload/row-snapshot.ts), built from the same body,
 * so an upload sends only the fields edited since and leaves alone what a colleague changed on the portal meanwhile.
 */
function resultOf(row: PreparedRow, mapped: readonly string[], officeId: number | null): RowResult {
  const serviceId = row.serviceId === null ? {} : { serviceId: row.serviceId };
  if (row.problems.length > 0) {
    const errorMessage = row.problems.map((p) => p.message).join(' | ');
    const errorMessageHu = row.problems.map((p) => p.messageHu).join(' | ');
    return { row: row.row, status: 'invalid', ...serviceId, errorMessage, errorMessageHu };
  }
  const snapshot =
    row.role === 'sellers' || row.role === 'properties' ? encodeSnapshot(row.role, row.body, mapped) : null;
  // The record the row is, so a later upload refuses the row when it no longer is (docs/round-trip.md, "Row identity").
  const binding =
    snapshot === null || row.serviceId === null
      ? null
      : encodeBinding(row.serviceId, row.officeId ?? officeId, row.transferId);
  const fingerprint = fingerprintCell(row.fingerprint, snapshot, binding);
  return { row: row.row, status: 'skipped', ...serviceId, fingerprint };
}

/**
 * Mapped and prepared as `openImport` and `prepareImport` do it with a workbook read from disk: the mapping proposed
 * from each sheet's headers, then from its values; the sheets' rows prepared together (references across sheets).
 */
function prepareTables(
  tables: readonly SheetTable[],
  options: SealOptions,
): {
  readonly mapping: ReturnType<typeof proposeTableMapping>['mapping'];
  readonly prepared: ReturnType<typeof prepareWorkbook>;
} {
  const byName = new Map(tables.map((t) => [t.sheet, t] as const));
  const { mapping } = proposeTableMapping(tables);
  const inputs = mapping.sheets.flatMap((sheet) => {
    const table = byName.get(sheet.sheet);
    return table ? [{ mapping: sheet, rows: table.rows }] : [];
  });
  const { officeId, reference } = options;
  return { mapping, prepared: prepareWorkbook(inputs, { officeId, reference }) };
}

/** The results of the rows of `tables` (the export's data sheets as the reader reads them back). */
export function sealRows(tables: readonly SheetTable[], options: SealOptions): SealedRows {
  const { officeId } = options;
  const { mapping, prepared } = prepareTables(tables, options);
  const results = new Map<string, ReadonlyMap<number, RowResult>>();
  const refused: RefusedRow[] = [];
  let rows = 0;
  for (const sheet of prepared.sheets) {
    const sheetMapping = mapping.sheets.find((s) => s.sheet === sheet.sheet);
    const mapped = [...new Set(sheetMapping?.columns.flatMap((c) => (c.field === null ? [] : [c.field])) ?? [])];
    results.set(sheet.sheet, new Map(sheet.rows.map((r) => [r.row, resultOf(r, mapped, officeId)] as const)));
    for (const r of sheet.rows) {
      if (r.problems.length === 0) continue;
      const message = r.problems.map((p) => p.message).join(' | ');
      refused.push({
        sheet: sheet.sheet,
        row: r.row,
        message,
        messageHu: r.problems.map((p) => p.messageHu).join(' | '),
      });
    }
    rows += sheet.rows.length;
  }
  return { results, rows, refused };
}
