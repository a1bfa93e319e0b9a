// Turns a worksheet's XML, fed as the part's inflated bytes chunk by chunk, into rows of cell values.
// A hand-written scanner: worksheet XML is machine-written and regular, and skipping a generic parser's per-node
// events is what makes this several times faster than exceljs' stream reader. Rows of plain cells are read from the
// bytes (`PlainRowReader`); the general path below reads any other row from the bytes read as Latin-1 text.
import type { Words } from '../../catalog';
import { assertNever, formatBoth } from '../../catalog';
import { excelSerialToCell, isoCellDate } from './excel-date';
import { countInBoth, MAX_ROW_XML_CHARS, maxCellXmlChars } from '../ooxml/input-limits';
import { damaged } from '../ooxml/zip-central-directory';
import type { CellValue } from '../model/cell-value';
import type { SheetRow } from '../model/workbook-source';
import type { WorkbookError } from '../model/workbook-error';
import { columnLetter } from '../model/column-letter';
import { WorkbookReadError } from '../model/workbook-error';
import { declaredSpellings, PrefixStripper, rootPrefix, SPREADSHEET_NAMESPACES } from '../ooxml/xml-namespaces';
import { attr, tagEnd, textRuns, unescapeXml } from '../ooxml/xml-text';
import { PlainRowReader } from './plain-row-reader';
import { bytesAt, isTagBoundary as isTagBoundaryByte, tagEndOfBytes } from './xml-bytes';
import { SHEET_DAMAGE_MESSAGES as SD, SHEET_SIZE_MESSAGES as SS } from './sheet-scan-messages';

/** A damage that names only the sheet and a row. */
type RowDamage =
  | typeof SD.endsInRow
  | typeof SD.rowNotClosed
  | typeof SD.malformedCell
  | typeof SD.beyondLastColumn
  | typeof SD.cellNotClosed
  | typeof SD.rowMalformed;

/** A cell or row too long for any workbook Excel writes. */
function tooLarge(text: Words): WorkbookReadError {
  return new WorkbookReadError({ kind: 'too_large', message: text.en, messageHu: text.hu });
}

export interface SheetContext {
  readonly sheetName: string;
  readonly sharedStrings: readonly string[];
  readonly dateStyles: readonly boolean[];
  readonly date1904: boolean;
  /** Excel's limits: longer text or a later column is refused (see input-limits.ts). */
  readonly maxCellChars: number;
  readonly maxColumns: number;
  readonly maxRowsPerSheet: number;
}

/** The sheet's element names as its part spells them: with the prefix its root binds SpreadsheetML to, if any. */
interface SheetNames {
  readonly prefix: string;
  readonly plain: boolean;
  readonly rowOpen: string;
  readonly rowClose: string;
  readonly cellOpen: string;
  readonly cellClose: string;
  readonly valueOpen: string;
  readonly valueTag: string;
  readonly valueClose: string;
  readonly inlineOpen: string;
}

function sheetNames(prefix: string): SheetNames {
  return {
    prefix,
    plain: prefix === '',
    rowOpen: `<${prefix}row`,
    rowClose: `</${prefix}row>`,
    cellOpen: `<${prefix}c`,
    cellClose: `</${prefix}c>`,
    valueOpen: `<${prefix}v`,
    valueTag: `<${prefix}v>`,
    valueClose: `</${prefix}v>`,
    inlineOpen: `<${prefix}is`,
  };
}

/** The root element's start tag is looked for in at most this much text; a sheet starts with it. */
const MAX_HEAD_CHARS = 1024 * 1024;
/** How much of a sheet's start is searched for other spellings of SpreadsheetML (declared on inner elements). */
const SPELLING_CHARS = 64 * 1024;

/** A row's start and end tags, for rows read from bytes (unprefixed SpreadsheetML only). */
const ROW_OPEN = Buffer.from('<row');
const ROW_CLOSE = Buffer.from('</row>');
/** Digits of a row number read from the bytes of its tag: more than any sheet's rows need, exact in a double. */
const MAX_ROW_DIGITS = 9;
/** `hidden`, as bytes. */
const HIDDEN = Buffer.from('hidden');
/** A row read from bytes that waits for its end longer than this is handed to the general path. */
const HAND_OVER_BYTES = 1024 * 1024;

/** Whether `hidden` is written anywhere in `buf` from `from` to before `to` (a row tag's attributes). */
function hasHidden(buf: Buffer, from: number, to: number): boolean {
  for (let i = from; i + HIDDEN.length <= to; i++) if (buf[i] === 104 /* h */ && bytesAt(buf, i, HIDDEN)) return true;
  return false;
}

/** The `t` attribute of a cell: absent or `n` is a number. */
const CellType = { Number: 0, Shared: 1, FormulaString: 2, Boolean: 3, Error: 4, Date: 5, InlineString: 6 } as const;
type CellType = (typeof CellType)[keyof typeof CellType];
/** Columns a reference is read to: one past Excel's last, so that any later column is reported as beyond it. */
const MAX_REF_COLUMN = 16_385;

function isTagBoundary(code: number): boolean {
  return code === 32 || code === 62 || code === 47 || code === 9 || code === 10 || code === 13;
}

