// One streaming pass over a sheet before write-back: its header cells, the columns any row uses, merges and filters.
// Result columns may only go where nothing of the user's is, so every row is looked at, not just the header row.
import { StringDecoder } from 'node:string_decoder';
import { attributeOf, isElementAt, MAX_COLUMNS, parseCellRef, scanCells, SheetPatterns } from './xlsx-write-back-cells';
import { readHeaderCells, type HeaderCell } from './xlsx-write-back-header';
import { SheetXmlError, SheetXmlWalker, type SheetRow, type SheetXmlVisitor } from './xlsx-write-back-rows';
import { unescapeEntities } from '../ooxml/xml-text';

/** A rectangle of cells, 0-based columns and 1-based rows, both ends included. */
export interface CellRange {
  readonly firstColumn: number;
  readonly lastColumn: number;
  readonly firstRow: number;
  readonly lastRow: number;
}

export interface SheetSurvey {
  /** The namespace prefix the sheet's elements are written with (`''` or e.g. `x:`). */
  readonly prefix: string;
  readonly headerCells: readonly HeaderCell[];
  /** Last column of the header row holding something (-1 when the row is empty or missing). */
  readonly headerLast: number;
  /**
   * 1 for each column right of `headerLast` (every column with `fullWidth`) where some row has a cell with a value, a
   * formula or a format (an empty unformatted `<c/>` does not count). Columns up to `headerLast` are the user's table.
   */
  readonly occupied: Uint8Array;
  readonly merges: readonly CellRange[];
  readonly autoFilter: CellRange | null;
  /** Columns hidden by `<cols>` (hidden, or width 0): a result there could not be seen. */
  readonly hiddenColumns: readonly CellRange[];
  /** Ranges the sheet's own formulas read (`SUM(B2:M2)`, `COUNTA(G:G)`): a result there would change their values. */
  readonly formulaRanges: readonly CellRange[];
  /** Ranges its formulas read on the other sheets being written (`Other!G:G`), by sheet name. */
  readonly otherSheetRanges: ReadonlyMap<string, readonly CellRange[]>;
}

/**
 * Which columns some range covers, in constant time per range however many formulas a sheet has; results avoid a
 * column a formula reads in any row, so the rows are not kept.
 */
export class ColumnCoverage {
  private readonly diff = new Int32Array(MAX_COLUMNS + 1);
  private any = false;

  add(r: CellRange): void {
    const first = Math.max(0, r.firstColumn);
    const last = Math.min(MAX_COLUMNS - 1, r.lastColumn);
    if (last < first) return;
    this.diff[first] = (this.diff[first] ?? 0) + 1;
    this.diff[last + 1] = (this.diff[last + 1] ?? 0) - 1;
    this.any = true;
  }

  /** The covered columns as whole-column ranges, adjacent ones merged. */
  ranges(): CellRange[] {
    const out: CellRange[] = [];
    if (!this.any) return out;
    let depth = 0;
    let start = -1;
    for (let c = 0; c <= MAX_COLUMNS; c++) {
      depth += this.diff[c] ?? 0;
      if (depth > 0 && start < 0) start = c;
      if (depth <= 0 && start >= 0) {
        out.push({ firstColumn: start, lastColumn: c - 1, firstRow: 1, lastRow: Number.MAX_SAFE_INTEGER });
        start = -1;
      }
    }
    return out;
  }
}

/** Parses `A1:C3` (or one cell) into a range; null for anything else. */
export function parseRange(ref: string): CellRange | null {
  const [a, b] = ref.trim().split(':');
  const from = parseCellRef(a ?? '');
  const to = parseCellRef(b ?? a ?? '');
  if (from === null || to === null) return null;
  return {
    firstColumn: Math.min(from.column, to.column),
    lastColumn: Math.max(from.column, to.column),
    firstRow: Math.min(from.row, to.row),
    lastRow: Math.max(from.row, to.row),
  };
}

/**
 * Streams the sheet's XML once; returns a message when the XML is not a worksheet write-back can follow.
 * `fullWidth` also looks at columns up to the header's last cell (slower: every cell of every row is read), for a
 * header that itself reaches the last column. `untilHeader` stops once the header row is read and answers what is
 * known by then (no merges, filter or formulas of later rows), or null when the header is not in the first 16 MB.
 */
