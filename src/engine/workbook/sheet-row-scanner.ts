// Turns a worksheet's XML, fed as decoded text chunks, into rows of cell values: the reader's hot path.
// A hand-written indexOf scanner: worksheet XML is machine-written and regular, and skipping a generic parser's
// per-node events is what makes this several times faster than exceljs' stream reader.
import { assertNever } from '../../catalog';
import { excelSerialToDate } from './excel-date';
import { damaged } from './zip-central-directory';
import type { CellValue, SheetRow } from './workbook-types';
import { WorkbookReadError } from './workbook-types';
import { attr, tagEnd, textRuns, unescapeXml } from './xml-text';

export interface SheetContext {
  readonly sheetName: string;
  readonly sharedStrings: readonly string[];
  readonly dateStyles: readonly boolean[];
  readonly date1904: boolean;
}

const MAX_ROW = 1_048_576;

/** The `t` attribute of a cell: absent or `n` is a number. */
const CellType = { Number: 0, Shared: 1, FormulaString: 2, Boolean: 3, Error: 4, Date: 5, InlineString: 6 } as const;
type CellType = (typeof CellType)[keyof typeof CellType];
const MAX_COLUMN = 16_384;

function isTagBoundary(code: number): boolean {
  return code === 32 || code === 62 || code === 47 || code === 9 || code === 10 || code === 13;
}

export class SheetRowScanner {
  private buffer = '';
  private lastRow = 0;
  /** When the buffer holds an unfinished row: how far `</row>` is known to be absent, so small chunks stay linear. */
  private searchedForEnd = -1;

  constructor(private readonly context: SheetContext) {}

  /** Rows completed by this chunk; an unfinished row waits for the next. */
  push(text: string, out: SheetRow[]): void {
    const buf = this.buffer.length > 0 ? this.buffer + text : text;
    if (this.searchedForEnd >= 0 && buf.indexOf('</row>', Math.max(0, this.searchedForEnd - 5)) < 0) {
      this.buffer = buf;
      this.searchedForEnd = buf.length;
      return;
    }
    this.searchedForEnd = -1;
    // Every row that starts before the last `</row>` is complete; rows are then parsed in one forward pass.
    const lastClose = buf.lastIndexOf('</row>');
    const limit = lastClose < 0 ? -1 : lastClose + 6;
    let pos = 0;
    for (;;) {
      const start = buf.indexOf('<row', pos);
      if (start < 0) {
        // Keep a tail that may hold the start of a `<row` cut by the chunk boundary.
        pos = Math.max(pos, buf.length - 4);
        break;
      }
      if (!isTagBoundary(buf.charCodeAt(start + 4))) {
        if (start + 4 >= buf.length) { pos = start; break; }
        pos = start + 4;
        continue;
      }
      const open = tagEnd(buf, start);
      if (open < 0) { pos = start; break; }
      if (buf.charCodeAt(open - 2) === 47 /* <row …/> */) {
        this.rowNumber(buf.slice(start, open));
        pos = open;
        continue;
      }
      if (start > lastClose) {
        pos = start;
        this.searchedForEnd = buf.length - start;
        break;
      }
      const row = this.parseRow(buf, start, open, limit);
      if (row.cells.length > 0) out.push(row);
      pos = this.rowEnd;
    }
    this.buffer = buf.slice(pos);
  }

  /** At the end of the sheet: a row still waiting for its end means the XML was cut off. */
  finish(): void {
    const start = this.buffer.indexOf('<row');
    if (start >= 0 && isTagBoundary(this.buffer.charCodeAt(start + 4))) {
      throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" ends in the middle of a row, after row ${this.lastRow}`));
    }
  }

  private rowNumber(tag: string): number {
    const r = attr(tag, 'r');
    const n = r === null ? this.lastRow + 1 : Number(r);
    if (!Number.isInteger(n) || n < 1 || n > MAX_ROW) {
      throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" has a row numbered ${r ?? '?'}`));
    }
    this.lastRow = n;
    return n;
  }

  /** Where the row parsed last ended (after its `</row>`). */
  private rowEnd = 0;

