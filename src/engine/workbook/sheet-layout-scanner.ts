// A sheet's hidden columns and merged ranges, found by scanning its raw XML bytes for `<col` and `<mergeCell`.
// Bytes rather than text: these tags are ASCII, so no decoding is needed for the 99% of the sheet that is cells.
// Columns come before `<sheetData>` and merges after `</sheetData>`, so the cell data is crossed with one search.
// The tags are searched with the prefix the part binds SpreadsheetML to (`<x:col `), read from its root element.
import type { SheetLayout } from '../model/workbook-source';
import { rootPrefix, SPREADSHEET_NAMESPACES } from '../ooxml/xml-namespaces';
import { attr } from '../ooxml/xml-text';

const MAX_COLUMN = 16_384;
const GT = 0x3e;
/** The root element's start tag is looked for in at most this many bytes. */
const MAX_HEAD_BYTES = 1024 * 1024;

interface LayoutNeedles {
  readonly col: Buffer;
  readonly rowEnd: Buffer;
  readonly sheetData: Buffer;
  readonly sheetDataEnd: Buffer;
  readonly sheetDataEmpty: Buffer;
  readonly merge: Buffer;
  /** Longest needle; this many bytes are kept between chunks so no tag is missed at a boundary. */
  readonly overlap: number;
}

function needles(prefix: string): LayoutNeedles {
  const sheetDataEnd = Buffer.from(`</${prefix}sheetData>`);
  return {
    col: Buffer.from(`<${prefix}col `),
    rowEnd: Buffer.from(`</${prefix}row>`),
    sheetData: Buffer.from(`<${prefix}sheetData`),
    sheetDataEnd,
    sheetDataEmpty: Buffer.from(`<${prefix}sheetData/>`),
    merge: Buffer.from(`<${prefix}mergeCell `),
    overlap: sheetDataEnd.length + 4,
  };
}

type Phase = 'columns' | 'cells' | 'merges';

/**
 * Where `</sheetData>` may be in a chunk of cells: after the chunk's last `</row>` (rows are inside the sheet data),
 * found from the chunk's end in a row's length. Searching the whole chunk cost about 30 ms of CPU on a sheet of
 * 111 MB (docs/performance.md, "Validate, inline strings (sixth round)").
 */
function lastRowEnd(chunk: Buffer, n: LayoutNeedles): number {
  return Math.max(0, chunk.lastIndexOf(n.rowEnd));
}

export class SheetLayoutScanner {
  private carry: Buffer = Buffer.alloc(0);
  private phase: Phase = 'columns';
  private readonly hiddenColumns = new Set<number>();
  private readonly merges: string[] = [];
  private needles: LayoutNeedles | null = null;

  push(chunk: Buffer): void {
    // Inside the cell data only `</sheetData>` is looked for: across the boundary, then in the chunk as it is, so the
    // megabytes of cells are never copied (the rows pass feeds every chunk of the sheet here).
    const n0 = this.needles;
    if (this.phase === 'cells' && n0 !== null && chunk.length >= n0.overlap) {
      const across = Buffer.concat([this.carry, chunk.subarray(0, n0.overlap)]);
      if (across.indexOf(n0.sheetDataEnd) < 0 && chunk.indexOf(n0.sheetDataEnd, lastRowEnd(chunk, n0)) < 0) {
        this.keep(chunk, chunk.length - n0.overlap);
        return;
      }
    }
    let buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    if (this.needles === null) {
      const prefix = rootPrefix(buf.toString('utf8', 0, Math.min(buf.length, MAX_HEAD_BYTES)), SPREADSHEET_NAMESPACES);
      if (prefix === null && buf.length < MAX_HEAD_BYTES) {
        this.carry = Buffer.from(buf);
        return;
      }
      this.needles = needles(prefix ?? '');
    }
    const n = this.needles;
    for (;;) {
      if (this.phase === 'columns') {
        const data = buf.indexOf(n.sheetData);
        const end = data < 0 ? buf.length : data;
        const keep = this.scan(buf.subarray(0, end), n.col, (tag) => this.column(tag));
        if (data < 0) {
          this.keep(buf, Math.min(keep, Math.max(0, buf.length - n.overlap)));
          return;
        }
        // `<sheetData/>` has no cells, and so no `</sheetData>` to wait for.
        this.phase = buf.indexOf(n.sheetDataEmpty, data) === data ? 'merges' : 'cells';
        buf = buf.subarray(data + n.sheetData.length);
      } else if (this.phase === 'cells') {
        const end = buf.indexOf(n.sheetDataEnd);
        if (end < 0) {
          this.keep(buf, Math.max(0, buf.length - n.overlap));
          return;
        }
        this.phase = 'merges';
        buf = buf.subarray(end + n.sheetDataEnd.length);
      } else {
        const keep = this.scan(buf, n.merge, (tag) => this.merge(tag));
        this.keep(buf, Math.min(keep, Math.max(0, buf.length - n.overlap)));
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
