// Row identity in the app: a row whose Service ID was pasted from another row is refused in the dry run's planned
// changes (both languages, naming both listings) and never sent; a withdraw's confirmation shows the portal's record.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { CountingProxy } from '../support/export-test-kit';
import { exportDemoOffice, openAsProposed, useAppSession, withDemoClient } from '../support/app-session-kit';
import { propertyBody, sendAll } from '../support/export-test-kit';
import { ACTION_HEADER, editWorkbook } from '../support/office-sandbox-kit';

const OFFICE = DEMO.offices.budapest;
const { username: USER, password: PASSWORD } = DEMO.users.demo;

const session = useAppSession('li-row-identity-');
const { call } = session;
let proxy: CountingProxy | null = null;

/** Two more listings beside the demo one, exported; the workbook edited with openpyxl; the app connected via a relay. */
async function openEdited(ops: Parameters<typeof editWorkbook>[2]): Promise<void> {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  await withDemoClient(baseUrl, async (client) => {
    await sendAll(client, [
      { method: 'POST', uri: `/property?office_id=${OFFICE}`, body: propertyBody(2, null) },
      { method: 'POST', uri: `/property?office_id=${OFFICE}`, body: propertyBody(3, null) },
    ]);
    const out = join(session.h.dir, 'export.xlsx');
    await exportDemoOffice(client, baseUrl, { out, referenceFolder: join(session.h.dir, 'reference') });
    await editWorkbook(out, join(session.h.dir, 'edited.xlsx'), ops);
  });
  proxy = await session.relay(baseUrl);
  const profile = await call('saveProfile', {
    kind: 'test',
    name: 'Relay',
    baseUrl: proxy.baseUrl,
    user: USER,
    password: PASSWORD,
  });
  await call('connect', { profileId: profile.id, officeId: OFFICE });
  await openAsProposed(session, { kind: 'path', path: join(session.h.dir, 'edited.xlsx') });
  await call('validate', {});
}

describe('row identity in the app', () => {
  it('refuses a row with a pasted Service ID in the dry run, in both languages, and sends nothing for it', async () => {
    await openEdited([
      { op: 'pasteId', from: 'EXP-P3', to: 'EXP-P2' },
      { op: 'set', index: 'EXP-P2', key: 'price.price', add: 1_000_000 },
    ]);
    const dry = await call('startUpload', { dryRun: true });
    const refused = dry.changes?.refused ?? [];
    expect(refused).toHaveLength(1);
    expect(refused[0]?.message.en).toContain('reference EXP-P2, Árvíztűrő utca 2.');
    expect(refused[0]?.message.en).toContain('reference EXP-P3, Árvíztűrő utca 3.');
    expect(refused[0]?.message.hu).toContain('hivatkozás: EXP-P3, Árvíztűrő utca 3.');
    const before = proxy?.writes().length ?? 0;
    const done = await call('startUpload', { dryRun: false });
    expect(done).toMatchObject({ outcome: 'completed', updated: 0 });
    expect(proxy?.writes().length).toBe(before);
  });

  it("lists a withdraw as the portal holds it, not the row's edited text", async () => {
    await openEdited([
      { op: 'set', index: 'EXP-P2', key: 'location.address', value: 'Hamis utca 1.' },
      { op: 'mark', index: 'EXP-P2', key: ACTION_HEADER, value: 'visszavonás' },
    ]);
    const dry = await call('startUpload', { dryRun: true });
    expect(dry.withdraws).toEqual([
      expect.objectContaining({ reference: 'EXP-P2', title: 'Árvíztűrő utca 2.', fromPortal: true, type: 'land' }),
    ]);
  });

  it('lists a deliberate reference change from the portal, holds it back, and sends it once its number is given', async () => {
    await openEdited([{ op: 'set', index: 'EXP-P2', key: 'id.transfer_id', value: 'EXP-P2-UJ' }]);
    const summary = await call('validate', {});
    expect(summary.referenceChanges).toBe(1);
    const dry = await call('startUpload', { dryRun: true });
    expect(dry.referenceChanges).toEqual([
      expect.objectContaining({
        reference: 'EXP-P2',
        newReference: 'EXP-P2-UJ',
        title: 'Árvíztűrő utca 2.',
        fromPortal: true,
        type: 'land',
      }),
    ]);
    // Listed with its own confirmation, not among the rows refused as not the listing they name.
    expect(dry.changes?.refused).toBeUndefined();
    const before = proxy?.writes().length ?? 0;
    const done = await call('startUpload', { dryRun: false, confirmReferenceChanges: 1 });
    expect(done).toMatchObject({ outcome: 'completed', updated: 1, failed: 0 });
    expect(proxy?.writes().length).toBe(before + 1);
  });
});
