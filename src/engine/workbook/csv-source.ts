// A CSV file (UTF-8, UTF-16, Windows-1250 or ISO-8859-2) as a one-sheet workbook named after the file; values stay text (mapping parses numbers later).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { CsvForm } from './csv-encoding';
import { csvDecoder, ENCODING_NAMES } from './csv-encoding';
import type { CsvOverflow } from './csv-records';
import { CsvRecordSplitter } from './csv-records';
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import { countInBoth } from '../ooxml/input-limits';
import { CSV_MESSAGES as M } from './csv-messages';
import { ReadBudget } from './read-budget';
import type { ReaderLimits } from '../ooxml/reader-options';
import type { CellValue } from '../model/cell-value';
import type { SheetInfo, SheetLayout, SheetRow, SkippedSheet, WorkbookSource } from '../model/workbook-source';
import type { WorkbookError } from '../model/workbook-error';
import { columnLetter } from '../model/column-letter';
import { WorkbookReadError } from '../model/workbook-error';

/** A record (row) of more characters than this is not a CSV row but a quote never closed, or not CSV at all. */
const MAX_RECORD_CHARS = 16 * 1024 * 1024;

/** The file stopped being UTF-8 (or UTF-16) after it was judged to be (it changed while being read). */
function notUtf8(fileName: string, encoding: CsvForm['encoding']): WorkbookError {
  const text = formatBoth(M.changed, { file: fileName, encoding: ENCODING_NAMES[encoding] });
  return { kind: 'corrupt', message: text.en, messageHu: text.hu };
}

/** Which program writes a file in this encoding, said beside its name. */
const WRITTEN_BY: Readonly<Partial<Record<CsvForm['encoding'], Words>>> = {
  'windows-1250': M.byHungarianExcel,
  'utf-16le': M.byExcelUnicode,
};

/** What the user is told about a CSV read in another encoding than UTF-8; null for UTF-8. */
export function encodingNotice(fileName: string, form: Pick<CsvForm, 'encoding' | 'alike' | 'bom'>): Words | null {
  if (form.encoding === 'utf-8') return null;
  const unmarked = !form.bom && (form.encoding === 'utf-16le' || form.encoding === 'utf-16be');
  return formatBoth(M.readAs, {
    file: fileName,
    encoding: ENCODING_NAMES[form.encoding],
    writtenBy: unmarked ? M.withoutMark : (WRITTEN_BY[form.encoding] ?? ''),
    alike: form.alike ? M.alike : '',
  });
}

function overflowError(fileName: string, overflow: CsvOverflow, limits: ReaderLimits): WorkbookError {
  const row = overflow.record + 1;
  const text = overflowText(fileName, overflow, row, limits);
  return { kind: 'too_large', message: text.en, messageHu: text.hu };
}

function overflowText(fileName: string, overflow: CsvOverflow, row: number, limits: ReaderLimits): Words {
  switch (overflow.kind) {
    case 'field_chars':
      return formatBoth(M.cellTooLong, {
        file: fileName,
        cell: `${columnLetter(overflow.field)}${row}`,
        max: countInBoth(limits.maxCellChars),
      });
    case 'fields':
      return formatBoth(M.tooManyColumns, { file: fileName, row, max: countInBoth(limits.maxColumns) });
    case 'record_chars':
      return formatBoth(M.rowTooLong, { file: fileName, row, max: countInBoth(MAX_RECORD_CHARS) });
  }
}

export class CsvSource implements WorkbookSource {
  readonly format = 'csv';
  readonly sheets: readonly SheetInfo[];
  readonly skippedSheets: readonly SkippedSheet[] = [];
  private readonly sheetName: string;
  private readonly budget: ReadBudget;

  readonly encoding: CsvForm['encoding'];
  /** Said beside the table when the text is not UTF-8 (`encodingNotice`). */
  readonly notice: Words | null;
  private readonly separator: string;

  constructor(
    readonly path: string,
    form: Pick<CsvForm, 'encoding' | 'alike' | 'bom' | 'separator'>,
    private readonly limits: ReaderLimits,
  ) {
    this.encoding = form.encoding;
    this.separator = form.separator;
    const fileName = path.length > 0 ? (path.split(/[\\/]/).pop() ?? 'CSV') : 'CSV';
    this.notice = encodingNotice(fileName, form);
    this.sheetName = path.length > 0 ? baseName(path) : 'CSV';
    this.sheets = [{ name: this.sheetName, index: 0, hidden: false }];
    this.budget = new ReadBudget(limits, fileName);
  }

