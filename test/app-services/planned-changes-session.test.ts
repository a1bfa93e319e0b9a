// Issue 13 in the app: a price and a status edited in the grid of an exported workbook; the dry run lists the row
// with both fields old → new (header, words of both languages), the upload sends one PUT of only those fields.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/engine/api';
import { runExport } from '../../src/engine/export';
import { obtainReferenceData } from '../../src/engine/reference';
import { DEMO } from '../../src/sandbox';
import type { MethodName, MethodResult } from '../../src/shared/contract';
import type { CountingProxy } from '../support/export-test-kit';
import { startCountingProxy } from '../support/export-test-kit';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

const OFFICE = DEMO.offices.budapest;
const LISTING = DEMO.properties.angyalfoldFlat;
const PROPERTIES = 'Ingatlanok';

let h: ServicesHarness;
let proxy: CountingProxy | null = null;

function call<M extends MethodName>(method: M, args: unknown): Promise<MethodResult<M>> {
  return h.call(method, args);
}

beforeEach(async () => {
  h = await startServices('li-planned-changes-');
});

afterEach(async () => {
  await h.close();
  await proxy?.close();
  proxy = null;
});

async function exportOffice(baseUrl: string, out: string): Promise<void> {
  const { username: user, password } = DEMO.users.demo;
  const made = createApiClient({ baseUrl, user, password });
  if (!made.ok) throw new Error(made.error);
  try {
    const reference = await obtainReferenceData({
      connection: { baseUrl, user, password, faults: null },
      cacheFolder: join(h.dir, 'reference'),
    });
    const query = { officeIds: [OFFICE], types: [], status: null, updatedAfter: null, lang: 'hu' } as const;
    const r = await runExport({ client: made.value, query, reference: reference.data, out, overwrite: false });
    if (!r.ok) throw new Error(r.error.message);
  } finally {
    await made.value.close();
  }
}

describe('partial updates in the app', () => {
  it('the dry run lists the edited row old → new; the upload sends one PUT of the two changed fields', async () => {
    const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
    const workbook = join(h.dir, 'export.xlsx');
    await exportOffice(baseUrl, workbook);
    proxy = await startCountingProxy(baseUrl);
    const { username: user, password } = DEMO.users.demo;
    const profile = await call('saveProfile', { kind: 'test', name: 'Relay', baseUrl: proxy.baseUrl, user, password });
    await call('connect', { profileId: profile.id, officeId: OFFICE });
    const info = await call('openWorkbook', { file: { kind: 'path', path: workbook } });
    const sheets = info.sheets.filter((s) => s.role !== null);
    await call('configureSheets', {
      sheets: sheets.map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow })),
    });
    expect((await call('validate', {})).counts.invalid).toBe(0);

    const page = await call('getRows', { sheet: PROPERTIES, offset: 0, limit: 10, filter: 'all' });
    const price = page.columns.find((c) => c.field === 'price.price');
    const status = page.columns.find((c) => c.field === 'property.status');
    const row = page.rows.find((r) => r.serviceId === LISTING.id);
    if (!price || !status || !row) throw new Error('no price or status column, or no row of the demo listing');
    await call('editCell', { sheet: PROPERTIES, row: row.row, index: price.index, value: '70000000' });
    await call('editCell', { sheet: PROPERTIES, row: row.row, index: status.index, value: 'inaktív' });

    const before = proxy.writes().length;
    const dry = await call('startUpload', { dryRun: true });
    expect(proxy.writes().length).toBe(before);
    expect(dry.changes).toMatchObject({ update: 1, rowsWithChanges: 1 });
    const listed = dry.changes?.rows ?? [];
    expect(listed.map((r) => [r.sheet, r.row, r.serviceId, r.action])).toEqual([
      [PROPERTIES, row.row, LISTING.id, 'update'],
    ]);
    expect(listed[0]?.fields).toEqual([
      {
        column: status.header,
        label: { en: 'Status', hu: expect.any(String) },
        kind: 'set',
        old: { en: 'active', hu: 'aktív' },
        new: { en: 'inactive', hu: 'inaktív' },
      },
      {
        column: price.header,
        label: expect.any(Object),
        kind: 'set',
        old: { en: expect.any(String), hu: expect.any(String) },
        new: { en: '70,000,000', hu: '70\u00a0000\u00a0000' },
      },
    ]);

    const run = await call('startUpload', { dryRun: false });
    expect(run).toMatchObject({ outcome: 'completed', updated: 1, failed: 0 });
    const writes = proxy.writes().slice(before);
    expect(writes.map((w) => [`${w.method} ${w.uri}`, w.body])).toEqual([
      // The listing's seller goes with it: the spec says a PUT without one makes the administrator advertise it.
      [
        `PUT /property?id=${LISTING.id}`,
        { property: { status: 'inactive' }, price: { price: 70_000_000 }, seller: expect.anything() },
      ],
    ]);
  });
});
