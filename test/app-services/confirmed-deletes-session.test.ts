// The round trip (docs/round-trip.md) in the app: a workbook whose Import action deletes (or withdraws) a listing is
// not uploaded until the number is confirmed; the dry run lists them for the confirmation box; confirmed, the listing
// is deleted. And the sync preview: listings on the portal the workbook lacks, withdrawn once their number is
// confirmed.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';
import type { CountingProxy } from '../support/export-test-kit';
import { connectDemoAt, exportDemoOfficeTo, openAsProposed, useAppSession } from '../support/app-session-kit';
import { editWithOpenpyxl, propertyBody, sendAll } from '../support/export-test-kit';

const OFFICE = DEMO.offices.budapest;
const LISTING = DEMO.properties.angyalfoldFlat;

const run = promisify(execFile);

const session = useAppSession('li-confirmed-deletes-');
const { call } = session;
let proxy: CountingProxy | null = null;

/** Exports the office, marks the listing's Import action, opens the copy in the app through a counting relay. */
async function openMarked(action: string): Promise<CountingProxy> {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  const exported = join(session.h.dir, 'export.xlsx');
  await exportDemoOfficeTo(session.h, baseUrl, exported);
  const workbook = join(session.h.dir, 'marked.xlsx');
  await editWithOpenpyxl(exported, workbook, [
    { sheet: 'Ingatlanok', header: 'Importálási művelet', serviceId: LISTING.id, value: action },
  ]);
  const relay = await session.relay(baseUrl);
  proxy = relay;
  await connectDemoAt(session, relay.baseUrl, OFFICE);
  await openAsProposed(session, { kind: 'path', path: workbook });
  return relay;
}

describe('confirmed deletes in the app', () => {
  it('refuses an unconfirmed delete, lists it in the dry run, and deletes it once confirmed', async () => {
    const relay = await openMarked('törlés');
    const summary = await call('validate', {});
    expect(summary.deletes).toBe(1);
    // The review grid says which row will delete its listing, before the upload asks for the confirmation.
    const review = await call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 10, filter: 'all' });
    expect(review.rows.filter((r) => r.action !== null).map((r) => [r.row, r.action])).toEqual([[2, 'delete']]);

    const before = relay.writes().length;
    await expect(call('startUpload', { dryRun: false })).rejects.toThrow(
      /invalid_request Nothing was sent: the workbook deletes 1 listing from the service\. .* \(Ingatlanok 2\)/,
    );
    expect(relay.writes().length).toBe(before);

    const dry = await call('startUpload', { dryRun: true });
    expect(dry.deletes).toEqual([
      {
        sheet: 'Ingatlanok',
        row: 2,
        serviceId: LISTING.id,
        reference: 'DEMO-P1',
        title: expect.any(String),
        // As the portal holds it, read before anything is sent (docs/round-trip.md, "Row identity").
        fromPortal: true,
        type: 'apartment',
        price: expect.any(Number),
        currency: expect.any(String),
      },
    ]);
    expect(dry.buckets).toMatchObject({ delete: 1, update: 0 });
    expect(relay.writes().length).toBe(before);

    const done = await call('startUpload', { dryRun: false, confirmDeletes: 1 });
    expect(done).toMatchObject({ outcome: 'completed', failed: 0, deleted: 1 });
    expect(done.buckets).toMatchObject({ delete: 1, update: 0 });
    expect(relay.writes().slice(before)).toEqual([{ method: 'DELETE', uri: `/property?id=${LISTING.id}` }]);
    const rows = await call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 10, filter: 'all' });
    expect(rows.rows.find((r) => r.serviceId === LISTING.id)?.status).toBe('deleted');
  });

  it('refuses an unconfirmed withdraw, lists it as the portal holds it, and withdraws it once confirmed', async () => {
    const relay = await openMarked('visszavonás');
    expect(await call('validate', {})).toMatchObject({ withdraws: 1 });
    const before = relay.writes().length;
    await expect(call('startUpload', { dryRun: false })).rejects.toThrow(
      /invalid_request Nothing was sent: the workbook withdraws 1 listing from the portal\. .* \(Ingatlanok 2\)/,
    );
    const dry = await call('startUpload', { dryRun: true });
    expect(dry.withdraws).toEqual([
      expect.objectContaining({ serviceId: LISTING.id, reference: 'DEMO-P1', fromPortal: true, type: 'apartment' }),
    ]);
    expect(relay.writes().length).toBe(before);
    const done = await call('startUpload', { dryRun: false, confirmWithdraws: 1 });
    expect(done).toMatchObject({ outcome: 'completed', failed: 0 });
    expect(
      relay
        .writes()
        .slice(before)
        .map((w) => `${w.method} ${w.uri}`),
    ).toEqual([`PUT /property?id=${LISTING.id}`]);
  });
});

