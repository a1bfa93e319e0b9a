// Reads just the header row of a sheet (and the shared strings it uses) to place or find the result columns.
import { attributeOf, isElementAt, scanCells, SheetPatterns } from './xlsx-write-back-cells';
import { textRuns, unescapeEntities } from './xml-text';

/** One header cell: its text, or the shared-string index still to look up. */
export type HeaderCell = { readonly column: number; readonly text: string } | { readonly column: number; readonly shared: number };

export interface HeaderScan {
  readonly cells: readonly HeaderCell[];
}

const MAX_SCAN_BYTES = 512 * 1024 * 1024;

/** Streams the sheet until the header row has passed; stops early, so a big sheet costs only its first rows. */
export async function scanHeaderRow(chunks: AsyncIterable<Buffer>, headerRow: number): Promise<HeaderScan | string> {
  let buf: Buffer = Buffer.alloc(0);
  let pat: SheetPatterns | null = null;
  let pos = 0;
  let lastRow = 0;
  let scanned = 0;
  for await (const chunk of chunks) {
    scanned += chunk.length;
    buf = pos < buf.length ? Buffer.concat([buf.subarray(pos), chunk]) : chunk;
    pos = 0;
    if (pat === null) {
      const name = buf.indexOf('sheetData');
      if (name < 0) { if (scanned > MAX_SCAN_BYTES) return 'the sheet has no <sheetData>'; continue; }
      const lt = buf.lastIndexOf(0x3c, name);
      const gt = buf.indexOf(0x3e, name);
      if (lt < 0 || gt < 0) continue;
      pat = new SheetPatterns(buf.toString('latin1', lt + 1, name));
      if (buf[gt - 1] === 0x2f) return { cells: [] };
      pos = gt + 1;
    }
    for (;;) {
      const lt = buf.indexOf(0x3c, pos);
      if (lt < 0 || lt + pat.sheetDataClose.length + 1 > buf.length) break;
      if (buf.compare(pat.sheetDataClose, 0, pat.sheetDataClose.length, lt, lt + pat.sheetDataClose.length) === 0) return { cells: [] };
      if (!isElementAt(buf, lt, pat.rowOpen)) { pos = lt + 1; continue; }
      const gt = buf.indexOf(0x3e, lt);
      if (gt < 0) break;
      const selfClosing = buf[gt - 1] === 0x2f;
      const close = selfClosing ? gt - 1 : buf.indexOf(pat.rowClose, gt);
      if (close < 0) break;
      const r = attributeOf(buf.toString('latin1', lt, gt + 1), 'r');
      const number = r === undefined ? lastRow + 1 : Number(r);
      lastRow = number;
      if (number > headerRow) return { cells: [] };
      if (number === headerRow) return selfClosing ? { cells: [] } : readCells(buf, gt + 1, close, pat);
      pos = selfClosing ? gt + 1 : close + pat.rowClose.length;
    }
    if (scanned > MAX_SCAN_BYTES) return `the header row ${headerRow} was not found in the sheet's first 512 MB`;
  }
  return pat === null ? 'the sheet has no <sheetData>' : { cells: [] };
}

function readCells(buf: Buffer, from: number, to: number, pat: SheetPatterns): HeaderScan | string {
  const spans = scanCells(buf, from, to, pat);
  if (typeof spans === 'string') return spans;
  const p = pat.prefix;
  const cells: HeaderCell[] = [];
  for (const span of spans) {
    const tag = buf.toString('latin1', span.start, span.tagEnd + 1);
    const type = attributeOf(tag, 't');
    const inner = span.selfClosing ? '' : buf.toString('utf8', span.tagEnd + 1, span.end);
    if (type === 's') {
      const v = new RegExp(`<${p}v>([^<]*)</${p}v>`).exec(inner)?.[1];
      if (v !== undefined && /^\d+$/.test(v.trim())) cells.push({ column: span.column, shared: Number(v.trim()) });
      continue;
    }
    if (type === 'inlineStr') { cells.push({ column: span.column, text: textRuns(inner, p) }); continue; }
    const v = new RegExp(`<${p}v>([^<]*)</${p}v>`).exec(inner)?.[1];
    if (v !== undefined || /<[\w.-]*:?f\b/.test(inner)) cells.push({ column: span.column, text: unescapeEntities(v ?? '') });
  }
  return { cells };
}

/** Looks up a few shared strings by index, streaming the part and stopping after the last one wanted. */
export async function lookUpSharedStrings(chunks: AsyncIterable<Buffer>, wanted: ReadonlySet<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (wanted.size === 0) return found;
  const maxWanted = Math.max(...wanted);
  let buf: Buffer = Buffer.alloc(0);
  let pos = 0;
  let index = -1;
  let prefix: string | null = null;
  let open = Buffer.alloc(0);
  let close = Buffer.alloc(0);
  for await (const chunk of chunks) {
    buf = pos < buf.length ? Buffer.concat([buf.subarray(pos), chunk]) : chunk;
    pos = 0;
    if (prefix === null) {
      const m = /<([\w.-]+:)?sst[\s>]/.exec(buf.toString('latin1', 0, Math.min(buf.length, 4096)));
      if (m === null) continue;
      prefix = m[1] ?? '';
      open = Buffer.from(`<${prefix}si`);
      close = Buffer.from(`</${prefix}si>`);
    }
    for (;;) {
      const lt = buf.indexOf(open, pos);
      if (lt < 0 || lt + open.length >= buf.length) break;
      if (!isElementAt(buf, lt, open)) { pos = lt + 1; continue; }
      const gt = buf.indexOf(0x3e, lt);
      if (gt < 0) break;
      let end = gt + 1;
      if (buf[gt - 1] !== 0x2f) {
        const c = buf.indexOf(close, gt);
        if (c < 0) break;
        end = c + close.length;
      }
      index++;
      if (wanted.has(index)) found.set(index, textRuns(buf.toString('utf8', lt, end), prefix));
      if (index >= maxWanted) return found;
      pos = end;
    }
  }
  return found;
}