export class SheetRowScanner {
  private buffer = '';
  private lastRow = 0;
  /** At least 0 while the buffer holds an unfinished row: new text is then searched for its end alone. */
  private searchedForEnd = -1;
  /** Text of an unfinished row that spans chunks, kept as pieces (joined once its end arrives): growth stays linear. */
  private pending: string[] = [];
  private pendingLength = 0;
  /** Where (in the pending text) the last cell start tag begins: a cell longer than Excel allows is refused early. */
  private pendingCellStart = 0;
  /** The last few characters of the pending text, where an end tag cut by a chunk boundary may begin. */
  private pendingTail = '';
  private names: SheetNames | null = null;
  private stripper: PrefixStripper | null = null;
  private head = '';
  /** No chunk of the sheet's start (`head`) could hold CDATA: once its spelling is judged, its rows are read by bytes. */
  private headByBytes = true;
  private readonly cdata = new CdataEscaper();
  private readonly maxCellXml: number;
  /** Reads rows of plain cells from the bytes; null when every row is to be read by the general path (tests). */
  private readonly plainRows: PlainRowReader | null;
  /** Bytes left by the last chunk (read from bytes): a row not ended yet, or the start of a tag. */
  private carry: Buffer[] = [];
  private carryLength = 0;
  /** The carry ends in a row waiting for its `</row>`: new bytes are searched for that alone. */
  private waiting = false;
  /** The last few bytes of the carry, where an end tag cut by a chunk boundary may begin. */
  private carryTail: Buffer = Buffer.alloc(0);
  /** A carry longer than this is read by the general path, which judges rows and cells too long for Excel. */
  private readonly handOver: number;
  /** Cell elements and rows holding cells seen so far: the caller bounds the workbook's totals by them. */
  cellsSeen = 0;
  rowsSeen = 0;

  /** `plainRows: false` reads every row by the general path, as tests compare the two. */
  constructor(
    private readonly context: SheetContext,
    options: { readonly plainRows?: boolean } = {},
  ) {
    this.maxCellXml = maxCellXmlChars(context);
    this.plainRows = options.plainRows === false ? null : new PlainRowReader(context);
    this.handOver = Math.min(this.maxCellXml, HAND_OVER_BYTES);
  }

  /**
   * Rows completed by this chunk of the part's inflated bytes; an unfinished row waits for the next. Rows of plain
   * cells are read from the bytes themselves (`PlainRowReader`), any other row by the general path below, from the
   * chunk read as Latin-1 text (one character a byte: the markup is ASCII, and only the texts kept are decoded from
   * UTF-8, each whole, so a character cut by a chunk boundary needs no care). The sheet's start is read as text
   * until its spelling of SpreadsheetML is judged, then its rows by bytes too; a sheet spelling SpreadsheetML with a
   * prefix, chunks that may hold CDATA and rows that wait long for their end take the general path all the way.
   */
  push(chunk: Buffer, out: SheetRow[]): void {
    const n = this.names;
    // A chunk ending in `<` goes on by bytes: the carry keeps that `<` before the next chunk, should it open CDATA.
    if (
      this.plainRows === null ||
      n === null ||
      !n.plain ||
      this.stripper !== null ||
      this.cdata.busy() ||
      mayOpenCdata(chunk) ||
      this.buffer.length + this.pendingLength > this.handOver
    ) {
      const text = this.takeCarry() + chunk.toString('latin1');
      const escaping = this.cdata.busy() || mayHoldCdata(chunk);
      if (escaping) this.headByBytes = false;
      this.pushEscaped(escaping ? this.cdata.push(text) : text, out);
      return;
    }
    if (this.buffer.length > 0) this.carryText();
    this.pushBytes(chunk, out, n);
  }

  /** What the general path left for the next chunk becomes the carry of the bytes' path, in the same state. */
  private carryText(): void {
    const bytes = Buffer.from(this.pending.length > 0 ? this.buffer + this.pending.join('') : this.buffer, 'latin1');
    this.carry = [bytes];
    this.carryLength = bytes.length;
    this.carryTail = bytes.subarray(Math.max(0, bytes.length - ROW_CLOSE.length));
    this.waiting = this.searchedForEnd >= 0;
    this.buffer = '';
    this.pending = [];
    this.pendingLength = 0;
    this.pendingTail = '';
    this.searchedForEnd = -1;
  }

  /** The bytes left by the last chunk, as text, for the general path; none are left after. */
  private takeCarry(): string {
    if (this.carryLength === 0) return '';
    const text = Buffer.concat(this.carry).toString('latin1');
    this.carry = [];
    this.carryLength = 0;
    this.waiting = false;
    return text;
  }

  private pushBytes(chunk: Buffer, out: SheetRow[], n: SheetNames): void {
    if (this.waiting) {
      // Waiting for the end of a row: look for it only in the new bytes (and the few before them).
      const across = Buffer.concat([this.carryTail, chunk.subarray(0, ROW_CLOSE.length)]);
      if (across.indexOf(ROW_CLOSE) < 0 && chunk.indexOf(ROW_CLOSE) < 0) {
        this.holdBytes(chunk, out, n);
        return;
      }
    }
    if (this.carryLength === 0) {
      this.scanBytes(chunk, out, n);
      return;
    }
    const carried = this.carry;
    this.carry = [];
    this.carryLength = 0;
    const close = chunk.indexOf(ROW_CLOSE);
    if (close < 0) {
      this.scanBytes(Buffer.concat([...carried, chunk]), out, n);
      return;
    }
    // The row left unfinished is completed with the chunk up to its first `</row>` and read alone, then the rest of
    // the chunk as it is: joining the whole chunk to that row would copy every chunk of the sheet once more.
    const cut = close + ROW_CLOSE.length;
    this.scanBytes(Buffer.concat([...carried, chunk.subarray(0, cut)]), out, n);
    if (this.carryLength === 0) {
      this.scanBytes(chunk, out, n, cut);
      return;
    }
    const left = this.carry;
    this.carry = [];
    this.carryLength = 0;
    this.scanBytes(Buffer.concat([...left, chunk.subarray(cut)]), out, n);
  }

  /**
   * Keeps the bytes of a row still waiting for its end. A row longer than `handOver` goes to the general path, which
   * refuses a cell or row too long for any real workbook as it always has.
   */
  private holdBytes(bytes: Buffer, out: SheetRow[], n: SheetNames): void {
    this.carry.push(bytes);
    this.carryLength += bytes.length;
    const tail = Buffer.concat([this.carryTail, bytes]);
    this.carryTail = tail.subarray(Math.max(0, tail.length - ROW_CLOSE.length));
    if (this.carryLength > this.handOver) this.pushText(this.takeCarry(), out, n);
  }

