// The `<row>` elements of an export's data sheet and the shared strings they add, written as text, not as exceljs
// cells: building a cell object (and a style) per cell was most of the time of a 10,000-listing export.
import { escapeCellText } from '../write-back/xlsx-write-back-xml';
import { columnLetter } from '../model/column-letter';
import type { ExportCell } from './cell-value';

/**
 * Strings the data rows add to the template's shared strings table, numbered after the `existing` ones. Repeated
 * words (enum values, place names) are stored once.
 */
export class AddedStrings {
  private readonly index = new Map<string, number>();
  private readonly items: string[] = [];
  private referred = 0;

  constructor(private readonly existing: number) {}

  ref(text: string): number {
    this.referred += 1;
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.existing + this.items.length;
      this.index.set(text, i);
      this.items.push(text);
    }
    return i;
  }

  /** Cells referring to a string, for the table's `count`. */
  get refs(): number {
    return this.referred;
  }

  get size(): number {
    return this.items.length;
  }

  /**
   * The `<si>` elements, `xml:space` where edge spaces or line ends must be kept (as exceljs writes them); escaped as
   * write-back escapes cells, so a listed `_x0041_` is not read back as `A`.
   */
  xml(): string {
    return this.items
      .map((t) =>
        /^\s|\n|\s$/.test(t)
          ? `<si><t xml:space="preserve">${escapeCellText(t)}</t></si>`
          : `<si><t>${escapeCellText(t)}</t></si>`,
      )
      .join('');
  }
}

/** Column letters by 0-based index, computed once per sheet. */
export function columnLetters(count: number): readonly string[] {
  return Array.from({ length: count }, (_, i) => columnLetter(i));
}

/** One sheet row (1-based `r`): empty cells are left out, numbers inline, text through the shared strings. */
export function rowXml(
  r: number,
  cells: readonly ExportCell[],
  letters: readonly string[],
  strings: AddedStrings,
): string {
  let out = `<row r="${r}">`;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (v === null || v === undefined) continue;
    const ref = `${letters[i] ?? columnLetter(i)}${r}`;
    out += typeof v === 'number' ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="s"><v>${strings.ref(v)}</v></c>`;
  }
  return `${out}</row>`;
}

/** Text gathered before it becomes a buffer: rows do not pile up on the heap as strings until the sheet is done. */
const CHUNK_CHARS = 1 << 20;

/** A data sheet's rows as UTF-8 chunks, in order. */
export class RowsXml {
  private readonly done: Buffer[] = [];
  private pending: string[] = [];
  private pendingChars = 0;
  private count = 0;

  add(xml: string): void {
    this.pending.push(xml);
    this.pendingChars += xml.length;
    this.count += 1;
    if (this.pendingChars >= CHUNK_CHARS) this.flush();
  }

  /** Rows added. */
  get rows(): number {
    return this.count;
  }

  chunks(): readonly Buffer[] {
    this.flush();
    return this.done;
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.done.push(Buffer.from(this.pending.join(''), 'utf8'));
    this.pending = [];
    this.pendingChars = 0;
  }
}
