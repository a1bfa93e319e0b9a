// Finding the header row and reading the table under it: titles, notes, merged headers, hidden rows, streaming.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { detectHeaderRow, openTable, readTable } from '../../../src/engine/workbook/read-table';
import type { CellValue } from '../../../src/engine/model/cell-value';
import type { SheetRow, WorkbookSource } from '../../../src/engine/model/workbook-source';

function row(number: number, cells: CellValue[]): SheetRow {
  return { number, cells, hidden: false };
}

async function openBuffer(data: Buffer): Promise<WorkbookSource> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'table-'));
  const p = path.join(dir, 'book.xlsx');
  await writeFile(p, data);
  const opened = await openWorkbook(p);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

describe('detectHeaderRow', () => {
  it('skips a title, a note and blank rows above the header', () => {
    expect(
      detectHeaderRow([
        row(1, ['Ingatlanok – 2024. március']),
        row(2, []),
        row(3, ['Kitöltve:', new Date(0)]),
        row(5, ['Cím', 'Ár', 'Típus', 'Szobák']),
        row(6, ['Váci út 1.', 45000000, 'lakás', 3]),
      ]),
    ).toBe(5);
  });

  it('does not take a data row for a header when the header has numbers-as-text below it', () => {
    expect(detectHeaderRow([row(1, ['Név', 'Irányítószám', 'Ár']), row(2, ['Kiss Anna', '1132', '100'])])).toBe(1);
  });

  it('falls back to the first non-empty row, and null for no rows', () => {
    expect(detectHeaderRow([row(2, [null, '']), row(3, [1, 2, 3]), row(4, [4, 5, 6])])).toBe(3);
    expect(detectHeaderRow([])).toBeNull();
  });
});

describe('readTable', () => {
  async function workbook(): Promise<WorkbookSource> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Lista');
    ws.getCell('A1').value = 'Ingatlan lista';
    ws.mergeCells('A1:D1');
    ws.getCell('A3').value = 'Cím';
    ws.getCell('B3').value = { richText: [{ text: 'Ár ', font: { bold: true } }, { text: '(Ft)' }] };
    ws.getCell('C3').value = 'Alapterület';
    ws.mergeCells('C3:D3');
    ws.getCell('E3').value = 'Megjegyzés\nbelső';
    ws.getCell('A4').value = 'Váci út 1.';
    ws.getCell('B4').value = 100;
    ws.getCell('C4').value = 50;
    ws.getCell('D4').value = 'm2';
    ws.getCell('A6').value = 'Rejtett';
    ws.getRow(6).hidden = true;
    ws.getCell('A7').value = '   ';
    ws.getCell('A8').value = 'Utolsó';
    ws.getColumn(5).hidden = true;
    return openBuffer(Buffer.from(await wb.xlsx.writeBuffer()));
  }

  it('spreads merged header cells, flattens rich text, flags hidden rows and columns, keeps Excel row numbers', async () => {
    const source = await workbook();
    const table = await readTable(source, 'Lista');
    await source.close();
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.headerRow).toBe(3);
    expect(table.value.columns).toEqual([
      { index: 0, letter: 'A', header: 'Cím', hidden: false },
      { index: 1, letter: 'B', header: 'Ár (Ft)', hidden: false },
      { index: 2, letter: 'C', header: 'Alapterület', hidden: false },
      { index: 3, letter: 'D', header: 'Alapterület', hidden: false },
      { index: 4, letter: 'E', header: 'Megjegyzés belső', hidden: true },
    ]);
    expect(table.value.rows.map((r) => [r.number, r.hidden, r.cells[0]])).toEqual([
      [4, false, 'Váci út 1.'],
      [6, true, 'Rejtett'],
      [8, false, 'Utolsó'],
    ]);
  });

  it('takes an explicit header row, and says so when that row is empty', async () => {
    const source = await workbook();
    const explicit = await readTable(source, 'Lista', { headerRow: 4 });
    expect(explicit.ok && explicit.value.columns.map((c) => c.header)).toEqual(['Váci út 1.', '100', '50', 'm2']);
    const empty = await readTable(source, 'Lista', { headerRow: 5 });
    expect(empty.ok ? null : empty.error.message).toContain('Row 5 of sheet "Lista" is empty');
    const missing = await readTable(source, 'Nincs ilyen');
    expect(missing.ok ? null : missing.error.kind).toBe('not_found');
    await source.close();
  });

  it('starts the data under a header merged downwards, the same in readTable and openTable', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Két sor');
    ws.getCell('A1').value = 'Cím';
    ws.mergeCells('A1:A2');
    ws.getCell('B1').value = 'Ár';
    ws.getCell('B2').value = 'Ft';
    ws.getCell('C1').value = 'Típus';
    ws.addRow(['Váci út 1.', 100, 'lakás']);
    ws.addRow(['Andrássy út 2.', 200, 'iroda']);
    const source = await openBuffer(Buffer.from(await wb.xlsx.writeBuffer()));
    const whole = await readTable(source, 'Két sor');
    const streamed = await openTable(source, 'Két sor');
    if (!whole.ok || !streamed.ok) throw new Error('not read');
    const streamedRows = [];
    for await (const r of streamed.value.rows) streamedRows.push(r);
    await source.close();
    expect(whole.value.headerRow).toBe(1);
    expect(whole.value.rows.map((r) => r.number)).toEqual([3, 4]);
    expect({ ...streamed.value, rows: streamedRows }).toEqual(whole.value);
  });

  it('streams the data rows of a large sheet after reading only its top', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'table-'));
    const p = path.join(dir, 'big.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: p, useSharedStrings: true });
    const ws = writer.addWorksheet('Nagy');
    ws.addRow(['Cím', 'Ár']).commit();
    for (let i = 0; i < 5000; i++) ws.addRow([`Utca ${i}`, i]).commit();
    await writer.commit();
    const opened = await openWorkbook(p);
    if (!opened.ok) throw new Error(opened.error.message);
    const table = await openTable(opened.value, 'Nagy');
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.columns.map((c) => c.header)).toEqual(['Cím', 'Ár']);
    let count = 0;
    let last = 0;
    for await (const r of table.value.rows) {
      count++;
      last = r.number;
    }
    await opened.value.close();
    expect([count, last]).toEqual([5000, 5001]);
  });
});