  /** Reads the complete rows of `buf` from `from`; what follows the last of them waits in `carry` for the next chunk. */
  private scanBytes(buf: Buffer, out: SheetRow[], n: SheetNames, from = 0): void {
    this.waiting = false;
    const lastClose = buf.lastIndexOf(ROW_CLOSE);
    const limit = lastClose < 0 ? -1 : lastClose + ROW_CLOSE.length;
    const rowOpenLength = ROW_OPEN.length;
    /** The bytes as text for the general path, made when a row first needs it. */
    let text: string | null = null;
    let pos = from;
    for (;;) {
      // Rows follow each other: the next is looked for only when it does not start right here.
      const start = bytesAt(buf, pos, ROW_OPEN) ? pos : buf.indexOf(ROW_OPEN, pos);
      if (start < 0) {
        pos = Math.max(pos, buf.length - rowOpenLength);
        break;
      }
      if (!isTagBoundaryByte(buf[start + rowOpenLength])) {
        if (start + rowOpenLength >= buf.length) {
          pos = start;
          break;
        }
        pos = start + rowOpenLength;
        continue;
      }
      const open = tagEndOfBytes(buf, start);
      if (open < 0) {
        pos = start;
        break;
      }
      if (buf[open - 2] === 47 /* <row …/> */) {
        this.rowNumber(buf.toString('latin1', start, open));
        pos = open;
        continue;
      }
      if (start > lastClose) {
        pos = start;
        this.waiting = true;
        break;
      }
      let row = this.plainRow(buf, start, open, limit);
      if (row === null) {
        text ??= buf.toString('latin1');
        row = this.parseRow(text, start, open, limit, n);
      }
      if (row.cells.length > 0) {
        out.push(row);
        this.rowsSeen++;
      }
      pos = this.rowEnd;
    }
    if (pos < buf.length) {
      this.carry = [buf.subarray(pos)];
      this.carryLength = buf.length - pos;
      this.carryTail = buf.subarray(Math.max(pos, buf.length - ROW_CLOSE.length));
    }
    if (this.carryLength > this.handOver) this.pushText(this.takeCarry(), out, n);
  }

  /** The row from `start` read by `PlainRowReader`; null (and nothing changed) when it is not plain. */
  private plainRow(buf: Buffer, start: number, open: number, limit: number): SheetRow | null {
    const before = this.lastRow;
    const bare = this.bareRowNumber(buf, start, open);
    const rowTag = bare > 0 ? '' : buf.toString('latin1', start, open);
    const number = bare > 0 ? bare : this.rowNumber(rowTag);
    const cells = this.plainRows?.read(buf, open, limit) ?? null;
    if (cells === null) {
      this.lastRow = before;
      return null;
    }
    this.cellsSeen += this.plainRows?.cellsSeen ?? 0;
    this.rowEnd = this.plainRows?.end ?? 0;
    const hiddenAttr = rowTag.indexOf('hidden') >= 0 ? attr(rowTag, 'hidden') : null;
    return { number, cells, hidden: hiddenAttr === '1' || hiddenAttr === 'true' };
  }

  /**
   * The number of a row tag written `<row r="N">` from `start` (as openpyxl and many exporters write every row), or
   * `<row r="N" …>` with more attributes none of which says `hidden` (as Excel writes every row, with `spans` and
   * `x14ac:dyDescent`), read from the bytes and taken as `rowNumber` takes it; 0 for any other tag (the number not
   * first, a number out of range, a tag that may hide the row), which `rowNumber` then reads from the tag's text.
   */
  private bareRowNumber(buf: Buffer, start: number, open: number): number {
    // ` r="` after `<row`, and `>` closing the tag
    if (buf[start + 4] !== 32 || buf[start + 5] !== 114 || buf[start + 6] !== 61 || buf[start + 7] !== 34) return 0;
    if (buf[open - 1] !== 62) return 0;
    const digitsFrom = start + 8;
    let i = digitsFrom;
    let n = 0;
    for (let d = (buf[i] ?? 0) - 48; d >= 0 && d <= 9; d = (buf[++i] ?? 0) - 48) n = n * 10 + d;
    if (i === digitsFrom || i - digitsFrom > MAX_ROW_DIGITS || buf[i] !== 34) return 0;
    // After the number's closing quote: the tag's end, or a space and attributes that do not hide the row (`plainRow`
    // reads `hidden` from the tag's text).
    if (i + 2 !== open && (buf[i + 1] !== 32 || hasHidden(buf, i + 2, open - 1))) return 0;
    if (n < 1 || n > this.context.maxRowsPerSheet) return 0;
    this.lastRow = n;
    return n;
  }

  private pushEscaped(text: string, out: SheetRow[], last = false): void {
    if (this.names === null) {
      this.head += text;
      const prefix = rootPrefix(this.head, SPREADSHEET_NAMESPACES);
      // The spellings are judged from the first SPELLING_CHARS of the sheet, so tiny chunks see the same as large ones.
      if (prefix !== null && this.head.length < SPELLING_CHARS && !last) return;
      if (prefix === null) {
        if (last) return;
        if (this.head.length > MAX_HEAD_CHARS) {
          throw new WorkbookReadError(damaged(formatBoth(SD.notWorksheet, { sheet: this.context.sheetName })));
        }
        return;
      }
      const all = this.head;
      this.head = '';
      // A sheet that spells SpreadsheetML in several ways is read with every spelling stripped to the plain one.
      const spellings = declaredSpellings(all, SPREADSHEET_NAMESPACES);
      if (spellings.length > 1) this.stripper = new PrefixStripper(spellings.filter((p) => p !== ''));
      this.names = sheetNames(this.stripper ? '' : prefix);
      if (!last && this.headByBytes && this.plainRows !== null && this.names.plain && this.stripper === null) {
        // The sheet's start holds rows too: read from bytes like the rest, not by the general path.
        this.pushBytes(Buffer.from(all, 'latin1'), out, this.names);
        return;
      }
      this.pushText(this.stripper ? this.stripper.push(all) : all, out, this.names);
      return;
    }
    this.pushText(this.stripper ? this.stripper.push(text) : text, out, this.names);
  }

