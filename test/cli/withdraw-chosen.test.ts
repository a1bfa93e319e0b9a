// `upload --withdraw-only ID,ID --withdraw-missing N` withdraws only the missing listings named, as the app's tick
// boxes do (docs/wizard.md, "Sync preview"): N still confirms their number, and an ID that is not among the missing
// listings not withdrawn yet is refused, nothing sent, exit 2, naming it in both languages. Against the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import { propertyBody, seedOffice, sendAll } from '../support/export-test-kit';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { officeListings, startCliSandbox } from '../support/cli-sandbox-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';

const OFFICE = DEMO.offices.budapest;
let kit: CliSandbox;
let added = 0;

/** Active houses made after the export: missing from it. */
async function addHouses(count: number): Promise<number[]> {
  const items = Array.from({ length: count }, () => {
    added += 1;
    const body = propertyBody(3000 + added, null) as { property: Record<string, unknown> };
    return {
      method: 'POST' as const,
      uri: `/property?office_id=${OFFICE}`,
      body: { ...body, id: { transfer_id: `ONLY-${added}` }, property: { ...body.property, status: 'active' } },
    };
  });
  return sendAll(kit.client, items);
}

/** An export of the office's listings, then three houses added on the portal that it lacks. */
async function exportThenAdd(): Promise<{ readonly workbook: string; readonly ids: number[] }> {
  const workbook = kit.file('office.xlsx');
  const done = await kit.exportWith({ officeId: [String(OFFICE)], out: workbook });
  if (done.code !== 0) throw new Error(done.errors);
  return { workbook, ids: await addHouses(3) };
}

async function statuses(ids: readonly number[]): Promise<unknown[]> {
  const now = await officeListings(kit.client, OFFICE);
  return ids.map((id) => now.get(id)?.['property']?.['status']);
}

const withdrawn = (writes: readonly { readonly uri: string }[]): string[] =>
  writes.map((w) => w.uri).filter((u) => /^\/property\?id=\d+$/.test(u));

beforeAll(async () => {
  kit = await startCliSandbox('cli-withdraw-only-');
  await seedOffice(kit.client, 2, 6);
}, 60_000);

afterAll(async () => {
  await kit.close();
});

describe('upload --withdraw-only', () => {
  it('withdraws only the named missing listings; the others stay active', async () => {
    const { workbook, ids } = await exportThenAdd();
    const [a = 0, b = 0, c = 0] = ids;
    const args = { officeId: String(OFFICE), withdrawMissing: '2', withdrawOnly: `${a},${c}` };
    const done = await kit.upload(workbook, args);
    expect(done.code, done.errors).toBe(0);
    expect(withdrawn(done.writes).sort()).toEqual([`/property?id=${a}`, `/property?id=${c}`].sort());
    expect(await statuses([a, b, c])).toEqual(['inactive', 'active', 'inactive']);
  });

  it('refuses an ID not among the missing listings, naming it in both languages; nothing is sent', async () => {
    const { workbook, ids } = await exportThenAdd();
    const [a = 0] = ids;
    const args = { officeId: String(OFFICE), withdrawMissing: '2', withdrawOnly: `${a},424242` };
    const refused = await kit.upload(workbook, args);
    expect(refused.code).toBe(2);
    expect(refused.writes).toEqual([]);
    const lines = refused.errors.split('\n');
    const en = lines.findIndex((l) => l.includes('424242'));
    expect(lines[en]).toMatch(
      /^upload: nothing was sent: not among the listings missing .*: 424242, named by --withdraw-only/,
    );
    expect(lines[en]).not.toContain(String(a));
    expect(lines[en + 1]).toMatch(/^Semmi sem ment el: .*424242/);
    expectNoEnglishSentence((lines[en + 1] ?? '').replace(/^upload: |--[a-z-]+/g, ''));
    expect(await statuses(ids)).toEqual(['active', 'active', 'active']);
  });

  it('still asks the count: --withdraw-missing must be the number of listings named', async () => {
    const { workbook, ids } = await exportThenAdd();
    const [a = 0, b = 0] = ids;
    const args = { officeId: String(OFFICE), withdrawMissing: '3', withdrawOnly: `${a},${b}` };
    const refused = await kit.upload(workbook, args);
    expect(refused.code).toBe(2);
    expect(refused.writes).toEqual([]);
    expect(refused.errors).toMatch(/--withdraw-only names 2 listings, but --withdraw-missing says 3/);
    expect(refused.errors).toMatch(/^Semmi sem ment el: a --withdraw-only 2 hirdetést ad meg/m);
  });

  it('refuses --withdraw-only without --withdraw-missing', async () => {
    const { workbook } = await exportThenAdd();
    const alone = await kit.upload(workbook, { officeId: String(OFFICE), withdrawOnly: '5' });
    expect(alone.code).toBe(2);
    expect(alone.writes).toEqual([]);
    expect(alone.errors).toContain('--withdraw-missing');
  });

  it('refuses an ID that is no number, naming it', async () => {
    const { workbook } = await exportThenAdd();
    const word = await kit.upload(workbook, { officeId: String(OFFICE), withdrawMissing: '1', withdrawOnly: '5,x7' });
    expect(word.code).toBe(2);
    expect(word.writes).toEqual([]);
    expect(word.errors).toMatch(/--withdraw-only.*"x7"/);
  });
});
