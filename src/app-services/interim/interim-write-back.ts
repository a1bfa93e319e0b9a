// TEMPORARY stand-in for the engine's writeResults (src/engine/workbook/write-back.ts) until it lands.
// Loads the whole workbook with exceljs; writes to a temp file in the same folder, then renames.
import { rename } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { RESULT_HEADERS } from '../../engine/workbook/result-columns';
import type { SheetResults } from '../../engine/workbook/result-columns';

export interface CellEdit {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
  readonly value: string;
}

export async function writeResultsInterim(source: string, target: string, sheets: readonly SheetResults[], edits: readonly CellEdit[]): Promise<void> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(source);
  for (const e of edits) {
    const ws = wb.getWorksheet(e.sheet);
    if (ws) ws.getRow(e.row).getCell(e.column + 1).value = e.value;
  }
  for (const s of sheets) {
    const ws = wb.getWorksheet(s.sheet);
    if (!ws) continue;
    const header = ws.getRow(s.headerRow);
    const headers = [RESULT_HEADERS.status, RESULT_HEADERS.serviceId, RESULT_HEADERS.errorCode, RESULT_HEADERS.errorMessage, RESULT_HEADERS.importedAt];
    let last = 0;
    header.eachCell({ includeEmpty: false }, (_c, col) => { last = Math.max(last, col); });
    const colOf = new Map<string, number>();
    for (const h of headers) {
      let found = 0;
      header.eachCell({ includeEmpty: false }, (c, col) => { if (c.value === h) found = col; });
      if (found === 0) { last += 1; found = last; header.getCell(found).value = h; }
      colOf.set(h, found);
    }
    for (const r of s.results) {
      const row = ws.getRow(r.row);
      const set = (h: string, v: ExcelJS.CellValue) => { row.getCell(colOf.get(h) ?? 0).value = v; };
      set(RESULT_HEADERS.status, r.status);
      set(RESULT_HEADERS.serviceId, r.serviceId ?? null);
      set(RESULT_HEADERS.errorCode, r.errorCode ?? null);
      set(RESULT_HEADERS.errorMessage, r.errorMessage ?? null);
      set(RESULT_HEADERS.importedAt, r.importedAt ?? null);
    }
    for (const n of s.notes) {
      const cell = ws.getRow(n.row).getCell(n.column + 1);
      cell.note = n.message;
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE0E0' } };
    }
  }
  const tmp = `${target}.${process.pid}.tmp`;
  await wb.xlsx.writeFile(tmp);
  await rename(tmp, target);
}