  async *rows(sheet: string): AsyncGenerator<SheetRow> {
    for await (const chunk of this.rowChunks(sheet)) yield* chunk;
  }

  async *rowChunks(sheet: string): AsyncGenerator<readonly SheetRow[]> {
    if (sheet !== this.sheetName) {
      const text = formatBoth(M.oneSheet, { sheet: this.sheetName, asked: sheet });
      throw new WorkbookReadError({ kind: 'not_found', message: text.en, messageHu: text.hu });
    }
    const fileName = path.basename(this.path);
    // UTF-8 and UTF-16 are fatal: a byte sequence that is not the encoding stops the read with a message, instead of turning into U+FFFD.
    const decoder = csvDecoder(this.encoding);
    const { maxCellChars, maxColumns } = this.limits;
    const bounds = { maxRecordChars: MAX_RECORD_CHARS, maxFieldChars: maxCellChars, maxFields: maxColumns };
    const splitter = new CsvRecordSplitter(this.separator, bounds);
    const records: string[][] = [];
    let number = 0;
    let rowsSeen = 0;
    let cellsSeen = 0;
    // The splitter's record is the row's own: its empty fields become empty cells in place, not in a second array.
    const toRow = (record: CellValue[]): SheetRow => {
      number++;
      cellsSeen += record.length;
      for (let i = 0; i < record.length; i++) if (record[i] === '') record[i] = null;
      while (record.length > 0 && record[record.length - 1] === null) record.pop();
      if (record.length > 0) rowsSeen++;
      return { number, cells: record, hidden: false };
    };
    const fail = (overflow: CsvOverflow | null): void => {
      if (overflow) throw new WorkbookReadError(overflowError(fileName, overflow, this.limits));
    };
    const stream = createReadStream(this.path, { highWaterMark: this.limits.readChunkBytes });
    let mark = performance.now();
    try {
      for await (const data of stream) {
        const chunk = data as Buffer;
        const step = this.limits.splitChunkBytes > 0 ? this.limits.splitChunkBytes : chunk.length;
        for (let i = 0; i < chunk.length; i += step) {
          let text: string;
          try {
            text = decoder.decode(chunk.subarray(i, i + step), { stream: true });
          } catch {
            throw new WorkbookReadError(notUtf8(fileName, this.encoding));
          }
          fail(splitter.push(text, records));
          const rows = filledRows(records, toRow);
          records.length = 0;
          const now = performance.now();
          this.budget.account(sheet, rowsSeen, cellsSeen, now - mark);
          if (rows.length > 0) yield rows;
          mark = performance.now();
        }
      }
      let tail: string;
      try {
        tail = decoder.decode();
      } catch {
        throw new WorkbookReadError(notUtf8(fileName, this.encoding));
      }
      fail(splitter.push(tail, records));
      fail(splitter.end(records));
      const rows = filledRows(records, toRow);
      this.budget.account(sheet, rowsSeen, cellsSeen, performance.now() - mark);
      if (rows.length > 0) yield rows;
    } catch (e) {
      if (e instanceof WorkbookReadError) throw e;
      const text = formatBoth(M.unreadable, { file: fileName, detail: e instanceof Error ? e.message : String(e) });
      throw new WorkbookReadError({ kind: 'not_found', message: text.en, messageHu: text.hu });
    } finally {
      stream.destroy();
    }
  }

  layout(): Promise<SheetLayout> {
    return Promise.resolve({ hiddenColumns: new Set<number>(), merges: [] });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The records as rows, those with a cell only (every record is numbered); each record becomes its row's cells. */
function filledRows(records: readonly CellValue[][], toRow: (record: CellValue[]) => SheetRow): SheetRow[] {
  const rows: SheetRow[] = [];
  // Indexed: this runs once over every record, before the loop is optimised (`for … of` made an object a record).
  for (let i = 0; i < records.length; i++) {
    const row = toRow(records[i] as CellValue[]);
    if (row.cells.length > 0) rows.push(row);
  }
  return rows;
}

function baseName(filePath: string): string {
  const base = path.basename(filePath);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}
