// Rewrites one worksheet's XML as a stream: result cells into their rows, new rows where needed, all else byte for
// byte.
import type { RowResult } from './result-columns';
import { columnLetter } from './workbook-types';
import {
  attributeOf,
  CdataIndex,
  cellXml,
  excelSerial,
  isElementAt,
  lastCellColumn,
  parseCellRef,
  rowCloseAt,
  scanCells,
  SheetPatterns,
  withoutCdata,
  type CellContent,
  type CellSpan,
} from './xlsx-write-back-cells';
import type { StylePlan } from './xlsx-write-back-styles';
import { setAttribute } from './xlsx-write-back-xml';

/** 0-based column of each result header. */
export interface ResultColumns {
  readonly status: number;
  readonly serviceId: number;
  readonly errorCode: number;
  readonly errorMessage: number;
  readonly importedAt: number;
  readonly fingerprint: number;
}

export interface SheetRewritePlan {
  readonly headerRow: number;
  readonly columns: ResultColumns;
  /** Header cells to add (column → text); result headers already in the header row are left alone. */
  readonly headerCells: ReadonlyMap<number, string>;
  readonly results: ReadonlyMap<number, RowResult>;
  /** Row → 0-based columns of cells that get the invalid fill. */
  readonly notes: ReadonlyMap<number, ReadonlySet<number>>;
  /** Row → 0-based column → the corrected value; never a result column (the caller checks). */
  readonly edits: ReadonlyMap<number, ReadonlyMap<number, EditContent>>;
  readonly styles: StylePlan;
  readonly date1904: boolean;
  /** Widths (in characters) for result columns this write adds, where the sheet defines no width yet. */
  readonly newColumnWidths: ReadonlyMap<number, number>;
  /** The relationships namespace of the package (transitional, or strict OOXML's purl.oclc.org one). */
  readonly relationshipsNamespace: string;
  /** Relationship id for a new `<legacyDrawing>` when there are notes; used only if the sheet has none. */
  readonly newLegacyDrawingRelId: string | null;
}

export interface SheetRewriteOutcome {
  readonly rowsWritten: number;
  readonly rowsCreated: number;
  /** The sheet's own `<legacyDrawing r:id>` if it had one (its VML then gets the notes). */
  readonly existingLegacyDrawingRelId: string | null;
  /**
   * A formula cell in a result column or an edited cell was replaced, so the workbook's calculation chain no longer
   * matches.
   */
  readonly replacedFormula: boolean;
  readonly cellsEdited: number;
}

/** What an edited cell gets. */
export type EditContent = Extract<CellContent, { kind: 'text' | 'number' | 'boolean' | 'clear' }>;

/** Thrown for a sheet whose XML write-back cannot follow; the message names what is wrong. */
export class SheetXmlError extends Error {
  override readonly name = 'SheetXmlError';
}

/**
 * Thrown for an edit that cannot be written faithfully (a cell other cells' formulas hang on); the message names the
 * cell.
 */
export class CellEditError extends Error {
  override readonly name = 'CellEditError';
}

const MAX_HEAD_BYTES = 16 * 1024 * 1024;
const MAX_TAIL_BYTES = 256 * 1024 * 1024;
const AFTER_LEGACY_DRAWING = [
  'legacyDrawingHF',
  'drawingHF',
  'picture',
  'oleObjects',
  'controls',
  'webPublishItems',
  'tableParts',
  'extLst',
];

type State = 'head' | 'rows' | 'tail';

/** Push inflated chunks in, get rewritten chunks out; memory holds one chunk plus the row that straddles it. */
export class SheetRewriter {
  private state: State = 'head';
  private carry: Buffer = Buffer.alloc(0);
  private pat = new SheetPatterns('');
  private readonly tail: Buffer[] = [];
  private tailBytes = 0;
  private lastRow = 0;
  private touchedIndex = 0;
  private readonly touched: readonly number[];
  private readonly minNewColumn: number;
  private rowsWritten = 0;
  private rowsCreated = 0;
  private legacyRelId: string | null = null;
  private rootDeclaresR = false;
  private replacedFormula = false;
  private formulaOpen = Buffer.from('<f');
  private cellsEdited = 0;
  /** Rows with a fresh result or an edit: this program's earlier fills on them come off. */
  private readonly rewritten: ReadonlySet<number>;

