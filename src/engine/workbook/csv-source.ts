// A CSV file (UTF-8, UTF-16, Windows-1250 or ISO-8859-2) as a one-sheet workbook named after the file; values stay text (mapping parses numbers later).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { CsvForm } from './csv-encoding';
import { csvDecoder, ENCODING_NAMES } from './csv-encoding';
import type { CsvOverflow } from './csv-records';
import { CsvRecordSplitter } from './csv-records';
import { formatCount, formatCountHu } from '../ooxml/input-limits';
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
  const name = ENCODING_NAMES[encoding];
  return {
    kind: 'corrupt',
    message: `${fileName} changed while it was read: it is no longer ${name} text. Close the program writing it and try again.`,
    messageHu:
      `${fileName} olvasás közben megváltozott: már nem ${name} szöveg. Zárja be a programot, amely írja, ` +
      'és próbálja újra.',
  };
}

/** Which program writes a file in this encoding, said beside its name. */
const WRITTEN_BY: Readonly<Partial<Record<CsvForm['encoding'], { readonly en: string; readonly hu: string }>>> = {
  'windows-1250': {
    en: ' (how Hungarian Excel saves plain CSV)',
    hu: ' (a magyar Excel így menti az egyszerű CSV-t)',
  },
  'utf-16le': { en: ' (how Excel saves "Unicode text")', hu: ' (az Excel így menti a „Unicode szöveg”-et)' },
};

/** What the user is told about a CSV read in another encoding than UTF-8; null for UTF-8. */
export function encodingNotice(
  fileName: string,
  form: Pick<CsvForm, 'encoding' | 'alike'>,
): { readonly en: string; readonly hu: string } | null {
  if (form.encoding === 'utf-8') return null;
  const name = ENCODING_NAMES[form.encoding];
  const alike = form.alike ? '; ISO-8859-2 reads it alike' : '';
  const alikeHu = form.alike ? '; ISO-8859-2 szerint ugyanígy olvasható' : '';
  const excel = WRITTEN_BY[form.encoding]?.en ?? '';
  const excelHu = WRITTEN_BY[form.encoding]?.hu ?? '';
  return {
    en: `${fileName} is read as ${name} text${excel}, not UTF-8${alike}. Results written into it stay ${name}.`,
    hu:
      `${fileName} ${name} kódolású szövegként olvasva${excelHu}, nem UTF-8-ként${alikeHu}. A beleírt ` +
      `eredmények is ${name} kódolásúak.`,
  };
}

function overflowError(fileName: string, overflow: CsvOverflow, limits: ReaderLimits): WorkbookError {
  const row = overflow.record + 1;
  switch (overflow.kind) {
    case 'field_chars':
      return {
        kind: 'too_large',
        message:
          `${fileName} cell ${columnLetter(overflow.field)}${row} holds more than ` +
          `${formatCount(limits.maxCellChars)} characters, Excel's limit for a cell; a quote that is never closed ` +
          'does this too. Correct that cell and try again.',
        messageHu:
          `${fileName} ${columnLetter(overflow.field)}${row} cellája több mint ` +
          `${formatCountHu(limits.maxCellChars)} karaktert tartalmaz, többet, mint az Excel cellánkénti korlátja; ` +
          'egy soha le nem zárt idézőjel is ezt okozza. Javítsa ki a cellát, és próbálja újra.',
      };
    case 'fields':
      return {
        kind: 'too_large',
        message:
          `${fileName} row ${row} has more than ${formatCount(limits.maxColumns)} columns, the most a sheet ` +
          "can have (Excel's last column is XFD). Check that the file's separator is what it seems, remove the " +
          'extra columns and try again.',
        messageHu:
          `${fileName} ${row}. sorában több mint ${formatCountHu(limits.maxColumns)} oszlop van, ennél többet ` +
          'egy munkalap nem tartalmazhat (az Excel utolsó oszlopa az XFD). Ellenőrizze, hogy a fájl elválasztójele ' +
          'az-e, aminek látszik, törölje a fölösleges oszlopokat, és próbálja újra.',
      };
    case 'record_chars':
      return {
        kind: 'too_large',
        message:
          `${fileName} has a row longer than ${formatCount(MAX_RECORD_CHARS)} characters at row ${row}; ` +
          'it is probably not a CSV file, or a quote is never closed.',
        messageHu:
          `${fileName} ${row}. sora hosszabb ${formatCountHu(MAX_RECORD_CHARS)} karakternél; ` +
          'valószínűleg nem CSV-fájl, vagy egy idézőjel sosincs lezárva.',
      };
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
  readonly notice: { readonly en: string; readonly hu: string } | null;
  private readonly separator: string;

  constructor(
    readonly path: string,
    form: Pick<CsvForm, 'encoding' | 'alike' | 'separator'>,
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
    if (sheet !== this.sheetName) {
      throw new WorkbookReadError({
        kind: 'not_found',
        message: `The CSV file has one sheet, "${this.sheetName}", not "${sheet}".`,
        messageHu: `A CSV-fájlnak egy munkalapja van, a(z) „${this.sheetName}”, nem „${sheet}”.`,
      });
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
    const toRow = (record: readonly string[]): SheetRow => {
      number++;
      const cells: CellValue[] = record.map((field) => (field === '' ? null : field));
      while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
      if (cells.length > 0) rowsSeen++;
      cellsSeen += record.length;
      return { number, cells, hidden: false };
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
          const rows = records.map(toRow);
          records.length = 0;
          const now = performance.now();
          this.budget.account(sheet, rowsSeen, cellsSeen, now - mark);
          for (const row of rows) if (row.cells.length > 0) yield row;
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
      const rows = records.map(toRow);
      this.budget.account(sheet, rowsSeen, cellsSeen, performance.now() - mark);
      for (const row of rows) if (row.cells.length > 0) yield row;
    } catch (e) {
      if (e instanceof WorkbookReadError) throw e;
      throw new WorkbookReadError({
        kind: 'not_found',
        message: `${fileName} could not be read: ${e instanceof Error ? e.message : String(e)}`,
        messageHu: `${fileName} nem olvasható: ${e instanceof Error ? e.message : String(e)}`,
      });
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

function baseName(filePath: string): string {
  const base = path.basename(filePath);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}
