// Finds the table in a sheet (title rows, notes and blank rows above the header are common) and reads it.
import type { Result } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { noSuchSheet, TABLE_MESSAGES as M } from './table-messages';
import type { SheetTable, SheetTableStream, TableColumn, TableRow, TableWarning } from '../model/sheet-table';
import { duplicateHeaderWarnings } from './table-warnings';
import type { CellValue } from '../model/cell-value';
import type { SheetLayout, SheetRow, WorkbookSource } from '../model/workbook-source';
import type { WorkbookError } from '../model/workbook-error';
import { columnIndex, columnLetter } from '../model/column-letter';
import { isCellError } from '../model/cell-value';
import { WorkbookReadError } from '../model/workbook-error';

export interface ReadTableOptions {
  /** The header's row number as Excel shows it; detected when absent. */
  readonly headerRow?: number;
}

/** How many non-empty rows from the top are looked at to find the header. */
const SAMPLE_ROWS = 30;
/** How many rows may be read ahead while the sheet's layout is still being scanned. */
const PREFETCH_ROWS = 2_000;

function isBlank(value: CellValue): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

export function isEmptyRow(row: { readonly cells: readonly CellValue[] }): boolean {
  return row.cells.every(isBlank);
}

function isHeaderText(value: CellValue): boolean {
  // A number written as text ("2024") is data, not a column name.
  return typeof value === 'string' && value.trim() !== '' && !/^[-+]?[\d\s.,]+$/.test(value.trim());
}

function filledCount(row: SheetRow): number {
  let n = 0;
  for (const cell of row.cells) if (!isBlank(cell)) n++;
  return n;
}

/**
 * The row number of the first row that looks like a header: several text cells (at least half as many as the widest
 * row of the sample has values), nearly all of them text, rather than a title, a note or data. Null when `rows` has
 * no non-empty row; the first non-empty row when none looks like a header.
 */
export function detectHeaderRow(rows: readonly SheetRow[]): number | null {
  const filled = rows.filter((row) => !isEmptyRow(row));
  const first = filled[0];
  if (!first) return null;
  const widest = Math.max(...filled.map(filledCount));
  // A one-column sheet cannot tell its title from its header: the first text row is taken.
  const needed = Math.max(widest === 1 ? 1 : 2, Math.ceil(widest / 2));
  for (let i = 0; i < filled.length; i++) {
    const row = filled[i];
    if (!row) continue;
    const count = filledCount(row);
    const texts = row.cells.filter(isHeaderText).length;
    if (texts < needed || texts < count * 0.8) continue;
    return row.number;
  }
  return first.number;
}

function headerText(value: CellValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (isCellError(value)) return value.error;
  return String(value).replace(/\s+/g, ' ').trim();
}

