// Cell texts escaped while an upload's batches are in flight (xlsx-write-back-texts-ahead.ts): only after an .xlsx
// trial armed it, the same text as escaping at the write gives, and let go by the real write.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { escapeCellText } from '../../../src/engine/write-back/xlsx-write-back-xml';
import {
  armCellTextsAhead,
  cellTextsAheadKept,
  disarmCellTextsAhead,
  escapeCellTextAhead,
  escapedCellText,
} from '../../../src/engine/write-back/xlsx-write-back-texts-ahead';
import { listingsWorkbook } from '../../support/sheet-inflation-kit';
import { useFrozenClockPerTest } from '../../support/frozen-clock-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-xlsx-texts-ahead-');
useFrozenClockPerTest();
afterEach(() => disarmCellTextsAhead());

const TEXTS = [
  'fp1 S1:AbC_x12_-zz I1:7.1.Ab_x0041_',
  'a & b < c > "d"',
  'tab\there, bell\u0007 and \ufffe gone',
  'lone \ud800 surrogate, pair \ud83d\ude00 kept',
  '_x0041_ typed',
  '',
];
const IMPORTED_AT = new Date(Date.UTC(2026, 10, 29, 12));
const trialSheets: readonly SheetResults[] = [{ sheet: 'Ingatlanok', headerRow: 1, results: [], notes: [] }];
const sheets: readonly SheetResults[] = [
  {
    sheet: 'Ingatlanok',
    headerRow: 1,
    notes: [],
    results: [
      { row: 2, status: 'created', serviceId: 7, importedAt: IMPORTED_AT, fingerprint: TEXTS[0] },
      { row: 3, status: 'failed', errorCode: 422, errorMessage: TEXTS[1], fingerprint: TEXTS[4] },
    ],
  },
];

async function write(input: string, name: string): Promise<Buffer> {
  const output = path.join(temp.dir, name);
  const written = await writeResults({ input, output, sheets });
  expect(written.ok).toBe(true);
  return readFile(output);
}

describe('cell texts escaped ahead of an .xlsx write-back', () => {
  it('give the same text as escaping at the write, whether kept ahead or not', () => {
    armCellTextsAhead();
    for (const t of TEXTS.slice(0, 3)) escapeCellTextAhead(t);
    expect(cellTextsAheadKept()).toBe(3);
    for (const t of TEXTS) expect(escapedCellText(t)).toBe(escapeCellText(t));
  });

  it('are not kept before a trial armed the escaping (a CSV upload, a dry run)', () => {
    for (const t of TEXTS) escapeCellTextAhead(t);
    expect(cellTextsAheadKept()).toBe(0);
  });

  it('are armed by an .xlsx trial and let go by the real write, whose bytes are a write without them', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await listingsWorkbook(input, 30_500_000);
    const fresh = await write(input, 'fresh.xlsx');
    const trial = { input, output: path.join(temp.dir, 'trial.xlsx'), sheets: trialSheets, durable: false };
    expect((await writeResults({ ...trial, keepReading: true })).ok).toBe(true);
    for (const t of TEXTS) escapeCellTextAhead(t);
    expect(cellTextsAheadKept()).toBe(TEXTS.length);
    expect((await write(input, 'out.xlsx')).equals(fresh)).toBe(true);
    expect(cellTextsAheadKept()).toBe(0);
    escapeCellTextAhead('after the write');
    expect(cellTextsAheadKept()).toBe(0);
  });
});
