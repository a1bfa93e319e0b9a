// The office's records for the lookalike check, and its listings for the plausibility checks, asked as soon as the
// workbook is read and mapped, while the reference data is in flight, instead of once the rows are prepared: round
// trips fewer before the first batch over a slow link (docs/performance.md, "Upload: the office's records asked with
// the reference data").
import type { ApiClient } from '../api';
import { writtenWithin } from '../api';
import type { SheetTable } from '../model/sheet-table';
import type { CellValue } from '../model/cell-value';
import type { WorkbookMapping } from '../model/workbook-mapping';
import { compileSheetPlan } from '../validation/sheet-plan';
import type { ExistingAhead } from './existing-records';
import { WHOLE_OFFICE_ABOVE, listWholeOffice, wholeOfficeKey } from './existing-records';
import type { RecordListsAhead } from './lookalike-records';
import { askOfficeRecords, recordListKey } from './lookalike-records';

function blank(cell: CellValue | undefined): boolean {
  return cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/**
 * A row whose cells leave it nothing but a new record without a reference: no reference, no Service ID, status or
 * fingerprint of an earlier upload, no import action. The prepared row may still not become one (invalid, or given
 * an earlier run's Service ID by its journal): then its list is asked for and not read.
 */
function newByItsCells(cells: readonly CellValue[], at: readonly (number | null)[]): boolean {
  return at.every((i) => i === null || blank(cells[i]));
}

type MappedWorkbook = { readonly mapping: WorkbookMapping; readonly tables: readonly SheetTable[] };

/** A mapped sheet of sellers or listings of the run's office (no office column), with its rows and compiled plan. */
interface OfficeSheet {
  readonly resource: 'seller' | 'property';
  readonly table: SheetTable;
  readonly plan: ReturnType<typeof compileSheetPlan>;
  /** The reference column's index, null where none is mapped. */
  readonly reference: number | null;
}

function officeSheets(read: MappedWorkbook): OfficeSheet[] {
  const out: OfficeSheet[] = [];
  for (const sheet of read.mapping.sheets) {
    const resource = sheet.role === 'sellers' ? 'seller' : sheet.role === 'properties' ? 'property' : null;
    const table = read.tables.find((t) => t.sheet === sheet.sheet);
    if (resource === null || sheet.role === null || table === undefined) continue;
    const plan = compileSheetPlan({ ...sheet, role: sheet.role });
    if (plan.columnOf.has('property.office_id')) continue;
    const reference = plan.plain.find((c) => c.def.key === 'id.transfer_id')?.index ?? null;
    out.push({ resource, table, plan, reference });
  }
  return out;
}

/** For whom the early lists are asked: the run's office, its signal, and whether it judges and looks up its rows. */
interface AskedFor {
  readonly officeId: number;
  readonly signal: AbortSignal | undefined;
  readonly judged: boolean;
}

/** What {@link askBeforePreparing} asked: the lookalike and plausibility lists, and the look-up's office listings. */
export interface AskedBeforePreparing {
  readonly recordsAhead: RecordListsAhead;
  readonly existingAhead: ExistingAhead;
}

/**
 * The early lists of a mapped workbook (`askRecordsBeforePreparing`, `askExistingBeforePreparing`), its sheets walked
 * once. Resolves once the requests are written (`writtenWithin`: a few turns of the event loop at most), not after
 * the preparation that follows, which runs for tens of milliseconds before it yields (docs/performance.md, "Upload:
 * the slow link (eighth round)"). `judged` false: a run that ends before its plausibility checks and its look-up (a
 * sync preview).
 */
export async function askBeforePreparing(
  client: ApiClient,
  read: MappedWorkbook,
  officeId: number | null,
  signal?: AbortSignal,
  judged = true,
): Promise<AskedBeforePreparing> {
  if (officeId === null) return { recordsAhead: new Map(), existingAhead: new Map() };
  const sheets = officeSheets(read);
  const at = { officeId, signal, judged };
  return writtenWithin(
    () => ({
      recordsAhead: askRecordsBeforePreparing(client, sheets, at),
      existingAhead: askExistingBeforePreparing(client, read, sheets, at),
    }),
    (asked) => asked.recordsAhead.size + asked.existingAhead.size,
  );
}

/**
 * The lists `askRecordsAhead` would ask for, judged from the cells: per sheet of sellers or listings of the run's
 * office with a row new by its cells; and the office's listings for a sheet of listings with any row, which the
 * plausibility checks judge by (`fetchOfficeListings`: the same request), unless the run will not judge them
 * (`listingsJudged` false: a sync preview ends before). A sheet that names its rows' offices is left to
 * `askRecordsAhead` and the checks.
 */
function askRecordsBeforePreparing(
  client: ApiClient,
  sheets: readonly OfficeSheet[],
  { officeId, signal, judged: listingsJudged }: AskedFor,
): RecordListsAhead {
  const asked = new Map<string, ReturnType<typeof askOfficeRecords>>();
  for (const { resource, table, plan, reference } of sheets) {
    const key = recordListKey(resource, officeId);
    if (asked.has(key)) continue;
    const at = [reference, plan.action, plan.results.serviceId, plan.results.status, plan.results.fingerprint];
    const judged = resource === 'property' && listingsJudged && table.rows.length > 0;
    if (judged || table.rows.some((r) => newByItsCells(r.cells, at)))
      asked.set(key, askOfficeRecords(client, resource, officeId, signal));
  }
  return asked;
}

/** The distinct references a sheet's cells give, as text; blanks left out. */
function referencesOfCells(table: SheetTable, at: number): Set<string> {
  const refs = new Set<string>();
  for (const row of table.rows) {
    const cell = row.cells[at];
    if (!blank(cell)) refs.add(String(cell).trim());
  }
  return refs;
}

/**
 * The look-up's whole-office listings (`lookupExisting`), asked as soon as the workbook is mapped: per sheet of
 * sellers or listings of the run's office whose cells give more than WHOLE_OFFICE_ABOVE references, the request the
 * look-up makes for them after the rows are prepared, asked now instead (docs/performance.md, "(seventh round, the
 * look-up asked early)"). The look-up reads it even where the preparation refuses rows and fewer references are left
 * (it would have asked by reference: the same records, in fewer requests). None with an image sheet mapped (the
 * look-up then asks image ids too), nor for a run that ends before the look-up (`lookedUp` false: a sync preview).
 */
function askExistingBeforePreparing(
  client: ApiClient,
  read: MappedWorkbook,
  sheets: readonly OfficeSheet[],
  { officeId, signal, judged: lookedUp }: AskedFor,
): ExistingAhead {
  const asked = new Map<string, ReturnType<typeof listWholeOffice>>();
  const mapped = read.mapping.sheets;
  const images = mapped.some((s) => s.role === 'seller_images' || s.role === 'property_images');
  if (!lookedUp || images) return asked;
  for (const { resource, table, reference } of sheets) {
    const key = wholeOfficeKey(resource, officeId);
    if (asked.has(key) || reference === null) continue;
    if (referencesOfCells(table, reference).size <= WHOLE_OFFICE_ABOVE) continue;
    const list = listWholeOffice(client, resource, officeId, false, signal);
    // Handled here too: a run that stops before its look-up never awaits it.
    list.catch(() => undefined);
    asked.set(key, list);
  }
  return asked;
}
