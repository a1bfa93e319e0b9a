// The results written into the copy as an upload's batches answer (write-ahead.ts): kept only when the final results
// are the very ones written, and then the same workbook a write after them makes; else given up with nothing left
// beside the output, for the write after the run (docs/write-back.md, "Written as the batches answer").
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { columnLetter } from '../../../src/engine/model/column-letter';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { startWriteAhead, type WriteAhead } from '../../../src/engine/write-back/write-ahead';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { listingsWorkbook } from '../../support/sheet-inflation-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';
import { buildXlsx } from '../../support/test-zips';
import { expectSameParts, giveInBatches } from '../../support/write-ahead-kit';

const temp = useTempFolderPerTest('wb-ahead-');
const SHEET = 'Ingatlanok';
/** Rows 2 to 4,001: a sheet of several inflated chunks. */
const LAST_ROW = 4_001;
const AT = new Date(Date.UTC(2026, 10, 30, 9, 30));

function resultOf(row: number): RowResult {
  return row % 97 === 0
    ? { row, status: 'invalid', errorMessage: `Row ${row}: the price is missing.`, errorMessageHu: 'Hiányzik az ár.' }
    : { row, status: 'created', serviceId: 500_000 + row, importedAt: AT, fingerprint: `f${row}` };
}

function sheetsOf(results: readonly RowResult[], notes: SheetResults['notes'] = []): SheetResults[] {
  return [{ sheet: SHEET, headerRow: 1, results, notes }];
}

const rows = Array.from({ length: LAST_ROW - 1 }, (_, i) => i + 2);
const NOTES = [{ row: 97, column: 2, message: 'Hiányzik az ár.\nThe price is missing.' }];
/** The sheets as the end gives them, every result a stand-in until given. */
const provisional = sheetsOf(
  rows.map((row) => ({ row, status: 'skipped' })),
  NOTES,
);

async function input(): Promise<string> {
  const file = path.join(temp.dir, 'listings.xlsx');
  await listingsWorkbook(file, 30_500_000, LAST_ROW - 3);
  return file;
}

/** The listings workbook, the results the end gives, and a write ahead of them into `ahead.xlsx`. */
async function started(): Promise<{ file: string; given: RowResult[]; final: SheetResults[]; ahead: WriteAhead }> {
  const file = await input();
  const given = rows.map(resultOf);
  const ahead = startWriteAhead({ input: file, output: path.join(temp.dir, 'ahead.xlsx'), provisional });
  return { file, given, final: sheetsOf(given, NOTES), ahead };
}

/** A write ahead of row 2's result on `sheet` into `output`, finished with it: what the end got (null: given up). */
async function oneRowAhead(file: string, sheet: string, output: string): ReturnType<WriteAhead['finish']> {
  const stand: SheetResults = { sheet, headerRow: 1, results: [{ row: 2, status: 'skipped' }], notes: [] };
  const ahead = startWriteAhead({ input: file, output: path.join(temp.dir, output), provisional: [stand] });
  const result: RowResult = { row: 2, status: 'created', serviceId: 7 };
  ahead.give(result, sheet);
  return ahead.finish([{ ...stand, results: [result] }]);
}

/** The copy's temp file once the write has walked every sheet and written its parts (it then waits to be kept). */
async function walkedAll(): Promise<void> {
  await vi.waitFor(
    async () => {
      const temps = (await readdir(temp.dir)).filter((n) => n.endsWith('.tmp'));
      expect(temps).toHaveLength(1);
      expect((await stat(path.join(temp.dir, temps[0] ?? ''))).size).toBeGreaterThan(100_000);
    },
    { timeout: 20_000, interval: 20 },
  );
}