  constructor(private readonly plan: SheetRewritePlan) {
    this.rewritten = new Set<number>([...plan.results.keys(), ...plan.edits.keys()]);
    const rows = new Set<number>([...this.rewritten, ...plan.notes.keys()]);
    if (plan.headerCells.size > 0) rows.add(plan.headerRow);
    this.touched = [...rows].sort((a, b) => a - b);
    const c = plan.columns;
    this.minNewColumn = Math.min(c.status, c.serviceId, c.errorCode, c.errorMessage, c.importedAt, c.fingerprint);
  }

  push(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    const buf = this.carry.length === 0 ? chunk : Buffer.concat([this.carry, chunk]);
    this.carry = Buffer.alloc(0);
    let pos = 0;
    if (this.state === 'head') {
      pos = this.head(buf, out);
      if (pos < 0) {
        if (buf.length > MAX_HEAD_BYTES) throw new SheetXmlError('the sheet has no <sheetData> in its first 16 MB');
        this.carry = buf;
        return out;
      }
    }
    if (this.state === 'rows') pos = this.rows(buf, pos, out);
    if (this.state === 'tail') {
      if (pos < buf.length) {
        this.tail.push(buf.subarray(pos));
        this.tailBytes += buf.length - pos;
        if (this.tailBytes > MAX_TAIL_BYTES)
          throw new SheetXmlError('the part after the sheet data is larger than 256 MB');
      }
    } else if (pos < buf.length) {
      this.carry = buf.subarray(pos);
    }
    return out;
  }

  end(): { chunks: Buffer[]; outcome: SheetRewriteOutcome } {
    if (this.state !== 'tail')
      throw new SheetXmlError(
        this.state === 'head' ? 'the sheet has no <sheetData>' : 'the sheet ends inside <sheetData> (cut short)',
      );
    const tail = Buffer.concat(this.tail).toString('latin1');
    const chunks = [Buffer.from(this.finishTail(tail), 'latin1')];
    return {
      chunks,
      outcome: {
        rowsWritten: this.rowsWritten,
        rowsCreated: this.rowsCreated,
        existingLegacyDrawingRelId: this.legacyRelId,
        replacedFormula: this.replacedFormula,
        cellsEdited: this.cellsEdited,
      },
    };
  }

  /**
   * Everything before `<sheetData>`: dimension widened, the fingerprint column hidden. Returns where rows start, or -1.
   */
  private head(buf: Buffer, out: Buffer[]): number {
    const name = buf.indexOf('sheetData');
    if (name < 0) return -1;
    const lt = buf.lastIndexOf(0x3c, name);
    const gt = buf.indexOf(0x3e, name);
    if (lt < 0 || gt < 0) return -1;
    const prefix = buf.toString('latin1', lt + 1, name);
    if (!/^([\w.-]+:)?$/.test(prefix)) throw new SheetXmlError('the sheet XML is not a worksheet');
    this.pat = new SheetPatterns(prefix);
    this.formulaOpen = Buffer.from(`<${prefix}f`);
    const head = buf.toString('latin1', 0, lt);
    const root = new RegExp(`<${prefix}worksheet\\b[^>]*>`).exec(head)?.[0] ?? '';
    this.rootDeclaresR = new RegExp(
      `xmlns:r\\s*=\\s*["']${this.plan.relationshipsNamespace.replace(/[./]/g, '\\$&')}["']`,
    ).test(root);
    out.push(Buffer.from(this.rewriteHead(head), 'latin1'));
    const selfClosing = buf[gt - 1] === 0x2f;
    if (selfClosing) {
      out.push(Buffer.from(`<${prefix}sheetData>`, 'latin1'));
      this.flushTouched(Number.POSITIVE_INFINITY, out);
      out.push(Buffer.from(`</${prefix}sheetData>`, 'latin1'));
      this.state = 'tail';
    } else {
      out.push(buf.subarray(lt, gt + 1));
      this.state = 'rows';
    }
    return gt + 1;
  }

