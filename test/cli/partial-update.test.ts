// Issue 13, round trip: an edited export sends only the changed fields, and the dry run shows them old → new.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueWords } from '../../src/catalog';
import { runExportCommand } from '../../src/cli/commands/export-command';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import type { ApiClient } from '../../src/engine/api';
import { createApiClient } from '../../src/engine/api';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import { openImport, prepareImport } from '../../src/engine/pipeline';
import { columnHeaders, runUpload } from '../../src/engine/upload';
import type { CountingProxy } from '../support/export-test-kit';
import { readSheet, seedOffice, startCountingProxy } from '../support/export-test-kit';

const run = promisify(execFile);
const OFFICE = DEMO.offices.budapest;
const SHEET = 'Ingatlanok';
const PRICE = 'Ár [price.price]';
const STATUS = 'Állapot (aktív) [property.status]';
const INACTIVE = valueWords('PROPERTY_STATUS', 'inactive').hu;

let dir: string;
let sandbox: RunningSandbox;
let proxy: CountingProxy;
let client: ApiClient;
let exported: string;

interface Change {
  readonly field: string;
  readonly column: string | null;
  readonly kind: string;
  readonly old: unknown;
  readonly new: unknown;
}
interface ReportRow {
  readonly sheet: string;
  readonly row: number;
  readonly status: string;
  readonly error_message?: string;
  readonly changes?: readonly Change[];
}

/** Sets cells (null empties one) of the rows with the given Service IDs, with openpyxl as another program would. */
async function edit(
  file: string,
  out: string,
  edits: readonly { header: string; serviceId: number; value: string | number | null }[],
): Promise<void> {
  const script = `
import json, sys, openpyxl
src, dst, edits = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
wb = openpyxl.load_workbook(src)
ws = wb['${SHEET}']
heads = {c.value: c.column for c in ws[1] if c.value is not None}
for e in edits:
    rows = [r for r in range(2, ws.max_row + 1) if ws.cell(r, heads['Service ID']).value == e['serviceId']]
    assert len(rows) == 1, e
    ws.cell(rows[0], heads[e['header']]).value = e['value']
wb.save(dst)
`;
  await run('/usr/bin/python3', ['-c', script, file, out, JSON.stringify(edits)]);
}

async function upload(file: string, extra: Record<string, unknown> = {}) {
  const before = proxy.seen.length;
  const out: string[] = [];
  const errors: string[] = [];
  const io = { log: (s: string) => out.push(s), error: (s: string) => errors.push(s), progress: false };
  const opts = { baseUrl: proxy.baseUrl, user: 'demo', officeId: String(OFFICE), ...extra };
  const code = await runUploadCommand(file, opts, io);
  const seen = proxy.seen.slice(before);
  return { code, out, errors, seen, writes: seen.flatMap((s) => s.items) };
}

function reportOf(out: readonly string[]): { summary: Record<string, unknown>; rows: ReportRow[] } {
  return JSON.parse(out.join('\n')) as { summary: Record<string, unknown>; rows: ReportRow[] };
}

async function listed(): Promise<Record<string, Record<string, unknown>>[]> {
  const part = ['id', 'property', 'price', 'descriptions', 'special'];
  const r = await client.listRecordBodies('property', { office_id: OFFICE, part });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as Record<string, Record<string, unknown>>[];
}

/** Four active listings and their prices: the rows the tests edit. */
async function fourActive(): Promise<{ id: number; price: number }[]> {
  return (await listed())
    .filter((p) => p['property']?.['status'] === 'active' && p['id']?.['transfer_id'] !== 'DEMO-P1')
    .slice(0, 4)
    .map((p) => ({ id: p['id']?.['id'] as number, price: p['price']?.['price'] as number }));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cli-partial-'));
  process.env.LISTING_IMPORTER_DATA_DIR = path.join(dir, 'home');
  process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  proxy = await startCountingProxy(sandbox.baseUrl);
  const { username: user, password } = DEMO.users.demo;
  const made = createApiClient({ baseUrl: sandbox.baseUrl, user, password });
  if (!made.ok) throw new Error(made.error);
  client = made.value;
  await seedOffice(client, 4, 12);
  exported = path.join(dir, 'export.xlsx');
  const io = { log: () => undefined, error: () => undefined, progress: false };
  const code = await runExportCommand(
    { baseUrl: proxy.baseUrl, user: 'demo', officeId: [String(OFFICE)], out: exported },
    io,
  );
  if (code !== 0) throw new Error(`export failed with ${code}`);
}, 60_000);

