// Rewrites one worksheet's XML as a stream: result cells into their rows, new rows where needed, all else byte for
// byte.
import type { Lang } from '../../catalog';
import type { RowResult } from '../model/row-result';
import { columnLetter } from '../model/column-letter';
import {
  attributeOf,
  cellXml,
  parseCellRef,
  quickCellColumn,
  quickStyle,
  scanCells,
  type CellContent,
  type CellSpan,
  type SheetPatterns,
} from './xlsx-write-back-cells';
import { SheetOutput } from './xlsx-write-back-output';
import { SheetXmlError, SheetXmlWalker, type SheetRow, type SheetXmlVisitor } from './xlsx-write-back-rows';
import type { StylePlan } from './xlsx-write-back-styles';
import { setAttribute } from './xlsx-write-back-xml';
import { ImportTimeTexts } from './import-time-texts';
import { appendedCellsXml, setResultContents, type ResultColumns } from './xlsx-write-back-result-cells';
import {
  currentZone,
  formAhead,
  rowCellsAhead,
  type RowCellsAhead,
  type RowCellsForm,
} from './xlsx-write-back-rows-ahead';

export { SheetXmlError } from './xlsx-write-back-rows';
export type { ResultColumns } from './xlsx-write-back-result-cells';

export interface SheetRewritePlan {
  /** The sheet's name: rows whose result cells were rendered ahead for it are copied (xlsx-write-back-rows-ahead.ts). */
  readonly sheet?: string;
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
  /** The language of the statuses written (the placement's: an earlier write-back's, else the headers'). */
  readonly lang?: Lang;
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

/**
 * Thrown for an edit that cannot be written faithfully (a cell other cells' formulas hang on); the message names the
 * cell.
 */
export class CellEditError extends Error {
  override readonly name = 'CellEditError';
}

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

/**
 * Rewrites a sheet as the walker reads it (`SheetXmlVisitor`), or on its own with `push` and `end`. Memory holds one
 * chunk plus the row that straddles it; rows without results are passed on as views of the input, not copied.
 */
export class SheetRewriter implements SheetXmlVisitor {
  private pat: SheetPatterns | null = null;
  private readonly out = new SheetOutput();
  private readonly importTimes = new ImportTimeTexts();
  private walker: SheetXmlWalker | null = null;
  private touchedIndex = 0;
  private readonly touched: readonly number[];
  private readonly minNewColumn: number;
  private rowsWritten = 0;
  private rowsCreated = 0;
  private legacyRelId: string | null = null;
  private rootDeclaresR = false;
  private replacedFormula = false;
  private cellsEdited = 0;
  /** Rows with a fresh result or an edit: this program's earlier fills on them come off. */
  private readonly rewritten: ReadonlySet<number>;
  /** The trial's form of the result cells when this rewrite writes the same, so rows rendered ahead are copied. */
  private ahead: RowCellsForm | null = null;

  constructor(private readonly plan: SheetRewritePlan) {
    this.rewritten = new Set<number>([...plan.results.keys(), ...plan.edits.keys()]);
    const rows = new Set<number>([...this.rewritten, ...plan.notes.keys()]);
    if (plan.headerCells.size > 0) rows.add(plan.headerRow);
    this.touched = [...rows].sort((a, b) => a - b);
    const c = plan.columns;
    this.minNewColumn = Math.min(c.status, c.serviceId, c.errorCode, c.errorMessage, c.importedAt, c.fingerprint);
  }

  /** Rewrites the next chunk of the sheet on its own; returns what is ready of the output. */
  push(chunk: Buffer): Buffer[] {
    this.walker ??= new SheetXmlWalker([this]);
    this.walker.push(chunk);
    return this.out.take();
  }

  end(): { chunks: Buffer[]; outcome: SheetRewriteOutcome } {
    (this.walker ?? new SheetXmlWalker([this])).end();
    return { chunks: this.out.take(), outcome: this.outcome() };
  }

  /** What is ready of the output when a walker outside drives the rewrite. */
  take(): Buffer[] {
    return this.out.take();
  }

  /** Views `take` handed out that nothing reads any more (see `SheetOutput.release`). */
  release(views: readonly Buffer[]): void {
    this.out.release(views);
  }

