// The app holds back new rows that look like records the office already holds: its dry run lists them in both
// languages (`changes.lookalikes`), its upload creates none until `confirmLookalikes` is their number
// (docs/upload.md, "Uploading the same workbook again").
import { execFile } from 'node:child_process';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { createApiClient } from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';
import { openAsProposed, useServices } from '../support/app-session-kit';

const OFFICE = DEMO.offices.budapest;
const run = promisify(execFile);
const h = useServices('li-lookalike-');
const call = h.call;

async function workbook(file: string): Promise<void> {
  const script = `
import sys, openpyxl
wb = openpyxl.Workbook()
ps = wb.active
ps.title = 'Ingatlanok'
ps.append(['Ingatlan típusa [property.type]', 'Eladó vagy kiadó [property.action]', 'Település [location.region_id]',
           'Cím [location.address]', 'Ár [price.price]', 'Pénznem [price.price_currency]'])
for i in range(3):
    ps.append(['lakás', 'eladó', 'Budapest', f'Appos utca {i + 1}.', 50_000_000 + i, 'forint'])
wb.save(sys.argv[1])
`;
  await run('/usr/bin/python3', ['-c', script, file]);
}

async function open(workbookPath: string): Promise<void> {
  await call('connect', { profileId: 'sandbox', officeId: OFFICE });
  await openAsProposed(h, { kind: 'path', path: workbookPath });
}

async function listingCount(baseUrl: string): Promise<number> {
  const { username: user, password } = DEMO.users.demo;
  const made = createApiClient({ baseUrl, user, password });
  if (!made.ok) throw new Error(made.error.en);
  const listed = await made.value.listRecordBodies('property', { office_id: OFFICE, part: ['id'] });
  await made.value.close();
  return listed.ok ? listed.value.length : -1;
}

it('lists a copied workbook’s rows as lookalikes, creates none, and creates them once confirmed', async () => {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  const original = join(h.dir, 'appos.xlsx');
  await workbook(original);
  await open(original);
  expect(await call('startUpload', { dryRun: false })).toMatchObject({ created: 3 });
  const before = await listingCount(baseUrl);

  const copy = join(h.dir, 'appos (1).xlsx');
  await copyFile(original, copy);
  await open(copy);
  const dry = await call('startUpload', { dryRun: true });
  expect(dry.changes?.lookalikes).toHaveLength(3);
  expect(dry.changes?.lookalikes?.[0]?.message.hu).toMatch(
    /^Nem jött létre: hasonlít a \d+\. hirdetésre \(Appos utca 1\.\)/,
  );
  expect(dry.changes?.lookalikes?.[0]?.message.en).toMatch(/looks like listing \d+ \(Appos utca 1\.\)/);

  const held = await call('startUpload', { dryRun: false });
  expect(held.created).toBe(0);
  expect(held.message).toMatch(/3 new rows look like records the office already has/);
  expect(await listingCount(baseUrl)).toBe(before);

  const confirmed = await call('startUpload', { dryRun: false, confirmLookalikes: 3 });
  expect(confirmed.created).toBe(3);
  expect(await listingCount(baseUrl)).toBe(before + 3);
});
