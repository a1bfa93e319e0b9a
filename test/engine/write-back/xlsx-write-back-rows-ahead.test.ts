// Result cells rendered while an upload's batches are in flight (xlsx-write-back-rows-ahead.ts): the write that copies
// them gives the same bytes as a write that makes every cell, and copies only rows rendered from the very result it
// writes, in the form it writes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import type { RowResult } from '../../../src/engine/model/row-result';
import { writeResults } from '../../../src/engine/write-back/write-back';
import {
  disarmRowCellsAhead,
  resultAhead,
  rowCellsAheadCounts,
} from '../../../src/engine/write-back/xlsx-write-back-rows-ahead';
import { cellTextsAheadKept, disarmCellTextsAhead } from '../../../src/engine/write-back/xlsx-write-back-texts-ahead';
import { listingsWorkbook } from '../../support/sheet-inflation-kit';
import { useFrozenClockPerTest } from '../../support/frozen-clock-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-xlsx-rows-ahead-');
const zone = process.env.TZ;
useFrozenClockPerTest();
afterEach(() => {
  disarmRowCellsAhead();
  disarmCellTextsAhead();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const SHEET = 'Ingatlanok';
const MORE = 60;
const AT = new Date(Date.UTC(2026, 10, 29, 12, 30, 5));

/** Rows 2…(MORE + 3), of every kind a run writes: texts to escape, messages in both languages, no fingerprint. */
function resultsOf(): RowResult[] {
  const out: RowResult[] = [];
  for (let row = 2; row <= MORE + 3; row++) {
    const at = new Date(AT.getTime() + Math.floor(row / 7) * 1000);
    const fingerprint = `fp1 S1:r${row}&<>"\u0007_x0041_ \ud800 \ud83d\ude00 I1:${row}`;
    switch (row % 5) {
      case 0:
        out.push({ row, status: 'created', serviceId: 1000 + row, importedAt: at, fingerprint });
        break;
      case 1:
        out.push({ row, status: 'updated', serviceId: 1000 + row, importedAt: at, fingerprint });
        break;
      case 2:
        out.push({ row, status: 'failed', errorCode: 422, errorMessage: 'Price < 0 & "bad"', errorMessageHu: 'Ár' });
        break;
      case 3:
        out.push({ row, status: 'skipped', errorMessage: 'Already created from this workbook', fingerprint });
        break;
      default:
        out.push({ row, status: 'invalid', errorMessage: 'Missing price', errorMessageHu: 'Hiányzó ár' });
    }
  }
  return out;
}

function sheetsOf(results: readonly RowResult[]): SheetResults[] {
  // A note on row 4 sends it through the cell-by-cell rewrite, where the cells rendered ahead are not used.
  return [{ sheet: SHEET, headerRow: 1, results, notes: [{ row: 4, column: 2, message: 'Ár?' }] }];
}

async function write(input: string, name: string, results: readonly RowResult[]): Promise<Buffer> {
  const output = path.join(temp.dir, name);
  const written = await writeResults({ input, output, sheets: sheetsOf(results) });
  expect(written.ok).toBe(true);
  return readFile(output);
}

/** The .xlsx trial an upload runs before its first batch: it arms the rendering for the sheet it rewrote. */
async function trial(input: string): Promise<void> {
  const sheets = [{ sheet: SHEET, headerRow: 1, results: [], notes: [] }];
  const t = { input, output: path.join(temp.dir, 'trial.xlsx'), sheets, durable: false, keepReading: true };
  expect((await writeResults(t)).ok).toBe(true);
}

async function workbook(name: string): Promise<string> {
  const input = path.join(temp.dir, name);
  await listingsWorkbook(input, 30_500_000, MORE);
  return input;
}

describe('result cells rendered ahead of an .xlsx write-back', () => {
  it('give a workbook byte for byte the same as one whose cells are all made at the write, and are let go', async () => {
    const input = await workbook('listings.xlsx');
    const results = resultsOf();
    const plain = await write(input, 'plain.xlsx', results);
    await trial(input);
    for (const r of results) resultAhead(r, SHEET);
    expect(rowCellsAheadCounts().kept).toBe(results.length);
    expect(cellTextsAheadKept()).toBe(0);
    expect((await write(input, 'ahead.xlsx', results)).equals(plain)).toBe(true);
    // Every row but the one with a note was copied.
    expect(rowCellsAheadCounts()).toEqual({ kept: 0, taken: results.length - 1 });
    resultAhead(results[0] as RowResult, SHEET);
    expect(rowCellsAheadCounts().kept).toBe(0);
  });

  it('are not copied for a row whose result was recorded again after it was rendered', async () => {
    const input = await workbook('listings.xlsx');
    const rendered = resultsOf();
    await trial(input);
    for (const r of rendered) resultAhead(r, SHEET);
    // Row 5 ended otherwise (a new result object, as the recorder makes one whenever a row's result changes).
    const results = rendered.map((r) => (r.row === 5 ? { ...r, status: 'failed' as const, errorCode: 500 } : r));
    const ahead = await write(input, 'ahead.xlsx', results);
    expect(rowCellsAheadCounts().taken).toBe(results.length - 2);
    expect(ahead.equals(await write(input, 'plain.xlsx', results))).toBe(true);
  });

  it('are not copied when the write places the result columns elsewhere than the trial did', async () => {
    const input = await workbook('listings.xlsx');
    const results = resultsOf();
    await trial(input);
    for (const r of results) resultAhead(r, SHEET);
    // The workbook gained a column after the trial: the results move one column right.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(input);
    const ws = wb.getWorksheet(SHEET);
    if (ws === undefined) throw new Error('no sheet');
    ws.getCell('D1').value = 'Megjegyzés';
    await wb.xlsx.writeFile(input);
    const ahead = await write(input, 'ahead.xlsx', results);
    expect(rowCellsAheadCounts().taken).toBe(0);
    expect(ahead.equals(await write(input, 'plain.xlsx', results))).toBe(true);
  });

  it('are not copied when the time zone changed after the trial', async () => {
    process.env.TZ = 'Europe/Budapest';
    const input = await workbook('listings.xlsx');
    const results = resultsOf();
    await trial(input);
    for (const r of results) resultAhead(r, SHEET);
    process.env.TZ = 'America/New_York';
    const ahead = await write(input, 'ahead.xlsx', results);
    expect(rowCellsAheadCounts().taken).toBe(0);
    expect(ahead.equals(await write(input, 'plain.xlsx', results))).toBe(true);
  });

  it('are tied to the time zone without asking Intl (its first use loads ICU data on the path to the first batch)', async () => {
    const input = await workbook('listings.xlsx');
    const results = resultsOf();
    const asked = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await trial(input);
      for (const r of results) resultAhead(r, SHEET);
      await write(input, 'ahead.xlsx', results);
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
    expect(rowCellsAheadCounts().taken).toBe(results.length - 1);
  });

  it('are not rendered for a sheet no trial rewrote (its fingerprints are escaped instead)', async () => {
    const input = await workbook('listings.xlsx');
    await trial(input);
    for (const r of resultsOf()) resultAhead(r, 'Eladók');
    expect(rowCellsAheadCounts().kept).toBe(0);
    expect(cellTextsAheadKept()).toBeGreaterThan(0);
  });
});
