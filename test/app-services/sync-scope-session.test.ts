// The app's sync preview looks only inside the scope the export recorded, says which, and refuses a workbook that
// records none unless a scope is named (docs/round-trip.md, "Sync preview").
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { CountingProxy } from '../support/export-test-kit';
import { exportDemoOffice, useAppSession, withDemoClient } from '../support/app-session-kit';
import { propertyBody, sendAll } from '../support/export-test-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';

const OFFICE = DEMO.offices.budapest;
const run = promisify(execFile);
const session = useAppSession('li-sync-scope-');
const { call } = session;
let proxy: CountingProxy | null = null;

/** Exports the office's apartments; then one apartment and one house are added on the portal. */
async function apartmentsExport(baseUrl: string, out: string): Promise<{ apartment: number; house: number }> {
  return withDemoClient(baseUrl, async (client) => {
    await exportDemoOffice(client, baseUrl, { out, referenceFolder: null, types: ['apartment'] });
    const item = (type: string, ref: string, n: number) => {
      const body = propertyBody(n, null) as { property: Record<string, unknown> };
      const property = { ...body.property, type, status: 'active' };
      return {
        method: 'POST' as const,
        uri: `/property?office_id=${OFFICE}`,
        body: { ...body, property, special: { [type]: {} }, id: { transfer_id: ref } },
      };
    };
    const [apartment = 0, house = 0] = await sendAll(client, [item('apartment', 'A-1', 1), item('house', 'H-1', 2)]);
    return { apartment, house };
  });
}

async function withoutScope(src: string, dst: string): Promise<void> {
  const script = `
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
ws = wb['Súgó']
for row in ws.iter_rows():
    if isinstance(row[0].value, str) and row[0].value.startswith('A lap hirdetései'):
        row[0].value = None
        row[1].value = None
wb.save(sys.argv[2])
`;
  await run('/usr/bin/python3', ['-c', script, src, dst]);
}

async function open(baseUrl: string, workbook: string): Promise<void> {
  proxy = await session.relay(baseUrl);
  const { username: user, password } = DEMO.users.demo;
  const profile = await call('saveProfile', { kind: 'test', name: 'Relay', baseUrl: proxy.baseUrl, user, password });
  await call('connect', { profileId: profile.id, officeId: OFFICE });
  const info = await call('openWorkbook', { file: { kind: 'path', path: workbook } });
  await call('configureSheets', {
    sheets: info.sheets
      .filter((s) => s.role !== null)
      .map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow })),
  });
}

it('an apartments export offers only the apartment it lacks, and names the recorded scope', async () => {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  const workbook = join(session.h.dir, 'apartments.xlsx');
  const added = await apartmentsExport(baseUrl, workbook);
  await open(baseUrl, workbook);
  const preview = await call('syncPreview', {});
  expect(preview.missing.map((m) => m.id)).toEqual([added.apartment]);
  expect(preview.scope).toMatchObject({ source: 'recorded', types: ['apartment'], officeIds: [OFFICE] });
  // The office by its name, as the header names it, not by its number.
  expect(preview.scope?.description).toMatch(/^Duna-Part Ingatlan – Angyalföld; /);
  // And the listings' lines by the same name (missing-listings.tsx).
  expect(preview.officeNames).toEqual({ [String(OFFICE)]: 'Duna-Part Ingatlan – Angyalföld' });
  // Each listing described by the engine, as the command line describes it, in both languages.
  const [line] = preview.missing.map((m) => m.description);
  expect(line?.en).toMatch(new RegExp(`^Duna-Part Ingatlan – Angyalföld: Service ID ${added.apartment}, `));
  expect(line?.hu).toMatch(
    new RegExp(`^Duna-Part Ingatlan – Angyalföld: szolgáltatói azonosító: ${added.apartment}, `),
  );
  expect(proxy?.writes()).toEqual([]);
});

it('refuses a workbook without a recorded scope, and looks inside one the user names', async () => {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  const exported = join(session.h.dir, 'apartments.xlsx');
  const added = await apartmentsExport(baseUrl, exported);
  const workbook = join(session.h.dir, 'no-scope.xlsx');
  await withoutScope(exported, workbook);
  await open(baseUrl, workbook);
  // The preview only looks: it says what cannot be told, not that nothing was sent.
  await expect(call('syncPreview', {})).rejects.toThrow(/Cannot tell which listings are missing: .*does not say/);
  await expect(call('withdrawMissing', { confirm: 1 })).rejects.toThrow(/Nothing was sent: .*does not say which/);
  const scope = { officeIds: [], types: ['house'], status: null, updatedAfter: null };
  const preview = await call('syncPreview', { scope });
  expect(preview.missing.map((m) => m.id)).toEqual([added.house]);
  expect(preview.scope?.source).toBe('named');
  expect(proxy?.writes()).toEqual([]);
});

it('says in Hungarian, with no English sentence, that the listings could not be listed', async () => {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  const workbook = join(session.h.dir, 'apartments.xlsx');
  await apartmentsExport(baseUrl, workbook);
  await open(baseUrl, workbook);
  await call('setLanguage', { language: 'hu', remember: false });
  await proxy?.close();
  const refused = await call('syncPreview', {}).then(
    () => 'listed through a closed relay',
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );
  const text = refused.replace(/^syncPreview: connection_failed /, '');
  expect(text).toMatch(/^Az iroda hirdetései nem listázhatók: .*nem érhető el/);
  expectNoEnglishSentence(text);
});
