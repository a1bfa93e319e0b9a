// The app's Export (docs/round-trip.md) through the services as the UI calls them, against the built-in sandbox (real
// HTTP).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src/app-services/app-services';
import { createAppServices } from '../../src/app-services/app-services';
import { dispatch } from '../../src/app-services/dispatch';
import { exportFileName } from '../../src/app-services/export-service';
import { keyFileSecretBox } from '../../src/app-services/secret-box';
import type { ExportProgressEvent, MethodName, MethodResult } from '../../src/shared/contract';
import { openAsProposed } from '../support/app-session-kit';

let dir: string;
let services: AppServices;
/** Every export progress event the host was sent, and the files it was asked to offer. */
let seen: ExportProgressEvent[];
let offered: string[];

async function call<M extends MethodName>(method: M, args: unknown): Promise<MethodResult<M>> {
  const r = await dispatch(services.handlers, method, args);
  if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
  return r.value as MethodResult<M>;
}

/** The error code and message a call is refused with (it must be refused). */
async function refusal(method: MethodName, args: unknown): Promise<string> {
  const r = await dispatch(services.handlers, method, args);
  if (r.ok) throw new Error(`${method} was accepted`);
  return `${r.error.code}: ${r.error.message}`;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'li-export-'));
  const dataDir = join(dir, 'data');
  seen = [];
  offered = [];
  services = await createAppServices({
    dataDir,
    version: 'test',
    host: {
      mode: 'browser',
      locale: 'en-GB',
      secretBox: await keyFileSecretBox(dataDir),
      chooseWorkbook: async () => null,
      offerFile: async (path, name) => {
        offered.push(path);
        return { name, path: null, downloadUrl: '/download/x' };
      },
      openPath: async () => false,
      uploadedFile: () => null,
      emit: (event, payload) => {
        if (event === 'exportProgress') seen.push(payload as ExportProgressEvent);
      },
    },
  });
  await call('testConnection', { profileId: 'sandbox' });
  await call('connect', { profileId: 'sandbox', officeId: 1 });
});

afterEach(async () => {
  await services.close();
  await rm(dir, { recursive: true, force: true });
});

async function exportedSheets(path: string): Promise<Map<string, number>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  return new Map(wb.worksheets.map((ws) => [ws.name, ws.actualRowCount]));
}

