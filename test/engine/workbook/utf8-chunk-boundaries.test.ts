// Thousands of accented cells read back byte-exact while the stream is cut into tiny chunks, so that multi-byte
// characters straddle chunk boundaries (the fault of exceljs' stream reader, issues #2084/#2063/#2316).
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { ReaderOptions } from '../../../src/engine/ooxml/reader-options';
import type { CellValue } from '../../../src/engine/model/cell-value';

const TEXT = 'Árvíztűrő tükörfúrógép ŐŰ';
const ROWS = 2000;
const COLUMNS = 10; // 20,000 cells

function expected(row: number, column: number): string {
  // Varying lengths shift every character across the boundaries; an emoji adds a 4-byte sequence and a surrogate pair.
  return `${TEXT} ${'ő'.repeat((row + column) % 7)}${row % 50 === 0 ? '🏠' : ''}`;
}

async function readAll(p: string, sheet: string, options: ReaderOptions): Promise<CellValue[][]> {
  const opened = await openWorkbook(p, options);
  if (!opened.ok) throw new Error(opened.error.message);
  const rows: CellValue[][] = [];
  for await (const row of opened.value.rows(sheet)) rows.push([...row.cells]);
  await opened.value.close();
  return rows;
}

function check(rows: readonly CellValue[][]): void {
  expect(rows).toHaveLength(ROWS);
  let wrong = 0;
  rows.forEach((cells, r) => {
    for (let c = 0; c < COLUMNS; c++) if (cells[c] !== expected(r, c)) wrong++;
  });
  expect(wrong).toBe(0);
}

describe('accented text across chunk boundaries', () => {
  it('inline strings in the streamed sheet XML, chunks of 1 to 7 bytes, and 64-byte disk reads', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'utf8-'));
    const p = path.join(dir, 'inline.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: p, useSharedStrings: false });
    const ws = writer.addWorksheet('Ékezetek');
    for (let r = 0; r < ROWS; r++) ws.addRow(Array.from({ length: COLUMNS }, (_v, c) => expected(r, c))).commit();
    await writer.commit();
    for (const split of [1, 2, 3, 5, 7])
      check(await readAll(p, 'Ékezetek', { readChunkBytes: 4096, splitChunkBytes: split }));
    check(await readAll(p, 'Ékezetek', { readChunkBytes: 64 }));
    check(await readAll(p, 'Ékezetek', {}));
  });

  it('shared strings', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'utf8-'));
    const p = path.join(dir, 'shared.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Ékezetek');
    for (let r = 0; r < ROWS; r++) ws.addRow(Array.from({ length: COLUMNS }, (_v, c) => expected(r, c)));
    await writeFile(p, Buffer.from(await wb.xlsx.writeBuffer()));
    check(await readAll(p, 'Ékezetek', { readChunkBytes: 4096, splitChunkBytes: 3 }));
  });

  it('a UTF-8 CSV with BOM, split into 1-byte chunks', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'utf8-'));
    const p = path.join(dir, 'ekezetek.csv');
    const lines = Array.from({ length: ROWS }, (_v, r) =>
      Array.from({ length: COLUMNS }, (_w, c) => expected(r, c)).join(';'),
    );
    await writeFile(p, `\uFEFF${lines.join('\r\n')}\r\n`);
    check(await readAll(p, 'ekezetek', { readChunkBytes: 4096, splitChunkBytes: 1 }));
    check(await readAll(p, 'ekezetek', { readChunkBytes: 64 }));
  });
});
