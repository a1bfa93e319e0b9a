// The result cells of an upload's rows rendered while its batches are in flight, in the form the .xlsx trial's rewrite
// used (the sheet's namespace prefix, the result columns, the language), so that the rewrite after the last answer
// copies each row's cells instead of making them (docs/performance.md, "(ninth round, the listings' end)").
import type { Lang } from '../../catalog';
import type { RowResult } from '../model/row-result';
import { ImportTimeTexts } from './import-time-texts';
import {
  appendedCellXml,
  RESULT_CELL_KEYS,
  resultCellContent,
  type ResultColumns,
} from './xlsx-write-back-result-cells';
import { escapeCellTextAhead } from './xlsx-write-back-texts-ahead';
import { cellByteText } from './xlsx-write-back-byte-text';

/** What a row's result cells depend on besides the result: one sheet's, as a rewrite writes them. */
export interface RowCellsForm {
  readonly sheet: string;
  readonly prefix: string;
  readonly columns: ResultColumns;
  readonly lang: Lang;
  /** The time zone the import times are written in. */
  readonly zone: string;
}

/** One row's result cells, rendered in `form`: their columns in order and their XML, bytes `[from, to)` of `block`. */
export interface RowCellsAhead {
  readonly form: RowCellsForm;
  readonly columns: readonly number[];
  /** A block shared by many rows (no buffer object per row to keep); its bytes never change once written. */
  readonly block: Buffer;
  readonly from: number;
  readonly to: number;
}

/** Rows kept at most (about 1 KB each for a listing): a bound on a run whose write-back never comes. */
const MAX_ROWS = 100_000;
/** The rows' bytes are written into blocks of this size (one allocation per about 250 listings, not per 8). */
const BLOCK_BYTES = 256 * 1024;

const forms = new Map<string, RowCellsForm>();
/** Each armed sheet's result columns in the sheet's order (the order `appendedCellsXml` writes them in). */
const orders = new Map<string, readonly (keyof ResultColumns)[]>();
const rendered = new Map<RowResult, RowCellsAhead>();
let importTimes = new ImportTimeTexts();
let block = Buffer.alloc(0);
let used = 0;
/** Rows copied from what was rendered ahead since the last trial armed it (for tests). */
let taken = 0;

/**
 * The zone import times are written in now: `localTimestamp` follows the process's time zone, which Node changes only
 * when TZ is set (it then resets V8's date cache), so the variable names it. Not Intl's name for it: Intl's first use
 * loads ICU's data, about 10 ms of the trial on the path to the first batch (docs/performance.md, "(ninth round,
 * second pass, the listings' first batch)").
 */
export function currentZone(): string {
  return process.env.TZ ?? '';
}

/** An .xlsx trial hands over the forms its rewrites used; rows are rendered for these sheets until the real write. */
export function armRowCellsAhead(trialForms: readonly RowCellsForm[]): void {
  forms.clear();
  orders.clear();
  rendered.clear();
  importTimes = new ImportTimeTexts();
  taken = 0;
  // The rows are written a character a byte: a prefix outside ASCII (the walker allows none) is not rendered ahead.
  for (const f of trialForms) {
    if (!/^[!-~]*$/.test(f.prefix)) continue;
    forms.set(f.sheet, f);
    orders.set(
      f.sheet,
      [...RESULT_CELL_KEYS].sort((a, b) => f.columns[a] - f.columns[b]),
    );
  }
}

/**
 * A written result worked out ahead: its row's result cells rendered for its sheet when a trial armed that sheet,
 * else its fingerprint cell's text escaped (when a trial armed the texts).
 */
export function resultAhead(result: RowResult, sheet: string): void {
  const form = forms.get(sheet);
  if (form === undefined || rendered.size >= MAX_ROWS) {
    if (result.fingerprint !== undefined) escapeCellTextAhead(result.fingerprint);
    return;
  }
  if (rendered.has(result)) return;
  // What `setResultContents` and `appendedCellsXml` make, column by column in the sheet's order: no map and no sort
  // a row. A character a byte (the texts' UTF-8 bytes; tags, references and numbers are ASCII): written as 'latin1'.
  const columns: number[] = [];
  let bytes = '';
  for (const key of orders.get(sheet) ?? []) {
    const content = resultCellContent(key, result, form.lang, importTimes);
    if (content === undefined) continue;
    const column = form.columns[key];
    columns.push(column);
    bytes += appendedCellXml(form.prefix, result.row, column, content, cellByteText);
  }
  const most = bytes.length;
  if (most > BLOCK_BYTES) {
    const own = Buffer.from(bytes, 'latin1');
    rendered.set(result, { form, columns, block: own, from: 0, to: own.length });
    return;
  }
  if (used + most > block.length) {
    block = Buffer.allocUnsafe(BLOCK_BYTES);
    used = 0;
  }
  const from = used;
  used += block.write(bytes, used, 'latin1');
  rendered.set(result, { form, columns, block, from, to: used });
}

/**
 * The trial's form for `sheet` when the rewrite at hand writes the same: the rows rendered in it can be copied (the
 * rewrite then checks each row's form by identity, `rowCellsAhead`); else null.
 */
export function formAhead(sheet: string, prefix: string, columns: ResultColumns, lang: Lang): RowCellsForm | null {
  const f = forms.get(sheet);
  if (f === undefined || f.prefix !== prefix || f.lang !== lang || f.zone !== currentZone()) return null;
  const c = f.columns;
  const same =
    c.status === columns.status &&
    c.serviceId === columns.serviceId &&
    c.errorCode === columns.errorCode &&
    c.errorMessage === columns.errorMessage &&
    c.importedAt === columns.importedAt &&
    c.fingerprint === columns.fingerprint;
  return same ? f : null;
}

/** The cells rendered ahead for this very result object in this form, else undefined (the rewrite makes them). */
export function rowCellsAhead(result: RowResult, form: RowCellsForm): RowCellsAhead | undefined {
  const r = rendered.get(result);
  if (r === undefined || r.form !== form) return undefined;
  taken++;
  return r;
}

/** The rows rendered are let go and none more are rendered until the next trial arms it. */
export function disarmRowCellsAhead(): void {
  forms.clear();
  orders.clear();
  rendered.clear();
  block = Buffer.alloc(0);
  used = 0;
}

/** How many rows are kept rendered, and how many a write copied since the last trial (for tests). */
export function rowCellsAheadCounts(): { readonly kept: number; readonly taken: number } {
  return { kept: rendered.size, taken };
}
