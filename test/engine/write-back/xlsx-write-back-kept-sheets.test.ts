// An upload's trial write-back keeps the sheets of an .xlsx it inflated, for the real write-back after the last answer;
// that write reads each sheet's compressed bytes again and uses the kept sheet only when they are exactly the trial's.
// A sheet changed in between, even with the file's size and time kept, is inflated afresh.
import ExcelJS from 'exceljs';
import { readFile, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as EntryData from '../../../src/engine/ooxml/zip-entry-data';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

/** Whole or partial inflations of a worksheet part, from the file or from bytes held. */
const inflations = vi.hoisted(() => ({ held: 0 }));
vi.mock('../../../src/engine/ooxml/zip-entry-data', async (importOriginal) => {
  const data = await importOriginal<typeof EntryData>();
  const count = (name: string): void => {
    if (name.includes('worksheets/')) inflations.held += 1;
  };
  return {
    ...data,
    inflateHeld: (...args: Parameters<typeof data.inflateHeld>) => {
      count(args[1].name);
      return data.inflateHeld(...args);
    },
    streamEntry: (...args: Parameters<typeof data.streamEntry>) => {
      count(args[2].name);
      return data.streamEntry(...args);
    },
  };
});

const temp = useTempFolderPerTest('wb-xlsx-kept-');

const IMPORTED_AT = new Date(Date.UTC(2026, 10, 29, 12));
const trialSheets: readonly SheetResults[] = [{ sheet: 'Ingatlanok', headerRow: 1, results: [], notes: [] }];
const sheets: readonly SheetResults[] = [
  {
    sheet: 'Ingatlanok',
    headerRow: 1,
    notes: [],
    results: [
      { row: 2, status: 'created', serviceId: 7, importedAt: IMPORTED_AT },
      { row: 3, status: 'failed', errorCode: 422, errorMessage: 'Bad "price"; try again' },
    ],
  },
];

/** A listings workbook whose second row's price is `price`. */
async function workbook(file: string, price: number): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Ingatlan típusa', 'Ár']);
  ws.addRow(['H-1', 'lakás', price]);
  ws.addRow(['H-2', 'ház', 45_000_000]);
  await wb.xlsx.writeFile(file);
}

/** The trial (kept), then the file as `changed` makes it, then the real write: its bytes. */
async function trialThenWrite(file: string, changed?: () => Promise<void>): Promise<Buffer> {
  const trial = await writeResults({
    input: file,
    output: path.join(temp.dir, 'trial.xlsx'),
    sheets: trialSheets,
    durable: false,
    keepReading: true,
  });
  expect(trial.ok).toBe(true);
  await changed?.();
  const output = path.join(temp.dir, 'out.xlsx');
  const written = await writeResults({ input: file, output, sheets });
  expect(written.ok).toBe(true);
  return readFile(output);
}

/** The same write with nothing kept before it. */
async function freshWrite(file: string): Promise<Buffer> {
  const output = path.join(temp.dir, 'fresh.xlsx');
  const written = await writeResults({ input: file, output, sheets });
  expect(written.ok).toBe(true);
  return readFile(output);
}

async function priceInRow2(bytes: Buffer): Promise<unknown> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.getWorksheet('Ingatlanok')?.getRow(2).getCell(3).value;
}

describe("the trial's inflated sheets of an xlsx, kept for the real write-back", () => {
  it('are used when the sheet is unchanged: inflated by the trial only, and the output is the same', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await workbook(input, 30_500_000);
    inflations.held = 0;
    const kept = await trialThenWrite(input);
    // The trial's read of the sheet's start, then its whole pass; nothing in the write.
    expect(inflations.held).toBe(2);
    expect(kept.equals(await freshWrite(input))).toBe(true);
  });

  it('are not used when the sheet changed since the trial, though the size and time are kept', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await workbook(input, 30_500_000);
    const before = await stat(input);
    const kept = await trialThenWrite(input, async () => {
      await workbook(input, 30_600_000);
      expect((await stat(input)).size).toBe(before.size);
      await utimes(input, before.atime, before.mtime);
    });
    expect(await priceInRow2(kept)).toBe(30_600_000);
    expect(kept.equals(await freshWrite(input))).toBe(true);
  });

  it('are taken by the next write only: a third write inflates the sheet again', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await workbook(input, 30_500_000);
    await trialThenWrite(input);
    inflations.held = 0;
    const again = path.join(temp.dir, 'again.xlsx');
    expect((await writeResults({ input, output: again, sheets })).ok).toBe(true);
    expect(inflations.held).toBe(2);
  });

  it('are handed on by a second trial that used them, so its write inflates nothing either', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await workbook(input, 30_500_000);
    const first = await writeResults({
      input,
      output: path.join(temp.dir, 'first-trial.xlsx'),
      sheets: trialSheets,
      durable: false,
      keepReading: true,
    });
    expect(first.ok).toBe(true);
    inflations.held = 0;
    const kept = await trialThenWrite(input);
    expect(inflations.held).toBe(0);
    expect(kept.equals(await freshWrite(input))).toBe(true);
  });

  it('are kept for that file only: another workbook is read afresh', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    const other = path.join(temp.dir, 'other.xlsx');
    await workbook(input, 30_500_000);
    await workbook(other, 31_000_000);
    const trial = await writeResults({
      input,
      output: path.join(temp.dir, 'trial.xlsx'),
      sheets: trialSheets,
      durable: false,
      keepReading: true,
    });
    expect(trial.ok).toBe(true);
    const output = path.join(temp.dir, 'out.xlsx');
    expect((await writeResults({ input: other, output, sheets })).ok).toBe(true);
    expect(await priceInRow2(await readFile(output))).toBe(31_000_000);
  });
});