  private rewriteHead(head: string): string {
    const p = this.pat.prefix;
    let text = head.replace(new RegExp(`<${p}dimension\\b[^>]*>`), (tag) => {
      const ref = attributeOf(tag, 'ref');
      return ref === undefined ? tag : setAttribute(tag, 'ref', this.widenDimension(ref));
    });
    const fp = this.plan.columns.fingerprint + 1;
    const cols = new RegExp(`<${p}cols\\b[^>]*>([\\s\\S]*?)</${p}cols>|<${p}cols\\b[^>]*/>`).exec(text);
    const inner = cols?.[1] ?? '';
    const tags = [...inner.matchAll(new RegExp(`<${p}col\\b[^>]*?/>|<${p}col\\b[^>]*>\\s*</${p}col>`, 'g'))].map(
      (m) => m[0],
    );
    const items: { min: number; xml: string }[] = [];
    const covered = (c: number): boolean =>
      tags.some((t) => Number(attributeOf(t, 'min') ?? 0) <= c && c <= Number(attributeOf(t, 'max') ?? 0));
    for (const tag of tags) {
      const min = Number(attributeOf(tag, 'min') ?? 0);
      const max = Number(attributeOf(tag, 'max') ?? 0);
      const hidden = attributeOf(tag, 'hidden');
      if (fp < min || fp > max || hidden === '1' || hidden === 'true') {
        items.push({ min, xml: tag });
        continue;
      }
      // The fingerprint column falls inside a range: split it so only that column is hidden.
      if (min < fp) items.push({ min, xml: setAttribute(tag, 'max', String(fp - 1)) });
      items.push({
        min: fp,
        xml: setAttribute(setAttribute(setAttribute(tag, 'min', String(fp)), 'max', String(fp)), 'hidden', '1'),
      });
      if (max > fp) items.push({ min: fp + 1, xml: setAttribute(tag, 'min', String(fp + 1)) });
    }
    if (!covered(fp))
      items.push({ min: fp, xml: `<${p}col min="${fp}" max="${fp}" width="24" customWidth="1" hidden="1"/>` });
    for (const [column, width] of this.plan.newColumnWidths) {
      const c = column + 1;
      if (c !== fp && !covered(c))
        items.push({ min: c, xml: `<${p}col min="${c}" max="${c}" width="${width}" customWidth="1"/>` });
    }
    items.sort((a, b) => a.min - b.min);
    const list = items.map((i) => i.xml).join('');
    if (cols === null) return `${text}<${p}cols>${list}</${p}cols>`;
    const openTag = /^<[^>]*>/.exec(cols[0])?.[0] ?? `<${p}cols>`;
    const replacement = `${openTag.endsWith('/>') ? `${openTag.slice(0, -2)}>` : openTag}${list}</${p}cols>`;
    text = text.slice(0, cols.index) + replacement + text.slice(cols.index + cols[0].length);
    return text;
  }

  private widenDimension(ref: string): string {
    const [a, b] = ref.split(':');
    const from = parseCellRef(a ?? '');
    const to = parseCellRef(b ?? a ?? '');
    if (from === null || to === null) return ref;
    let minCol = Math.min(from.column, to.column);
    let maxCol = Math.max(from.column, to.column);
    let minRow = Math.min(from.row, to.row);
    let maxRow = Math.max(from.row, to.row);
    const c = this.plan.columns;
    const resultCols = [c.status, c.serviceId, c.errorCode, c.errorMessage, c.importedAt, c.fingerprint];
    const first = this.touched[0];
    const last = this.touched[this.touched.length - 1];
    if (first !== undefined && last !== undefined) {
      minRow = Math.min(minRow, first);
      maxRow = Math.max(maxRow, last);
      minCol = Math.min(minCol, ...resultCols);
      maxCol = Math.max(maxCol, ...resultCols);
      for (const cols of this.plan.notes.values())
        for (const col of cols) {
          minCol = Math.min(minCol, col);
          maxCol = Math.max(maxCol, col);
        }
      for (const cols of this.plan.edits.values())
        for (const col of cols.keys()) {
          minCol = Math.min(minCol, col);
          maxCol = Math.max(maxCol, col);
        }
    }
    const start = `${columnLetter(minCol)}${minRow}`;
    const end = `${columnLetter(maxCol)}${maxRow}`;
    return start === end ? start : `${start}:${end}`;
  }

