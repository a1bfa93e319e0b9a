// A UTF-8 CSV file as a one-sheet workbook named after the file; values stay text (mapping parses numbers later).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { CsvRecordSplitter } from './csv-records';
import type { ReaderLimits } from './reader-options';
import type { CellValue, SheetInfo, SheetLayout, SheetRow, WorkbookError, WorkbookSource } from './workbook-types';
import { WorkbookReadError } from './workbook-types';

const MAX_RECORD_CHARS = 16 * 1024 * 1024;

export function notUtf8(fileName: string): WorkbookError {
  return {
    kind: 'unsupported_format',
    message: `${fileName} is not UTF-8 text (Hungarian Excel's plain "CSV" is saved as Windows-1250). In Excel choose File › Save As › "CSV UTF-8 (comma delimited) (*.csv)", or save it as .xlsx, and try again.`,
  };
}

export class CsvSource implements WorkbookSource {
  readonly format = 'csv';
  readonly sheets: readonly SheetInfo[];
  private readonly sheetName: string;

  constructor(readonly path: string, private readonly separator: string, private readonly limits: ReaderLimits) {
    this.sheetName = path.length > 0 ? baseName(path) : 'CSV';
    this.sheets = [{ name: this.sheetName, index: 0, hidden: false }];
  }

  async *rows(sheet: string): AsyncGenerator<SheetRow> {
    if (sheet !== this.sheetName) {
      throw new WorkbookReadError({ kind: 'not_found', message: `The CSV file has one sheet, "${this.sheetName}", not "${sheet}".` });
    }
    const fileName = path.basename(this.path);
    // fatal: a byte sequence that is not UTF-8 stops the read with a message, instead of turning into U+FFFD.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const splitter = new CsvRecordSplitter(this.separator, MAX_RECORD_CHARS);
    const records: string[][] = [];
    let number = 0;
    const toRow = (record: readonly string[]): SheetRow => {
      number++;
      const cells: CellValue[] = record.map((field) => (field === '' ? null : field));
      while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
      return { number, cells, hidden: false };
    };
    const stream = createReadStream(this.path, { highWaterMark: this.limits.readChunkBytes });
    try {
      for await (const data of stream) {
        const chunk = data as Buffer;
        const step = this.limits.splitChunkBytes > 0 ? this.limits.splitChunkBytes : chunk.length;
        for (let i = 0; i < chunk.length; i += step) {
          let text: string;
          try {
            text = decoder.decode(chunk.subarray(i, i + step), { stream: true });
          } catch {
            throw new WorkbookReadError(notUtf8(fileName));
          }
          if (!splitter.push(text, records)) {
            throw new WorkbookReadError({ kind: 'too_large', message: `${fileName} has a row longer than 16 million characters after row ${number}; it is probably not a CSV file, or a quote is never closed.` });
          }
          for (const record of records) {
            const row = toRow(record);
            if (row.cells.length > 0) yield row;
          }
          records.length = 0;
        }
      }
      let tail: string;
      try {
        tail = decoder.decode();
      } catch {
        throw new WorkbookReadError(notUtf8(fileName));
      }
      splitter.push(tail, records);
      splitter.end(records);
      for (const record of records) {
        const row = toRow(record);
        if (row.cells.length > 0) yield row;
      }
    } catch (e) {
      if (e instanceof WorkbookReadError) throw e;
      throw new WorkbookReadError({ kind: 'not_found', message: `${fileName} could not be read: ${e instanceof Error ? e.message : String(e)}` });
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