  outcome(): SheetRewriteOutcome {
    return {
      rowsWritten: this.rowsWritten,
      rowsCreated: this.rowsCreated,
      existingLegacyDrawingRelId: this.legacyRelId,
      replacedFormula: this.replacedFormula,
      cellsEdited: this.cellsEdited,
    };
  }

  private get p(): string {
    return this.pat?.prefix ?? '';
  }

  /** The form its result cells are written in, once the sheet's head has been read (a trial hands it on). */
  cellsForm(): RowCellsForm | null {
    const sheet = this.plan.sheet;
    if (sheet === undefined || this.pat === null) return null;
    return { sheet, prefix: this.p, columns: this.plan.columns, lang: this.plan.lang ?? 'en', zone: currentZone() };
  }

  /** Everything before `<sheetData>`: dimension widened, the fingerprint column hidden. */
  head(text: string, sheetDataTag: Buffer, pat: SheetPatterns): void {
    this.pat = pat;
    const prefix = pat.prefix;
    const sheet = this.plan.sheet;
    this.ahead = sheet === undefined ? null : formAhead(sheet, prefix, this.plan.columns, this.plan.lang ?? 'en');
    const root = new RegExp(`<${prefix}worksheet\\b[^>]*>`).exec(text)?.[0] ?? '';
    this.rootDeclaresR = new RegExp(
      `xmlns:r\\s*=\\s*["']${this.plan.relationshipsNamespace.replace(/[./]/g, '\\$&')}["']`,
    ).test(root);
    this.out.latin1(this.rewriteHead(text));
    if (sheetDataTag[sheetDataTag.length - 2] === 0x2f) {
      this.out.latin1(`<${prefix}sheetData>`);
      this.flushTouched(Number.POSITIVE_INFINITY);
      this.out.latin1(`</${prefix}sheetData>`);
    } else {
      this.out.copy(sheetDataTag, 0, sheetDataTag.length);
    }
  }

  between(buf: Buffer, from: number, to: number): void {
    this.out.copy(buf, from, to);
  }

  rowsEnd(closeTag: Buffer): void {
    this.flushTouched(Number.POSITIVE_INFINITY);
    this.out.copy(closeTag, 0, closeTag.length);
  }

  /** After `</sheetData>`: the sheet's `<legacyDrawing>` found, or one inserted. */
  tail(text: string): void {
    this.out.latin1(this.finishTail(text));
  }