export async function surveySheet(
  chunks: AsyncIterable<Buffer>,
  sheetName: string,
  headerRow: number,
  options: { fullWidth?: boolean; otherSheets?: readonly string[]; untilHeader?: boolean } = {},
): Promise<SheetSurvey | string | null> {
  const survey = new SheetSurveyor(sheetName, headerRow, options);
  const walker = new SheetXmlWalker([survey]);
  let read = 0;
  try {
    for await (const chunk of chunks) {
      walker.push(chunk);
      read += chunk.length;
      if (options.untilHeader === true && survey.headerKnown) return survey.result();
      if (options.untilHeader === true && read > UNTIL_HEADER_BYTES) return null;
    }
    walker.end();
  } catch (e) {
    if (e instanceof SheetXmlError) return e.message;
    throw e;
  }
  return survey.result();
}

/** How far `untilHeader` reads looking for the header row. */
const UNTIL_HEADER_BYTES = 16 * 1024 * 1024;

/** What the survey gathers from the walker's rows; `result()` once the walk is done (or the header is known). */
export class SheetSurveyor implements SheetXmlVisitor {
  private pat = new SheetPatterns('');
  private headerCells: readonly HeaderCell[] = [];
  private headerLast = -1;
  /** Rows above the header are scanned cell by cell before the header's width is known. */
  private readonly early = new Uint8Array(MAX_COLUMNS);
  private readonly occupied = new Uint8Array(MAX_COLUMNS);
  private headerSeen = false;
  private hidden: CellRange[] = [];
  private merges: CellRange[] = [];
  private autoFilter: CellRange | null = null;
  private readonly fullWidth: boolean;
  private readonly otherSheets: readonly string[];

  private readonly formulas = new ColumnCoverage();
  private formulaClose = Buffer.from('</f>');
  /** Where the next `<f` of `formulaBuf` is (-1: none), so rows without formulas cost one comparison. */
  private nextFormula = -1;
  private formulaBuf: Buffer | null = null;

  private readonly others = new Map<string, ColumnCoverage>();

  constructor(
    private readonly sheetName: string,
    private readonly headerRow: number,
    options: { fullWidth?: boolean; otherSheets?: readonly string[] } = {},
  ) {
    this.fullWidth = options.fullWidth === true;
    this.otherSheets = options.otherSheets ?? [];
  }

  /** The header row has been read, or a row past it (the header row is then empty). */
  get headerKnown(): boolean {
    return this.headerSeen;
  }

  /** Columns up to this one are not looked at once the header is known. */
  private get limit(): number {
    return this.fullWidth ? -1 : this.headerLast;
  }

  result(): SheetSurvey {
    return {
      prefix: this.pat.prefix,
      headerCells: this.headerCells,
      headerLast: this.headerLast,
      occupied: this.occupied,
      merges: this.merges,
      autoFilter: this.autoFilter,
      hiddenColumns: this.hidden,
      formulaRanges: this.formulas.ranges(),
      otherSheetRanges: new Map([...this.others].map(([name, coverage]) => [name, coverage.ranges()])),
    };
  }

  head(text: string, _sheetDataTag: Buffer, pat: SheetPatterns): void {
    this.pat = pat;
    this.formulaClose = Buffer.from(`</${pat.prefix}f>`);
    this.hidden = hiddenColumns(text, pat.prefix);
  }

  between(): void {
    // Whitespace, comments and processing instructions hold no cells.
  }

  rowsEnd(): void {
    // The merges and the filter are read from the tail.
  }

  tail(text: string): void {
    if (!this.headerSeen) this.settleHeader([]);
    const p = this.pat.prefix;
    for (const m of text.matchAll(new RegExp(`<${p}mergeCell\\b[^>]*>`, 'g'))) {
      const range = parseRange(attributeOf(m[0], 'ref') ?? '');
      if (range !== null) this.merges.push(range);
    }
    const filterTag = new RegExp(`<${p}autoFilter\\b[^>]*>`).exec(text)?.[0];
    this.autoFilter = filterTag === undefined ? null : parseRange(attributeOf(filterTag, 'ref') ?? '');
  }

