// TEMPORARY stand-in for the engine's workbook reader (src/engine/workbook) until it lands; replace, do not grow.
// Reads the whole workbook with exceljs, which is fine for the tests but not for 50,000-row files.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import ExcelJS from 'exceljs';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { CellValue, SheetRow, WorkbookError, WorkbookSource } from '../../engine/workbook/workbook-types';

function cellValue(v: ExcelJS.CellValue): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('error' in v) return { error: String(v.error) };
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellValue(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
  }
  return null;
}

function splitCsvLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; } else if (ch === '"') quoted = false; else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) { out.push(cur); cur = ''; } else cur += ch;
  }
  out.push(cur);
  return out;
}

function memorySource(path: string, format: 'xlsx' | 'csv', sheets: ReadonlyMap<string, { rows: SheetRow[]; hidden: boolean }>): WorkbookSource {
  return {
    path,
    format,
    sheets: [...sheets.entries()].map(([name, s], index) => ({ name, index, hidden: s.hidden })),
    async *rows(sheet: string) { yield* sheets.get(sheet)?.rows ?? []; },
    layout: async () => ({ hiddenColumns: new Set<number>(), merges: [] }),
    close: async () => undefined,
  };
}

export async function openWorkbookInterim(path: string): Promise<Result<WorkbookSource, WorkbookError>> {
  const ext = extname(path).toLowerCase();
  try {
    if (ext === '.csv') {
      const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
      const lines = text.split(/\r?\n/);
      const sep = (lines[0] ?? '').includes(';') ? ';' : ',';
      const rows: SheetRow[] = lines.map((l, i) => ({ number: i + 1, cells: l === '' ? [] : splitCsvLine(l, sep).map((c) => (c === '' ? null : c)), hidden: false }));
      return ok(memorySource(path, 'csv', new Map([['Sheet1', { rows, hidden: false }]])));
    }
    if (ext !== '.xlsx') return err({ kind: 'unsupported_format', message: `${ext || 'This file'} cannot be read; save it as .xlsx or .csv in Excel and open that.` });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    const sheets = new Map<string, { rows: SheetRow[]; hidden: boolean }>();
    wb.eachSheet((ws) => {
      const rows: SheetRow[] = [];
      ws.eachRow({ includeEmpty: false }, (row, number) => {
        const cells: CellValue[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => { cells[col - 1] = cellValue(cell.value); });
        rows.push({ number, cells: Array.from(cells, (c) => c ?? null), hidden: row.hidden });
      });
      sheets.set(ws.name, { rows, hidden: ws.state !== 'visible' });
    });
    return ok(memorySource(path, 'xlsx', sheets));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return err({ kind: 'not_found', message: `${path} does not exist.` });
    return err({ kind: 'corrupt', message: `The workbook could not be read (${(e as Error).message}); open it in Excel and save it again as .xlsx.` });
  }
}
