// The separate results workbook of a sheet with no room holds the office's results, as the results copy does: it is a
// 0600 temp file while it is written and gets the workbook's permissions once complete (docs/security.md, "Temporary
// files").
import type * as FsPromises from 'node:fs/promises';
import { chmod, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { buildXlsx } from '../../support/test-zips';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

/** Every file opened for writing by the code under test, with the mode it was created with. */
const created = vi.hoisted(() => [] as { readonly file: string; readonly mode: number | undefined }[]);
vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof FsPromises>();
  const open: typeof real.open = (file, flags, mode) => {
    if (flags !== undefined && flags !== 'r') created.push({ file: String(file), mode: mode as number | undefined });
    return real.open(file, flags, mode);
  };
  return { ...real, open, default: { ...real, open } };
});

const temp = useTempFolderPerTest('wb-results-only-mode-');

/** A sheet whose third row reaches the last column: the results have no room. */
async function fullWorkbook(mode: number): Promise<string> {
  const cells: string[] = [];
  for (let c = 1; c < 16_384; c++) cells.push(`<c r="${letters(c)}3" t="inlineStr"><is><t>x</t></is></c>`);
  const header =
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Ref</t></is></c><c r="B1" t="inlineStr"><is><t>City</t></is></c></row>';
  const input = path.join(temp.dir, 'full.xlsx');
  await writeFile(
    input,
    buildXlsx([{ name: 'Full', body: `<sheetData>${header}<row r="3">${cells.join('')}</row></sheetData>` }]),
  );
  await chmod(input, mode);
  return input;
}

function letters(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const sheet: SheetResults = {
  sheet: 'Full',
  headerRow: 1,
  notes: [],
  results: [{ row: 3, status: 'created', serviceId: 77 }],
};

describe('the separate results workbook of a sheet with no room', () => {
  it("is written as a 0600 temp file and gets the workbook's permissions once complete", async () => {
    for (const mode of [0o640, 0o664]) {
      const input = await fullWorkbook(mode);
      created.length = 0;
      const r = await writeResults({
        input,
        output: path.join(temp.dir, `out-${mode.toString(8)}.xlsx`),
        sheets: [sheet],
      });
      if (r.ok || r.error.resultsFile === undefined) throw new Error('expected the results elsewhere');
      const tempOfIt = created.filter((c) =>
        path.basename(c.file).startsWith(`.${path.basename(r.error.resultsFile ?? '')}`),
      );
      expect(tempOfIt.map((c) => c.mode)).toEqual([0o600]);
      expect((await stat(r.error.resultsFile)).mode & 0o777).toBe(mode);
    }
  });
});
