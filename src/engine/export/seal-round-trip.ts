// Prepares the export's rows with the importer's own mapping and preparation, from the cells as the reader reads them
// back, and writes each row's fingerprint.
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { PreparedRow } from '../model/prepared-row';
import type { SheetTable } from '../model/sheet-table';
import { proposeTableMapping } from '../pipeline';
import { prepareWorkbook } from '../validation';
import { encodeSnapshot } from '../upload/row-snapshot';
import { fingerprintCell } from '../validation/fingerprint-cell';
import { encodeBinding } from '../validation/identity-binding';
import type { ReferenceData } from '../model/reference-data';
import type { RowResult } from '../model/row-result';
import type { SheetResults } from '../model/sheet-results';
import { writeResults } from '../write-back/write-back';
import type { ExportError } from './export-error';
import { exportError } from './export-error';

export interface SealOptions {
  readonly draft: string;
  readonly out: string;
  readonly overwrite: boolean;
  /** The office a re-import is run for (`--office-id`): seller rows carry no office column and take this one. */
  readonly officeId: number | null;
  readonly reference: ReferenceData | null;
  /** The draft's data sheets as the reader reads them back (export-workbook.ts), gathered as they were written. */
  readonly tables: readonly SheetTable[];
}

/** A row the importer would not send as it stands (the service holds a value the catalog refuses). */
export interface RefusedRow {
  readonly sheet: string;
  readonly row: number;
  readonly message: string;
  /** The same in Hungarian, for the app's Hungarian UI. */
  readonly messageHu: string;
}

export interface SealSummary {
  readonly rows: number;
  readonly refused: readonly RefusedRow[];
}

/**
 * A re-import skips a row when its last result is `updated` and its fingerprint equals what it would send now
 * (upload/plan.ts). The fingerprint is therefore computed here by the very code that will compare it, from the cells
 * as written, not from the service's record; a row the importer refuses keeps its Service ID and says why. Seller
 * and listing rows also get their field snapshot (upload/row-snapshot.ts), built from the same body, so an upload
 * sends only the fields edited since and leaves alone what a colleague changed on the portal meanwhile.
 */
function resultOf(row: PreparedRow, mapped: readonly string[], officeId: number | null): RowResult {
  const serviceId = row.serviceId === null ? {} : { serviceId: row.serviceId };
  if (row.problems.length > 0) {
    const errorMessage = row.problems.map((p) => p.message).join(' | ');
    return { row: row.row, status: 'invalid', ...serviceId, errorMessage };
  }
  const snapshot =
    row.role === 'sellers' || row.role === 'properties' ? encodeSnapshot(row.role, row.body, mapped) : null;
  // The record the row is, so a later upload refuses the row when it no longer is (docs/round-trip.md, "Row identity").
  const binding =
    snapshot === null || row.serviceId === null
      ? null
      : encodeBinding(row.serviceId, row.officeId ?? officeId, row.transferId);
  const fingerprint = fingerprintCell(row.fingerprint, snapshot, binding);
  return { row: row.row, status: 'updated', ...serviceId, fingerprint };
}

/**
 * Mapped and prepared as `openImport` and `prepareImport` do it with a workbook read from disk: the mapping proposed
 * from each sheet's headers, then from its values; the sheets' rows prepared together (references across sheets).
 */
function prepareTables(tables: readonly SheetTable[], options: SealOptions) {
  const byName = new Map(tables.map((t) => [t.sheet, t] as const));
  const { mapping } = proposeTableMapping(tables);
  const inputs = mapping.sheets.flatMap((sheet) => {
    const table = byName.get(sheet.sheet);
    return table ? [{ mapping: sheet, rows: table.rows }] : [];
  });
  const { officeId, reference } = options;
  return { mapping, prepared: prepareWorkbook(inputs, { officeId, reference }) };
}

export async function sealRoundTrip(options: SealOptions): Promise<Result<SealSummary, ExportError>> {
  const { officeId } = options;
  const { mapping, prepared } = prepareTables(options.tables, options);
  const sheets: SheetResults[] = [];
  const refused: RefusedRow[] = [];
  let rows = 0;
  for (const sheet of prepared.sheets) {
    const sheetMapping = mapping.sheets.find((s) => s.sheet === sheet.sheet);
    const headerRow = sheetMapping?.headerRow ?? 1;
    const mapped = [...new Set(sheetMapping?.columns.flatMap((c) => (c.field === null ? [] : [c.field])) ?? [])];
    const results = sheet.rows.map((r) => resultOf(r, mapped, officeId));
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
    rows += results.length;
    sheets.push({ sheet: sheet.sheet, headerRow, results, notes: [] });
  }
  const { draft: input, out: output, overwrite } = options;
  const written = await writeResults({ input, output, sheets, overwrite });
  if (!written.ok) {
    const kind = written.error.kind === 'output_exists' ? 'file_exists' : 'write_failed';
    return err(exportError(kind, written.error.message, written.error.messageHu ?? written.error.message));
  }
  return ok({ rows, refused });
}
