// An upload's trial write-back keeps the sheets of an .xlsx it inflated, for the real write-back after the last answer;
// that write reads each sheet's compressed bytes again and uses the kept sheet only when they are exactly the trial's.
// A sheet changed in between, even with the file's size and time kept, is inflated afresh.
import { readFile, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import {
  sheetInflations as inflations,
  listingsWorkbook as workbook,
  priceInRow2,
} from '../../support/sheet-inflation-kit';
import { useFrozenClockPerTest } from '../../support/frozen-clock-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

vi.mock('../../../src/engine/ooxml/zip-entry-data', async (importOriginal) => {
  const { countedEntryData } = await import('../../support/sheet-inflation-kit');
  return countedEntryData(await importOriginal());
});

const temp = useTempFolderPerTest('wb-xlsx-kept-');
useFrozenClockPerTest();

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

describe("the trial's inflated sheets of an xlsx, kept for the real write-back", () => {
  it('are used when the sheet is unchanged: inflated by the trial only, and the output is the same', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await workbook(input, 30_500_000);
    inflations.count = 0;
    const kept = await trialThenWrite(input);
    // The trial's read of the sheet's start, then its whole pass; nothing in the write.
    expect(inflations.count).toBe(2);
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
    inflations.count = 0;
    const again = path.join(temp.dir, 'again.xlsx');
    expect((await writeResults({ input, output: again, sheets })).ok).toBe(true);
    expect(inflations.count).toBe(2);
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
    inflations.count = 0;
    const kept = await trialThenWrite(input);
    expect(inflations.count).toBe(0);
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
