// An export's data sheet as the importer's reader would read it back, gathered while its rows are written, so the
// sealing prepares the rows without reading the workbook back (docs/performance.md, "Export: sealed as written").
import { columnLetter } from '../model/column-letter';
import type { CellValue } from '../model/cell-value';
import type { SheetTable, TableColumn, TableRow } from '../model/sheet-table';

/** A header as the reader gives it: line breaks and runs of spaces made single spaces, trimmed (read-table.ts). */
function headerAsRead(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The rows of one data sheet, its header in row 1 and the rows from 2 on, each as the reader's cells. */
export class DraftTable {
  private readonly rows: TableRow[] = [];
  private readonly columns: readonly TableColumn[];

  constructor(
    readonly name: string,
    headers: readonly string[],
  ) {
    this.columns = headers.flatMap((h, index) => {
      const header = headerAsRead(h);
      return header === '' ? [] : [{ index, letter: columnLetter(index), header, hidden: false }];
    });
  }

  add(number: number, cells: readonly CellValue[]): void {
    this.rows.push({ number, hidden: false, cells });
  }

  table(): SheetTable {
    return { sheet: this.name, headerRow: 1, columns: this.columns, rows: this.rows, warnings: [] };
  }
}
