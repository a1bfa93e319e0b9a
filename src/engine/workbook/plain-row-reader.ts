// Reads a row of plain cells straight from a sheet's inflated bytes: the reader's hot path.
// Nearly every cell a spreadsheet program writes is spelled one of a few ways (`<c r="B7" t="s"><v>12</v></c>`,
// `<c r="B7" t="inlineStr"><is><t>lakás</t></is></c>`); those are read here byte by byte, with no text made of the
// sheet and no string per cell but the texts kept. A row holding anything else is read by `SheetRowScanner`'s
// general path instead, which also says what is wrong with a damaged one.
import type { CellValue } from '../model/cell-value';
import { unescapeXml } from '../ooxml/xml-text';
import { excelSerialToCell } from './excel-date';
import { decodeText, hashStep, SheetTextCache } from './sheet-text-cache';
import { bytesAt, isTagBoundary } from './xml-bytes';

/** What reading a cell's value depends on (a part of `SheetContext`). */
export interface PlainCellContext {
  readonly sharedStrings: readonly string[];
  readonly dateStyles: readonly boolean[];
  readonly date1904: boolean;
  readonly maxCellChars: number;
  readonly maxColumns: number;
}

/** The `t` attribute of a plain cell: absent or `n` is a number. */
const PlainType = { Number: 0, Shared: 1, Inline: 2 } as const;
type PlainType = (typeof PlainType)[keyof typeof PlainType];

/** Columns a reference is read to: one past Excel's last, so that any later column is left to the general path. */
const MAX_REF_COLUMN = 16_385;
/** Digits of a number read here: any such integer is exact in a double, and so is its quotient by a power of ten. */
const MAX_DIGITS = 15;
/** A decimal point, as `d` (a byte less the code of `0`) sees it. */
const POINT = 46 - 48;
/** `<`, the same way. */
const LT = 60 - 48;
const POWERS_OF_TEN = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
/** `</t></is></c>` */
const INLINE_CLOSE = [60, 47, 116, 62, 60, 47, 105, 115, 62, 60, 47, 99, 62] as const;
/** `inlineStr` */
const INLINE_STR = [105, 110, 108, 105, 110, 101, 83, 116, 114] as const;
/** ` xml:space="preserve"` after `<t` */
const PRESERVE = [32, 120, 109, 108, 58, 115, 112, 97, 99, 101, 61, 34, 112, 114, 101, 115, 101, 114, 118, 101, 34];

function isSpace(code: number | undefined): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

export class PlainRowReader {
  /** Where the row read last ends (after its `</row>`), and how many cell elements it held. */
  end = 0;
  cellsSeen = 0;
  private readonly texts = new SheetTextCache();
  // What the cell tag just read says, and where its value ends: fields, so that a cell allocates nothing.
  private column = 0;
  private type: PlainType = PlainType.Number;
  private style = 0;
  private tagClose = 0;
  private selfClosing = false;
  private valueEnd = 0;

  constructor(private readonly context: PlainCellContext) {}

  /**
   * The cells of the row whose start tag ends at `open` and which ends before `limit`, as the general path reads
   * them; null when the row holds anything else (another spelling, a formula, an error, rich text, a damaged cell),
   * which the general path then reads from the start of the row.
   */
  read(buf: Buffer, open: number, limit: number): CellValue[] | null {
    const cells: CellValue[] = [];
    let seen = 0;
    let p = open;
    for (;;) {
      let ch = buf[p];
      while (isSpace(ch)) ch = buf[++p];
      if (p >= limit || ch !== 60 /* < */) return null;
      const next = buf[p + 1];
      if (next === 99 /* c */ && isTagBoundary(buf[p + 2])) {
        if (!this.cellTag(buf, p + 2, limit) || this.column >= this.context.maxColumns) return null;
        seen++;
        if (this.selfClosing) {
          p = this.tagClose;
          continue;
        }
        const value =
          this.type === PlainType.Inline
            ? this.inlineText(buf, this.tagClose, limit)
            : this.plainValue(buf, this.tagClose, limit);
        if (value === undefined) return null;
        while (cells.length < this.column) cells.push(null);
        cells[this.column] = value;
        p = this.valueEnd;
      } else if (next === 47 && buf[p + 2] === 114 && buf[p + 3] === 111 && buf[p + 4] === 119 && buf[p + 5] === 62) {
        // `</row>`
        this.end = p + 6;
        this.cellsSeen = seen;
        return cells;
      } else {
        return null;
      }
    }
  }