  private pushText(text: string, out: SheetRow[], n: SheetNames): void {
    if (this.searchedForEnd >= 0) {
      // Waiting for the end of a row: look for it only in the new text (and the few characters before it).
      const overlap = this.pendingTail;
      const straddles = (overlap + text.slice(0, n.rowClose.length)).indexOf(n.rowClose) >= 0;
      if (!straddles && text.indexOf(n.rowClose) < 0) {
        this.holdPending(text, overlap, n);
        const tail = overlap + text.slice(Math.max(0, text.length - n.rowClose.length - 1));
        this.pendingTail = tail.slice(Math.max(0, tail.length - n.rowClose.length - 1));
        return;
      }
    }
    if (this.pending.length === 0 && this.buffer.length > 0) {
      // The row left unfinished by the last chunk is completed with the new text up to its first `</row>` and read
      // alone; the rest of the text is then read as it is. Joining the whole text to that row instead would copy
      // every chunk of the sheet once more (a joined string is flattened when first searched).
      const close = text.indexOf(n.rowClose);
      if (close >= 0) {
        const cut = close + n.rowClose.length;
        const head = this.buffer + text.slice(0, cut);
        this.buffer = '';
        this.scan(head, out, n);
        if (this.searchedForEnd < 0 && this.buffer.length <= n.rowClose.length && this.buffer.indexOf('<') < 0)
          this.buffer = '';
        this.scan(this.takePending(text.slice(cut)), out, n);
        return;
      }
    }
    this.scan(this.takePending(text), out, n);
  }

  /** Reads the complete rows of `buf`; what follows the last of them waits in `buffer` for the next chunk. */
  private scan(buf: string, out: SheetRow[], n: SheetNames): void {
    this.searchedForEnd = -1;
    // Every row that starts before the last `</row>` is complete; rows are then parsed in one forward pass.
    const lastClose = buf.lastIndexOf(n.rowClose);
    const limit = lastClose < 0 ? -1 : lastClose + n.rowClose.length;
    const rowOpenLength = n.rowOpen.length;
    let pos = 0;
    for (;;) {
      const start = buf.indexOf(n.rowOpen, pos);
      if (start < 0) {
        // Keep a tail that may hold the start of a `<row` cut by the chunk boundary.
        pos = Math.max(pos, buf.length - rowOpenLength);
        break;
      }
      if (!isTagBoundary(buf.charCodeAt(start + rowOpenLength))) {
        if (start + rowOpenLength >= buf.length) {
          pos = start;
          break;
        }
        pos = start + rowOpenLength;
        continue;
      }
      const open = tagEnd(buf, start);
      if (open < 0) {
        pos = start;
        break;
      }
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
      const row = this.parseRow(buf, start, open, limit, n);
      if (row.cells.length > 0) {
        out.push(row);
        this.rowsSeen++;
      }
      pos = this.rowEnd;
    }
    this.buffer = buf.slice(pos);
    if (this.searchedForEnd >= 0) {
      this.pendingTail = this.buffer.slice(Math.max(0, this.buffer.length - n.rowClose.length - 1));
      this.pendingCellStart = Math.max(0, lastCellStart(this.buffer, 0, n));
      this.checkPending(this.buffer.length);
    } else if (this.buffer.length > MAX_ROW_XML_CHARS) {
      const params = { sheet: this.context.sheetName, max: countInBoth(MAX_ROW_XML_CHARS), row: this.lastRow };
      throw new WorkbookReadError(damaged(formatBoth(SD.longTag, params)));
    }
  }

  /** Keeps the text of a row still waiting for its end, refusing a cell or row too long for any real workbook. */
  private holdPending(text: string, overlap: string, n: SheetNames): void {
    const base = this.buffer.length + this.pendingLength;
    this.pending.push(text);
    this.pendingLength += text.length;
    const cell = lastCellStart(overlap + text, 0, n);
    if (cell >= 0) this.pendingCellStart = Math.max(this.pendingCellStart, base - overlap.length + cell);
    this.checkPending(base + text.length);
  }

  /** The sheet's XML is damaged at a row (formatted only once the damage is found). */
  private damagedRow(message: RowDamage, row: number): WorkbookError {
    return damaged(formatBoth(message, { sheet: this.context.sheetName, row }));
  }

  private checkPending(length: number): void {
    if (length - this.pendingCellStart > this.maxCellXml) {
      const row = this.lastRow + 1;
      const max = countInBoth(this.context.maxCellChars);
      throw tooLarge(formatBoth(SS.cellNearRow, { sheet: this.context.sheetName, row, max }));
    }
    if (length > MAX_ROW_XML_CHARS) {
      const max = countInBoth(MAX_ROW_XML_CHARS);
      throw tooLarge(formatBoth(SS.rowAfter, { sheet: this.context.sheetName, row: this.lastRow, max }));
    }
  }

  private takePending(text: string): string {
    if (this.pending.length === 0) return this.buffer.length > 0 ? this.buffer + text : text;
    const joined = this.buffer + this.pending.join('') + text;
    this.pending = [];
    this.pendingLength = 0;
    return joined;
  }

  /** At the end of the sheet: a row still waiting for its end means the XML was cut off. */
  finish(out: SheetRow[] = []): void {
    if (this.carryLength > 0) this.buffer = this.takeCarry();
    const rest = this.cdata.end();
    if (rest !== '' || this.names === null) this.pushEscaped(rest, out, true);
    if (this.stripper && this.names) this.pushText(this.stripper.end(), out, this.names);
    const rowOpen = this.names?.rowOpen ?? '<row';
    const unfinished = this.takePending('');
    const start = unfinished.indexOf(rowOpen);
    if (start >= 0 && isTagBoundary(unfinished.charCodeAt(start + rowOpen.length))) {
      throw new WorkbookReadError(this.damagedRow(SD.endsInRow, this.lastRow));
    }
  }

