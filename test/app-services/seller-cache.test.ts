// Seller references looked up on the service are kept on disk (readable by the user only), so a later
// session that loses the service still marks the listings whose seller exists nowhere, and leaves a reference it
// never asked about unchecked rather than guessing.
import { cp, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

const HEADERS = [
  'Hirdetés azonosító',
  'Értékesítő',
  'Ingatlan típusa',
  'Eladó vagy kiadó',
  'Település',
  'Ár',
  'Pénznem',
];

let sandbox: RunningSandbox | null;
let first: ServicesHarness;
let second: ServicesHarness | null;

beforeEach(async () => {
  first = await startServices('li-seller-cache-');
  second = null;
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo', dataDir: join(first.dir, 'service') });
});

afterEach(async () => {
  await sandbox?.close();
  await second?.close();
  await first.close();
});

async function connect(h: ServicesHarness, baseUrl: string): Promise<void> {
  const { username, password } = DEMO.users.demo;
  const p = await h.call('saveProfile', { kind: 'test', name: 'Próba', baseUrl, user: username, password });
  await h.call('connect', { profileId: p.id, officeId: DEMO.offices.budapest });
}

async function openListings(h: ServicesHarness, sellers: readonly string[]): Promise<void> {
  const path = join(h.dir, 'hirdetesek.xlsx');
  const wb = new ExcelJS.Workbook();
  const rows = sellers.map((s, i) => [`C-${i + 1}`, s, 'lakás', 'eladó', 'Budapest', 30_000_000 + i, 'Ft']);
  wb.addWorksheet('Ingatlanok').addRows([HEADERS, ...rows]);
  await wb.xlsx.writeFile(path);
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  const view = await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });
  expect(view.sheets[0]?.columns.find((c) => c.header === 'Értékesítő')?.field).toBe('seller.transfer_id');
}

async function invalidRows(h: ServicesHarness): Promise<{ row: number; text: string }[]> {
  const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 20, filter: 'invalid' });
  return page.rows.map((r) => ({ row: r.row, text: r.cells.flatMap((c) => c.problems).join(' ') }));
}

describe('the offline seller cache', () => {
  it('answers for the references asked before when the service is gone, in a new session', async () => {
    const service = sandbox;
    if (!service) throw new Error('no sandbox');
    await connect(first, service.baseUrl);
    await openListings(first, ['DEMO-S1', 'E99']);
    expect((await first.call('validate', {})).counts).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    expect(await invalidRows(first)).toEqual([{ row: 3, text: expect.stringContaining('E99') }]);

    const cacheDir = join(first.dir, 'data', 'seller-cache');
    const [file] = await readdir(cacheDir);
    if (!file) throw new Error('no seller cache written');
    expect((await stat(join(cacheDir, file))).mode & 0o777).toBe(0o600);
    const cached: unknown = JSON.parse(await readFile(join(cacheDir, file), 'utf8'));
    expect(cached).toEqual({ known: ['DEMO-S1'], asked: ['DEMO-S1', 'E99'] });

    // A new session on the same data folder connects, then the service goes away before validation.
    second = await startServices('li-seller-cache-offline-');
    // What the first session kept: the seller look-ups, and the settlements (names must resolve offline too).
    for (const kept of ['seller-cache', 'reference-cache']) {
      await cp(join(first.dir, 'data', kept), join(second.dir, 'data', kept), { recursive: true });
    }
    await connect(second, service.baseUrl);
    await openListings(second, ['DEMO-S1', 'E99', 'E77']);
    await service.close();
    sandbox = null;

    const summary = await second.call('validate', {});
    expect(await invalidRows(second)).toEqual([{ row: 3, text: expect.stringContaining('E99') }]);
    // E77 was never asked about: unchecked, and said so, not refused.
    expect(summary.counts).toMatchObject({ total: 3, valid: 2, invalid: 1 });
    expect(summary.notices.map((n) => n.en)).toContain(
      '1 row of Ingatlanok refers to a seller that is neither in this workbook nor could be looked up on the service; ' +
        'the reference is not checked.',
    );
  });
});
