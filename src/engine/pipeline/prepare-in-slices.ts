// Every row of an import's sheets prepared one by one, in slices with a yield between: a caller that shows progress
// and can cancel (the app) stays responsive while 50,000 rows are checked; the command line calls it the same way
// without either (docs/architecture.md, "One orchestration").
import type { SheetMapping } from '../model/workbook-mapping';
import type { PreparedRow } from '../model/prepared-row';
import type { PrepareContext, SheetRows, TableRow } from '../validation';
import { createRowPreparer } from '../validation';

/** One sheet to prepare: its mapping (with a role), its rows as they are now, and whether office defaults apply. */
export interface SheetToPrepare {
  readonly mapping: SheetMapping;
  readonly rows: readonly TableRow[];
  readonly officeDefaults: boolean;
  /**
   * False: every row by the full path, its body built now, for a caller that reads every body at once (an upload
   * plans them all before its first batch): a quick row's check would be followed by the full path's body anyway
   * (docs/performance.md, "(seventh round, the path to the first batch)"). The rows are the same either way.
   */
  readonly quickRows?: boolean;
}

/** What a caller learns while the rows are prepared, and how it stops them (between two slices). */
export interface PreparationProgress {
  /** After each slice: rows prepared so far, of all sheets. */
  readonly onRows?: (done: number, total: number) => void;
  /** Aborted: the preparation rejects with the signal's reason at the next slice. */
  readonly signal?: AbortSignal;
}

/** Rows prepared between two yields: a few milliseconds of work, so a cancel or another call never waits long. */
const SLICE_ROWS = 1000;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Each sheet's rows prepared one by one, before the rules across rows; rows without data are left out. */
export async function prepareInSlices(
  sheets: readonly SheetToPrepare[],
  context: PrepareContext,
  progress: PreparationProgress = {},
): Promise<SheetRows[]> {
  const total = sheets.reduce((n, s) => n + s.rows.length, 0);
  let done = 0;
  const out: SheetRows[] = [];
  for (const s of sheets) {
    const quick = s.quickRows === false ? { quickRows: false } : {};
    const preparer = createRowPreparer(s.mapping, context, { officeDefaults: s.officeDefaults, ...quick });
    const rows: PreparedRow[] = [];
    for (let at = 0; at < s.rows.length; at += SLICE_ROWS) {
      const end = Math.min(at + SLICE_ROWS, s.rows.length);
      for (let i = at; i < end; i++) {
        const p = preparer.prepare(s.rows[i] as TableRow);
        if (p) rows.push(p);
      }
      done += end - at;
      progress.onRows?.(done, total);
      await nextTurn();
      progress.signal?.throwIfAborted();
    }
    out.push({ sheet: s.mapping.sheet, role: preparer.plan.role, rows, columnOf: preparer.plan.columnOf });
  }
  return out;
}