  row(row: SheetRow): void {
    const number = row.number;
    if (!this.headerSeen && number > this.headerRow) this.settleHeader([]);
    if (row.selfClosing) {
      if (number === this.headerRow) this.settleHeader([]);
      return;
    }
    const buf = row.buf;
    if (buf !== this.formulaBuf) {
      this.formulaBuf = buf;
      this.nextFormula = this.pat.formulaOpen.find(buf, row.lt);
    }
    if (this.nextFormula >= 0 && this.nextFormula < row.closeAt)
      this.readFormulas(buf, row.gt + 1, row.closeAt, row.end);
    this.cells(row);
  }

  private cells(row: SheetRow): void {
    const { buf, number } = row;
    const from = row.gt + 1;
    const to = row.closeAt;
    if (number === this.headerRow) {
      const cells = readHeaderCells(buf, from, to, this.pat);
      if (typeof cells === 'string') throw new SheetXmlError(`row ${number}: ${cells}`);
      this.settleHeader(cells);
    }
    // Most rows end within the header's width: their last cell tells, without looking at the others.
    const last = row.lastColumn();
    if (this.headerSeen && typeof last === 'number' && last <= this.limit) return;
    if (last === 'none') return;
    const cells = scanCells(buf, from, to, this.pat);
    if (typeof cells === 'string') throw new SheetXmlError(`row ${number}: ${cells}`);
    const target = this.headerSeen ? this.occupied : this.early;
    for (const cell of cells) {
      if (this.headerSeen && cell.column <= this.limit) continue;
      if (holdsSomething(buf, cell.start, cell.tagEnd, cell.end, cell.selfClosing)) target[cell.column] = 1;
    }
  }

  /** The ranges the formulas of one row read; a shared formula's ranges widen by the columns it is copied across. */
  private readFormulas(buf: Buffer, from: number, to: number, rowEnd: number): void {
    let at = this.nextFormula;
    while (at >= 0 && at < to) {
      if (at >= from && isElementAt(buf, at, this.pat.formulaOpen.bytes)) {
        const gt = buf.indexOf(0x3e, at);
        if (gt < 0 || gt >= to) break;
        const tag = buf.toString('latin1', at, gt + 1);
        if (buf[gt - 1] !== 0x2f) {
          const close = buf.indexOf(this.formulaClose, gt);
          if (close < 0 || close >= to) break;
          const shared = attributeOf(tag, 't') === 'shared' ? parseRange(attributeOf(tag, 'ref') ?? '') : null;
          const spread = shared === null ? 0 : shared.lastColumn - shared.firstColumn;
          const text = unescapeEntities(buf.toString('utf8', gt + 1, close));
          const widen = (r: CellRange): CellRange => ({
            ...r,
            lastColumn: Math.min(MAX_COLUMNS - 1, r.lastColumn + spread),
          });
          for (const r of formulaRanges(text, this.sheetName)) this.formulas.add(widen(r));
          if (text.includes('!')) {
            for (const name of this.otherSheets) {
              const coverage = this.others.get(name) ?? new ColumnCoverage();
              for (const r of formulaRanges(text, name, true)) coverage.add(widen(r));
              this.others.set(name, coverage);
            }
          }
          at = close;
        }
      }
      at = this.pat.formulaOpen.find(buf, at + 1);
    }
    this.nextFormula = this.pat.formulaOpen.find(buf, rowEnd);
  }

  /** The header row is known (or known to be absent): rows seen before it count from its width on. */
  private settleHeader(cells: readonly HeaderCell[]): void {
    if (this.headerSeen) return;
    this.headerSeen = true;
    this.headerCells = cells;
    for (const c of cells) {
      if (!('text' in c) || c.text.trim() !== '') this.headerLast = Math.max(this.headerLast, c.column);
    }
    for (let c = this.limit + 1; c < MAX_COLUMNS; c++) if (this.early[c] === 1) this.occupied[c] = 1;
  }
}

/**
 * A1 references (`B2`, `$B$2:M2`) and whole columns (`G:G`), unqualified or of this sheet; not inside function names.
 */
