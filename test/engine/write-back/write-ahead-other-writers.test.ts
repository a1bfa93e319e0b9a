// The results written as the batches answer, into workbooks other programs saved: LibreOffice (its own shared strings,
// styles and row attributes) and openpyxl. Once finished with the results given, the copy is the one a write after
// them makes, part by part, and openpyxl reads every row's result (docs/write-back.md, "Written as the batches
// answer").
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultHeaders } from '../../../src/engine/model/result-headers';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { startWriteAhead } from '../../../src/engine/write-back/write-ahead';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { python } from '../../fixtures/write-back/helpers';
import { convertWithLibreOffice, requireLibreOffice, resaveWithOpenpyxl } from '../../support/resave-kit';
import { listingsWorkbook } from '../../support/sheet-inflation-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';
import { expectSameParts, giveInBatches } from '../../support/write-ahead-kit';

const temp = useTempFolderPerTest('wb-ahead-writers-');
const SHEET = 'Ingatlanok';
/** Rows 2 to 1,201. */
const rows = Array.from({ length: 1_200 }, (_, i) => i + 2);
const AT = new Date(Date.UTC(2026, 10, 30, 9, 30));

beforeAll(() => {
  requireLibreOffice();
});

function resultOf(row: number): RowResult {
  return row % 50 === 0
    ? { row, status: 'failed', errorCode: 422, errorMessage: `Row ${row}: the region is unknown.` }
    : { row, status: 'created', serviceId: 700_000 + row, importedAt: AT, fingerprint: `f${row}` };
}

const sheetsOf = (results: readonly RowResult[]): SheetResults[] => [
  { sheet: SHEET, headerRow: 1, results, notes: [] },
];

/** Writes the results ahead into `ahead.xlsx` and after them into `after.xlsx`; both must be written. */
async function writtenBothWays(input: string): Promise<{ readonly ahead: string; readonly after: string }> {
  const ahead = path.join(temp.dir, 'ahead.xlsx');
  const after = path.join(temp.dir, 'after.xlsx');
  const provisional = sheetsOf(rows.map((row) => ({ row, status: 'skipped' })));
  const write = startWriteAhead({ input, output: ahead, provisional });
  const final = sheetsOf(rows.map(resultOf));
  await giveInBatches((r) => write.give(r, SHEET), final[0]?.results ?? []);
  expect((await write.finish(final))?.ok).toBe(true);
  expect((await writeResults({ input, output: after, sheets: final })).ok).toBe(true);
  return { ahead, after };
}

/** What openpyxl reads in the results' service ID column (the workbook's headers are Hungarian) in three rows. */
function idsSeen(file: string): Record<string, unknown> {
  return python<Record<string, unknown>>(
    `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])['${SHEET}']
col = next(c.column for c in ws[1] if c.value == sys.argv[2])
print(json.dumps({str(r): ws.cell(r, col).value for r in (2, 50, 1201)}))`,
    file,
    resultHeaders('hu').serviceId,
  );
}

describe('results written as the batches answer into a workbook another program saved', () => {
  it('LibreOffice: the same workbook as a write after them, every part', async () => {
    const made = path.join(temp.dir, 'made.xlsx');
    await listingsWorkbook(made, 30_500_000, rows.length - 2);
    const profile = path.join(temp.dir, 'profile');
    const { out } = await convertWithLibreOffice(profile, made, 'xlsx', temp.dir, 'libreoffice.xlsx');
    const { ahead, after } = await writtenBothWays(out);
    await expectSameParts(ahead, after);
    expect(idsSeen(ahead)).toEqual({ '2': 700_002, '50': null, '1201': 701_201 });
  });

  it('openpyxl: the same workbook as a write after them, every part', async () => {
    const made = path.join(temp.dir, 'made.xlsx');
    await listingsWorkbook(made, 30_500_000, rows.length - 2);
    const out = path.join(temp.dir, 'openpyxl.xlsx');
    await resaveWithOpenpyxl(made, out);
    const { ahead, after } = await writtenBothWays(out);
    await expectSameParts(ahead, after);
    expect(idsSeen(ahead)).toEqual({ '2': 700_002, '50': null, '1201': 701_201 });
  });
});
