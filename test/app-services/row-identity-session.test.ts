// Row identity in the app: a row whose Service ID was pasted from another row is refused in the dry run's planned
// changes (both languages, naming both listings) and never sent; a withdraw's confirmation shows the portal's record.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/engine/api';
import { runExport } from '../../src/engine/export';
import { obtainReferenceData } from '../../src/engine/reference';
import { DEMO } from '../../src/sandbox';
import type { MethodName, MethodResult } from '../../src/shared/contract';
import type { CountingProxy } from '../support/export-test-kit';
import { propertyBody, sendAll, startCountingProxy } from '../support/export-test-kit';
import { ACTION_HEADER, editWorkbook } from '../support/office-sandbox-kit';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

const OFFICE = DEMO.offices.budapest;
const { username: USER, password: PASSWORD } = DEMO.users.demo;

let h: ServicesHarness;
let proxy: CountingProxy | null = null;

function call<M extends MethodName>(method: M, args: unknown): Promise<MethodResult<M>> {
  return h.call(method, args);
}

beforeEach(async () => {
  h = await startServices('li-row-identity-');
});

afterEach(async () => {
  await h.close();
  await proxy?.close();
  proxy = null;
});

/** Two more listings beside the demo one, exported; the workbook edited with openpyxl; the app connected via a relay. */
async function openEdited(ops: Parameters<typeof editWorkbook>[2]): Promise<void> {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  const made = createApiClient({ baseUrl, user: USER, password: PASSWORD });
  if (!made.ok) throw new Error(made.error);
  try {
    await sendAll(made.value, [
      { method: 'POST', uri: `/property?office_id=${OFFICE}`, body: propertyBody(2, null) },
      { method: 'POST', uri: `/property?office_id=${OFFICE}`, body: propertyBody(3, null) },
    ]);
    const reference = await obtainReferenceData({
      connection: { baseUrl, user: USER, password: PASSWORD, faults: null },
      cacheFolder: join(h.dir, 'reference'),
    });
    const query = { officeIds: [OFFICE], types: [], status: null, updatedAfter: null, lang: 'hu' } as const;
    const out = join(h.dir, 'export.xlsx');
    const r = await runExport({ client: made.value, query, reference: reference.data, out, overwrite: false });
    if (!r.ok) throw new Error(r.error.message);
    await editWorkbook(out, join(h.dir, 'edited.xlsx'), ops);
  } finally {
    await made.value.close();
  }
  proxy = await startCountingProxy(baseUrl);
  const profile = await call('saveProfile', {
    kind: 'test',
    name: 'Relay',
    baseUrl: proxy.baseUrl,
    user: USER,
    password: PASSWORD,
  });
  await call('connect', { profileId: profile.id, officeId: OFFICE });
  const info = await call('openWorkbook', { file: { kind: 'path', path: join(h.dir, 'edited.xlsx') } });
  const sheets = info.sheets.filter((s) => s.role !== null);
  await call('configureSheets', {
    sheets: sheets.map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow })),
  });
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
