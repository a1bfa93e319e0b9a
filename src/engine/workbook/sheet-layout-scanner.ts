// A sheet's hidden columns and merged ranges, found by scanning its raw XML bytes for `<col` and `<mergeCell`.
// Bytes rather than text: these tags are ASCII, so no decoding is needed for the 99% of the sheet that is cells.
import type { SheetLayout } from './workbook-types';
import { attr } from './xml-text';

const MAX_COLUMN = 16_384;
const COL = Buffer.from('<col ');
const MERGE = Buffer.from('<mergeCell ');
const GT = 0x3e;

export class SheetLayoutScanner {
  private carry: Buffer = Buffer.alloc(0);
  private readonly hiddenColumns = new Set<number>();
  private readonly merges: string[] = [];

  push(chunk: Buffer): void {
    const buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let keepFrom = Math.max(0, buf.length - MERGE.length);
    keepFrom = Math.min(keepFrom, this.scan(buf, COL, (tag) => this.column(tag)));
    keepFrom = Math.min(keepFrom, this.scan(buf, MERGE, (tag) => this.merge(tag)));
    this.carry = Buffer.from(buf.subarray(keepFrom));
  }

  result(): SheetLayout {
    return { hiddenColumns: this.hiddenColumns, merges: this.merges };
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
