// The results copy gets the workbook's permissions, as a save in place would keep them, once it is complete; until
// then it is a 0600 temp file beside the output (docs/security.md, "Temporary files").
import { chmod, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { startWriteAhead } from '../../../src/engine/write-back/write-ahead';
import { listingsWorkbook } from '../../support/sheet-inflation-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-permissions-');
const results: RowResult[] = [
  { row: 2, status: 'created', serviceId: 5 },
  { row: 3, status: 'created', serviceId: 6 },
];
const sheetOf = (r: readonly RowResult[]): SheetResults => ({
  sheet: 'Ingatlanok',
  headerRow: 1,
  results: r,
  notes: [],
});
const sheets = [sheetOf(results)];

async function workbook(mode: number): Promise<string> {
  const input = path.join(temp.dir, 'listings.xlsx');
  await listingsWorkbook(input, 30_500_000);
  await chmod(input, mode);
  return input;
}

describe("the results copy's permissions", () => {
  it("are the workbook's, also when they are narrower or wider than a new file's", async () => {
    for (const mode of [0o640, 0o664]) {
      const input = await workbook(mode);
      const output = path.join(temp.dir, `out-${mode.toString(8)}.xlsx`);
      expect((await writeResults({ input, output, sheets })).ok).toBe(true);
      expect((await stat(output)).mode & 0o777).toBe(mode);
    }
  });

  it("are the workbook's for a copy written as the batches answer", async () => {
    const input = await workbook(0o640);
    const output = path.join(temp.dir, 'ahead.xlsx');
    const provisional = [sheetOf(results.map((r) => ({ row: r.row, status: 'skipped' })))];
    const ahead = startWriteAhead({ input, output, provisional });
    for (const r of results) ahead.give(r, 'Ingatlanok');
    expect((await ahead.finish(sheets))?.ok).toBe(true);
    expect((await stat(output)).mode & 0o777).toBe(0o640);
  });
});