  /**
   * The tag as spreadsheet programs write nearly every cell, from after its `<c`: ` r="AB12"` first, then ` t="x"`
   * (one letter, or `inlineStr`) and ` s="N"` in any order, one space and double quotes each. False for anything else.
   */
  private cellTag(buf: Buffer, at: number, limit: number): boolean {
    if (buf[at] !== 32 || buf[at + 1] !== 114 || buf[at + 2] !== 61 || buf[at + 3] !== 34) return false;
    let j = at + 4;
    let column = 0;
    let ch = buf[j];
    while (ch !== undefined && ch >= 65 && ch <= 90) {
      column = column * 26 + (ch - 64);
      if (column > MAX_REF_COLUMN) return false;
      ch = buf[++j];
    }
    while (ch !== undefined && ch >= 48 && ch <= 57) ch = buf[++j];
    if (column === 0 || ch !== 34) return false;
    j++;
    let type: PlainType = PlainType.Number;
    let style = 0;
    for (;;) {
      ch = buf[j];
      if (ch === 62 /* > */ || (ch === 47 /* / */ && buf[j + 1] === 62)) {
        const close = ch === 62 ? j + 1 : j + 2;
        if (close > limit) return false;
        this.column = column - 1;
        this.type = type;
        this.style = style;
        this.tagClose = close;
        this.selfClosing = ch === 47;
        return true;
      }
      if (ch !== 32 || buf[j + 2] !== 61 || buf[j + 3] !== 34) return false;
      const name = buf[j + 1];
      if (name === 116 /* t */ && buf[j + 5] === 34) {
        const letter = buf[j + 4];
        if (letter === 115 /* s */) type = PlainType.Shared;
        else if (letter === 110 /* n */) type = PlainType.Number;
        else return false;
        j += 6;
      } else if (name === 116 /* t */ && buf[j + 13] === 34 && bytesAt(buf, j + 4, INLINE_STR)) {
        type = PlainType.Inline;
        j += 14;
      } else if (name === 115 /* s */) {
        let k = j + 4;
        let value = 0;
        ch = buf[k];
        while (ch !== undefined && ch >= 48 && ch <= 57 && k - j < 13) {
          value = value * 10 + (ch - 48);
          ch = buf[++k];
        }
        if (k === j + 4 || ch !== 34) return false;
        style = value;
        j = k + 1;
      } else {
        return false;
      }
    }
  }

  /**
   * A number or shared text written `<v>N</v></c>` from `from`: N a shared text's index, or a number as `Number`
   * reads it. Undefined for anything else.
   */
  private plainValue(buf: Buffer, from: number, limit: number): CellValue | undefined {
    if (buf[from] !== 60 || buf[from + 1] !== 118 || buf[from + 2] !== 62) return undefined;
    const number = this.type === PlainType.Number;
    const start = from + 3;
    let i = start;
    const negative = number && buf[i] === 45; /* - */
    if (negative) i++;
    const digitsFrom = i;
    let n = 0;
    let d = (buf[i] ?? -1) - 48;
    while (d >= 0 && d <= 9) {
      n = n * 10 + d;
      d = (buf[++i] ?? -1) - 48;
    }
    let digits = i - digitsFrom;
    let scale = 0;
    if (number && d === POINT && digits > 0) {
      const pointAt = i;
      d = (buf[++i] ?? -1) - 48;
      while (d >= 0 && d <= 9) {
        n = n * 10 + d;
        d = (buf[++i] ?? -1) - 48;
      }
      scale = i - pointAt - 1;
      digits = scale === 0 ? 0 : digits + scale;
    }
    if (d !== LT || digits === 0 || digits > MAX_DIGITS) {
      // Longer or other spellings of a number (`19.057000000000002`, `1E-3`): read by `Number` itself.
      return number ? this.numberText(buf, start, limit) : undefined;
    }
    if (!this.closesValue(buf, i, limit)) return undefined;
    if (!number) return this.context.sharedStrings[n];
    const magnitude = scale === 0 ? n : n / (POWERS_OF_TEN[scale] ?? 1);
    return this.numberValue(negative ? -magnitude : magnitude);
  }

