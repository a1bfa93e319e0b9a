// `--withdraw-missing N` for more listings than the fault budget admits in one batch: the withdrawals go in chunks the
// budget admits (docs/round-trip.md, "Sync preview"), against the sandbox through a counting relay.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BatchItem } from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';
import { propertyBody, seedOffice, sendAll } from '../support/export-test-kit';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { officeListings, startCliSandbox } from '../support/cli-sandbox-kit';

const OFFICE = DEMO.offices.budapest;
let kit: CliSandbox;

beforeAll(async () => {
  kit = await startCliSandbox('cli-withdraw-many-');
  await seedOffice(kit.client, 3, 6);
}, 60_000);

afterAll(async () => {
  await kit.close();
});

it('withdraws 120 missing listings, past the 90 one batch may risk, with no faulty answer counted', async () => {
  const out = kit.file('export.xlsx');
  const exported = await kit.exportWith({ officeId: [String(OFFICE)], out });
  expect(exported.code, exported.errors).toBe(0);
  // Active listings (n % 5 !== 0) created after the export: missing from the sheet.
  const added: BatchItem[] = [];
  for (let n = 1001; added.length < 120; n++) {
    if (n % 5 === 0) continue;
    const body = { ...propertyBody(n, null), id: { transfer_id: `MANY-${n}` } };
    added.push({ method: 'POST', uri: `/property?office_id=${OFFICE}`, body });
  }
  const ids = await sendAll(kit.client, added);
  const done = await kit.upload(out, { officeId: String(OFFICE), withdrawMissing: '120', json: true });
  expect(done.errors).not.toContain('safety line');
  expect(done.code, done.errors).toBe(0);
  expect(done.writes.map((w) => w.uri).sort()).toEqual(ids.map((id) => `/property?id=${id}`).sort());
  const after = await officeListings(kit.client, OFFICE);
  expect(ids.filter((id) => after.get(id)?.['property']?.['status'] !== 'inactive')).toEqual([]);
});
