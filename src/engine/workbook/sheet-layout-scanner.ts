// A sheet's hidden columns and merged ranges, found by scanning its raw XML bytes for `<col` and `<mergeCell`.
// Bytes rather than text: these tags are ASCII, so no decoding is needed for the 99% of the sheet that is cells.
// Columns come before `<sheetData>` and merges after `</sheetData>`, so the cell data is crossed with one search.
import type { SheetLayout } from './workbook-types';
import { attr } from './xml-text';

const MAX_COLUMN = 16_384;
const COL = Buffer.from('<col ');
const SHEET_DATA = Buffer.from('<sheetData');
const SHEET_DATA_END = Buffer.from('</sheetData>');
const SHEET_DATA_EMPTY = Buffer.from('<sheetData/>');
const MERGE = Buffer.from('<mergeCell ');
const GT = 0x3e;
/** Longest needle; this many bytes are kept between chunks so no tag is missed at a boundary. */
const OVERLAP = 16;

type Phase = 'columns' | 'cells' | 'merges';

export class SheetLayoutScanner {
  private carry: Buffer = Buffer.alloc(0);
  private phase: Phase = 'columns';
  private readonly hiddenColumns = new Set<number>();
  private readonly merges: string[] = [];

  push(chunk: Buffer): void {
    let buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    for (;;) {
      if (this.phase === 'columns') {
        const data = buf.indexOf(SHEET_DATA);
        const end = data < 0 ? buf.length : data;
        const keep = this.scan(buf.subarray(0, end), COL, (tag) => this.column(tag));
        if (data < 0) { this.keep(buf, Math.min(keep, Math.max(0, buf.length - OVERLAP))); return; }
        // `<sheetData/>` has no cells, and so no `</sheetData>` to wait for.
        this.phase = buf.indexOf(SHEET_DATA_EMPTY, data) === data ? 'merges' : 'cells';
        buf = buf.subarray(data + SHEET_DATA.length);
      } else if (this.phase === 'cells') {
        const end = buf.indexOf(SHEET_DATA_END);
        if (end < 0) { this.keep(buf, Math.max(0, buf.length - OVERLAP)); return; }
        this.phase = 'merges';
        buf = buf.subarray(end + SHEET_DATA_END.length);
      } else {
        const keep = this.scan(buf, MERGE, (tag) => this.merge(tag));
        this.keep(buf, Math.min(keep, Math.max(0, buf.length - OVERLAP)));
        return;
      }
    }
  }

  result(): SheetLayout {
    return { hiddenColumns: this.hiddenColumns, merges: this.merges };
  }

  private keep(buf: Buffer, from: number): void {
    this.carry = Buffer.from(buf.subarray(from));
  }

  /** Calls `take` for each complete tag; returns where an incomplete one starts (or the buffer's length). */
  private scan(buf: Buffer, needle: Buffer, take: (tag: string) => void): number {
    let i = buf.indexOf(needle);
    while (i >= 0) {
      const end = buf.indexOf(GT, i);
      if (end < 0) return i;
      take(buf.toString('latin1', i, end + 1));
      i = buf.indexOf(needle, end);
    }
    return buf.length;
  }

  private column(tag: string): void {
    const hidden = attr(tag, 'hidden');
    if (hidden !== '1' && hidden !== 'true') return;
    const min = Number(attr(tag, 'min'));
    const max = Math.min(Number(attr(tag, 'max')), MAX_COLUMN);
    if (!Number.isInteger(min) || !Number.isInteger(max)) return;
    for (let c = Math.max(1, min); c <= max; c++) this.hiddenColumns.add(c - 1);
  }

  private merge(tag: string): void {
    const ref = attr(tag, 'ref');
    if (ref !== null && /^[A-Za-z]{1,3}\d+:[A-Za-z]{1,3}\d+$/.test(ref)) this.merges.push(ref.toUpperCase());
  }
}
