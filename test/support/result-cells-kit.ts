// The result cells a results workbook holds, read by their headers in either language: what the tests of written-back
// results compare.
import ExcelJS from 'exceljs';
import type { ResultHeaderKey } from '../../src/engine/model/result-headers';
import { RESULT_HEADERS, resultKeyOfHeader } from '../../src/engine/model/result-headers';

/** One data row's result cells by key, '' where the cell or its column is empty; `row` is the worksheet row. */
export type ResultCells = Readonly<Record<ResultHeaderKey, string>> & { readonly row: number };

function text(v: ExcelJS.CellValue): string {
  return v === null || v === undefined ? '' : String(v as string | number);
}

/** Every data row of `sheet` in `file` (below its header on `headerRow`) with its result cells. */
export async function resultCellsOf(file: string, sheet: string, headerRow = 1): Promise<readonly ResultCells[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet(sheet);
  if (ws === undefined) throw new Error(`no sheet ${sheet} in ${file}`);
  const at = new Map<ResultHeaderKey, number>();
  ws.getRow(headerRow).eachCell((c, col) => {
    const key = resultKeyOfHeader(text(c.value))?.key;
    if (key !== undefined) at.set(key, col);
  });
  const out: ResultCells[] = [];
  for (let r = headerRow + 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const cells = Object.fromEntries([...at].map(([key, col]) => [key, text(row.getCell(col).value)]));
    out.push({ ...emptyCells(), ...cells, row: r });
  }
  return out;
}

function emptyCells(): Record<ResultHeaderKey, string> {
  return Object.fromEntries(Object.keys(RESULT_HEADERS).map((k) => [k, ''])) as Record<ResultHeaderKey, string>;
}