  private rewriteHead(head: string): string {
    const p = this.p;
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

  /** A row without results is passed on as it is; a row with some gets its result cells. */
  row(row: SheetRow): void {
    const { buf, lt, gt, closeAt, end, selfClosing, number } = row;
    this.flushTouched(number);
    if (this.touched[this.touchedIndex] !== number) {
      if (row.original === null) this.out.copy(buf, lt, end);
      else this.out.copy(row.original, 0, row.original.length);
      return;
    }
    this.touchedIndex++;
    if (this.plan.results.has(number)) this.rowsWritten++;
    const tag = buf.toString('latin1', lt, gt + 1);
    const noteCols = this.plan.notes.get(number);
    const mayHaveOldFills = this.plan.styles.hasEarlierFills && this.rewritten.has(number);
    const plain = noteCols === undefined && !mayHaveOldFills;
    const ahead = plain ? this.rowAhead(number) : undefined;
    const contents = ahead === undefined ? this.contentsFor(number) : null;
    const newCols = ahead?.columns ?? [...(contents?.keys() ?? [])].sort((a, b) => a - b);
    const last = row.lastColumn();
    const firstNew = newCols[0] ?? this.minNewColumn;
    const spanned = this.widenSpans(tag, newCols, noteCols);
    const openTag = row.hasRef ? spanned : setAttribute(spanned, 'r', String(number));
    if (plain && (last === 'none' || (last !== 'unknown' && last < firstNew))) {
      // The usual row: every new cell goes after the row's last one.
      if (selfClosing) {
        this.out.latin1(`${openTag.slice(0, -2)}>`);
        this.appendCells(number, newCols, contents, ahead);
        this.out.latin1(`</${this.p}row>`);
      } else {
        this.out.latin1(openTag);
        this.out.copy(buf, gt + 1, closeAt);
        this.appendCells(number, newCols, contents, ahead);
        this.out.copy(buf, closeAt, end);
      }
      return;
    }
    const cells = selfClosing || this.pat === null ? [] : scanCells(buf, gt + 1, closeAt, this.pat);
    if (typeof cells === 'string') throw new SheetXmlError(`row ${number}: ${cells}`);
    const all = contents ?? this.contentsFor(number);
    this.rewriteCells(buf, { number, openTag, gt, closeAt, end, selfClosing }, cells, all, noteCols ?? new Set());
  }

  /**
   * The row's result cells as rendered while the batches were in flight, when they were rendered in this rewrite's
   * form from this very result and the row gets nothing else (no header cell, no edit); else undefined.
   */
  private rowAhead(number: number): RowCellsAhead | undefined {
    if (this.ahead === null || number === this.plan.headerRow || this.plan.edits.has(number)) return undefined;
    const result = this.plan.results.get(number);
    return result === undefined ? undefined : rowCellsAhead(result, this.ahead);
  }

  /** The usual row's new cells, after its last: copied when rendered ahead, else made now. */
  private appendCells(
    number: number,
    columns: readonly number[],
    contents: ReadonlyMap<number, CellContent> | null,
    ahead: RowCellsAhead | undefined,
  ): void {
    if (ahead !== undefined) this.out.copy(ahead.block, ahead.from, ahead.to);
    else this.out.utf8(appendedCellsXml(this.p, number, columns, contents ?? new Map()));
  }

  private rewriteCells(
    buf: Buffer,
    row: { number: number; openTag: string; gt: number; closeAt: number; end: number; selfClosing: boolean },
    cells: readonly CellSpan[],
    contents: Map<number, CellContent>,
    noteCols: ReadonlySet<number>,
  ): void {
    const out = this.out;
    const pending = new Set<number>([...contents.keys(), ...noteCols]);
    const order = [...pending].sort((a, b) => a - b);
    let k = 0;
    const emitNewBefore = (column: number): void => {
      while (k < order.length && (order[k] ?? 0) < column) {
        const col = order[k] ?? 0;
        k++;
        if (!pending.has(col)) continue;
        pending.delete(col);
        out.utf8(this.newCell(row.number, col, contents.get(col), noteCols.has(col), null));
      }
    };
    out.latin1(row.selfClosing ? `${row.openTag.slice(0, -2)}>` : row.openTag);
    let pos = row.gt + 1;
    for (const cell of cells) {
      emitNewBefore(cell.column);
      out.copy(buf, pos, cell.start);
      pos = cell.end;
      if (!pending.has(cell.column)) {
        this.keptCell(buf, row.number, cell);
        continue;
      }
      pending.delete(cell.column);
      const cellTag = buf.toString('latin1', cell.start, cell.tagEnd + 1);
      const style = attributeOf(cellTag, 's');
      const content = contents.get(cell.column);
      if (content === undefined) {
        // An invalid value: same cell, its own format plus the fill.
        const fill = this.plan.styles.invalidStyle(Number(style ?? 0));
        out.latin1(setAttribute(cellTag, 's', String(fill)));
        out.copy(buf, cell.tagEnd + 1, cell.end);
        continue;
      }
      const edited = this.plan.edits.get(row.number)?.has(cell.column) === true;
      const formulaAt =
        cell.selfClosing || this.pat === null ? -1 : this.pat.formulaOpen.find(buf, cell.tagEnd, cell.end);
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
      out.utf8(this.newCell(row.number, cell.column, content, noteCols.has(cell.column), kept));
    }
    emitNewBefore(Number.POSITIVE_INFINITY);
    if (row.selfClosing) out.latin1(`</${this.p}row>`);
    else out.copy(buf, pos, row.end);
  }

  /**
   * A cell outside the result columns, as it is, except: an earlier write-back's invalid fill comes off when its row
   * has a new result, and a cell without `r` gets one (its column was "the one after the previous cell", which a
   * result cell added or removed before it would otherwise move).
   */
  private keptCell(buf: Buffer, row: number, cell: CellSpan): void {
    const styles = this.plan.styles;
    const clearFill = styles.hasEarlierFills && this.rewritten.has(row);
    if (this.pat !== null && quickCellColumn(buf, cell.start + this.pat.cellOpen.length) >= 0) {
      // The usual cell, `r` first: it keeps its place as it is, unless an earlier invalid fill comes off.
      const style = clearFill ? quickStyle(buf, cell.start, cell.tagEnd) : 0;
      if (!clearFill || (style >= 0 && styles.originalOf(style) === undefined)) {
        this.out.copy(buf, cell.start, cell.end);
        return;
      }
    }
    let tag = buf.toString('latin1', cell.start, cell.tagEnd + 1);
    let changed = false;
    if (styles.hasEarlierFills && this.rewritten.has(row)) {
      const original = styles.originalOf(Number(attributeOf(tag, 's') ?? 0));
      if (original !== undefined) {
        tag = setAttribute(tag, 's', String(original));
        changed = true;
      }
    }
    if (attributeOf(tag, 'r') === undefined) {
      tag = setAttribute(tag, 'r', `${columnLetter(cell.column)}${row}`);
      changed = true;
    }
    if (!changed) {
      this.out.copy(buf, cell.start, cell.end);
      return;
    }
    this.out.latin1(tag);
    this.out.copy(buf, cell.tagEnd + 1, cell.end);
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
        return cellXml(this.p, column, row, { kind: 'styleOnly', style: 0 }, styles.invalidStyle(existingStyle ?? 0));
      // An emptied cell keeps its format, as Excel's Delete key leaves it.
      if (content !== undefined && content.kind === 'clear' && existingStyle !== null && existingStyle !== 0) {
        return cellXml(this.p, column, row, { kind: 'styleOnly', style: existingStyle }, existingStyle);
      }
      return '';
    }
    // A cell's own format wins, but the default format (0, as some writers mark empty cells) does not hide the date
    // format a result needs.
    const style = existingStyle !== null && existingStyle !== 0 ? existingStyle : (content.style ?? existingStyle);
    return cellXml(this.p, column, row, content, noted ? styles.invalidStyle(style ?? 0) : style);
  }