  /** A number cell whose value from `start` is written with digits, signs, points and exponents only. */
  private numberText(buf: Buffer, start: number, limit: number): CellValue | undefined {
    let i = start;
    for (;;) {
      const ch = buf[i];
      if (ch === undefined || !(isDigit(ch) || ch === 46 || ch === 45 || ch === 43 || ch === 69 || ch === 101)) break;
      i++;
    }
    if (i === start || !this.closesValue(buf, i, limit)) return undefined;
    const value = Number(buf.toString('latin1', start, i));
    return Number.isNaN(value) ? undefined : this.numberValue(value);
  }

  /** Whether `</v></c>` is written at `i`, ending before `limit`; if so, the cell's value ends after it. */
  private closesValue(buf: Buffer, i: number, limit: number): boolean {
    if (
      i + 8 > limit ||
      buf[i] !== 60 ||
      buf[i + 1] !== 47 ||
      buf[i + 2] !== 118 ||
      buf[i + 3] !== 62 ||
      buf[i + 4] !== 60 ||
      buf[i + 5] !== 47 ||
      buf[i + 6] !== 99 ||
      buf[i + 7] !== 62
    )
      return false;
    this.valueEnd = i + 8;
    return true;
  }

  /** A number cell's value: a date when its style formats it as one. */
  private numberValue(value: number): CellValue {
    return this.context.dateStyles[this.style] === true ? excelSerialToCell(value, this.context.date1904) : value;
  }

  /**
   * The text of an inline cell written `<is><t>TEXT</t></is></c>` from `from` (the `<t>` possibly with
   * `xml:space="preserve"`), unescaped as the general path's `textRuns` unescapes it; undefined for anything else
   * (rich text, phonetic runs, CDATA, a text longer than Excel allows).
   */
  private inlineText(buf: Buffer, from: number, limit: number): CellValue | undefined {
    // `<is><t`
    if (
      buf[from] !== 60 ||
      buf[from + 1] !== 105 ||
      buf[from + 2] !== 115 ||
      buf[from + 3] !== 62 ||
      buf[from + 4] !== 60 ||
      buf[from + 5] !== 116
    )
      return undefined;
    let i = from + 6;
    if (buf[i] === 32) {
      if (!bytesAt(buf, i, PRESERVE)) return undefined;
      i += PRESERVE.length;
    }
    if (buf[i] !== 62) return undefined;
    const start = ++i;
    // Bit 7 of any byte of a multi-byte character ends up in `high`: such a text is decoded as UTF-8.
    let high = 0;
    let hash = 0;
    let escaped = false;
    for (;;) {
      if (i >= limit) return undefined;
      const ch = buf[i] ?? 0;
      if (ch === 60 /* < */) break;
      // An entity, a CR (read as a line end) or an OOXML escape (`_x000D_`) needs unescaping.
      if (ch === 38 /* & */ || ch === 13 || ch === 95 /* _ */) escaped = true;
      high |= ch;
      hash = hashStep(hash, ch);
      i++;
    }
    if (i + INLINE_CLOSE.length > limit || !bytesAt(buf, i, INLINE_CLOSE)) return undefined;
    const text = escaped ? unescapeXml(decodeText(buf, start, i, high)) : this.texts.text(buf, start, i, high, hash);
    if (text.length > this.context.maxCellChars) return undefined;
    this.valueEnd = i + INLINE_CLOSE.length;
    return text;
  }
}
