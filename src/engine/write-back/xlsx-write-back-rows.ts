// Splits a worksheet's streamed XML into what precedes <sheetData>, its rows and what follows, for the survey and the
// rewrite at once: one pass over the inflated bytes serves both (docs/write-back.md, "One pass over the sheet").
import {
  attributeOf,
  CdataIndex,
  isElementAt,
  lastCellColumn,
  quickRefStart,
  rowCloseAt,
  SheetPatterns,
  withoutCdata,
} from './xlsx-write-back-cells';

/** Thrown for a sheet whose XML write-back cannot follow; the message names what is wrong. */
export class SheetXmlError extends Error {
  override readonly name = 'SheetXmlError';
}

const MAX_HEAD_BYTES = 16 * 1024 * 1024;
const MAX_TAIL_BYTES = 256 * 1024 * 1024;

/** One `<row>`; `buf` is a CDATA-escaped copy when the row has CDATA text, `original` then holds the sheet's bytes. */
export class SheetRow {
  private last: number | 'none' | 'unknown' | undefined;

  constructor(
    readonly buf: Buffer,
    readonly lt: number,
    /** Index of the start tag's `>`. */
    readonly gt: number,
    /** Index of `</row>` (of the start tag's `/` when self-closing). */
    readonly closeAt: number,
    readonly end: number,
    readonly selfClosing: boolean,
    readonly number: number,
    /** Whether the start tag says its number (`r`). */
    readonly hasRef: boolean,
    readonly original: Buffer | null,
    private readonly pat: SheetPatterns,
  ) {}

  /** The column of the row's last cell when its tag says it, found from the end without reading the other cells. */
  lastColumn(): number | 'none' | 'unknown' {
    this.last ??= this.selfClosing ? 'none' : lastCellColumn(this.buf, this.gt + 1, this.closeAt, this.pat);
    return this.last;
  }
}

/** What the walker finds, in the order the sheet has it. */
export interface SheetXmlVisitor {
  /** Everything before `<sheetData>` as latin1 text, and the `<sheetData>` start tag (may be self-closing). */
  head(text: string, sheetDataTag: Buffer, pat: SheetPatterns): void;
  /** Bytes between rows: whitespace, comments, processing instructions. */
  between(buf: Buffer, from: number, to: number): void;
  row(row: SheetRow): void;
  /** `</sheetData>` (not called for a self-closing `<sheetData/>`). */
  rowsEnd(closeTag: Buffer): void;
  /** Everything after `</sheetData>` as latin1 text. */
  tail(text: string): void;
}

type Phase = 'head' | 'rows' | 'tail';

/** Push inflated chunks in; memory holds one chunk plus the row that straddles it, and the part after the rows. */
export class SheetXmlWalker {
  private phase: Phase = 'head';
  private carry: Buffer | null = null;
  private pat = new SheetPatterns('');
  private lastRow = 0;
  /** Whether the row `rowNumber` read last says its number (`r`). */
  private lastHadRef = false;
  private readonly tailParts: Buffer[] = [];
  private tailBytes = 0;
  /**
   * Rows above this number are not visited yet: the walk stops before the first of them (or before `</sheetData>`,
   * which may add rows, unless it is unbounded) and keeps the rest, until `resume` with a higher limit. A write ahead
   * of its results walks only the rows whose results are given (docs/write-back.md, "Written as the batches answer").
   */
  private limit = Infinity;
  /** The row the walk stopped before (Infinity: `</sheetData>`), or null while it is not stopped. */
  private stoppedBefore: number | null = null;

  constructor(private readonly visitors: readonly SheetXmlVisitor[]) {}

  /** The row the walk stopped before for want of a higher limit (Infinity: the rows' end), else null. */
  get stopped(): number | null {
    return this.stoppedBefore;
  }

  /** Walks no row above `limit` (rows only get a higher limit); a stopped walk goes on with `resume`. */
  setLimit(limit: number): void {
    this.limit = limit;
  }

  /** Goes on from where the limit stopped the walk, as far as the limit now allows. */
  resume(): void {
    if (this.stoppedBefore === null) return;
    this.stoppedBefore = null;
    this.pushJoined(Buffer.alloc(0));
  }

