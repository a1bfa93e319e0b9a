// The app services end to end against the built-in sandbox (real HTTP on a free loopback port), as the UI calls them.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../src/app-services/dispatch';
import { HEADER_ROW, writeListingWorkbook } from '../e2e/support/listing-workbook';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-session-');
let dir: string;

const call = h.call;

beforeEach(async () => {
  dir = h.dir;
});

describe('import session', () => {
  it('connects, maps, validates, fixes a cell, uploads, resubmits the failed row and writes the results workbook', async () => {
    const workbook = join(dir, 'listings.xlsx');
    await writeListingWorkbook(workbook);
    const offices = await call('testConnection', { profileId: 'sandbox' });
    expect(offices.offices.map((o) => o.id)).toContain(1);
    await call('connect', { profileId: 'sandbox', officeId: 1 });

    const info = await call('openWorkbook', { file: { kind: 'path', path: workbook } });
    expect(info.sheets).toMatchObject([{ name: 'Ingatlanok', role: 'properties', headerRow: HEADER_ROW, rowCount: 8 }]);
    expect(await call('listRecentFiles', {})).toMatchObject([{ path: workbook }]);
    const mapping = await call('configureSheets', {
      sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: HEADER_ROW }],
    });
    expect(mapping.sheets[0]?.missingRequired).toEqual([]);

    const values = await call('getValueMappings', {});
    const types = values.find((v) => v.field === 'property.type');
    expect(types?.values.find((v) => v.raw === 'ikerház')?.code).toBeNull();
    await call('setValueMapping', { sheet: 'Ingatlanok', column: types?.column ?? 'B', raw: 'ikerház', code: 'house' });

    const summary = await call('validate', {});
    expect(summary.counts).toMatchObject({ total: 8, valid: 7, invalid: 1 });
    expect(h.progress.some((p) => p.kind === 'validate' && p.finished)).toBe(true);
    const invalid = await call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'invalid' });
    const bad = invalid.rows[0];
    const price = invalid.columns.findIndex((c) => c.field === 'price.price');
    expect(bad?.cells[price]?.problems[0]).toMatch(/sok pénz/);
    const fixed = await call('editCell', {
      sheet: 'Ingatlanok',
      row: bad?.row ?? 0,
      index: invalid.columns[price]?.index ?? 0,
      value: '38 500 000',
    });
    expect(fixed.row.status).toBe('valid');
    expect(fixed.counts.invalid).toBe(0);

    const dry = await call('startUpload', { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, created: 8, failed: 0 });
    const run = await call('startUpload', { dryRun: false });
    expect(run).toMatchObject({ outcome: 'completed', created: 7, failed: 1 });
    expect(h.progress.some((p) => p.kind === 'upload' && p.faultBudget !== null)).toBe(true);
    const results = await call('getResults', {});
    expect(results.failedRows).toHaveLength(1);
    expect(results.failedRows[0]?.errorCode).toBe(29);

    const failed = await call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'failed' });
    const featured = failed.columns.findIndex((c) => c.field === 'property.is_featured');
    await call('editCell', {
      sheet: 'Ingatlanok',
      row: failed.rows[0]?.row ?? 0,
      index: failed.columns[featured]?.index ?? 0,
      value: 'nem',
    });
    const again = await call('resubmitFailed', {});
    expect(again).toMatchObject({ created: 1, failed: 0 });

    const saved = await call('saveResultsWorkbook', {});
    expect(saved?.path).toBe(h.offered());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved?.path ?? '');
    const ws = wb.getWorksheet('Ingatlanok');
    const header = (ws?.getRow(HEADER_ROW).values ?? []) as unknown[];
    // A Hungarian workbook's results are written in Hungarian (docs/write-back.md, "The workbook's language").
    const status = header.indexOf('Importálás állapota');
    const statuses = Array.from({ length: 8 }, (_, i) => ws?.getRow(HEADER_ROW + 1 + i).getCell(status).value);
    expect(statuses).toEqual(Array(8).fill('létrehozva'));

    const history = await call('listHistory', { officeId: 1 });
    expect(history).toHaveLength(2);
    expect(history.map((h) => h.created).sort()).toEqual([1, 7]);
  });

  it('imports sellers before the listings that refer to them, from two sheets, and a CSV file', async () => {
    await call('connect', { profileId: 'sandbox', officeId: 1 });
    const path = join(dir, 'two-sheets.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Ingatlanok').addRows([
      [
        'Hirdetés azonosító',
        'Értékesítő azonosító',
        'Ingatlan típusa',
        'Eladó vagy kiadó',
        'Település',
        'Ár',
        'Pénznem',
      ],
      ['T-P1', 'T-S1', 'lakás', 'eladó', 'Budapest', 41_000_000, 'Ft'],
      ['T-P2', 'T-S2', 'lakás', 'eladó', 'Budapest', 52_000_000, 'Ft'],
    ]);
    wb.addWorksheet('Értékesítők').addRows([
      ['Értékesítő azonosító', 'Név', 'Telefonszám', 'E-mail (belső)'],
      ['T-S1', 'Nagy Ilona', '+36 30 123 4567', 'nagy.ilona@example.hu'],
      ['T-S2', 'Kovács Ödön', '+36 30 765 4321', 'kovacs.odon@example.hu'],
    ]);
    await wb.xlsx.writeFile(path);
    const info = await call('openWorkbook', { file: { kind: 'path', path } });
    expect(Object.fromEntries(info.sheets.map((s) => [s.name, s.role]))).toEqual({
      Ingatlanok: 'properties',
      Értékesítők: 'sellers',
    });
    const mapping = await call('configureSheets', {
      sheets: info.sheets.map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow })),
    });
    expect(mapping.sheets.every((s) => s.missingRequired.length === 0)).toBe(true);
    expect((await call('validate', {})).counts).toMatchObject({ total: 4, valid: 4 });
    expect(await call('startUpload', { dryRun: false })).toMatchObject({ outcome: 'completed', created: 4, failed: 0 });

    const csv = join(dir, 'hirdetesek.csv');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      csv,
      '\uFEFFHirdetés azonosító;Ingatlan típusa;Eladó vagy kiadó;Település;Ár;Pénznem\nC-1;lakás;eladó;Budapest;45 000 000;Ft\n',
      'utf8',
    );
    const csvInfo = await call('openWorkbook', { file: { kind: 'path', path: csv } });
    expect(csvInfo.format).toBe('csv');
    await call('configureSheets', {
      sheets: csvInfo.sheets.map((s) => ({ name: s.name, role: 'properties', headerRow: s.headerRow })),
    });
    expect(await call('startUpload', { dryRun: false })).toMatchObject({ created: 1, failed: 0 });
    const saved = await call('saveResultsWorkbook', {});
    expect(saved?.name).toMatch(/\.csv$/);
  });

  it('says plainly what is wrong with a file that is not a workbook', async () => {
    await call('connect', { profileId: 'sandbox', officeId: 1 });
    const r = await dispatch(h.services.handlers, 'openWorkbook', {
      file: { kind: 'path', path: join(dir, 'missing.xlsx') },
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad_workbook' } });
    const inactive = await dispatch(h.services.handlers, 'connect', { profileId: 'sandbox', officeId: 2 });
    expect(inactive).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });
});