describe('sync preview in the app', () => {
  it('lists the listing the workbook lacks, refuses a wrong count and withdraws it with the right one', async () => {
    const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
    const workbook = join(session.h.dir, 'portfolio.xlsx');
    await exportDemoOfficeTo(session.h, baseUrl, workbook);
    const { username: user, password } = DEMO.users.demo;
    const made = createApiClient({ baseUrl, user, password });
    if (!made.ok) throw new Error(made.error.en);
    const [extra = 0] = await sendAll(made.value, [
      {
        method: 'POST',
        uri: `/property?office_id=${OFFICE}`,
        body: { ...propertyBody(1, null), id: { transfer_id: 'X-1' } },
      },
    ]);
    proxy = await session.relay(baseUrl);
    await connectDemoAt(session, proxy.baseUrl, OFFICE);
    await openAsProposed(session, { kind: 'path', path: workbook });

    const preview = await call('syncPreview', {});
    expect(preview).toMatchObject({ offices: [OFFICE], withdrawable: 1 });
    expect(preview.missing.map((m) => [m.id, m.transferId, m.status])).toEqual([[extra, 'X-1', 'active']]);
    expect(proxy.writes()).toEqual([]);

    await expect(call('withdrawMissing', { confirm: 2 })).rejects.toThrow(
      /Nothing was withdrawn: 1 listing is missing from the workbook now, not 2/,
    );
    expect(proxy.writes()).toEqual([]);
    expect(await call('withdrawMissing', { confirm: 1 })).toEqual({ withdrawn: 1, failed: [] });
    const writes = proxy.writes();
    expect(writes.map((w) => `${w.method} ${w.uri}`)).toEqual([`PUT /property?id=${extra}`]);
    expect((writes[0]?.body as { property?: unknown }).property).toEqual({ status: 'inactive' });
    const listed = await made.value.listRecordBodies('property', { office_id: OFFICE, part: ['id', 'property'] });
    await made.value.close();
    const after = (listed.ok ? listed.value : []) as { id: { id: number }; property: { status: string } }[];
    expect(after.find((p) => p.id.id === extra)?.property.status).toBe('inactive');
  });
});

/** Appends a row that only names a reference and asks to delete it (no Service ID, no other cell). */
async function appendDeleteOf(src: string, dst: string, reference: string): Promise<void> {
  const script = `
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
ws = wb['Ingatlanok']
heads = {c.value: c.column for c in ws[1] if c.value is not None}
ref = [h for h in heads if str(h).endswith('[id.transfer_id]')][0]
new = ws.max_row + 1
ws.cell(new, heads[ref]).value = sys.argv[3]
ws.cell(new, heads['Importálási művelet']).value = 'törlés'
wb.save(sys.argv[2])
`;
  await run('/usr/bin/python3', ['-c', script, src, dst, reference]);
}

describe('a delete of a listing the service does not have, in the app', () => {
  it('is not sent and shows failed with the reason naming the row, in the grid and the failed rows', async () => {
    const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
    const exported = join(session.h.dir, 'export.xlsx');
    await exportDemoOfficeTo(session.h, baseUrl, exported);
    const workbook = join(session.h.dir, 'nothing-to-delete.xlsx');
    await appendDeleteOf(exported, workbook, 'NINCS-ILYEN');
    proxy = await session.relay(baseUrl);
    await connectDemoAt(session, proxy.baseUrl, OFFICE);
    await openAsProposed(session, { kind: 'path', path: workbook });
    expect((await call('validate', {})).deletes).toBe(1);

    const done = await call('startUpload', { dryRun: false });
    expect(proxy.writes()).toEqual([]);
    expect(done).toMatchObject({ outcome: 'completed', failed: 1, invalid: 0 });
    const results = await call('getResults', {});
    expect(results.failedRows).toEqual([
      expect.objectContaining({
        sheet: 'Ingatlanok',
        row: 3,
        reference: 'NINCS-ILYEN',
        message:
          `Ingatlanok row 3: there is no listing "NINCS-ILYEN" in office ${OFFICE} on the service, ` +
          'so there is nothing to delete.',
      }),
    ]);
    const grid = await call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 10, filter: 'all' });
    expect(grid.rows.find((r) => r.row === 3)?.status).toBe('failed');
  });
});
