import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { fillSkeleton } from '../../../src/engine/export/fill-skeleton';
import { AddedStrings, ROW_END, RowsXml, columnLetters, rowXml } from '../../../src/engine/export/sheet-data-xml';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function skeleton(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.getRow(1).values = ['Name', 'Price', 'Note'];
  ws.getCell('A1').note = 'the name';
  wb.addWorksheet('Other').getCell('A1').value = 'Name';
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('fillSkeleton', () => {
  it('writes rows of text and numbers after the header, readable as written, and leaves no scratch file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fill-skeleton-'));
    const out = path.join(dir, 'out.xlsx');
    const odd = ' a & <b> "q" \u0001x\n';
    await fillSkeleton(await skeleton(), out, (existing) => {
      const strings = new AddedStrings(existing);
      const letters = columnLetters(3);
      const rows = new RowsXml();
      rows.add(rowXml(2, ['Name', 12.5, odd], letters, strings).xml + ROW_END);
      rows.add(rowXml(3, [null, 7, 'Name'], letters, strings).xml + ROW_END);
      return { sheets: new Map([['xl/worksheets/sheet1.xml', rows]]), strings };
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const ws = wb.getWorksheet('Data');
    const values = [1, 2, 3].map((r) => [1, 2, 3].map((c) => ws?.getCell(r, c).value ?? null));
    expect(values).toEqual([
      ['Name', 'Price', 'Note'],
      ['Name', 12.5, ' a & <b> "q" x\n'],
      [null, 7, 'Name'],
    ]);
    expect(ws?.getCell('A1').note).toBe('the name');
    expect(wb.getWorksheet('Other')?.getCell('A1').value).toBe('Name');
    expect(await readdir(dir)).toEqual(['out.xlsx']);
  });

  it('keeps every row in order when the rows run past one buffered chunk', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fill-skeleton-'));
    const out = path.join(dir, 'out.xlsx');
    const long = 'x'.repeat(500);
    await fillSkeleton(await skeleton(), out, (existing) => {
      const strings = new AddedStrings(existing);
      const letters = columnLetters(3);
      const rows = new RowsXml();
      for (let r = 2; r <= 3001; r++) rows.add(rowXml(r, [`${long}${r}`, r, null], letters, strings).xml + ROW_END);
      return { sheets: new Map([['xl/worksheets/sheet1.xml', rows]]), strings };
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const ws = wb.getWorksheet('Data');
    expect(ws?.rowCount).toBe(3001);
    expect([2, 1500, 3001].map((r) => [ws?.getCell(r, 1).value, ws?.getCell(r, 2).value])).toEqual([
      [`${long}2`, 2],
      [`${long}1500`, 1500],
      [`${long}3001`, 3001],
    ]);
  });
});
