// The sync preview's withdrawal is a run of the journal (withdraw-run.ts): History lists it by the workbook's name
// and "szinkron" with its count, and its undo sets the withdrawn listings active again (docs/round-trip.md).
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import {
  connectDemoAt,
  exportDemoOffice,
  openAsProposed,
  useAppSession,
  withDemoClient,
} from '../support/app-session-kit';
import { propertyBody, sendAll } from '../support/export-test-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { startWithdrawRefusingRelay } from '../support/withdraw-refusing-relay';

const OFFICE = DEMO.offices.budapest;
const session = useAppSession('li-sync-run-');
const { call } = session;

/** Exports the office, then adds three active listings on the portal: the workbook lacks them. */
async function exportThenAdd(baseUrl: string, out: string): Promise<number[]> {
  return withDemoClient(baseUrl, async (client) => {
    await exportDemoOffice(client, baseUrl, { out, referenceFolder: null });
    const item = (n: number) => {
      const body = propertyBody(n, null) as { property: Record<string, unknown> };
      return {
        method: 'POST' as const,
        uri: `/property?office_id=${OFFICE}`,
        body: { ...body, property: { ...body.property, status: 'active' }, id: { transfer_id: `SYNC-${n}` } },
      };
    };
    return sendAll(client, [item(1), item(2), item(3)]);
  });
}

/** The listing's status as the sandbox holds it, asked with the demo user. */
async function statusOf(baseUrl: string, id: number): Promise<unknown> {
  const { username, password } = DEMO.users.demo;
  const auth = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const answer = await fetch(`${baseUrl}/property?id=${id}&part=id,property`, { headers: { authorization: auth } });
  const found = (await answer.json()) as { property?: { status?: unknown } }[];
  return found[0]?.property?.status;
}

it('withdraws 2 of 3 missing listings as a run History lists, and its undo makes them active again', async () => {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  const workbook = join(session.h.dir, 'iroda.xlsx');
  const [a = 0, b = 0, c = 0] = await exportThenAdd(baseUrl, workbook);
  await call('connect', { profileId: 'sandbox', officeId: OFFICE });
  await call('setLanguage', { language: 'hu', remember: false });
  const info = await call('openWorkbook', { file: { kind: 'path', path: workbook } });
  await call('configureSheets', {
    sheets: info.sheets
      .filter((s) => s.role !== null)
      .map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow })),
  });
  expect((await call('syncPreview', {})).missing.map((m) => m.id).sort()).toEqual([a, b, c].sort());

  expect(await call('withdrawMissing', { confirm: 2, ids: [a, c] })).toEqual({ withdrawn: 2, failed: [] });
  expect([await statusOf(baseUrl, a), await statusOf(baseUrl, b), await statusOf(baseUrl, c)]).toEqual([
    'inactive',
    'active',
    'inactive',
  ]);
  const run = (await call('listHistory', {}))[0];
  expect(run).toMatchObject({ fileName: 'iroda.xlsx (szinkron)', withdrawn: 2, updated: 0, created: 0, failed: 0 });

  // The undo names each listing by the reference its journal kept, as the office knows it.
  const preview = await call('undoRun', { runId: run?.runId ?? '', dryRun: true });
  const named = preview.rows.map((r) => [r.serviceId, r.syncListing, r.reference]);
  expect(named.sort()).toEqual(
    [
      [a, true, 'SYNC-1'],
      [c, true, 'SYNC-3'],
    ].sort(),
  );

  const undo = await call('undoRun', { runId: run?.runId ?? '', dryRun: false });
  expect(undo.counts).toMatchObject({ undone: 2, failed: 0 });
  expect([await statusOf(baseUrl, a), await statusOf(baseUrl, c)]).toEqual(['active', 'active']);
});

it('names a listing the service refuses to withdraw as the preview does, with the reason in Hungarian', async () => {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  const workbook = join(session.h.dir, 'iroda.xlsx');
  const [a = 0, b = 0] = await exportThenAdd(baseUrl, workbook);
  const relay = await startWithdrawRefusingRelay(baseUrl, b);
  try {
    await connectDemoAt(session.h, relay.baseUrl, OFFICE);
    await call('setLanguage', { language: 'hu', remember: false });
    await openAsProposed(session.h, { kind: 'path', path: workbook });
    const shown = (await call('syncPreview', {})).missing.find((m) => m.id === b);
    const done = await call('withdrawMissing', { confirm: 2, ids: [a, b] });
    expect(done.withdrawn).toBe(1);
    expect(done.failed).toHaveLength(1);
    // The listing as the preview showed it (office, Service ID, reference, address, status), then why; in both
    // languages, as the preview's description, so a language switch shows it in the other.
    const [line = { en: '', hu: '' }] = done.failed;
    expect(line.en.startsWith(`${shown?.description.en ?? '?'}: `), line.en).toBe(true);
    expect(line.hu.startsWith(`${shown?.description.hu ?? '?'}: `), line.hu).toBe(true);
    expectNoEnglishSentence(line.hu.slice((shown?.description.hu ?? '').length + 2));
  } finally {
    await relay.close();
  }
});