  private parseRow(buf: string, start: number, open: number, limit: number): SheetRow {
    const rowTag = buf.slice(start, open);
    const number = this.rowNumber(rowTag);
    const hiddenAttr = rowTag.indexOf('hidden') >= 0 ? attr(rowTag, 'hidden') : null;
    const cells: CellValue[] = [];
    let column = -1;
    let p = open;
    for (;;) {
      let ch = buf.charCodeAt(p);
      while (isSpace(ch)) ch = buf.charCodeAt(++p);
      if (p >= limit) throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" row ${number} is not closed`));
      if (ch !== 60 /* < */) { p = buf.indexOf('<', p); continue; }
      const next = buf.charCodeAt(p + 1);
      if (next === 99 /* c */ && isTagBoundary(buf.charCodeAt(p + 2))) {
        if (!this.readCellTag(buf, p, limit)) throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" row ${number} has a malformed cell`));
        column = this.cellColumn >= 0 ? this.cellColumn : column + 1;
        if (column >= MAX_COLUMN) throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" row ${number} has a cell beyond column XFD`));
        const from = this.tagClose;
        if (this.selfClosing) { p = from; continue; }
        const cClose = buf.indexOf('</c>', from);
        if (cClose < 0 || cClose >= limit) throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" row ${number} has a cell that is not closed`));
        const value = this.cellValue(buf, from, cClose, number);
        if (value !== null) {
          while (cells.length < column) cells.push(null);
          cells[column] = value;
        }
        p = cClose + 4;
      } else if (next === 47 /* / */ && buf.startsWith('</row>', p)) {
        this.rowEnd = p + 6;
        break;
      } else {
        p = this.skipElement(buf, p, limit, number);
      }
    }
    return { number, cells, hidden: hiddenAttr === '1' || hiddenAttr === 'true' };
  }

  /** Skips an element a row should not hold (an extension, a stray end tag), so it cannot be mistaken for cells. */
  private skipElement(buf: string, p: number, limit: number, row: number): number {
    const end = tagEnd(buf, p);
    if (end < 0 || end > limit) throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" row ${row} is malformed`));
    if (buf.charCodeAt(p + 1) === 47 || buf.charCodeAt(end - 2) === 47 || buf.charCodeAt(p + 1) === 63 || buf.charCodeAt(p + 1) === 33) return end;
    let nameEnd = p + 1;
    while (nameEnd < end && !isSpace(buf.charCodeAt(nameEnd)) && buf.charCodeAt(nameEnd) !== 62 && buf.charCodeAt(nameEnd) !== 47) nameEnd++;
    const close = buf.indexOf(`</${buf.slice(p + 1, nameEnd)}>`, end);
    if (close < 0 || close > limit) throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" row ${row} is malformed`));
    return close + nameEnd - p + 2;
  }

  // What readCellTag found, kept in fields so the hot loop allocates nothing per cell.
  private tagClose = 0;
  private selfClosing = false;
  private cellColumn = -1;
  private cellType: CellType = CellType.Number;
  private cellStyle = 0;

  /**
   * Reads the attributes of the `<c …>` tag at `c` in one pass: `r` (column), `t` (type) and `s` (style).
   * False when the tag is malformed.
   */
  private readCellTag(buf: string, c: number, limit: number): boolean {
    this.cellColumn = -1;
    this.cellType = CellType.Number;
    this.cellStyle = 0;
    let i = c + 2;
    for (;;) {
      let ch = buf.charCodeAt(i);
      while (isSpace(ch)) ch = buf.charCodeAt(++i);
      if (i >= limit) return false;
      if (ch === 62 /* > */) { this.tagClose = i + 1; this.selfClosing = false; return true; }
      if (ch === 47 /* / */) {
        if (buf.charCodeAt(i + 1) !== 62) return false;
        this.tagClose = i + 2;
        this.selfClosing = true;
        return true;
      }
      const nameStart = i;
      while (i < limit && ch !== 61 && !isSpace(ch) && ch !== 62 && ch !== 47) ch = buf.charCodeAt(++i);
      const nameLength = i - nameStart;
      while (isSpace(ch)) ch = buf.charCodeAt(++i);
      if (ch !== 61 /* = */) return false;
      ch = buf.charCodeAt(++i);
      while (isSpace(ch)) ch = buf.charCodeAt(++i);
      if (ch !== 34 && ch !== 39) return false;
      const valueStart = i + 1;
      const valueEnd = buf.indexOf(ch === 34 ? '"' : "'", valueStart);
      if (valueEnd < 0 || valueEnd >= limit) return false;
      if (nameLength === 1) {
        const name = buf.charCodeAt(nameStart);
        if (name === 114 /* r */) this.cellColumn = columnFromRef(buf, valueStart, valueEnd);
        else if (name === 116 /* t */) this.cellType = cellTypeOf(buf, valueStart, valueEnd);
        else if (name === 115 /* s */) this.cellStyle = Math.max(0, plainInteger(buf, valueStart, valueEnd));
      }
      i = valueEnd + 1;
    }
  }

