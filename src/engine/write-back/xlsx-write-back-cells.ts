// Finds the cells of one `<row>` in the sheet's bytes and writes new cells; shared by the header scan and the rewrite.
import { columnIndex, columnLetter } from '../model/column-letter';
import { escapedCellText } from './xlsx-write-back-texts-ahead';

const GT = 0x3e;
const SLASH = 0x2f;

/** Byte positions of one cell inside the sheet buffer, and its 0-based column. */
export interface CellSpan {
  readonly column: number;
  readonly start: number;
  /** Index of the start tag's `>`. */
  readonly tagEnd: number;
  readonly end: number;
  readonly selfClosing: boolean;
}

/** Excel's hard limits, so a bad cell reference or result never produces a file Excel refuses. */
export const MAX_COLUMNS = 16_384;
export const MAX_ROWS = 1_048_576;
export const MAX_CELL_TEXT = 32_767;

/**
 * A byte pattern searched for by its tail from `keyStart` on. Node's `indexOf` runs memchr on the needle's first byte,
 * and `<` comes every few bytes in sheet XML, so `indexOf('</row>')` costs about five times `indexOf('w>')`.
 */
export class TagPattern {
  private readonly key: Buffer;

  constructor(
    readonly bytes: Buffer,
    private readonly keyStart: number,
  ) {
    this.key = bytes.subarray(keyStart);
  }

  /** The same as `buf.indexOf(bytes, from)`, bounded by `to` (exclusive, for the pattern's start). */
  find(buf: Buffer, from: number, to = buf.length): number {
    // Bounded, so a search within one cell does not run on to the end of the chunk.
    const hay = to >= buf.length ? buf : buf.subarray(0, Math.min(buf.length, to - 1 + this.bytes.length));
    for (let i = hay.indexOf(this.key, from + this.keyStart); i >= 0; i = hay.indexOf(this.key, i + 1)) {
      const start = i - this.keyStart;
      if (start >= to) return -1;
      if (buf.compare(this.bytes, 0, this.keyStart, start, i) === 0) return start;
    }
    return -1;
  }
}

/** Byte patterns for one namespace prefix (`''` or e.g. `x:`). */
export class SheetPatterns {
  readonly cellOpen: Buffer;
  readonly cellClose: Buffer;
  readonly rowOpen: Buffer;
  readonly rowClose: Buffer;
  /** `</row>`, found by its `w>`. */
  readonly rowCloseTag: TagPattern;
  readonly sheetDataClose: Buffer;
  /** `<f`, found by its `f` (formulas are rare; `<` is not). */
  readonly formulaOpen: TagPattern;
  constructor(readonly prefix: string) {
    this.cellOpen = Buffer.from(`<${prefix}c`);
    this.cellClose = Buffer.from(`</${prefix}c>`);
    this.rowOpen = Buffer.from(`<${prefix}row`);
    this.rowClose = Buffer.from(`</${prefix}row>`);
    this.rowCloseTag = new TagPattern(this.rowClose, this.rowClose.length - 2);
    this.sheetDataClose = Buffer.from(`</${prefix}sheetData>`);
    this.formulaOpen = new TagPattern(Buffer.from(`<${prefix}f`), 1);
  }
}

/** True when `pattern` at `at` is a whole element name (followed by space, `>` or `/`). */
export function isElementAt(buf: Buffer, at: number, pattern: Buffer): boolean {
  if (at + pattern.length >= buf.length) return false;
  // Compared here rather than with `buf.compare`: the patterns are a few bytes, and a native call costs more.
  for (let k = 0; k < pattern.length; k++) if (buf[at + k] !== pattern[k]) return false;
  const next = buf[at + pattern.length];
  return next === 0x20 || next === GT || next === SLASH || next === 0x09 || next === 0x0a || next === 0x0d;
}

/** The value of attribute `name` in a start tag read as latin1 (attribute names and numbers are ASCII). */
const attributeStarts = new Map<string, RegExp>();

