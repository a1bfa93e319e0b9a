// An upload writes its results into the workbook's copy as its batches answer and keeps that copy when the run's
// results are the ones it wrote; a run whose end differs (stopped before every row) gives it up and writes after the
// run as ever (docs/write-back.md, "Written as the batches answer").
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAheadCounts } from '../../src/engine/write-back/write-ahead';
import { OFFICE_HEADER_ROW } from '../e2e/support/office-workbook';
import { useAnswerLosingRelay } from '../support/answer-losing-relay-per-test';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { resultCellsOf } from '../support/result-cells-kit';
import { writeInvalidSellerWorkbook, writeSmallListings } from '../support/small-listings-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const relayOf = useAnswerLosingRelay(office);

/** Each data row's status cell, by row; rows without a status left out. */
async function statuses(file: string, sheet: string, headerRow = 1): Promise<Record<number, string>> {
  const rows = await resultCellsOf(file, sheet, headerRow);
  return Object.fromEntries(rows.filter((r) => r.status !== '').map((r) => [r.row, r.status]));
}

describe('results written as the batches answer', () => {
  it('are kept for linked sheets with an invalid seller row and the listings held back for it', async () => {
    const book = office.file('iroda-elore.xlsx');
    await writeInvalidSellerWorkbook(book);
    const out = office.file('iroda-elore results.xlsx');
    const before = writeAheadCounts();
    const run = await office.upload(book, { out });
    expect(run.code, run.errors).toBe(1);
    expect(writeAheadCounts()).toEqual({ kept: before.kept + 1, givenUp: before.givenUp });
    expect(await statuses(out, 'Értékesítők')).toEqual({ 2: 'létrehozva', 3: 'hibás', 4: 'létrehozva' });
    const listings = await resultCellsOf(out, 'Ingatlanok', OFFICE_HEADER_ROW);
    expect(listings.filter((r) => r.status === 'létrehozva' && r.serviceId !== '')).toHaveLength(8);
    // Held back for the invalid seller row: no status (not done), the reason in the message cell.
    const held = listings.filter((r) => r.status === '');
    expect(held.map((r) => r.errorMessage.startsWith('Visszatartva: az eladójára vár'))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect((await readdir(path.dirname(out))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('are not begun for a CSV, whose results are written after the run', async () => {
    const csv = office.file('eladok-elore.csv');
    // Three batches: the first answer comes well before the end.
    const sellers = Array.from(
      { length: 250 },
      (_, i) => `Előre ${String(i)};+36 1 555 ${String(1000 + i)};e${i}@example.hu`,
    );
    await writeFile(csv, `Név;Telefon;E-mail\n${sellers.join('\n')}\n`);
    const out = office.file('eladok-elore results.csv');
    const before = writeAheadCounts();
    const run = await office.upload(csv, { out });
    expect(run.code, run.errors).toBe(0);
    expect(writeAheadCounts()).toEqual(before);
    expect(await readFile(out, 'utf8')).toContain('Előre 249;+36 1 555 1249;e249@example.hu;létrehozva');
  });

  it('are given up by a run stopped before every row, whose results are written after it', async () => {
    // Batches of a hundred, one at a time: the first answered (its rows written ahead), the second's answer lost (its
    // rows in doubt), the third never sent (its rows left for the next upload, with no result).
    const relay = relayOf();
    const book = office.file('ketes-elore.xlsx');
    const rows = Array.from({ length: 250 }, (_, i) => ({
      reference: `ELORE-${String(i)}`,
      address: `Előre utca ${String(i + 1)}.`,
      price: 40_000_000 + i,
    }));
    await writeSmallListings(book, rows);
    const out = office.file('ketes-elore results.xlsx');
    const before = writeAheadCounts();
    relay.arm(1);
    const run = await office.upload(book, { baseUrl: relay.baseUrl, concurrency: '1', out });
    expect(run.code, run.errors).toBe(3);
    expect(writeAheadCounts()).toEqual({ kept: before.kept, givenUp: before.givenUp + 1 });
    // The rows the run never reached have no result: the next upload sends them.
    const written = await statuses(out, 'Ingatlanok');
    expect(Object.keys(written).length).toBeGreaterThan(0);
    expect(Object.keys(written).length).toBeLessThan(250);
    expect((await readdir(path.dirname(out))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});