describe('results written as the batches answer', () => {
  it('make, once finished with the very results given, the same workbook as a write after them', async () => {
    const { file, final, ahead } = await started();
    await giveInBatches((r) => ahead.give(r, SHEET), final[0]?.results ?? []);
    await walkedAll();
    // Every row was given and walked, but the copy is not in place before the end says these are the results.
    expect(await readdir(temp.dir)).not.toContain('ahead.xlsx');
    const written = await ahead.finish(final);
    expect(written).toMatchObject({ ok: true, value: { output: path.join(temp.dir, 'ahead.xlsx') } });
    expect((await writeResults({ input: file, output: path.join(temp.dir, 'after.xlsx'), sheets: final })).ok).toBe(
      true,
    );
    await expectSameParts(path.join(temp.dir, 'ahead.xlsx'), path.join(temp.dir, 'after.xlsx'));
    expect((await readdir(temp.dir)).toSorted()).toEqual(['after.xlsx', 'ahead.xlsx', 'listings.xlsx']);
  });

  it('take, at the end, the final results of the rows not given yet', async () => {
    const { file, final, ahead } = await started();
    // Half the rows given; the rest (and a row given another result before it was read) only at the end.
    await giveInBatches((r) => ahead.give(r, SHEET), (final[0]?.results ?? []).slice(0, 2_000));
    ahead.give({ row: 3_000, status: 'failed', errorMessage: 'not this one' }, SHEET);
    expect((await ahead.finish(final))?.ok).toBe(true);
    expect((await writeResults({ input: file, output: path.join(temp.dir, 'after.xlsx'), sheets: final })).ok).toBe(
      true,
    );
    await expectSameParts(path.join(temp.dir, 'ahead.xlsx'), path.join(temp.dir, 'after.xlsx'));
  });

  it('are given up when a row was written with a result the end does not give, and nothing is left', async () => {
    const { given, ahead } = await started();
    await giveInBatches((r) => ahead.give(r, SHEET), given);
    await walkedAll();
    // The same words, but worked out again (another object): the row written is not known to be this one.
    const final = sheetsOf(
      given.map((r) => (r.row === 50 ? { ...r } : r)),
      NOTES,
    );
    expect(await ahead.finish(final)).toBeNull();
    expect(await readdir(temp.dir)).toEqual(['listings.xlsx']);
  });

  it('are given up when a row written is given another result, which the end then gives', async () => {
    const { given, ahead } = await started();
    await giveInBatches((r) => ahead.give(r, SHEET), given);
    await walkedAll();
    const again: RowResult = { row: 50, status: 'updated', serviceId: 999 };
    ahead.give(again, SHEET);
    expect(
      await ahead.finish(
        sheetsOf(
          given.map((r) => (r.row === 50 ? again : r)),
          NOTES,
        ),
      ),
    ).toBeNull();
    expect(await readdir(temp.dir)).toEqual(['listings.xlsx']);
  });

  it('are given up when the end gives other notes, another row or fewer rows', async () => {
    const file = await input();
    const results = rows.map(resultOf);
    const others: readonly SheetResults[][] = [
      sheetsOf(results, []),
      sheetsOf([...results.slice(1), { row: LAST_ROW + 1, status: 'created' }], NOTES),
      sheetsOf(results.slice(1), NOTES),
      [...sheetsOf(results, NOTES), { sheet: 'Eladók', headerRow: 1, results: [], notes: [] }],
    ];
    for (const final of others) {
      const ahead = startWriteAhead({ input: file, output: path.join(temp.dir, 'ahead.xlsx'), provisional });
      await giveInBatches((r) => ahead.give(r, SHEET), results);
      expect(await ahead.finish(final)).toBeNull();
      expect(await readdir(temp.dir)).toEqual(['listings.xlsx']);
    }
  });

  it('are given up when the workbook was saved meanwhile: the write after the run reads it anew', async () => {
    const { file, final, ahead } = await started();
    await giveInBatches((r) => ahead.give(r, SHEET), final[0]?.results ?? []);
    await walkedAll();
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    expect(await ahead.finish(final)).toBeNull();
    expect(await readdir(temp.dir)).toEqual(['listings.xlsx']);
  });

  it('leave nothing when closed before the end, and cannot be finished after', async () => {
    const { final, ahead } = await started();
    await giveInBatches((r) => ahead.give(r, SHEET), (final[0]?.results ?? []).slice(0, 500));
    await ahead.close();
    expect(await readdir(temp.dir)).toEqual(['listings.xlsx']);
    expect(await ahead.finish(final)).toBeNull();
    expect(await readdir(temp.dir)).toEqual(['listings.xlsx']);
  });

  it('write no results workbook of their own for a sheet without room: the write after the run does', async () => {
    const file = path.join(temp.dir, 'full.xlsx');
    const cells = Array.from(
      { length: 16_384 },
      (_, c) => `<c r="${columnLetter(c)}1" t="inlineStr"><is><t>H</t></is></c>`,
    );
    await writeFile(
      file,
      buildXlsx([{ name: 'Full', body: `<sheetData><row r="1">${cells.join('')}</row></sheetData>` }]),
    );
    expect(await oneRowAhead(file, 'Full', 'ahead.xlsx')).toBeNull();
    expect(await readdir(temp.dir)).toEqual(['full.xlsx']);
  });

  it('are given up when the workbook is not there, with nothing written', async () => {
    const file = path.join(temp.dir, 'gone.xlsx');
    const ahead = startWriteAhead({ input: file, output: path.join(temp.dir, 'ahead.xlsx'), provisional });
    ahead.give(resultOf(2), SHEET);
    expect(await ahead.finish(sheetsOf(rows.map(resultOf), NOTES))).toBeNull();
    expect(await readdir(temp.dir)).toEqual([]);
  });

  it('are given up for a CSV, which is written after the run as ever', async () => {
    const file = path.join(temp.dir, 'sellers.csv');
    await writeFile(file, 'Név;Telefon\nKiss Anna;+36 1 234 5678\n');
    expect(await oneRowAhead(file, 'sellers', 'ahead.csv')).toBeNull();
    expect(await readdir(temp.dir)).toEqual(['sellers.csv']);
  });
});
