// The round trip (docs/round-trip.md) in the app: a price and a status edited in the grid of an exported workbook; the
// dry run lists the row with both fields old → new (header, words of both languages), the upload sends one PUT of only
// those fields.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { CountingProxy } from '../support/export-test-kit';
import { connectDemoAt, exportDemoOfficeTo, openAsProposed, useAppSession } from '../support/app-session-kit';

const OFFICE = DEMO.offices.budapest;
const LISTING = DEMO.properties.angyalfoldFlat;
const PROPERTIES = 'Ingatlanok';

const session = useAppSession('li-planned-changes-');
const { call } = session;
let proxy: CountingProxy | null = null;

describe('partial updates in the app', () => {
  it('the dry run lists the edited row old → new; the upload sends one PUT of the two changed fields', async () => {
    const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
    const workbook = join(session.h.dir, 'export.xlsx');
    await exportDemoOfficeTo(session.h, baseUrl, workbook);
    proxy = await session.relay(baseUrl);
    await connectDemoAt(session, proxy.baseUrl, OFFICE);
    await openAsProposed(session, { kind: 'path', path: workbook });
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