  private cellValue(buf: string, from: number, to: number, row: number): CellValue {
    const type = this.cellType;
    if (type === CellType.InlineString) {
      const is = buf.indexOf('<is', from);
      return is >= 0 && is < to ? textRuns(buf.slice(is, to)) : null;
    }
    // Fast path for `<v>` right after the tag; otherwise a formula (`<f>`) or an attributed `<v …>` comes first.
    let vOpen: number;
    if (buf.charCodeAt(from) === 60 && buf.charCodeAt(from + 1) === 118 && buf.charCodeAt(from + 2) === 62) {
      vOpen = from + 3;
    } else {
      let v = buf.indexOf('<v', from);
      while (v >= 0 && v < to && !isTagBoundary(buf.charCodeAt(v + 2))) v = buf.indexOf('<v', v + 2);
      if (v < 0 || v >= to) return null; // a formula without a cached result
      vOpen = tagEnd(buf, v);
      if (vOpen < 0 || vOpen > to) return null;
      if (buf.charCodeAt(vOpen - 2) === 47) return type === CellType.FormulaString ? '' : null;
    }
    const vClose = buf.indexOf('</v>', vOpen);
    if (vClose < 0 || vClose > to) return null;
    if (type === CellType.Shared || type === CellType.Number) {
      // Most values are plain integers (shared string indexes, prices, ids): read in place, no substring.
      const n = plainInteger(buf, vOpen, vClose);
      if (n >= 0) {
        if (type === CellType.Number) {
          return this.context.dateStyles[this.cellStyle] === true ? excelSerialToDate(n, this.context.date1904) : n;
        }
        const text = this.context.sharedStrings[n];
        if (text !== undefined) return text;
      }
    }
    const raw = buf.slice(vOpen, vClose);
    switch (type) {
      case CellType.Shared: {
        const text = this.context.sharedStrings[Number(raw)];
        if (text === undefined) {
          throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" row ${row} refers to shared text #${raw}, which does not exist`));
        }
        return text;
      }
      case CellType.FormulaString: return unescapeXml(raw);
      case CellType.Boolean: return raw === '1' || raw === 'true';
      case CellType.Error: return { error: unescapeXml(raw) };
      case CellType.Date: {
        const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`);
        return Number.isNaN(date.getTime()) ? unescapeXml(raw) : date;
      }
      case CellType.Number: {
        const n = Number(raw);
        if (raw.length === 0 || Number.isNaN(n)) return raw.length === 0 ? null : unescapeXml(raw);
        if (this.context.dateStyles[this.cellStyle] === true) return excelSerialToDate(n, this.context.date1904);
        return n;
      }
      default: return assertNever(type, 'cell type');
    }
  }
}

/** The non-negative integer spelled by `buf[from, to)` with at most 15 digits, or -1 for anything else. */
function plainInteger(buf: string, from: number, to: number): number {
  if (to <= from || to - from > 15) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = buf.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** 0-based column of a reference such as `AB12`, read in place; -1 when it has no letters. */
function columnFromRef(buf: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const code = buf.charCodeAt(i);
    if (code >= 65 && code <= 90) n = n * 26 + (code - 64);
    else if (code >= 97 && code <= 122) n = n * 26 + (code - 96);
    else break;
    if (n > MAX_COLUMN) return MAX_COLUMN;
  }
  return n - 1;
}

function cellTypeOf(buf: string, from: number, to: number): CellType {
  const length = to - from;
  const first = buf.charCodeAt(from);
  if (length === 1) {
    switch (first) {
      case 115: return CellType.Shared; // s
      case 98: return CellType.Boolean; // b
      case 101: return CellType.Error; // e
      case 100: return CellType.Date; // d
      default: return CellType.Number; // n
    }
  }
  if (length === 3 && buf.startsWith('str', from)) return CellType.FormulaString;
  if (length === 9 && buf.startsWith('inlineStr', from)) return CellType.InlineString;
  return CellType.Number;
}
