// Reads the header row's cells (and the shared strings they use) to find result columns an earlier write-back made.
import { attributeOf, isElementAt, scanCells, type SheetPatterns } from './xlsx-write-back-cells';
import { textRuns, unescapeEntities } from '../ooxml/xml-text';

/** One header cell: its text, or the shared-string index still to look up. */
export type HeaderCell =
  { readonly column: number; readonly text: string } | { readonly column: number; readonly shared: number };

/** The header row's cells between its start and end tags: text, or the shared-string index still to look up. */
export function readHeaderCells(buf: Buffer, from: number, to: number, pat: SheetPatterns): HeaderCell[] | string {
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
    if (type === 'inlineStr') {
      cells.push({ column: span.column, text: textRuns(inner, p) });
      continue;
    }
    const v = new RegExp(`<${p}v>([^<]*)</${p}v>`).exec(inner)?.[1];
    if (v !== undefined || /<[\w.-]*:?f\b/.test(inner))
      cells.push({ column: span.column, text: unescapeEntities(v ?? '') });
  }
  return cells;
}

/** Looks up a few shared strings by index, streaming the part and stopping after the last one wanted. */
export async function lookUpSharedStrings(
  chunks: AsyncIterable<Buffer>,
  wanted: ReadonlySet<number>,
): Promise<Map<number, string>> {
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
      if (!isElementAt(buf, lt, open)) {
        pos = lt + 1;
        continue;
      }
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
