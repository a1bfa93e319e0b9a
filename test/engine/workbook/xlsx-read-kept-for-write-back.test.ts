// An upload's reader keeps the sheets of an .xlsx it read whole (`keepSheets`), so the trial write-back before the
// first batch does not inflate them a second time; it uses them only when the sheet's compressed bytes, read again, are
// exactly the ones read. Without the option (validate's way) nothing is kept.
import { readFile, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import { writeResults } from '../../../src/engine/write-back/write-back';
import {
  sheetInflations as inflations,
  listingsWorkbook as workbook,
  priceInRow2,
} from '../../support/sheet-inflation-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

vi.mock('../../../src/engine/ooxml/zip-entry-data', async (importOriginal) => {
  const { countedEntryData } = await import('../../support/sheet-inflation-kit');
  return countedEntryData(await importOriginal());
});

const temp = useTempFolderPerTest('wb-read-kept-');

const trialSheets: readonly SheetResults[] = [{ sheet: 'Ingatlanok', headerRow: 1, results: [], notes: [] }];

/** The sheet read as an import reads it, to its end, or (`whole` false) only its first rows. */
async function read(file: string, keepSheets: boolean, whole = true): Promise<void> {
  const opened = await openWorkbook(file, { keepSheets });
  if (!opened.ok) throw new Error(opened.error.message);
  const source = opened.value;
  try {
    if (whole) expect((await readTable(source, 'Ingatlanok')).ok).toBe(true);
    else for await (const chunk of source.rowChunks('Ingatlanok')) if (chunk.length > 0) break;
  } finally {
    await source.close();
  }
}

/** The trial write-back an upload makes: its output's bytes. */
async function trial(file: string, name = 'trial.xlsx'): Promise<Buffer> {
  const output = path.join(temp.dir, name);
  const written = await writeResults({ input: file, output, sheets: trialSheets, durable: false, keepReading: true });
  expect(written.ok).toBe(true);
  return readFile(output);
}

describe("an upload's read of an xlsx, its sheets kept for the trial write-back", () => {
  it('gives the trial the sheet as read: the trial inflates nothing, and writes the same file', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await workbook(input, 30_500_000);
    await read(input, true);
    inflations.count = 0;
    const kept = await trial(input, 'kept.xlsx');
    expect(inflations.count).toBe(0);
    // Nothing left now but what the trial hands on to its own write: a trial after that one inflates afresh.
    await trial(input, 'between.xlsx');
    expect(await trial(input, 'fresh.xlsx')).toEqual(kept);
  });

  it('keeps nothing without the option (as validate reads): the trial inflates the sheet itself', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await workbook(input, 30_500_000);
    await read(input, false);
    inflations.count = 0;
    await trial(input);
    // The trial's read of the sheet's start, then its whole pass.
    expect(inflations.count).toBe(2);
  });

  it('keeps nothing of a read stopped before the sheet ends', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    // Rows enough for more than one inflated chunk, so that the first rows come before the part's end.
    await workbook(input, 30_500_000, 2_000);
    await read(input, true, false);
    inflations.count = 0;
    await trial(input);
    expect(inflations.count).toBe(2);
  });

  it('is not used when the sheet changed after the read, though the size and time are kept', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await workbook(input, 30_500_000);
    const before = await stat(input);
    await read(input, true);
    await workbook(input, 30_600_000);
    expect((await stat(input)).size).toBe(before.size);
    await utimes(input, before.atime, before.mtime);
    expect(await priceInRow2(await trial(input))).toBe(30_600_000);
  });
});