  /** New rows for touched row numbers below `limit` that the sheet does not have. */
  private flushTouched(limit: number): void {
    const p = this.p;
    while (this.touchedIndex < this.touched.length) {
      const number = this.touched[this.touchedIndex];
      if (number === undefined || number >= limit) return;
      this.touchedIndex++;
      const contents = this.contentsFor(number);
      const noteCols = this.plan.notes.get(number) ?? new Set<number>();
      const cols = [...new Set([...contents.keys(), ...noteCols])].sort((a, b) => a - b);
      let cells = '';
      for (const col of cols) cells += this.newCell(number, col, contents.get(col), noteCols.has(col), null);
      this.out.utf8(`<${p}row r="${number}">${cells}</${p}row>`);
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
    if (result !== undefined)
      setResultContents(contents, result, this.plan.columns, this.plan.lang ?? 'en', this.importTimes);
    return contents;
  }

  private widenSpans(tag: string, newCols: readonly number[], noteCols: ReadonlySet<number> | undefined): string {
    const spans = attributeOf(tag, 'spans');
    if (spans === undefined) return tag;
    let min = Number.POSITIVE_INFINITY;
    let max = 0;
    const colon = spans.indexOf(':');
    const from = colon > 0 && spans.length <= 16 ? digitsValue(spans, 0, colon) : -1;
    const to = from >= 0 ? digitsValue(spans, colon + 1, spans.length) : -1;
    // Nearly every writer says `1:40`: read without splitting; anything else as the separators fall.
    const parts = to >= 0 ? [from, to] : spans.split(/[\s:]+/).map(Number);
    for (const n of parts) {
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
    const p = this.p;
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

/** The number the digits `text[from, to)` spell, or -1 when they are not all digits (or none). */
function digitsValue(text: string, from: number, to: number): number {
  if (to <= from) return -1;
  let value = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

function attributes_rid(tag: string): string | null {
  const m = /\s[\w.-]+:id\s*=\s*["']([^"']*)["']/.exec(tag);
  return m?.[1] ?? null;
}
