// A copy that is not kept (`durable: false`, an upload's trial) has its rewritten sheet stored, not compressed; a kept
// copy's is compressed as ever, and both hold the same sheet (docs/upload.md, "Before the first request").
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ZipEntry } from '../../../src/engine/ooxml/zip-central-directory';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { listingsWorkbook } from '../../support/sheet-inflation-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';
import { zipParts } from '../../support/zip-parts-kit';

const temp = useTempFolderPerTest('wb-trial-stored-');
const SHEET_PART = 'xl/worksheets/sheet1.xml';

/** The sheet part's directory entry and its bytes inflated. */
async function sheetOf(file: string): Promise<{ readonly entry: ZipEntry; readonly xml: Buffer }> {
  const part = (await zipParts(file)).get(SHEET_PART);
  if (part === undefined) throw new Error(`no ${SHEET_PART}`);
  return { entry: part.entry, xml: part.bytes };
}

describe('a write-back copy that is not kept', () => {
  it('has its rewritten sheet stored uncompressed, the same sheet a kept copy compresses', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await listingsWorkbook(input, 30_500_000, 3_000);
    const sheets = [{ sheet: 'Ingatlanok', headerRow: 1, results: [], notes: [] }];
    const trial = path.join(temp.dir, 'trial.xlsx');
    const kept = path.join(temp.dir, 'kept.xlsx');
    expect((await writeResults({ input, output: trial, sheets, durable: false })).ok).toBe(true);
    expect((await writeResults({ input, output: kept, sheets })).ok).toBe(true);
    const stored = await sheetOf(trial);
    const compressed = await sheetOf(kept);
    expect(stored.entry.compressedSize).toBeGreaterThanOrEqual(stored.entry.uncompressedSize);
    expect(compressed.entry.compressedSize).toBeLessThan(compressed.entry.uncompressedSize / 2);
    expect(stored.xml.equals(compressed.xml)).toBe(true);
  });
});
