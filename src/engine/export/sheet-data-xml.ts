// The `<row>` elements of an export's data sheet and the shared strings they add, written as text, not as exceljs
// cells: building a cell object (and a style) per cell was most of the time of a 10,000-listing export.
import { escapeCellText } from '../write-back/xlsx-write-back-xml';
import type { CellValue } from '../model/cell-value';
import type { Lang } from '../../catalog';
import type { RowResult } from '../model/row-result';
import { exportedStatusWord, rowMessage } from '../model/result-headers';
import { columnLetter } from '../model/column-letter';
import { parseSharedStrings } from '../workbook/shared-strings';
import type { ExportCell } from './cell-value';

/** Characters the writing or the reading may change (escapes, line ends, edge spaces, what XML cannot hold). */
// eslint-disable-next-line no-control-regex
const MAY_CHANGE = /[\u0000-\u001f&<>"_\ud800-\udfff\ufffe\uffff]|^\s|\s$/;

/**
 * One `<si>` element, `xml:space` where edge spaces or line ends must be kept (as exceljs writes them); escaped as
 * write-back escapes cells, so a listed `_x0041_` is not read back as `A`.
 */
function itemXml(t: string): string {
  const text = MAY_CHANGE.test(t) ? escapeCellText(t) : t;
  return /^\s|\n|\s$/.test(t) ? `<si><t xml:space="preserve">${text}</t></si>` : `<si><t>${text}</t></si>`;
}

/** The text as the importer's reader reads it from the item written for it: the same text but in rare cases. */
function textAsRead(text: string): string {
  return MAY_CHANGE.test(text) ? (parseSharedStrings(`<sst>${itemXml(text)}</sst>`)[0] ?? '') : text;
}

/**
 * Strings the data rows add to the template's shared strings table, numbered after the `existing` ones. Repeated
 * words (enum values, place names) are stored once.
 */
export class AddedStrings {
  private readonly index = new Map<string, number>();
  private readonly items: string[] = [];
  /** The items as the reader reads them back, by the same position. */
  private readonly read: string[] = [];
  private referred = 0;

  constructor(private readonly existing: number) {}

  ref(text: string): number {
    this.referred += 1;
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.existing + this.items.length;
      this.index.set(text, i);
      this.items.push(text);
      this.read.push(textAsRead(text));
    }
    return i;
  }

  /** The text of string `i` as the reader reads it back. */
  asRead(i: number): string {
    return this.read[i - this.existing] ?? '';
  }

  /** Cells referring to a string, for the table's `count`. */
  get refs(): number {
    return this.referred;
  }

  get size(): number {
    return this.items.length;
  }

  /** The `<si>` elements. */
  xml(): string {
    return this.items.map(itemXml).join('');
  }
}

/** Column letters by 0-based index, computed once per sheet. */
export function columnLetters(count: number): readonly string[] {
  return Array.from({ length: count }, (_, i) => columnLetter(i));
}

/** A row's XML, its cells so far (the result cells follow, then `</row>`), and its cells as the reader reads them. */
export interface WrittenRow {
  readonly xml: string;
  readonly read: readonly CellValue[];
}

/** The end of a row's XML, after its result cells. */
export const ROW_END = '</row>';

/**
 * One sheet row (1-based `r`) up to its result cells: empty cells are left out, numbers inline, text through the
 * shared strings. A number reads back as itself (JSON gives no NaN or infinity) but for -0, which is written `0`.
 * `readTail`: cells the row is read back with after these (written later, with the results).
 */
export function rowXml(
  r: number,
  cells: readonly ExportCell[],
  letters: readonly string[],
  strings: AddedStrings,
  readTail: readonly CellValue[] = [],
): WrittenRow {
  let out = `<row r="${r}">`;
  const read: CellValue[] = new Array<CellValue>(cells.length + readTail.length).fill(null);
  for (let i = 0; i < readTail.length; i++) read[cells.length + i] = readTail[i] ?? null;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (v === null || v === undefined) continue;
    const ref = `${letters[i] ?? columnLetter(i)}${r}`;
    if (typeof v === 'number') {
      out += `<c r="${ref}"><v>${v}</v></c>`;
      read[i] = v === 0 ? 0 : v;
    } else {
      const n = strings.ref(v);
      out += `<c r="${ref}" t="s"><v>${n}</v></c>`;
      read[i] = strings.asRead(n);
    }
  }
  return { xml: out, read };
}

/** Where the result columns are, 0-based, in the order a write-back places them (model/result-headers.ts). */
export interface ResultColumnsAt {
  readonly status: number;
  readonly serviceId: number;
  readonly errorMessage: number;
  readonly fingerprint: number;
  /** The export's language, which the status is written in (`exportálva`, `exported`). */
  readonly lang: Lang;
}

function textCell(ref: string, text: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeCellText(text)}</t></is></c>`;
}

/**
 * A row's result cells, as write-back writes a result into a row (write-back/xlsx-write-back-sheet.ts): the status
 * (in the export's language) and texts inline, the Service ID a number. A row without a result keeps the Service ID
 * it was listed with.
 */
export function resultCellsXml(
  r: number,
  result: RowResult | undefined,
  serviceId: number | null,
  at: ResultColumnsAt,
  letters: readonly string[],
): string {
  const ref = (i: number): string => `${letters[i] ?? columnLetter(i)}${r}`;
  if (result === undefined) return serviceId === null ? '' : `<c r="${ref(at.serviceId)}"><v>${serviceId}</v></c>`;
  let out = textCell(ref(at.status), exportedStatusWord(result.status, at.lang));
  if (result.serviceId !== undefined) out += `<c r="${ref(at.serviceId)}"><v>${result.serviceId}</v></c>`;
  const message = rowMessage(result, at.lang);
  if (message !== undefined) out += textCell(ref(at.errorMessage), message);
  if (result.fingerprint !== undefined) out += textCell(ref(at.fingerprint), result.fingerprint);
  return out;
}

/** Text gathered before it becomes a buffer: rows do not pile up on the heap as strings until the sheet is done. */
const CHUNK_CHARS = 1 << 20;

/** A data sheet's rows as UTF-8 chunks, in order. */
export class RowsXml {
  private readonly done: Buffer[] = [];
  private pending: (string | Buffer)[] = [];
  private pendingChars = 0;
  private count = 0;

  /** One row: its XML, or its start already as UTF-8 (`started`, off the heap while the results are made) and end. */
  add(xml: string, started?: Buffer): void {
    if (started !== undefined) this.pending.push(started);
    this.pending.push(xml);
    this.pendingChars += xml.length + (started?.length ?? 0);
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
    this.done.push(Buffer.concat(this.pending.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p))));
    this.pending = [];
    this.pendingChars = 0;
  }
}
