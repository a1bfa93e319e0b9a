// A sheet with no free column for results: the upload still goes ahead, and the results come back in a separate
// workbook whose name says so, the user's workbook untouched.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-no-room-');

/** Sellers whose header row reaches column XFD: no column is free in any row. */
async function fullWidthSellers(path: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Eladók');
  const filler = Array.from({ length: 16_384 - 3 }, (_, i) => `Megjegyzés ${i + 1}`);
  ws.getRow(1).values = ['Név', 'Telefon', 'E-mail', ...filler];
  ws.getRow(2).values = ['Kiss Anna', '+36 1 555 0001', 'anna@example.hu'];
  ws.getRow(3).values = ['Nagy Béla', '+36 1 555 0002', 'bela@example.hu'];
  await wb.xlsx.writeFile(path);
}

describe('results of a sheet without room for them', () => {
  it('uploads, then offers a separate results workbook holding every row', async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    const workbook = join(h.dir, 'eladok.xlsx');
    await fullWidthSellers(workbook);
    const info = await h.call('openWorkbook', { file: { kind: 'path', path: workbook } });
    await h.call('configureSheets', {
      sheets: info.sheets.map((s) => ({ name: s.name, role: 'sellers', headerRow: s.headerRow })),
    });
    await h.call('validate', {});
    const run = await h.call('startUpload', { dryRun: false });
    expect(run).toMatchObject({ created: 2, failed: 0 });
    expect(run.message).toMatch(/külön munkafüzetbe|separate workbook/);

    const saved = await h.call('saveResultsWorkbook', {});
    expect(saved?.name).toMatch(/csak eredmények|results only/);
    const results = new ExcelJS.Workbook();
    await results.xlsx.readFile(h.offered() ?? '');
    const text = JSON.stringify(results.worksheets.map((w) => w.getSheetValues()));
    expect(text).toContain('létrehozva'); // the Eladók sheet is Hungarian, so are its results
  });
});