afterAll(async () => {
  await client.close();
  await proxy.close();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe('partial updates of an edited export', () => {
  it('re-importing the export unchanged sends no request that changes anything', async () => {
    const { code, writes } = await upload(exported, { json: true, out: path.join(dir, 'unchanged.results.xlsx') });
    expect(code).toBe(0);
    expect(writes).toEqual([]);
  });

  it('compares every exported row field by field with its record and finds no difference', async () => {
    const opened = await openImport(exported);
    if (!opened.ok) throw new Error(opened.error.message);
    const regions = await client.listRegions();
    if (!regions.ok) throw new Error(JSON.stringify(regions.error));
    const reference = { regions: regions.value, offices: [], fetchedAt: '', source: { baseUrl: '', user: 'demo' } };
    const prepared = prepareImport(opened.value, opened.value.mapping, { officeId: OFFICE, reference });
    // Without their results every row is a modify by its Service ID, so each one is compared.
    const rows = prepared.sheets.flatMap((x) => x.rows).map((r) => ({ ...r, previous: null }));
    const columns = columnHeaders(opened.value.mapping);
    const out = await runUpload({ client, rows, officeId: OFFICE, dryRun: true, columns });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.plan.counts).toMatchObject({ create: 0, modify: 0, invalid: 0, skipped: rows.length });
    const differing = out.value.plan.rows.filter((p) => p.action !== 'skipped' || (p.changes ?? []).length > 0);
    expect(differing).toEqual([]);
  });

  it('3 prices, 1 status: the dry run lists 4 rows old → new, the upload sends 4 PUTs of those fields', async () => {
    const [a, b, c, d] = await fourActive();
    if (!a || !b || !c || !d) throw new Error('the seed has fewer than four active listings');
    const edited = path.join(dir, 'edited.xlsx');
    await edit(exported, edited, [
      { header: PRICE, serviceId: a.id, value: 41_000_000 },
      { header: PRICE, serviceId: b.id, value: 42_000_000 },
      { header: PRICE, serviceId: c.id, value: 43_000_000 },
      { header: STATUS, serviceId: d.id, value: INACTIVE },
    ]);

    const dry = await upload(edited, { json: true, dryRun: true });
    expect(dry.code).toBe(0);
    expect(dry.writes).toEqual([]);
    const changed = reportOf(dry.out).rows.filter((r) => (r.changes ?? []).length > 0);
    expect(changed.map((r) => r.changes)).toEqual([
      [{ field: 'price.price', column: PRICE, kind: 'set', old: a.price, new: 41_000_000 }],
      [{ field: 'price.price', column: PRICE, kind: 'set', old: b.price, new: 42_000_000 }],
      [{ field: 'price.price', column: PRICE, kind: 'set', old: c.price, new: 43_000_000 }],
      [{ field: 'property.status', column: STATUS, kind: 'set', old: 'active', new: 'inactive' }],
    ]);
    // One list request by service ID fetched the four records' current state.
    const byId = dry.seen.filter((s) => s.method === 'GET' && /^\/api\/json\/v3\/property\?.*\bid=/.test(s.path));
    expect(byId.length).toBe(1);

    const human = await upload(edited, { dryRun: true });
    const text = human.out.join('\n');
    expect(text).toContain(`(Service ID ${a.id}): update\n  ${PRICE}: ${a.price} → 41000000`);
    expect(text).toContain(`(Service ID ${d.id}): update\n  ${STATUS}: active → inactive`);
    expect(text).toContain('compared with the service: 4 rows to update (4 fields)');

    const sent = await upload(edited, { json: true, out: path.join(dir, 'edited.results.xlsx') });
    expect(sent.code).toBe(0);
    expect(sent.writes.map((w) => `${w.method} ${w.uri}`).sort()).toEqual(
      [a, b, c, d].map((x) => `PUT /property?id=${x.id}`).sort(),
    );
    const bodies = new Map(sent.writes.map((w) => [w.uri, w.body]));
    // Each listing PUT also names its seller: the spec says a PUT without one makes the administrator advertise it.
    const seller = expect.objectContaining({});
    expect(bodies.get(`/property?id=${a.id}`)).toEqual({ price: { price: 41_000_000 }, seller });
    expect(bodies.get(`/property?id=${b.id}`)).toEqual({ price: { price: 42_000_000 }, seller });
    expect(bodies.get(`/property?id=${c.id}`)).toEqual({ price: { price: 43_000_000 }, seller });
    expect(bodies.get(`/property?id=${d.id}`)).toEqual({ property: { status: 'inactive' }, seller });
    const after = new Map((await listed()).map((p) => [p['id']?.['id'], p]));
    expect(after.get(a.id)?.['price']?.['price']).toBe(41_000_000);
    expect(after.get(d.id)?.['property']?.['status']).toBe('inactive');

    // The same edited workbook once more: its fingerprints are the export's, but the service now holds the edits.
    const again = await upload(edited, { json: true, out: path.join(dir, 'edited-again.results.xlsx') });
    expect(again.writes).toEqual([]);
    expect(reportOf(again.out).rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it('an emptied cell is removed where the API allows it and reported as kept where it does not', async () => {
    // A fresh export: the one above predates the edits of the test before, which this workbook would undo.
    const fresh = path.join(dir, 'fresh.xlsx');
    const io = { log: () => undefined, error: () => undefined, progress: false };
    const opts = { baseUrl: proxy.baseUrl, user: 'demo', officeId: [String(OFFICE)], out: fresh };
    expect(await runExportCommand(opts, io)).toBe(0);
    const rows = await readSheet(fresh, SHEET);
    const headers = [...new Set(rows.flatMap((r) => [...r.keys()]))];
    const header = (key: string): string => headers.find((h) => h.endsWith(`[${key}]`)) ?? key;
    const target = rows.find((r) => r.get(header('property.orientation')) && r.get(header('descriptions.hu')));
    const area = rows.find((r) => r !== target && r.get(header('location.area_id')));
    if (!target || !area) throw new Error('no row with an orientation and a description');
    const id = Number(target.get('Service ID'));
    const areaId = Number(area.get('Service ID'));
    const emptied = path.join(dir, 'emptied.xlsx');
    await edit(fresh, emptied, [
      { header: header('property.orientation'), serviceId: id, value: null },
      { header: header('descriptions.hu'), serviceId: id, value: null },
      { header: header('location.area_id'), serviceId: areaId, value: null },
    ]);
    const sent = await upload(emptied, { json: true, out: path.join(dir, 'emptied.results.xlsx') });
    expect(sent.writes.map((w) => [w.uri, w.body])).toEqual([
      [`/property?id=${id}`, { property: { orientation: null }, descriptions: { hu: '' }, seller: expect.anything() }],
    ]);
    const report = reportOf(sent.out).rows;
    const kept = report.find((r) => (r.changes ?? []).some((c) => c.kind === 'kept'));
    expect(kept?.status).toBe('skipped');
    expect(kept?.changes).toEqual([
      {
        field: 'location.area_id',
        column: header('location.area_id'),
        kind: 'kept',
        old: expect.any(Number),
        new: null,
      },
    ]);
    expect(kept?.error_message).toContain('the service keeps');
  });
});