  private rowNumber(tag: string): number {
    const r = attr(tag, 'r');
    const n = r === null ? this.lastRow + 1 : Number(r);
    if (!Number.isInteger(n) || n < 1 || n > this.context.maxRowsPerSheet) {
      const detail = formatBoth(SD.rowNumbered, { sheet: this.context.sheetName, number: r ?? '?' });
      throw new WorkbookReadError(damaged(detail));
    }
    this.lastRow = n;
    return n;
  }

  /** Where the row parsed last ended (after its `</row>`). */
  private rowEnd = 0;

  private parseRow(buf: string, start: number, open: number, limit: number, n: SheetNames): SheetRow {
    const rowTag = buf.slice(start, open);
    const number = this.rowNumber(rowTag);
    const hiddenAttr = rowTag.indexOf('hidden') >= 0 ? attr(rowTag, 'hidden') : null;
    const cells: CellValue[] = [];
    const cellOpenLength = n.cellOpen.length;
    const plain = n.plain;
    let column = -1;
    let p = open;
    for (;;) {
      let ch = buf.charCodeAt(p);
      while (isSpace(ch)) ch = buf.charCodeAt(++p);
      if (p >= limit) throw new WorkbookReadError(this.damagedRow(SD.rowNotClosed, number));
      if (ch !== 60 /* < */) {
        p = buf.indexOf('<', p);
        continue;
      }
      const next = buf.charCodeAt(p + 1);
      if (
        plain
          ? next === 99 /* c */ && isTagBoundary(buf.charCodeAt(p + 2))
          : buf.startsWith(n.cellOpen, p) && isTagBoundary(buf.charCodeAt(p + cellOpenLength))
      ) {
        if (!this.readCellTag(buf, p + cellOpenLength, limit)) {
          throw new WorkbookReadError(this.damagedRow(SD.malformedCell, number));
        }
        column = this.cellColumn >= 0 ? this.cellColumn : column + 1;
        if (column >= this.context.maxColumns) {
          throw new WorkbookReadError(this.damagedRow(SD.beyondLastColumn, number));
        }
        this.cellsSeen++;
        const from = this.tagClose;
        if (this.selfClosing) {
          p = from;
          continue;
        }
        if (plain) {
          // Most cells are `<v>123</v></c>` (a shared text's index, a whole number) or `<is><t>text</t></is></c>`:
          // read in one pass, no searches.
          const value =
            this.cellType === CellType.InlineString
              ? this.plainInlineCell(buf, from, limit, number)
              : this.plainIntegerCell(buf, from, limit);
          if (value !== undefined) {
            while (cells.length < column) cells.push(null);
            cells[column] = value;
            p = this.fastEnd;
            continue;
          }
        }
        const cClose = buf.indexOf(n.cellClose, from);
        if (cClose < 0 || cClose >= limit) throw new WorkbookReadError(this.damagedRow(SD.cellNotClosed, number));
        const value = this.cellValue(buf, from, cClose, number, n);
        if (value !== null) {
          while (cells.length < column) cells.push(null);
          cells[column] = value;
        }
        p = cClose + n.cellClose.length;
      } else if (next === 47 /* / */ && buf.startsWith(n.rowClose, p)) {
        this.rowEnd = p + n.rowClose.length;
        break;
      } else {
        p = this.skipElement(buf, p, limit, number);
      }
    }
    return { number, cells, hidden: hiddenAttr === '1' || hiddenAttr === 'true' };
  }

  /**
   * The text of an inline-string cell written exactly `<is><t>TEXT</t></is></c>` from `from` (the `<t>` possibly with
   * `xml:space="preserve"`), where TEXT holds nothing to unescape (no `&`, CR, `_` or markup), as `textRuns` reads it;
   * undefined for anything else (the general path reads it).
   */
  private plainInlineCell(buf: string, from: number, limit: number, row: number): CellValue | undefined {
    let i = from;
    if (!buf.startsWith('<is><t', i)) return undefined;
    i += 6;
    if (buf.charCodeAt(i) === 32 /* space */) {
      if (!buf.startsWith(PRESERVE, i)) return undefined;
      i += PRESERVE.length;
    }
    if (buf.charCodeAt(i) !== 62 /* > */) return undefined;
    const start = ++i;
    // Any byte of a multi-byte character sets bit 7 here: such a text is decoded from UTF-8 once found.
    let high = 0;
    for (;;) {
      const ch = buf.charCodeAt(i);
      if (ch === 60 /* < */) break;
      high |= ch;
      // (NaN past the end of the text fails the loop at the checks below.)
      if (ch === 38 /* & */ || ch === 13 /* CR */ || ch === 95 /* _ */ || Number.isNaN(ch)) return undefined;
      i++;
    }
    if (i + INLINE_CLOSE.length > limit || !buf.startsWith(INLINE_CLOSE, i)) return undefined;
    this.fastEnd = i + INLINE_CLOSE.length;
    return this.checked(high >= 128 ? decodeUtf8(buf.slice(start, i)) : ownCopy(buf, start, i), row);
  }

  /** Where the cell read by `plainIntegerCell` or `plainInlineCell` ends (after its `</c>`). */
  private fastEnd = 0;

