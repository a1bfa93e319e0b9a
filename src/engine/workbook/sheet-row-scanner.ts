// Turns a worksheet's XML, fed as decoded text chunks, into rows of cell values: the reader's hot path.
// A hand-written indexOf scanner: worksheet XML is machine-written and regular, and skipping a generic parser's
// per-node events is what makes this several times faster than exceljs' stream reader.
import { excelSerialToDate } from './excel-date';
import { damaged } from './zip-directory';
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
      const close = buf.indexOf('</row>', open);
      if (close < 0) {
        pos = start;
        this.searchedForEnd = buf.length - start;
        break;
      }
      const row = this.parseRow(buf, start, open, close);
      if (row.cells.length > 0) out.push(row);
      pos = close + 6;
    }
    this.buffer = buf.slice(pos);
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

  private parseRow(buf: string, start: number, open: number, close: number): SheetRow {
    const rowTag = buf.slice(start, open);
    const number = this.rowNumber(rowTag);
    const hiddenAttr = rowTag.indexOf('hidden') >= 0 ? attr(rowTag, 'hidden') : null;
    const cells: CellValue[] = [];
    let column = -1;
    let p = open;
    for (;;) {
      const c = buf.indexOf('<c', p);
      if (c < 0 || c >= close) break;
      if (!isTagBoundary(buf.charCodeAt(c + 2))) { p = c + 2; continue; }
      const cEnd = tagEnd(buf, c);
      if (cEnd < 0 || cEnd > close) break;
      const tag = buf.slice(c, cEnd);
      column = this.columnOf(tag, column, number);
      if (buf.charCodeAt(cEnd - 2) === 47 /* <c …/> */) { p = cEnd; continue; }
      const cClose = buf.indexOf('</c>', cEnd);
      if (cClose < 0 || cClose > close) break;
      const value = this.cellValue(buf, tag, cEnd, cClose, number);
      if (value !== null) {
        while (cells.length < column) cells.push(null);
        cells[column] = value;
      }
      p = cClose + 4;
    }
    return { number, cells, hidden: hiddenAttr === '1' || hiddenAttr === 'true' };
  }

  private columnOf(tag: string, previous: number, row: number): number {
    const ref = attr(tag, 'r');
    if (ref === null) return previous + 1;
    let n = 0;
    for (let i = 0; i < ref.length; i++) {
      const code = ref.charCodeAt(i);
      if (code >= 65 && code <= 90) n = n * 26 + (code - 64);
      else if (code >= 97 && code <= 122) n = n * 26 + (code - 96);
      else break;
    }
    if (n < 1 || n > MAX_COLUMN) throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" row ${row} has a cell at ${ref}`));
    return n - 1;
  }

  private cellValue(buf: string, tag: string, from: number, to: number, row: number): CellValue {
    const type = tag.indexOf(' t') >= 0 || tag.indexOf('\tt') >= 0 || tag.indexOf('\nt') >= 0 ? attr(tag, 't') : null;
    if (type === 'inlineStr') {
      const is = buf.indexOf('<is', from);
      return is >= 0 && is < to ? textRuns(buf.slice(is, to)) : null;
    }
    const v = buf.indexOf('<v', from);
    if (v < 0 || v >= to) return null; // a formula without a cached result
    const vOpen = tagEnd(buf, v);
    if (vOpen < 0 || vOpen > to) return null;
    if (buf.charCodeAt(vOpen - 2) === 47) return type === 'str' ? '' : null;
    const vClose = buf.indexOf('</v>', vOpen);
    if (vClose < 0 || vClose > to) return null;
    const raw = buf.slice(vOpen, vClose);
    switch (type) {
      case 's': {
        const text = this.context.sharedStrings[Number(raw)];
        if (text === undefined) {
          throw new WorkbookReadError(damaged(`sheet "${this.context.sheetName}" row ${row} refers to shared text #${raw}, which does not exist`));
        }
        return text;
      }
      case 'str': return unescapeXml(raw);
      case 'b': return raw === '1' || raw === 'true';
      case 'e': return { error: unescapeXml(raw) };
      case 'd': {
        const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`);
        return Number.isNaN(date.getTime()) ? unescapeXml(raw) : date;
      }
      default: {
        const n = Number(raw);
        if (raw.length === 0 || Number.isNaN(n)) return raw.length === 0 ? null : unescapeXml(raw);
        const style = tag.indexOf(' s') >= 0 ? attr(tag, 's') : null;
        if (style !== null && this.context.dateStyles[Number(style)] === true) return excelSerialToDate(n, this.context.date1904);
        return n;
      }
    }
  }
}
