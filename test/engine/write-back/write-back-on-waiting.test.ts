// The write-back tells its caller when it has walked the sheet and waits for the deflate's tail and the disk, so that
// an upload makes its report meanwhile (docs/performance.md, "(ninth round, second pass, the listings' end)").
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-waiting-');

/** A Sellers sheet of `rows` rows below its header, shared strings as exceljs writes them. */
async function sellersWorkbook(file: string, rows: number): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const ws = wb.addWorksheet('Sellers');
  ws.addRow(['Name', 'Email', 'Phone']).commit();
  for (let i = 1; i <= rows; i++) ws.addRow([`Seller ${i}`, `s${i}@example.hu`, `+36 30 ${i}`]).commit();
  ws.commit();
  await wb.commit();
}

function results(rows: number): SheetResults[] {
  const importedAt = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
  const made = Array.from({ length: rows }, (_, i) => ({
    row: i + 2,
    status: 'created' as const,
    serviceId: 9000 + i,
    importedAt,
    fingerprint: `f${i}`,
  }));
  return [{ sheet: 'Sellers', headerRow: 1, notes: [], results: made }];
}

describe('the write-back waiting', () => {
  it('is told once the sheet is walked, before the results are in place, and writes the same bytes', async () => {
    const input = path.join(temp.dir, 'in.xlsx');
    await sellersWorkbook(input, 2000);
    const told = path.join(temp.dir, 'told.xlsx');
    const placedWhenTold: boolean[] = [];
    let ended = false;
    const r = await writeResults({
      input,
      output: told,
      sheets: results(2000),
      // Whether the write had ended, or its file was in place, when it said it waits.
      onWaiting: () => placedWhenTold.push(existsSync(told) || ended),
    });
    ended = true;
    if (!r.ok) throw new Error(r.error.message);
    expect(placedWhenTold).toEqual([false]);
    const plain = path.join(temp.dir, 'plain.xlsx');
    const p = await writeResults({ input, output: plain, sheets: results(2000) });
    if (!p.ok) throw new Error(p.error.message);
    expect((await readFile(told)).equals(await readFile(plain))).toBe(true);
  });
});