export function attributeOf(tag: string, name: string): string | undefined {
  let re = attributeStarts.get(name);
  if (re === undefined) {
    re = new RegExp(`\\s${name}\\s*=`);
    attributeStarts.set(name, re);
  }
  const at = tag.search(re);
  if (at < 0) return undefined;
  const eq = tag.indexOf('=', at);
  let q = eq + 1;
  while (tag[q] === ' ') q++;
  const quote = tag[q];
  if (quote !== '"' && quote !== "'") return undefined;
  const close = tag.indexOf(quote, q + 1);
  return close < 0 ? undefined : tag.slice(q + 1, close);
}

/** Parses `AB12` into 0-based column and 1-based row; null for anything else. */
export function parseCellRef(ref: string): { column: number; row: number } | null {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(ref);
  if (m?.[1] === undefined || m[2] === undefined) return null;
  const column = columnIndex(m[1]);
  const row = Number(m[2]);
  if (column >= MAX_COLUMNS || row < 1 || row > MAX_ROWS) return null;
  return { column, row };
}

/** The cells between a row's start tag and its end tag; a cell without `r` follows the one before it. */
export function scanCells(buf: Buffer, from: number, to: number, pat: SheetPatterns): CellSpan[] | string {
  const cells: CellSpan[] = [];
  let previous = -1;
  let at = from;
  for (;;) {
    const lt = nearIndexOf(buf, pat.cellOpen, at, to);
    if (lt < 0) break;
    if (!isElementAt(buf, lt, pat.cellOpen)) {
      at = lt + 1;
      continue;
    }
    const gt = nearIndexOf(buf, GT_BYTE, lt, to);
    if (gt < 0) return 'a cell start tag is not closed';
    const selfClosing = buf[gt - 1] === SLASH;
    let end = gt + 1;
    if (!selfClosing) {
      const close = nearIndexOf(buf, pat.cellClose, gt, to);
      if (close < 0) return 'a cell is not closed';
      end = close + pat.cellClose.length;
    }
    let column = quickCellColumn(buf, lt + pat.cellOpen.length);
    if (column < 0) {
      const ref = attributeOf(buf.toString('latin1', lt, gt + 1), 'r');
      column = previous + 1;
      if (ref !== undefined) {
        const parsed = parseCellRef(ref);
        if (parsed === null) return `the cell reference "${ref}" is not valid`;
        column = parsed.column;
      }
    }
    if (column <= previous) return `cell ${columnLetter(column)} comes after ${columnLetter(previous)} in its row`;
    if (column >= MAX_COLUMNS) return 'a cell lies beyond column XFD';
    cells.push({ column, start: lt, tagEnd: gt, end, selfClosing });
    previous = column;
    at = end;
  }
  return cells;
}

const GT_BYTE = Buffer.from('>');

/**
 * `buf.indexOf(pattern, from)` for a match starting before `to`, or -1: searched here, byte by byte, because cells are
 * a few dozen bytes apart and a native `indexOf` call (finding `<` every few bytes) costs more than the loop.
 */