describe('exportWorkbook', () => {
  it('writes the connected office under the data folder, offers the file, and reports each phase', async () => {
    const r = await call('exportWorkbook', {});
    expect(r.officeIds).toEqual([1]);
    expect(r.properties).toBeGreaterThan(0);
    expect(r.name).toMatch(/^office-1-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(r.saved?.name).toBe(r.name);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toBe(join(dir, 'data', 'exports', r.exportId, r.name));
    const sheets = await exportedSheets(offered[0] ?? '');
    expect([...sheets.values()].some((n) => n >= r.properties + 1)).toBe(true);
    expect(seen.map((p) => p.phase)).toEqual(['reference', 'listing', 'listing', 'writing', 'sealing', 'done']);
    expect(seen.find((p) => p.phase === 'writing')).toMatchObject({ done: r.properties + r.sellers });
    expect(seen.at(-1)).toEqual({ phase: 'done', done: r.properties + r.sellers, total: r.properties + r.sellers });
  });

  it('opens the export for editing: nothing would be sent, and one edited price is the only row updated', async () => {
    const r = await call('exportWorkbook', { language: 'hu' });
    const { info } = await openAsProposed({ call }, { kind: 'export', exportId: r.exportId });
    expect(info.fileName).toBe(r.name);
    const sheets = info.sheets.filter((s) => s.role !== null);
    const summary = await call('validate', {});
    expect(summary.counts.invalid).toBe(0);
    const dry = await call('startUpload', { dryRun: true });
    expect(dry.buckets).toMatchObject({ create: 0, update: 0, unchanged: r.properties + r.sellers });

    const properties = sheets.find((s) => s.role === 'properties')?.name ?? '';
    const page = await call('getRows', { sheet: properties, offset: 0, limit: 5, filter: 'all' });
    const price = page.columns.find((c) => c.field === 'price.price');
    const row = page.rows[0];
    if (!price || !row) throw new Error('the export has no price column or no listing');
    await call('editCell', { sheet: properties, row: row.row, index: price.index, value: '123 456 789' });
    const run = await call('startUpload', { dryRun: false });
    expect(run).toMatchObject({ outcome: 'completed', created: 0, updated: 1, failed: 0 });
    expect(run.skipped).toBe(r.properties + r.sellers - 1);
  });

  it('passes the images and per-type sheets choices to the engine', async () => {
    const plain = await call('exportWorkbook', {});
    expect(plain).toMatchObject({ sellerImages: 0, propertyImages: 0 });
    expect(plain.propertySheets).toHaveLength(1);
    const r = await call('exportWorkbook', { images: true, perTypeSheets: true, types: ['apartment'], language: 'hu' });
    expect(r.propertySheets).toEqual(['Ingatlanok – lakás']);
    // The demo records have no images (the engine's tests cover image rows): only the choice's path is checked here.
    expect(r).toMatchObject({ propertyImages: 0, sellerImages: 0 });
    const sheets = await exportedSheets(offered.at(-1) ?? '');
    expect(sheets.has('Ingatlanok – lakás')).toBe(true);
  });

  it('opens an earlier export after the services were started again (a restarted worker)', async () => {
    const r = await call('exportWorkbook', {});
    await services.close();
    services = await createAppServices({
      dataDir: join(dir, 'data'),
      version: 'test',
      host: {
        mode: 'browser',
        locale: 'en-GB',
        secretBox: await keyFileSecretBox(join(dir, 'data')),
        chooseWorkbook: async () => null,
        offerFile: async () => null,
        openPath: async () => false,
        uploadedFile: () => null,
        emit: () => undefined,
      },
    });
    await call('connect', { profileId: 'sandbox', officeId: 1 });
    const info = await call('openWorkbook', { file: { kind: 'export', exportId: r.exportId } });
    expect(info.fileName).toBe(r.name);
  });

  it('stops when cancelled: answers cancelled, leaves no file, and the next export runs', async () => {
    const running = dispatch(services.handlers, 'exportWorkbook', {});
    expect(await call('cancelExport', {})).toBeNull();
    expect(await running).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(await readdir(join(dir, 'data', 'exports')).catch(() => [])).toEqual([]);
    expect(offered).toEqual([]);
    expect((await call('exportWorkbook', {})).properties).toBeGreaterThan(0);
    expect(await call('cancelExport', {})).toBeNull();
  });

  it('refuses bad input with a typed error naming the field', async () => {
    expect(await refusal('exportWorkbook', { updatedAfter: '31/01/2026' })).toMatch(/^invalid_request: .*updatedAfter/);
    expect(await refusal('exportWorkbook', { updatedAfter: '2026-02-31x' })).toMatch(/^invalid_request/);
    expect(await refusal('exportWorkbook', { types: ['castle'] })).toMatch(/^invalid_request: .*types/);
    expect(await refusal('exportWorkbook', { status: 'sold' })).toMatch(/^invalid_request: .*status/);
    expect(await refusal('exportWorkbook', { path: '/etc/passwd' })).toMatch(/^invalid_request/);
    expect(await refusal('exportWorkbook', { officeIds: [999] })).toBe(
      'invalid_request: Office 999 is not visible to demo.',
    );
    expect(await refusal('openWorkbook', { file: { kind: 'export', exportId: 'a'.repeat(32) } })).toMatch(/^not_found/);
  });

  it('names the file after the office and the day, in the export language', () => {
    const day = new Date(2026, 10, 24, 23, 30);
    expect(exportFileName('hu', [1], day)).toBe('iroda-1-export-2026-11-24.xlsx');
    expect(exportFileName('en', [1, 2], day)).toBe('offices-export-2026-11-24.xlsx');
  });
});