interface Range {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

function parseRange(ref: string): Range | null {
  const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(ref);
  if (!m) return null;
  const [, c1 = 'A', r1 = '1', c2 = 'A', r2 = '1'] = m;
  return { top: Number(r1), left: columnIndex(c1), bottom: Number(r2), right: columnIndex(c2) };
}

interface HeaderColumns {
  readonly columns: TableColumn[];
  readonly bottom: number;
  readonly warnings: TableWarning[];
}

/** Columns of the header row, merged header cells spread over every column they cover; and the header's last row. */
function headerColumns(sheet: string, header: SheetRow, layout: SheetLayout): HeaderColumns {
  const texts = header.cells.map(headerText);
  const spread = new Set<number>();
  let bottom = header.number;
  for (const ref of layout.merges) {
    const range = parseRange(ref);
    if (!range || range.top > header.number || range.bottom < header.number) continue;
    bottom = Math.max(bottom, range.bottom);
    const text = texts[range.left] ?? '';
    for (let c = range.left + 1; c <= range.right && c < 16_384; c++) {
      while (texts.length <= c) texts.push('');
      if (texts[c] === '' && text !== '') {
        texts[c] = text;
        spread.add(c);
      }
    }
  }
  const columns: TableColumn[] = [];
  texts.forEach((text, index) => {
    if (text !== '')
      columns.push({ index, letter: columnLetter(index), header: text, hidden: layout.hiddenColumns.has(index) });
  });
  return { columns, bottom, warnings: duplicateHeaderWarnings(sheet, columns, spread) };
}

function noHeader(sheet: string, headerNumber: number | null): WorkbookError {
  const text =
    headerNumber === null
      ? formatBoth(M.emptySheet, { sheet })
      : formatBoth(M.emptyHeaderRow, { sheet, row: headerNumber });
  return { kind: 'empty', message: text.en, messageHu: text.hu };
}

function readFailure(e: unknown): WorkbookError {
  if (e instanceof WorkbookReadError) return e.detail;
  const text = formatBoth(M.sheetUnreadable, { detail: e instanceof Error ? e.message : String(e) });
  return { kind: 'corrupt', message: text.en, messageHu: text.hu };
}

/**
 * The sheet's header and columns at once, its data rows as a stream: reads only the top of the sheet before
 * returning. Errors found later in the sheet are thrown from the iteration as `WorkbookReadError`.
 */
export async function openTable(
  source: WorkbookSource,
  sheet: string,
  options: ReadTableOptions = {},
): Promise<Result<SheetTableStream, WorkbookError>> {
  const missing = sheetMissing(source, sheet);
  if (missing) return err(missing);
  let layout: SheetLayout;
  const iterator = source.rows(sheet)[Symbol.asyncIterator]();
  const sample: SheetRow[] = [];
  let exhausted = false;
  // The layout (merged header cells) needs a pass over the whole sheet, since merges are listed at its end. It runs
  // alongside the first rows, which are read ahead (at most PREFETCH_ROWS) instead of waiting for it.
  let layoutSettled = false;
  const layoutPromise = source.layout(sheet);
  layoutPromise.then(
    () => {
      layoutSettled = true;
    },
    () => {
      layoutSettled = true;
    },
  );
  try {
    let filled = 0;
    let lastNumber = 0;
    const wanted = options.headerRow;
    for (;;) {
      const sampled = wanted === undefined ? filled >= SAMPLE_ROWS : lastNumber > wanted;
      if (sampled && (layoutSettled || sample.length >= PREFETCH_ROWS)) break;
      const next = await iterator.next();
      if (next.done === true) {
        exhausted = true;
        break;
      }
      sample.push(next.value);
      lastNumber = next.value.number;
      if (!isEmptyRow(next.value)) filled++;
    }
    layout = await layoutPromise;
  } catch (e) {
    await iterator.return?.();
    await layoutPromise.catch(() => undefined);
    return err(readFailure(e));
  }
  const headerNumber = options.headerRow ?? detectHeaderRow(sample.filter((r) => !isEmptyRow(r)).slice(0, SAMPLE_ROWS));
  const header = sample.find((r) => r.number === headerNumber && !isEmptyRow(r));
  if (headerNumber === null || !header) {
    await iterator.return?.();
    return err(noHeader(sheet, headerNumber));
  }
  const { columns, bottom, warnings } = headerColumns(sheet, header, layout);
  const buffered = sample.filter((r) => r.number > bottom);

  async function* dataRows(): AsyncGenerator<TableRow> {
    for (const row of buffered) if (!isEmptyRow(row)) yield row;
    buffered.length = 0;
    if (exhausted) return;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done === true) return;
        if (!isEmptyRow(next.value) && next.value.number > bottom) yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return ok({
    sheet,
    headerRow: header.number,
    columns,
    rows: dataRows(),
    warnings: [...sourceNotices(source, sheet), ...warnings],
  });
}

/** The source's notice (a CSV's encoding), first among the table's warnings. */
function sourceNotices(source: WorkbookSource, sheet: string): TableWarning[] {
  const notice = source.notice;
  return notice === undefined || notice === null ? [] : [{ kind: 'text_encoding', sheet, ...notice }];
}

function sheetMissing(source: WorkbookSource, sheet: string): WorkbookError | null {
  if (source.sheets.some((s) => s.name === sheet)) return null;
  const text = noSuchSheet(
    sheet,
    source.sheets.map((s) => s.name),
  );
  return { kind: 'not_found', message: text.en, messageHu: text.hu };
}

/**
 * The whole table in memory; use `openTable` to stream a large sheet. The layout is asked for once the rows are in:
 * a source that scans it from the same bytes as the rows (xlsx) then has it without a second pass.
 */
export async function readTable(
  source: WorkbookSource,
  sheet: string,
  options: ReadTableOptions = {},
): Promise<Result<SheetTable, WorkbookError>> {
  const missing = sheetMissing(source, sheet);
  if (missing) return err(missing);
  const filled: SheetRow[] = [];
  let layout: SheetLayout;
  try {
    // Indexed: this runs once over every row, before the loop is optimised (`for … of` made an object a row).
    for await (const chunk of source.rowChunks(sheet))
      for (let i = 0; i < chunk.length; i++) {
        const row = chunk[i] as SheetRow;
        if (!isEmptyRow(row)) filled.push(row);
      }
    layout = await source.layout(sheet);
  } catch (e) {
    return err(readFailure(e));
  }
  const headerNumber = options.headerRow ?? detectHeaderRow(filled.slice(0, SAMPLE_ROWS));
  const headerIndex = filled.findIndex((r) => r.number === headerNumber);
  const header = filled[headerIndex];
  if (headerNumber === null || !header) return err(noHeader(sheet, headerNumber));
  const { columns, bottom, warnings } = headerColumns(sheet, header, layout);
  let first = headerIndex + 1;
  while (first < filled.length && (filled[first]?.number ?? 0) <= bottom) first++;
  // The rows above the data dropped in place: a copy of the rest would be a second array of every row.
  filled.splice(0, first);
  return ok({
    sheet,
    headerRow: header.number,
    columns,
    rows: filled,
    warnings: [...sourceNotices(source, sheet), ...warnings],
  });
}