  /** Complete rows are copied or rewritten; returns where the unfinished part starts. */
  private rows(buf: Buffer, from: number, out: Buffer[]): number {
    const pat = this.pat;
    const cdata = new CdataIndex(buf);
    let pos = from;
    for (;;) {
      const lt = buf.indexOf(0x3c, pos);
      if (lt < 0) {
        out.push(buf.subarray(pos));
        return buf.length;
      }
      if (lt + pat.sheetDataClose.length + 1 > buf.length) {
        out.push(buf.subarray(pos, lt));
        return lt;
      }
      if (buf.compare(pat.sheetDataClose, 0, pat.sheetDataClose.length, lt, lt + pat.sheetDataClose.length) === 0) {
        out.push(buf.subarray(pos, lt));
        this.flushTouched(Number.POSITIVE_INFINITY, out);
        out.push(buf.subarray(lt, lt + pat.sheetDataClose.length));
        this.state = 'tail';
        return lt + pat.sheetDataClose.length;
      }
      // Comments and processing instructions between rows (some exporters write them) are copied as they are.
      if (buf[lt + 1] === 0x21 || buf[lt + 1] === 0x3f) {
        const ender = buf[lt + 1] === 0x21 ? '-->' : '?>';
        const close = buf.indexOf(ender, lt);
        if (close < 0) return pos;
        out.push(buf.subarray(pos, close + ender.length));
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
      out.push(buf.subarray(pos, lt));
      if (section >= 0 && section < closeAt) {
        // Text in CDATA may look like tags: the row is read as the same XML with that text escaped.
        const plain = withoutCdata(buf.subarray(lt, end));
        this.row(
          plain,
          0,
          gt - lt,
          plain.length - pat.rowClose.length,
          plain.length,
          false,
          out,
          buf.subarray(lt, end),
        );
      } else {
        this.row(buf, lt, gt, closeAt, end, selfClosing, out);
      }
      pos = end;
    }
  }

  /** `original`: the row's bytes as the sheet has them, when `buf` holds a rewritten copy (CDATA escaped). */
  private row(
    buf: Buffer,
    lt: number,
    gt: number,
    closeAt: number,
    end: number,
    selfClosing: boolean,
    out: Buffer[],
    original?: Buffer,
  ): void {
    const tag = buf.toString('latin1', lt, gt + 1);
    const r = attributeOf(tag, 'r');
    const number = r === undefined ? this.lastRow + 1 : Number(r);
    if (!Number.isInteger(number) || number <= this.lastRow) {
      throw new SheetXmlError(`row ${r ?? '?'} comes after row ${this.lastRow}: rows are out of order`);
    }
    this.flushTouched(number, out);
    this.lastRow = number;
    if (this.touched[this.touchedIndex] !== number) {
      out.push(original ?? buf.subarray(lt, end));
      return;
    }
    this.touchedIndex++;
    if (this.plan.results.has(number)) this.rowsWritten++;
    const contents = this.contentsFor(number);
    const noteCols = this.plan.notes.get(number);
    const newCols = [...contents.keys()].sort((a, b) => a - b);
    const last = selfClosing ? 'none' : lastCellColumn(buf, gt + 1, closeAt, this.pat);
    const firstNew = newCols[0] ?? this.minNewColumn;
    const spanned = this.widenSpans(tag, newCols, noteCols);
    const openTag = r === undefined ? setAttribute(spanned, 'r', String(number)) : spanned;
    const mayHaveOldFills = this.plan.styles.hasEarlierFills && this.rewritten.has(number);
    if (noteCols === undefined && !mayHaveOldFills && (last === 'none' || (last !== 'unknown' && last < firstNew))) {
      let added = '';
      for (const col of newCols) added += this.newCell(number, col, contents.get(col), false, null);
      if (selfClosing) {
        out.push(Buffer.from(`${openTag.slice(0, -2)}>${added}</${this.pat.prefix}row>`, 'latin1'));
      } else {
        out.push(
          Buffer.from(openTag, 'latin1'),
          buf.subarray(gt + 1, closeAt),
          Buffer.from(added, 'utf8'),
          buf.subarray(closeAt, end),
        );
      }
      return;
    }
    const cells = selfClosing ? [] : scanCells(buf, gt + 1, closeAt, this.pat);
    if (typeof cells === 'string') throw new SheetXmlError(`row ${number}: ${cells}`);
    this.rewriteCells(
      buf,
      { number, openTag, gt, closeAt, end, selfClosing },
      cells,
      contents,
      noteCols ?? new Set(),
      out,
    );
  }

  private rewriteCells(
    buf: Buffer,
    row: { number: number; openTag: string; gt: number; closeAt: number; end: number; selfClosing: boolean },
    cells: readonly CellSpan[],
    contents: Map<number, CellContent>,
    noteCols: ReadonlySet<number>,
    out: Buffer[],
  ): void {
    const p = this.pat.prefix;
    const pending = new Set<number>([...contents.keys(), ...noteCols]);
    const order = [...pending].sort((a, b) => a - b);
    let k = 0;
    const emitNewBefore = (column: number): void => {
      while (k < order.length && (order[k] ?? 0) < column) {
        const col = order[k] ?? 0;
        k++;
        if (!pending.has(col)) continue;
        pending.delete(col);
        out.push(Buffer.from(this.newCell(row.number, col, contents.get(col), noteCols.has(col), null), 'utf8'));
      }
    };
    if (row.selfClosing) {
      out.push(Buffer.from(`${row.openTag.slice(0, -2)}>`, 'latin1'));
    } else {
      out.push(Buffer.from(row.openTag, 'latin1'));
    }
    let pos = row.gt + 1;
    for (const cell of cells) {
      emitNewBefore(cell.column);
      out.push(buf.subarray(pos, cell.start));
      pos = cell.end;
      if (!pending.has(cell.column)) {
        out.push(...this.withRef(this.withoutOldFill(buf, row.number, cell), row.number, cell.column));
        continue;
      }
      pending.delete(cell.column);
      const cellTag = buf.toString('latin1', cell.start, cell.tagEnd + 1);
      const style = attributeOf(cellTag, 's');
      const content = contents.get(cell.column);
      if (content === undefined) {
        // An invalid value: same cell, its own format plus the fill.
        const fill = this.plan.styles.invalidStyle(Number(style ?? 0));
        out.push(
          Buffer.from(setAttribute(cellTag, 's', String(fill)), 'latin1'),
          buf.subarray(cell.tagEnd + 1, cell.end),
        );
        continue;
      }
      const edited = this.plan.edits.get(row.number)?.has(cell.column) === true;
      const formulaAt = cell.selfClosing ? -1 : buf.indexOf(this.formulaOpen, cell.tagEnd);
      if (formulaAt >= 0 && formulaAt < cell.end) {
        if (edited)
          refuseFormulaMaster(
            buf.toString('latin1', formulaAt, buf.indexOf(0x3e, formulaAt) + 1),
            `${columnLetter(cell.column)}${row.number}`,
          );
        this.replacedFormula = true;
      }
      if (content.kind === 'remove') continue;
      let kept = style === undefined ? null : Number(style);
      // An edited cell was fixed: it keeps its own format without an earlier write-back's invalid fill.
      if (edited && kept !== null) kept = this.plan.styles.originalOf(kept) ?? kept;
      if (edited && kept !== null && content.kind === 'number') kept = this.plan.styles.plainNumberStyle(kept);
      out.push(Buffer.from(this.newCell(row.number, cell.column, content, noteCols.has(cell.column), kept), 'utf8'));
    }
    emitNewBefore(Number.POSITIVE_INFINITY);
    if (row.selfClosing) out.push(Buffer.from(`</${p}row>`, 'latin1'));
    else out.push(buf.subarray(pos, row.end));
  }

  /**
   * A kept cell without `r` gets one: its column was "the one after the previous cell", which a result cell added or
   * removed before it would otherwise move.
   */
  private withRef(parts: Buffer[], row: number, column: number): Buffer[] {
    const first = parts[0];
    if (first === undefined) return parts;
    const gt = first.indexOf(0x3e);
    const tag = first.toString('latin1', 0, gt + 1);
    if (attributeOf(tag, 'r') !== undefined) return parts;
    const withR = setAttribute(tag, 'r', `${columnLetter(column)}${row}`);
    return [Buffer.from(withR, 'latin1'), first.subarray(gt + 1), ...parts.slice(1)];
  }

  /**
   * A cell outside the result columns, with an earlier write-back's invalid fill taken off when its row has a new
   * result.
   */
  private withoutOldFill(buf: Buffer, row: number, cell: CellSpan): Buffer[] {
    const styles = this.plan.styles;
    if (!styles.hasEarlierFills || !this.rewritten.has(row)) return [buf.subarray(cell.start, cell.end)];
    const tag = buf.toString('latin1', cell.start, cell.tagEnd + 1);
    const original = styles.originalOf(Number(attributeOf(tag, 's') ?? 0));
    if (original === undefined) return [buf.subarray(cell.start, cell.end)];
    return [Buffer.from(setAttribute(tag, 's', String(original)), 'latin1'), buf.subarray(cell.tagEnd + 1, cell.end)];
  }

  private newCell(
    row: number,
    column: number,
    content: CellContent | undefined,
    noted: boolean,
    existingStyle: number | null,
  ): string {
    const styles = this.plan.styles;
    if (
      content === undefined ||
      content.kind === 'remove' ||
      content.kind === 'styleOnly' ||
      content.kind === 'clear'
    ) {
      if (noted)
        return cellXml(
          this.pat.prefix,
          column,
          row,
          { kind: 'styleOnly', style: 0 },
          styles.invalidStyle(existingStyle ?? 0),
        );
      // An emptied cell keeps its format, as Excel's Delete key leaves it.
      if (content !== undefined && content.kind === 'clear' && existingStyle !== null && existingStyle !== 0) {
        return cellXml(this.pat.prefix, column, row, { kind: 'styleOnly', style: existingStyle }, existingStyle);
      }
      return '';
    }
    // A cell's own format wins, but the default format (0, as some writers mark empty cells) does not hide the date
    // format a result needs.
    const style = existingStyle !== null && existingStyle !== 0 ? existingStyle : (content.style ?? existingStyle);
    return cellXml(this.pat.prefix, column, row, content, noted ? styles.invalidStyle(style ?? 0) : style);
  }

  /** New rows for touched row numbers below `limit` that the sheet does not have. */
  private flushTouched(limit: number, out: Buffer[]): void {
    const p = this.pat.prefix;
    while (this.touchedIndex < this.touched.length) {
      const number = this.touched[this.touchedIndex];
      if (number === undefined || number >= limit) return;
      this.touchedIndex++;
      const contents = this.contentsFor(number);
      const noteCols = this.plan.notes.get(number) ?? new Set<number>();
      const cols = [...new Set([...contents.keys(), ...noteCols])].sort((a, b) => a - b);
      let cells = '';
      for (const col of cols) cells += this.newCell(number, col, contents.get(col), noteCols.has(col), null);
      out.push(Buffer.from(`<${p}row r="${number}">${cells}</${p}row>`, 'utf8'));
      if (this.plan.results.has(number)) this.rowsWritten++;
      this.rowsCreated++;
    }
  }

  /** What each result column of a row gets; identity columns are kept when the result does not say them. */
  private contentsFor(number: number): Map<number, CellContent> {
    const contents = new Map<number, CellContent>();
    if (number === this.plan.headerRow) {
      for (const [col, text] of this.plan.headerCells)
        contents.set(col, { kind: 'text', text, style: this.plan.styles.headerStyle() });
    }
    const edits = this.plan.edits.get(number);
    if (edits !== undefined) {
      for (const [col, content] of edits) contents.set(col, content);
      this.cellsEdited += edits.size;
    }
    const result = this.plan.results.get(number);
    if (result === undefined) return contents;
    const c = this.plan.columns;
    contents.set(c.status, { kind: 'text', text: result.status, style: null });
    if (result.serviceId !== undefined)
      contents.set(c.serviceId, { kind: 'number', value: result.serviceId, style: null });
    contents.set(
      c.errorCode,
      result.errorCode === undefined ? { kind: 'remove' } : { kind: 'number', value: result.errorCode, style: null },
    );
    contents.set(
      c.errorMessage,
      result.errorMessage === undefined ? { kind: 'remove' } : { kind: 'text', text: result.errorMessage, style: null },
    );
    if (result.importedAt !== undefined) {
      contents.set(c.importedAt, {
        kind: 'number',
        value: excelSerial(result.importedAt, this.plan.date1904),
        style: this.plan.styles.dateStyle(),
      });
    }
    if (result.fingerprint !== undefined)
      contents.set(c.fingerprint, { kind: 'text', text: result.fingerprint, style: null });
    return contents;
  }

  private widenSpans(tag: string, newCols: readonly number[], noteCols: ReadonlySet<number> | undefined): string {
    const spans = attributeOf(tag, 'spans');
    if (spans === undefined) return tag;
    let min = Number.POSITIVE_INFINITY;
    let max = 0;
    for (const part of spans.split(/[\s:]+/)) {
      const n = Number(part);
      if (Number.isInteger(n) && n > 0) {
        min = Math.min(min, n);
        max = Math.max(max, n);
      }
    }
    if (max === 0) return tag;
    for (const c of newCols) {
      min = Math.min(min, c + 1);
      max = Math.max(max, c + 1);
    }
    for (const c of noteCols ?? []) {
      min = Math.min(min, c + 1);
      max = Math.max(max, c + 1);
    }
    const value = `${min}:${max}`;
    return value === spans ? tag : setAttribute(tag, 'spans', value);
  }

  /** After `</sheetData>`: finds the sheet's `<legacyDrawing>` or inserts one where the schema wants it. */
  private finishTail(tail: string): string {
    const p = this.pat.prefix;
    let depth = 0;
    let insertAt = -1;
    for (const m of tail.matchAll(/<(\/?)([\w.:-]+)[^>]*?(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g)) {
      const name = m[2];
      if (name === undefined) continue;
      const closing = m[1] === '/';
      const selfClosing = m[3] === '/';
      if (closing) {
        depth--;
        if (depth < 0 && insertAt < 0) insertAt = m.index;
        continue;
      }
      if (depth === 0) {
        if (name === `${p}legacyDrawing`) {
          this.legacyRelId = attributes_rid(m[0]);
          return tail;
        }
        if (insertAt < 0 && AFTER_LEGACY_DRAWING.some((n) => `${p}${n}` === name)) insertAt = m.index;
      }
      if (!selfClosing) depth++;
    }
    const id = this.plan.newLegacyDrawingRelId;
    if (id === null) return tail;
    if (insertAt < 0) throw new SheetXmlError('the sheet has no closing </worksheet>');
    const element = this.rootDeclaresR
      ? `<${p}legacyDrawing r:id="${id}"/>`
      : `<${p}legacyDrawing xmlns:r="${this.plan.relationshipsNamespace}" r:id="${id}"/>`;
    return tail.slice(0, insertAt) + element + tail.slice(insertAt);
  }
}

/**
 * Refuses to replace the master cell of a shared or multi-cell array formula: the other cells of the group hold no
 * formula text of their own, so dropping the master would break them.
 */
function refuseFormulaMaster(formulaTag: string, ref: string): void {
  const type = attributeOf(formulaTag, 't');
  const range = attributeOf(formulaTag, 'ref');
  if (range === undefined) return;
  const [from, to] = range.split(':');
  if ((type === 'shared' || type === 'array') && to !== undefined && to !== from) {
    throw new CellEditError(`cell ${ref} holds the formula that cells ${range} share; edit it in Excel instead`);
  }
}

function attributes_rid(tag: string): string | null {
  const m = /\s[\w.-]+:id\s*=\s*["']([^"']*)["']/.exec(tag);
  return m?.[1] ?? null;
}