function nearIndexOf(buf: Buffer, pattern: Buffer, from: number, to: number): number {
  const first = pattern[0];
  const last = Math.min(to, buf.length - pattern.length + 1);
  outer: for (let i = from; i < last; i++) {
    if (buf[i] !== first) continue;
    for (let k = 1; k < pattern.length; k++) if (buf[i + k] !== pattern[k]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The column of a row's last cell when its start tag says it (`r="…"`), found from the end without scanning the row.
 */
export function lastCellColumn(buf: Buffer, from: number, to: number, pat: SheetPatterns): number | 'none' | 'unknown' {
  let at = to;
  for (;;) {
    const lt = buf.lastIndexOf(pat.cellOpen, at);
    if (lt < from) return 'none';
    if (!isElementAt(buf, lt, pat.cellOpen)) {
      at = lt - 1;
      continue;
    }
    const gt = buf.indexOf(GT, lt);
    if (gt < 0 || gt >= to) return 'unknown';
    const quick = quickCellColumn(buf, lt + pat.cellOpen.length);
    if (quick >= 0) return quick;
    const ref = attributeOf(buf.toString('latin1', lt, gt + 1), 'r');
    const parsed = ref === undefined ? null : parseCellRef(ref);
    return parsed === null ? 'unknown' : parsed.column;
  }
}

/**
 * Where the value of `r="…"` starts when it comes first after the element name (`<c r="B7"`, `<row r="7"`), as
 * nearly every writer puts it; -1 otherwise (the caller then reads the tag as text). What `attributeOf` would find.
 */
export function quickRefStart(buf: Buffer, afterName: number): number {
  return buf[afterName] === 0x20 &&
    buf[afterName + 1] === 0x72 &&
    buf[afterName + 2] === 0x3d &&
    buf[afterName + 3] === 0x22
    ? afterName + 4
    : -1;
}

/**
 * The 0-based column of a cell whose tag starts `<c r="AB12"` (upper-case letters, no `$`), read from the bytes
 * without making a string; -1 for any other shape, which `attributeOf` and `parseCellRef` then judge.
 */
export function quickCellColumn(buf: Buffer, afterName: number): number {
  let at = quickRefStart(buf, afterName);
  if (at < 0) return -1;
  let column = 0;
  let letters = 0;
  for (let b = buf[at] ?? 0; b >= 0x41 && b <= 0x5a; b = buf[++at] ?? 0) {
    column = column * 26 + (b - 0x40);
    letters++;
  }
  let row = 0;
  let digits = 0;
  for (let b = buf[at] ?? 0; b >= 0x30 && b <= 0x39; b = buf[++at] ?? 0) {
    row = row * 10 + (b - 0x30);
    digits++;
  }
  if (buf[at] !== 0x22 || letters < 1 || letters > 3 || digits < 1 || digits > 7) return -1;
  if (column - 1 >= MAX_COLUMNS || row < 1 || row > MAX_ROWS) return -1;
  return column - 1;
}

function isAsciiSpace(b: number | undefined): boolean {
  return b === 0x20 || (b !== undefined && b >= 0x09 && b <= 0x0d);
}

/**
 * The format (`s`) of a cell from its start tag's bytes, as `Number(attributeOf(tag, 's') ?? 0)` reads it: 0 when
 * absent; -1 when the tag has to be read as text instead (bytes past ASCII, or a value other than plain digits).
 */
export function quickStyle(buf: Buffer, start: number, tagEnd: number): number {
  for (let i = start; i <= tagEnd; i++) if ((buf[i] ?? 0) >= 0x80) return -1;
  for (let i = start; i < tagEnd; i++) {
    if (!isAsciiSpace(buf[i]) || buf[i + 1] !== 0x73) continue;
    let j = i + 2;
    while (isAsciiSpace(buf[j])) j++;
    if (buf[j] !== 0x3d) continue;
    let q = j + 1;
    while (buf[q] === 0x20) q++;
    const quote = buf[q];
    if (quote !== 0x22 && quote !== 0x27) return 0;
    let value = 0;
    let k = q + 1;
    for (let b = buf[k] ?? 0; b >= 0x30 && b <= 0x39 && k - q <= 9; b = buf[++k] ?? 0) value = value * 10 + b - 0x30;
    return k > q + 1 && buf[k] === quote ? value : -1;
  }
  return 0;
}

/** What to put in one result cell (or an edited one: `boolean`, and `clear`, which keeps only the cell's format). */
export type CellContent =
  | { readonly kind: 'text'; readonly text: string; readonly style: number | null }
  | { readonly kind: 'number'; readonly value: number; readonly style: number | null }
  | { readonly kind: 'boolean'; readonly value: boolean; readonly style: number | null }
  | { readonly kind: 'styleOnly'; readonly style: number }
  | { readonly kind: 'clear' }
  | { readonly kind: 'remove' };

/** Column letters made once: every result row names the same few columns. */
const LETTERS: string[] = [];

function letterOf(column: number): string {
  return (LETTERS[column] ??= columnLetter(column));
}

/**
 * An inline-string or number cell; text is always a string, so a leading `=` is never a formula. `text` writes a
 * cell's text (escaped; the rows rendered ahead give each UTF-8 byte as a character, xlsx-write-back-byte-text.ts).
 */
export function cellXml(
  prefix: string,
  column: number,
  row: number,
  content: Exclude<CellContent, { kind: 'remove' | 'clear' }>,
  style: number | null,
  text: (text: string) => string = escapedCellText,
): string {
  const p = prefix;
  const s = style === null || style === 0 ? '' : ` s="${style}"`;
  const r = `${letterOf(column)}${row}`;
  switch (content.kind) {
    case 'text': {
      const t = content.text.length > MAX_CELL_TEXT ? content.text.slice(0, MAX_CELL_TEXT) : content.text;
      return `<${p}c r="${r}"${s} t="inlineStr"><${p}is><${p}t xml:space="preserve">${text(t)}</${p}t></${p}is></${p}c>`;
    }
    case 'number':
      return `<${p}c r="${r}"${s}><${p}v>${Number.isFinite(content.value) ? String(content.value) : '0'}</${p}v></${p}c>`;
    case 'boolean':
      return `<${p}c r="${r}"${s} t="b"><${p}v>${content.value ? 1 : 0}</${p}v></${p}c>`;
    case 'styleOnly':
      return `<${p}c r="${r}"${s}/>`;
  }
}

/** Local date and time as an Excel serial number (the user reads it as wall-clock time). */
export function excelSerial(date: Date, date1904: boolean): number {
  const utc = Date.UTC(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  );
  const serial = (utc - Date.UTC(1899, 11, 30)) / 86_400_000;
  const value = date1904 ? serial - 1462 : serial;
  return Math.round(value * 86_400) / 86_400;
}

const CDATA_OPEN = Buffer.from('<![CDATA[');
const CDATA_CLOSE = Buffer.from(']]>');
/** `<![CDATA[`, found by its `![CDATA[`. */
const CDATA_TAG = new TagPattern(CDATA_OPEN, 1);

/**
 * Where CDATA sections start in one buffer, asked in increasing order so a sheet without any costs one search. Text in
 * a CDATA section may look like markup (`</row>`, `<c r="A9">`), which the byte scanners must not take for tags.
 */
export class CdataIndex {
  private next: number;
  constructor(private readonly buf: Buffer) {
    this.next = CDATA_TAG.find(buf, 0);
  }

  /** The first CDATA start at or after `from`, or -1. */
  from(from: number): number {
    while (this.next >= 0 && this.next < from) this.next = CDATA_TAG.find(this.buf, from);
    return this.next;
  }
}

/** The `</row>` closing a row whose start tag ends before `from`, past any CDATA section; -1 when not in `buf` yet. */
export function rowCloseAt(buf: Buffer, from: number, pat: SheetPatterns, cdata: CdataIndex): number {
  let at = from;
  for (;;) {
    const close = pat.rowCloseTag.find(buf, at);
    if (close < 0) return -1;
    const start = cdata.from(at);
    if (start < 0 || start > close) return close;
    const end = buf.indexOf(CDATA_CLOSE, start + CDATA_OPEN.length);
    if (end < 0) return -1;
    at = end + CDATA_CLOSE.length;
  }
}

/** The bytes with every CDATA section written as escaped text instead: the same XML, which the scanners can follow. */
export function withoutCdata(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = CDATA_TAG.find(bytes, at);
    if (start < 0) break;
    const end = bytes.indexOf(CDATA_CLOSE, start + CDATA_OPEN.length);
    if (end < 0) break;
    const text = bytes
      .toString('utf8', start + CDATA_OPEN.length, end)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;');
    parts.push(bytes.subarray(at, start), Buffer.from(text, 'utf8'));
    at = end + CDATA_CLOSE.length;
  }
  parts.push(bytes.subarray(at));
  return Buffer.concat(parts);
}