  push(chunk: Buffer): void {
    if (this.stoppedBefore !== null) throw new Error('a stopped walk is resumed before it is given more');
    // A row cut by the chunk's start is finished from the chunk's first bytes alone, and the rest is read where it
    // lies: the carry joined to the whole chunk copied the sheet once more each pass (13 MB for 10,000 listings;
    // docs/performance.md, "(eighth round, the listings before the first batch)").
    if (this.carry !== null && this.phase === 'rows') {
      const close = chunk.indexOf(this.pat.rowClose);
      const end = close < 0 ? chunk.length : close + this.pat.rowClose.length;
      if (end < chunk.length) {
        this.pushJoined(chunk.subarray(0, end));
        // Stopped by the limit: the rest waits behind the row it stopped before.
        if (this.stoppedBefore !== null)
          this.carry = Buffer.concat([this.carry ?? Buffer.alloc(0), chunk.subarray(end)]);
        else this.pushJoined(chunk.subarray(end));
        return;
      }
    }
    this.pushJoined(chunk);
  }

  /** `chunk` after what was carried from the last one. */
  private pushJoined(chunk: Buffer): void {
    const buf = this.carry === null ? chunk : chunk.length === 0 ? this.carry : Buffer.concat([this.carry, chunk]);
    this.carry = null;
    let pos = 0;
    if (this.phase === 'head') {
      pos = this.head(buf);
      if (pos < 0) {
        if (buf.length > MAX_HEAD_BYTES) throw new SheetXmlError('the sheet has no <sheetData> in its first 16 MB');
        this.carry = buf;
        return;
      }
    }
    if (this.phase === 'rows') {
      pos = this.rows(buf, pos);
      if (this.phase === 'rows') {
        if (pos < buf.length) this.carry = buf.subarray(pos);
        return;
      }
    }
    if (pos < buf.length) {
      // A copy, so the chunk the tail starts in is not kept whole.
      this.tailParts.push(Buffer.from(buf.subarray(pos)));
      this.tailBytes += buf.length - pos;
      if (this.tailBytes > MAX_TAIL_BYTES)
        throw new SheetXmlError('the part after the sheet data is larger than 256 MB');
    }
  }

  end(): void {
    if (this.stoppedBefore !== null) throw new Error('a stopped walk is resumed before it ends');
    if (this.phase !== 'tail')
      throw new SheetXmlError(
        this.phase === 'head' ? 'the sheet has no <sheetData>' : 'the sheet ends inside <sheetData> (cut short)',
      );
    const text = Buffer.concat(this.tailParts).toString('latin1');
    for (const v of this.visitors) v.tail(text);
  }

  /** Finds `<sheetData>`; returns where the rows start, or -1 when more bytes are needed. */
  private head(buf: Buffer): number {
    const name = buf.indexOf('sheetData');
    if (name < 0) return -1;
    const lt = buf.lastIndexOf(0x3c, name);
    const gt = buf.indexOf(0x3e, name);
    if (lt < 0 || gt < 0) return -1;
    const prefix = buf.toString('latin1', lt + 1, name);
    if (!/^([\w.-]+:)?$/.test(prefix)) throw new SheetXmlError('the sheet XML is not a worksheet');
    this.pat = new SheetPatterns(prefix);
    const text = buf.toString('latin1', 0, lt);
    const tag = buf.subarray(lt, gt + 1);
    for (const v of this.visitors) v.head(text, tag, this.pat);
    this.phase = buf[gt - 1] === 0x2f ? 'tail' : 'rows';
    return gt + 1;
  }

