// Cells fixed in the review grid land in the written workbook, so re-importing it sends nothing again.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MethodResult } from '../../src/shared/contract';
import { HEADER_ROW, HEADERS, writeListingWorkbook } from '../e2e/support/listing-workbook';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-edits-');
let dir: string;

const call = h.call;

beforeEach(async () => {
  dir = h.dir;
});

/** Opens `path`, maps its one sheet as listings, gives `ikerház` its code and validates. */
async function openAndValidate(path: string): Promise<MethodResult<'validate'>> {
  const info = await call('openWorkbook', { file: { kind: 'path', path } });
  await call('configureSheets', {
    sheets: info.sheets.map((s) => ({ name: s.name, role: 'properties', headerRow: s.headerRow })),
  });
  const values = await call('getValueMappings', {});
  const types = values.find((v) => v.field === 'property.type');
  await call('setValueMapping', { sheet: 'Ingatlanok', column: types?.column ?? 'B', raw: 'ikerház', code: 'house' });
  return call('validate', {});
}

describe('edited cells in the written workbook', () => {
  it('writes the corrected values, and a second upload of the results workbook skips every row', async () => {
    await call('connect', { profileId: 'sandbox', officeId: 1 });
    const workbook = join(dir, 'listings.xlsx');
    await writeListingWorkbook(workbook);
    expect((await openAndValidate(workbook)).counts).toMatchObject({ total: 8, invalid: 1 });

    const invalid = await call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'invalid' });
    const price = invalid.columns.find((c) => c.field === 'price.price');
    const badRow = invalid.rows[0]?.row ?? 0;
    expect(
      (await call('editCell', { sheet: 'Ingatlanok', row: badRow, index: price?.index ?? 0, value: '38 500 000' })).row
        .status,
    ).toBe('valid');

    // Notes written now already hold the fix.
    const notes = await call('writeNotes', {});
    const noted = new ExcelJS.Workbook();
    await noted.xlsx.readFile(notes?.path ?? '');
    expect(
      noted
        .getWorksheet('Ingatlanok')
        ?.getRow(badRow)
        .getCell((price?.index ?? 0) + 1).value,
    ).toBe(38_500_000);

    expect(await call('startUpload', { dryRun: false })).toMatchObject({ created: 7, failed: 1 });
    // The featured quota refused one row: the user takes "featured" off it and resubmits.
    const failed = await call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'failed' });
    const featured = failed.columns.find((c) => c.field === 'property.is_featured');
    const failedRow = failed.rows[0]?.row ?? 0;
    await call('editCell', { sheet: 'Ingatlanok', row: failedRow, index: featured?.index ?? 0, value: 'nem' });
    expect(await call('resubmitFailed', {})).toMatchObject({ created: 1, failed: 0 });

    const saved = await call('saveResultsWorkbook', {});
    expect(saved?.path).toBe(h.offered());
    const results = saved?.path ?? '';
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(results);
    const ws = wb.getWorksheet('Ingatlanok');
    const status = HEADERS.length + 1;
    expect(ws?.getRow(HEADER_ROW).getCell(status).value).toBe('Importálás állapota');
    expect(ws?.getRow(badRow).getCell((price?.index ?? 0) + 1).value).toBe(38_500_000);
    expect(ws?.getRow(failedRow).getCell((featured?.index ?? 0) + 1).value).toBe('nem');
    expect(Array.from({ length: 8 }, (_, i) => ws?.getRow(HEADER_ROW + 1 + i).getCell(status).value)).toEqual(
      Array(8).fill('létrehozva'),
    );

    // Re-opening the written workbook: the grid shows the corrected values, and nothing needs sending.
    expect((await openAndValidate(results)).counts).toMatchObject({ total: 8, invalid: 0 });
    const rows = await call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'all' });
    const priceAt = rows.columns.findIndex((c) => c.field === 'price.price');
    expect(rows.rows.find((r) => r.row === badRow)?.cells[priceAt]?.text).toBe('38500000');
    expect(await call('startUpload', { dryRun: true })).toMatchObject({ created: 0, updated: 0, skipped: 8 });
    expect(await call('startUpload', { dryRun: false })).toMatchObject({
      created: 0,
      updated: 0,
      failed: 0,
      skipped: 8,
    });
  });
});