  /**
   * The value of a number or shared-text cell written exactly `<v>DIGITS</v></c>` from `from` (at most 15 digits,
   * before `limit`), as `cellValue` reads it; undefined for anything else (the general path reads it, and says what
   * is wrong with it).
   */
  private plainIntegerCell(buf: string, from: number, limit: number): CellValue | undefined {
    const type = this.cellType;
    if (type !== CellType.Shared && type !== CellType.Number) return undefined;
    if (buf.charCodeAt(from) !== 60 || buf.charCodeAt(from + 1) !== 118 || buf.charCodeAt(from + 2) !== 62)
      return undefined;
    let i = from + 3;
    let n = 0;
    for (;;) {
      const d = buf.charCodeAt(i) - 48;
      // (NaN past the end of the text fails both tests.)
      if (!(d >= 0 && d <= 9)) break;
      n = n * 10 + d;
      i++;
    }
    const digits = i - from - 3;
    // `</v></c>`
    if (
      digits === 0 ||
      digits > 15 ||
      i + 8 > limit ||
      buf.charCodeAt(i) !== 60 ||
      buf.charCodeAt(i + 1) !== 47 ||
      buf.charCodeAt(i + 2) !== 118 ||
      buf.charCodeAt(i + 3) !== 62 ||
      buf.charCodeAt(i + 4) !== 60 ||
      buf.charCodeAt(i + 5) !== 47 ||
      buf.charCodeAt(i + 6) !== 99 ||
      buf.charCodeAt(i + 7) !== 62
    )
      return undefined;
    let value: CellValue;
    if (type === CellType.Number) {
      value = this.context.dateStyles[this.cellStyle] === true ? excelSerialToCell(n, this.context.date1904) : n;
    } else {
      const text = this.context.sharedStrings[n];
      if (text === undefined) return undefined;
      value = text;
    }
    this.fastEnd = i + 8;
    return value;
  }

  /** Text read from the sheet itself (shared strings are checked when they are read), refused past Excel's limit. */
  private checked(text: string, row: number): string {
    if (text.length > this.context.maxCellChars) this.tooLong(row, this.cellColumn, text.length);
    return text;
  }

  private tooLong(row: number, column: number, length: number): never {
    const cell =
      column >= 0
        ? formatBoth(SS.cellAt, { cell: `${columnLetter(column)}${row}` })
        : formatBoth(SS.cellOfRow, { row });
    const max = countInBoth(this.context.maxCellChars);
    const params = { sheet: this.context.sheetName, cell, length: countInBoth(length), max };
    throw tooLarge(formatBoth(SS.cellText, params));
  }

  /** Skips an element a row should not hold (an extension, a stray end tag), so it cannot be mistaken for cells. */
  private skipElement(buf: string, p: number, limit: number, row: number): number {
    const end = tagEnd(buf, p);
    if (end < 0 || end > limit) throw new WorkbookReadError(this.damagedRow(SD.rowMalformed, row));
    if (
      buf.charCodeAt(p + 1) === 47 ||
      buf.charCodeAt(end - 2) === 47 ||
      buf.charCodeAt(p + 1) === 63 ||
      buf.charCodeAt(p + 1) === 33
    )
      return end;
    let nameEnd = p + 1;
    while (
      nameEnd < end &&
      !isSpace(buf.charCodeAt(nameEnd)) &&
      buf.charCodeAt(nameEnd) !== 62 &&
      buf.charCodeAt(nameEnd) !== 47
    )
      nameEnd++;
    const close = buf.indexOf(`</${buf.slice(p + 1, nameEnd)}>`, end);
    if (close < 0 || close > limit) throw new WorkbookReadError(this.damagedRow(SD.rowMalformed, row));
    return close + nameEnd - p + 2;
  }

  // What readCellTag found, kept in fields so the hot loop allocates nothing per cell.
  private tagClose = 0;
  private selfClosing = false;
  private cellColumn = -1;
  private cellType: CellType = CellType.Number;
  private cellStyle = 0;