const REFERENCE =
  /(?<![\w.$'!])(?:('(?:[^']|'')+'|[\p{L}\w.]+)!)?(\$?[A-Za-z]{1,3}\$?\d{1,7}(?::\$?[A-Za-z]{1,3}\$?\d{1,7})?|\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3})(?![\w(!])/gu;

/**
 * The cell ranges a formula reads on `sheetName`; string literals are skipped. A defined name's value names its sheet
 * (`qualifiedOnly`), so its unqualified references are not this sheet's.
 */
export function formulaRanges(formula: string, sheetName: string, qualifiedOnly = false): CellRange[] {
  const out: CellRange[] = [];
  const code = formula.replace(/"(?:[^"]|"")*"/g, '""');
  for (const m of code.matchAll(REFERENCE)) {
    const qualifier = m[1];
    if (qualifier === undefined && qualifiedOnly) continue;
    if (qualifier !== undefined) {
      const name = qualifier.startsWith("'") ? qualifier.slice(1, -1).replace(/''/g, "'") : qualifier;
      if (name.toLowerCase() !== sheetName.toLowerCase()) continue;
    }
    const ref = (m[2] ?? '').replace(/\$/g, '');
    const whole = /^([A-Za-z]{1,3}):([A-Za-z]{1,3})$/.exec(ref);
    if (whole !== null) {
      const a = parseCellRef(`${whole[1] ?? ''}1`);
      const b = parseCellRef(`${whole[2] ?? ''}1`);
      if (a === null || b === null) continue;
      out.push({
        firstColumn: Math.min(a.column, b.column),
        lastColumn: Math.max(a.column, b.column),
        firstRow: 1,
        lastRow: Number.MAX_SAFE_INTEGER,
      });
      continue;
    }
    const range = parseRange(ref);
    if (range !== null) out.push(range);
  }
  return out;
}

/** A cell counts as the user's when it has a value, a formula, inline text or a format of its own. */
function holdsSomething(buf: Buffer, start: number, tagEnd: number, end: number, selfClosing: boolean): boolean {
  const style = attributeOf(buf.toString('latin1', start, tagEnd + 1), 's');
  if (style !== undefined && style.trim() !== '0') return true;
  if (selfClosing) return false;
  const close = buf.lastIndexOf(0x3c, end - 1);
  for (let i = tagEnd + 1; i < close; i++) {
    const b = buf[i];
    if (b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09) return true;
  }
  return false;
}

/** Column ranges `<cols>` hides (hidden="1", or a width of 0). */
function hiddenColumns(head: string, prefix: string): CellRange[] {
  const out: CellRange[] = [];
  for (const m of head.matchAll(new RegExp(`<${prefix}col\\b[^>]*>`, 'g'))) {
    const tag = m[0];
    const hidden = attributeOf(tag, 'hidden');
    const width = attributeOf(tag, 'width');
    if (hidden !== '1' && hidden !== 'true' && !(width !== undefined && Number(width) === 0)) continue;
    const min = Number(attributeOf(tag, 'min'));
    const max = Number(attributeOf(tag, 'max'));
    if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1) continue;
    out.push({
      firstColumn: min - 1,
      lastColumn: Math.min(max, MAX_COLUMNS) - 1,
      firstRow: 1,
      lastRow: Number.MAX_SAFE_INTEGER,
    });
  }
  return out;
}

/** Longest text kept between chunks while looking for formulas: Excel's formula limit is 8,192 characters. */
const MAX_FORMULA_CARRY = 64 * 1024;

/**
 * The text of every formula in a part (`<f>` of a sheet, `<c:f>` of a chart), streamed; what other sheets' formulas
 * and charts read of the sheets being written.
 */
export async function* formulaTexts(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const pattern = /<((?:[\w.-]+:)?)f\b[^>]*>([^<]*)<\/\1f>/g;
  for await (const chunk of chunks) {
    const text = carry + decoder.write(chunk);
    let end = 0;
    for (const m of text.matchAll(pattern)) {
      yield unescapeEntities(m[2] ?? '');
      end = m.index + m[0].length;
    }
    // What may still become a formula: an open `<f>` whose end is in the next chunk, or a tag cut in its name.
    let open = -1;
    for (const m of text.slice(end).matchAll(/<(?:[\w.-]+:)?f\b/g)) open = end + m.index;
    const lastLt = text.lastIndexOf('<');
    const from = open >= 0 ? open : lastLt >= end ? lastLt : text.length;
    carry = text.length - from > MAX_FORMULA_CARRY ? '' : text.slice(from);
  }
  for (const m of (carry + decoder.end()).matchAll(pattern)) yield unescapeEntities(m[2] ?? '');
}