  /** Complete rows go to the visitors; returns where the unfinished part starts. */
  private rows(buf: Buffer, from: number): number {
    const pat = this.pat;
    const cdata = new CdataIndex(buf);
    let pos = from;
    for (;;) {
      const lt = buf.indexOf(0x3c, pos);
      if (lt < 0) {
        this.between(buf, pos, buf.length);
        return buf.length;
      }
      if (lt + pat.sheetDataClose.length + 1 > buf.length) {
        this.between(buf, pos, lt);
        return lt;
      }
      if (
        buf[lt + 1] === 0x2f &&
        buf.compare(pat.sheetDataClose, 0, pat.sheetDataClose.length, lt, lt + pat.sheetDataClose.length) === 0
      ) {
        if (this.limit !== Infinity) {
          this.stoppedBefore = Infinity;
          return pos;
        }
        this.between(buf, pos, lt);
        const close = buf.subarray(lt, lt + pat.sheetDataClose.length);
        for (const v of this.visitors) v.rowsEnd(close);
        this.phase = 'tail';
        return lt + pat.sheetDataClose.length;
      }
      // Comments and processing instructions between rows (some exporters write them) are passed on as they are.
      if (buf[lt + 1] === 0x21 || buf[lt + 1] === 0x3f) {
        const ender = buf[lt + 1] === 0x21 ? '-->' : '?>';
        const close = buf.indexOf(ender, lt);
        if (close < 0) return pos;
        this.between(buf, pos, close + ender.length);
        pos = close + ender.length;
        continue;
      }
      if (!isElementAt(buf, lt, pat.rowOpen))
        throw new SheetXmlError(`unexpected element inside <sheetData> after row ${this.lastRow}`);
      const gt = buf.indexOf(0x3e, lt);
      if (gt < 0) return pos;
      const selfClosing = buf[gt - 1] === 0x2f;
      let end = gt + 1;
      let closeAt = gt - 1;
      // Asked before the row's end is searched for, which moves the index past the row's sections.
      const section = selfClosing ? -1 : cdata.from(gt);
      if (!selfClosing) {
        closeAt = rowCloseAt(buf, gt, pat, cdata);
        if (closeAt < 0) return pos;
        end = closeAt + pat.rowClose.length;
      }
      const before = { lastRow: this.lastRow, lastHadRef: this.lastHadRef };
      const number = this.rowNumber(buf, lt, gt);
      if (number > this.limit) {
        // Read again on `resume`, from the bytes kept: its number, and the ones after it, as if never read.
        this.lastRow = before.lastRow;
        this.lastHadRef = before.lastHadRef;
        this.stoppedBefore = number;
        return pos;
      }
      this.between(buf, pos, lt);
      const hasRef = this.lastHadRef;
      let row: SheetRow;
      if (section >= 0 && section < closeAt) {
        // Text in CDATA may look like tags: the row is read as the same XML with that text escaped.
        const plain = withoutCdata(buf.subarray(lt, end));
        const plainClose = plain.length - pat.rowClose.length;
        row = new SheetRow(
          plain,
          0,
          gt - lt,
          plainClose,
          plain.length,
          false,
          number,
          hasRef,
          buf.subarray(lt, end),
          pat,
        );
      } else {
        row = new SheetRow(buf, lt, gt, closeAt, end, selfClosing, number, hasRef, null, pat);
      }
      for (const v of this.visitors) v.row(row);
      pos = end;
    }
  }

  private between(buf: Buffer, from: number, to: number): void {
    if (to > from) for (const v of this.visitors) v.between(buf, from, to);
  }

  /** The row's number: its `r`, or the one after the previous row; rows must come in order (sets `lastHadRef`). */
  private rowNumber(buf: Buffer, lt: number, gt: number): number {
    let number = 0;
    let r: string | undefined;
    // Most rows start `<row r="123"`: read from the bytes; any other shape is read as text.
    const first = quickRefStart(buf, lt + this.pat.rowOpen.length);
    let at = first;
    if (at >= 0) {
      for (let b = buf[at] ?? 0; b >= 0x30 && b <= 0x39 && at - first < 8; b = buf[++at] ?? 0)
        number = number * 10 + b - 0x30;
    }
    const quick = first >= 0 && at > first && buf[at] === 0x22;
    if (!quick) {
      r = attributeOf(buf.toString('latin1', lt, gt + 1), 'r');
      number = r === undefined ? this.lastRow + 1 : Number(r);
    }
    if (!Number.isInteger(number) || number <= this.lastRow) {
      const shown = quick ? buf.toString('latin1', first, at) : (r ?? '?');
      throw new SheetXmlError(`row ${shown} comes after row ${this.lastRow}: rows are out of order`);
    }
    this.lastRow = number;
    this.lastHadRef = quick || r !== undefined;
    return number;
  }
}