  /**
   * Reads the attributes of the `<c …>` tag whose name ends at `afterName` in one pass: `r` (column), `t` (type)
   * and `s` (style). False when the tag is malformed.
   */
  private readCellTag(buf: string, afterName: number, limit: number): boolean {
    if (this.readCommonCellTag(buf, afterName, limit)) return true;
    this.cellColumn = -1;
    this.cellType = CellType.Number;
    this.cellStyle = 0;
    let i = afterName;
    for (;;) {
      let ch = buf.charCodeAt(i);
      while (isSpace(ch)) ch = buf.charCodeAt(++i);
      if (i >= limit) return false;
      if (ch === 62 /* > */) {
        this.tagClose = i + 1;
        this.selfClosing = false;
        return true;
      }
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

  /**
   * The tag as spreadsheet programs write nearly every cell: ` r="AB12"` first, then ` t="x"` (one letter) and
   * ` s="N"` in any order, one space and double quotes each. False (nothing set) for anything else, which
   * `readCellTag` then reads in full.
   */
  private readCommonCellTag(buf: string, at: number, limit: number): boolean {
    if (
      buf.charCodeAt(at) !== 32 ||
      buf.charCodeAt(at + 1) !== 114 ||
      buf.charCodeAt(at + 2) !== 61 ||
      buf.charCodeAt(at + 3) !== 34
    )
      return false;
    let j = at + 4;
    let column = 0;
    let ch = buf.charCodeAt(j);
    while (ch >= 65 && ch <= 90) {
      column = column * 26 + (ch - 64);
      if (column > MAX_REF_COLUMN) return false;
      ch = buf.charCodeAt(++j);
    }
    while (ch >= 48 && ch <= 57) ch = buf.charCodeAt(++j);
    if (column === 0 || ch !== 34) return false;
    j++;
    let type: CellType = CellType.Number;
    let style = 0;
    for (;;) {
      ch = buf.charCodeAt(j);
      if (ch === 62 /* > */ || (ch === 47 /* / */ && buf.charCodeAt(j + 1) === 62)) {
        const close = ch === 62 ? j + 1 : j + 2;
        if (close > limit) return false;
        this.cellColumn = column - 1;
        this.cellType = type;
        this.cellStyle = style;
        this.tagClose = close;
        this.selfClosing = ch === 47;
        return true;
      }
      if (ch !== 32 || buf.charCodeAt(j + 2) !== 61 || buf.charCodeAt(j + 3) !== 34) return false;
      const name = buf.charCodeAt(j + 1);
      if (name === 116 /* t */ && buf.charCodeAt(j + 5) === 34) {
        type = cellTypeOf(buf, j + 4, j + 5);
        j += 6;
      } else if (name === 116 /* t */ && buf.charCodeAt(j + 13) === 34 && buf.startsWith('inlineStr', j + 4)) {
        // Inline text, as openpyxl's write-only mode and many exporters write every text cell.
        type = CellType.InlineString;
        j += 14;
      } else if (name === 115 /* s */) {
        let k = j + 4;
        let value = 0;
        ch = buf.charCodeAt(k);
        while (ch >= 48 && ch <= 57 && k - j < 13) {
          value = value * 10 + (ch - 48);
          ch = buf.charCodeAt(++k);
        }
        if (k === j + 4 || ch !== 34) return false;
        style = value;
        j = k + 1;
      } else return false;
    }
  }

  private cellValue(buf: string, from: number, to: number, row: number, n: SheetNames): CellValue {
    const type = this.cellType;
    if (type === CellType.InlineString) {
      const is = buf.indexOf(n.inlineOpen, from);
      return is >= 0 && is < to ? this.checked(textRuns(utf8Text(buf.slice(is, to)), n.prefix), row) : null;
    }
    // Fast path for `<v>` right after the tag; otherwise a formula (`<f>`) or an attributed `<v …>` comes first.
    let vOpen: number;
    const direct = n.plain
      ? buf.charCodeAt(from) === 60 && buf.charCodeAt(from + 1) === 118 && buf.charCodeAt(from + 2) === 62
      : buf.startsWith(n.valueTag, from);
    if (direct) {
      vOpen = from + n.valueTag.length;
    } else {
      const openLength = n.valueOpen.length;
      let v = buf.indexOf(n.valueOpen, from);
      while (v >= 0 && v < to && !isTagBoundary(buf.charCodeAt(v + openLength))) {
        v = buf.indexOf(n.valueOpen, v + openLength);
      }
      if (v < 0 || v >= to) return null; // a formula without a cached result
      vOpen = tagEnd(buf, v);
      if (vOpen < 0 || vOpen > to) return null;
      if (buf.charCodeAt(vOpen - 2) === 47) return type === CellType.FormulaString ? '' : null;
    }
    const vClose = buf.indexOf(n.valueClose, vOpen);
    if (vClose < 0 || vClose > to) return null;
    if (type === CellType.Shared || type === CellType.Number) {
      // Most values are plain integers (shared string indexes, prices, ids): read in place, no substring.
      const int = plainInteger(buf, vOpen, vClose);
      if (int >= 0) {
        if (type === CellType.Number) {
          return this.context.dateStyles[this.cellStyle] === true ? excelSerialToCell(int, this.context.date1904) : int;
        }
        const text = this.context.sharedStrings[int];
        if (text !== undefined) return text;
      }
    }
    const written = utf8Text(buf.slice(vOpen, vClose));
    // A value wrapped in CDATA (some generators do) is read as its text.
    const raw = written.charCodeAt(0) === 60 ? unescapeXml(written) : written;
    switch (type) {
      case CellType.Shared: {
        const text = this.context.sharedStrings[Number(raw)];
        if (text === undefined) {
          throw new WorkbookReadError(
            damaged(formatBoth(SD.noSharedText, { sheet: this.context.sheetName, row, index: raw })),
          );
        }
        return text;
      }
      case CellType.FormulaString:
        return this.checked(raw === written ? unescapeXml(raw) : raw, row);
      case CellType.Boolean:
        return raw === '1' || raw === 'true';
      case CellType.Error:
        return { error: unescapeXml(raw) };
      case CellType.Date: {
        const text = raw === written ? unescapeXml(raw) : raw;
        return isoCellDate(text, this.context.date1904) ?? this.checked(text, row);
      }
      case CellType.Number: {
        const num = Number(raw);
        if (raw.length === 0) return null;
        if (Number.isNaN(num)) return this.checked(raw === written ? unescapeXml(raw) : raw, row);
        if (this.context.dateStyles[this.cellStyle] === true) return excelSerialToCell(num, this.context.date1904);
        return num;
      }
      default:
        return assertNever(type, 'cell type');
    }
  }
}

const PRESERVE = ' xml:space="preserve"';
const INLINE_CLOSE = '</t></is></c>';
/** Where `utf8Text` and `ownCopy` put a text's bytes to copy or decode them, grown to the longest text. */
let scratch = Buffer.allocUnsafe(4096);
/** V8 keeps a substring of 13 characters or more as a view of its whole parent (SlicedString). */
const SHORTEST_VIEW = 13;

/**
 * `buf[from, to)` as a string of its own. A longer substring would be a view that keeps the whole decoded chunk alive
 * as long as the row is kept: with inline text in every cell, every chunk of the sheet. Its bytes (one character a
 * byte, see `SheetRowScanner.push`) go through the scratch buffer into one new string: one copy, where joining it to
 * a character and cutting that off again made three strings.
 */
function ownCopy(buf: string, from: number, to: number): string {
  if (to - from < SHORTEST_VIEW) return buf.slice(from, to);
  if (scratch.length < to - from) scratch = Buffer.allocUnsafe(Math.max(to - from, scratch.length * 2));
  const length = scratch.write(buf.slice(from, to), 0, 'latin1');
  return scratch.toString('latin1', 0, length);
}

/** Bit 7 set: a byte of a multi-byte UTF-8 character, in text whose characters are the part's bytes. */
const HIGH_BYTE = /[\u0080-\u00ff]/;

/**
 * A piece of the sheet's bytes (one character a byte, see `SheetRowScanner.push`) as the text its UTF-8 spells, before
 * anything in it is unescaped (`&#233;` must stay one character, not be taken for a byte). A piece is always a whole
 * value or element, so it never begins or ends inside a character; invalid bytes read as U+FFFD.
 */
function utf8Text(bytes: string): string {
  if (!HIGH_BYTE.test(bytes)) return bytes;
  return decodeUtf8(bytes);
}

/**
 * Short texts decoded lately, by their bytes: a sheet repeats its few short words (`lakás`, `eladó`) in every row, and
 * a look-up costs less than a decode (two calls into the runtime) and keeps one string for all of them. Longer texts
 * (addresses, descriptions) are mostly each their own: remembering them cost more than it saved (16 bytes measured
 * faster than 40).
 */
const decodedShort = new Map<string, string>();
const SHORT_TEXT = 16;
const DECODED_SHORT_KEPT = 2048;

function decodeUtf8(bytes: string): string {
  if (bytes.length <= SHORT_TEXT) {
    const known = decodedShort.get(bytes);
    if (known !== undefined) return known;
    if (decodedShort.size >= DECODED_SHORT_KEPT) decodedShort.clear();
    const text = decodeLong(bytes);
    decodedShort.set(bytes, text);
    return text;
  }
  return decodeLong(bytes);
}

function decodeLong(bytes: string): string {
  if (scratch.length < bytes.length) scratch = Buffer.allocUnsafe(Math.max(bytes.length, scratch.length * 2));
  const length = scratch.write(bytes, 0, 'latin1');
  return scratch.toString('utf8', 0, length);
}

/** Where the last cell start tag in `text` from `from` begins, or -1. */
function lastCellStart(text: string, from: number, n: SheetNames): number {
  let found = -1;
  let i = text.indexOf(n.cellOpen, from);
  while (i >= 0) {
    if (isTagBoundary(text.charCodeAt(i + n.cellOpen.length))) found = i;
    i = text.indexOf(n.cellOpen, i + n.cellOpen.length);
  }
  return found;
}

const CDATA_OPEN = '<![CDATA[';
const CDATA_CLOSE = ']]>';
const ESCAPES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

/**
 * Whether a chunk of sheet bytes may hold a CDATA section, or the start of its marker at its very end (which the
 * general path's `CdataEscaper` must hold back for the next chunk).
 */
function mayHoldCdata(chunk: Buffer): boolean {
  return mayOpenCdata(chunk) || (chunk.length > 0 && chunk[chunk.length - 1] === 0x3c);
}

/**
 * Whether a chunk of sheet bytes may hold a CDATA marker (begun in the chunk before, if it starts with `!`). Looks for
 * `!` with memchr speed and checks its neighbours, which costs far less than searching for the whole marker.
 */
function mayOpenCdata(chunk: Buffer): boolean {
  let i = chunk.indexOf(0x21 /* ! */);
  while (i >= 0) {
    if (i === 0 || chunk[i - 1] === 0x3c /* < */) {
      if (i + 1 >= chunk.length || chunk[i + 1] === 0x5b /* [ */) return true;
    }
    i = chunk.indexOf(0x21, i + 1);
  }
  return false;
}

/**
 * Rewrites CDATA sections in a stream of sheet text as the same characters escaped (`<![CDATA[a<b]]>` → `a&lt;b`), so
 * that text inside them (`</t></is></c></row>` even) is never taken for markup by the indexOf scanner, whatever chunk
 * boundaries cut the markers. Text without CDATA passes through after one search per chunk.
 */
class CdataEscaper {
  private inside = false;
  private held = '';

  /** Inside a section, or holding back the start of a marker: the next chunk must pass through `push`. */
  busy(): boolean {
    return this.inside || this.held.length > 0;
  }

  push(chunk: string): string {
    let text = this.held.length > 0 ? this.held + chunk : chunk;
    this.held = '';
    if (!this.inside && text.indexOf(CDATA_OPEN) < 0) {
      const hold = partialMarkerAtEnd(text, CDATA_OPEN);
      if (hold > 0) {
        this.held = text.slice(text.length - hold);
        text = text.slice(0, text.length - hold);
      }
      return text;
    }
    let out = '';
    let i = 0;
    for (;;) {
      if (!this.inside) {
        const open = text.indexOf(CDATA_OPEN, i);
        if (open < 0) {
          const hold = partialMarkerAtEnd(text, CDATA_OPEN);
          out += text.slice(i, text.length - hold);
          this.held = text.slice(text.length - hold);
          return out;
        }
        out += text.slice(i, open);
        i = open + CDATA_OPEN.length;
        this.inside = true;
      }
      const close = text.indexOf(CDATA_CLOSE, i);
      if (close < 0) {
        const hold = partialMarkerAtEnd(text, CDATA_CLOSE);
        out += escapeMarkup(text.slice(i, text.length - hold));
        this.held = text.slice(text.length - hold);
        return out;
      }
      out += escapeMarkup(text.slice(i, close));
      i = close + CDATA_CLOSE.length;
      this.inside = false;
    }
  }

  /** What was held back for a marker that never completed: it was text after all. */
  end(): string {
    const rest = this.inside ? escapeMarkup(this.held) : this.held;
    this.held = '';
    this.inside = false;
    return rest;
  }
}

function escapeMarkup(text: string): string {
  return text.replace(/[<>&]/g, (c) => ESCAPES[c] ?? c);
}

/** How many characters at the end of `text` begin `marker` (0 when none): they wait for the next chunk. */
function partialMarkerAtEnd(text: string, marker: string): number {
  for (let k = Math.min(marker.length - 1, text.length); k > 0; k--) {
    if (text.endsWith(marker.slice(0, k))) return k;
  }
  return 0;
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
    if (n > MAX_REF_COLUMN) return MAX_REF_COLUMN;
  }
  return n - 1;
}

function cellTypeOf(buf: string, from: number, to: number): CellType {
  const length = to - from;
  const first = buf.charCodeAt(from);
  if (length === 1) {
    switch (first) {
      case 115:
        return CellType.Shared; // s
      case 98:
        return CellType.Boolean; // b
      case 101:
        return CellType.Error; // e
      case 100:
        return CellType.Date; // d
      default:
        return CellType.Number; // n
    }
  }
  if (length === 3 && buf.startsWith('str', from)) return CellType.FormulaString;
  if (length === 9 && buf.startsWith('inlineStr', from)) return CellType.InlineString;
  return CellType.Number;
}
