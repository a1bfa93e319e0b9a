// Cross-check: on a mixed workbook, every cell read by this reader equals what exceljs' full (in-memory) reader sees.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';

function value(i: number, c: number): ExcelJS.CellValue {
  switch (c % 7) {
    case 0:
      return `Árvíztűrő ${i} – ${'őű'.repeat(c % 3)}`;
    case 1:
      return i * 1000 + c;
    case 2:
      return (i * 7 + c) / 8;
    case 3:
      return new Date(Date.UTC(2000 + (i % 30), i % 12, 1 + (i % 28), i % 24, i % 60));
    case 4:
      return i % 2 === 0;
    case 5:
      return { formula: `B${i + 1}*2`, result: (i * 1000 + 1) * 2 };
    default:
      return i % 5 === 0 ? null : { richText: [{ text: 'Gyors ', font: { bold: true } }, { text: `eladó ${i}` }] };
  }
}

function plain(v: ExcelJS.CellValue | undefined): unknown {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && 'formula' in v) return plain(v.result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  return v;
}

it("reads the same values as exceljs' full reader", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agree-'));
  const file = path.join(dir, 'mixed.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Vegyes');
  for (let i = 0; i < 400; i++) ws.addRow(Array.from({ length: 14 }, (_v, c) => value(i, c)));
  ws.getColumn(4).numFmt = 'yyyy.mm.dd hh:mm';
  ws.getColumn(11).numFmt = 'yyyy.mm.dd hh:mm';
  await wb.xlsx.writeFile(file);

  const reference = new ExcelJS.Workbook();
  await reference.xlsx.readFile(file);
  const sheet = reference.getWorksheet('Vegyes');
  const opened = await openWorkbook(file);
  if (!opened.ok || !sheet) throw new Error('not opened');
  let compared = 0;
  for await (const row of opened.value.rows('Vegyes')) {
    const expected = Array.from({ length: 14 }, (_v, c) => plain(sheet.getRow(row.number).getCell(c + 1).value));
    const actual = Array.from({ length: 14 }, (_v, c) => plain(row.cells[c] as ExcelJS.CellValue));
    expect(actual).toEqual(expected);
    compared++;
  }
  await opened.value.close();
  expect(compared).toBe(400);
});
