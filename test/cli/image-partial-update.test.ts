// Image rows of an exported workbook edited with openpyxl send only the changed fields of the image: real HTTP
// through the counting relay, one sandbox for the file, one listing and one seller with a few images.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetRole } from '../../src/catalog';
import { fieldsForRole } from '../../src/catalog';
import { runExportCommand } from '../../src/cli/commands/export-command';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import type { ApiClient, BatchItem } from '../../src/engine/api';
import { createApiClient } from '../../src/engine/api';
import { templateHeader } from '../../src/engine/template';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { CountingProxy } from '../support/export-test-kit';
import { propertyBody, sellerBody, sendAll, startCountingProxy } from '../support/export-test-kit';

const run = promisify(execFile);
const OFFICE = DEMO.offices.budapest;
const PROPERTY_IMAGES = 'Ingatlan képek';
const SELLER_IMAGES = 'Értékesítő képek';

function header(role: SheetRole, key: string): string {
  const field = fieldsForRole(role).find((f) => f.key === key);
  if (!field) throw new Error(`no ${key} in ${role}`);
  return templateHeader(field, 'hu');
}

const H = {
  url: header('property_images', 'image.url'),
  title: header('property_images', 'image.long_title'),
  order: header('property_images', 'image.order'),
};

let dir: string;
let sandbox: RunningSandbox;
let proxy: CountingProxy;
let client: ApiClient;
const imageIds = new Map<string, number>();

function imageId(name: string): number {
  const id = imageIds.get(name);
  if (id === undefined) throw new Error(`no image ${name}`);
  return id;
}

function image(ref: string, order: number, title: string): Record<string, unknown> {
  const url = `https://kepek.example.hu/${ref}.jpg`;
  return { id: { transfer_id: ref }, image: { url, long_title: title, short_title: `${title} (kicsi)`, order } };
}

/** One seller (EXP-S1) with one image, one listing of it (EXP-P1) with three. */
async function seed(): Promise<void> {
  await sendAll(client, [{ method: 'POST', uri: `/seller?office_id=${OFFICE}`, body: sellerBody(1) }]);
  const listing = {
    method: 'POST',
    uri: `/property?office_id=${OFFICE}`,
    body: propertyBody(1, { transfer_id: 'EXP-S1' }),
  };
  await sendAll(client, [listing as BatchItem]);
  const images: BatchItem[] = [
    {
      method: 'POST',
      uri: `/property/image?transfer_id=EXP-P1&office_id=${OFFICE}`,
      body: { images: [image('IMG-1', 1, 'Nappali'), image('IMG-2', 2, 'Konyha'), image('IMG-3', 3, 'Fürdő')] },
    },
    {
      method: 'POST',
      uri: `/seller/image?transfer_id=EXP-S1&office_id=${OFFICE}`,
      body: { images: [image('S1', 1, 'Anna')] },
    },
  ];
  const answer = await client.batch(images);
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  const names = [['IMG-1', 'IMG-2', 'IMG-3'], ['S1']];
  answer.value.forEach((a, i) => {
    if (a.status !== 201) throw new Error(JSON.stringify(a.body));
    (a.body as { images: { id: number }[] }).images.forEach((m, j) => imageIds.set(names[i]?.[j] ?? '?', m.id));
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cli-image-partial-'));
  process.env.LISTING_IMPORTER_DATA_DIR = path.join(dir, 'home');
  process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  proxy = await startCountingProxy(sandbox.baseUrl);
  const { username: user, password } = DEMO.users.demo;
  const made = createApiClient({ baseUrl: sandbox.baseUrl, user, password });
  if (!made.ok) throw new Error(made.error);
  client = made.value;
  await seed();
}, 60_000);

afterAll(async () => {
  await client.close();
  await proxy.close();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

function capture() {
  const out: string[] = [];
  const errors: string[] = [];
  return {
    out,
    errors,
    io: { log: (s: string) => out.push(s), error: (s: string) => errors.push(s), progress: false },
  };
}

async function exportTo(file: string): Promise<void> {
  const c = capture();
  const opts = { baseUrl: proxy.baseUrl, user: 'demo', officeId: [String(OFFICE)], out: file, images: true };
  const code = await runExportCommand(opts, c.io);
  if (code !== 0) throw new Error(`export failed (${code}): ${c.errors.join('\n')}`);
}

interface Row {
  readonly sheet: string;
  readonly row: number;
  readonly status: string;
  readonly id?: number;
  readonly error_message?: string;
}

async function upload(file: string, out: string, extra: { dryRun?: boolean; json?: boolean } = { json: true }) {
  const before = proxy.seen.length;
  const c = capture();
  const opts = { baseUrl: proxy.baseUrl, user: 'demo', officeId: String(OFFICE), out, ...extra };
  const code = await runUploadCommand(file, opts, c.io);
  const seen = proxy.seen.slice(before);
  const rows = extra.json === true ? (JSON.parse(c.out.join('\n')) as { rows: Row[] }).rows : [];
  return { code, rows, out: c.out, writes: seen.flatMap((s) => s.items), gets: seen.filter((s) => s.method === 'GET') };
}

/** Sets cells of the rows with the given Service IDs (null empties the cell), as openpyxl saves them. */
async function edit(
  file: string,
  out: string,
  edits: readonly { sheet: string; serviceId: number; header: string; value: string | number | null }[],
): Promise<void> {
  const script = `
import json, sys, openpyxl
src, dst, edits = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
wb = openpyxl.load_workbook(src)
for e in edits:
    ws = wb[e['sheet']]
    h = {c.value: c.column for c in ws[1] if c.value is not None}
    rows = [r for r in range(2, ws.max_row + 1) if ws.cell(r, h['Service ID']).value == e['serviceId']]
    assert len(rows) == 1, e
    ws.cell(rows[0], h[e['header']]).value = e['value']
wb.save(dst)
`;
  await run('/usr/bin/python3', ['-c', script, file, out, JSON.stringify(edits)]);
}

type Listed = { images: { id: { id: number; transfer_id: string | null }; image: Record<string, unknown> }[] };

async function storedImage(resource: 'seller' | 'property', ref: string): Promise<Record<string, unknown>> {
  const listed = await client.listRecordBodies(resource, {
    office_id: OFFICE,
    part: ['id', 'images.id', 'images.image'],
  });
  const images = (listed.ok ? listed.value : []).flatMap((p) => (p as Listed).images);
  const found = images.find((i) => i.id.transfer_id === ref);
  if (!found) throw new Error(`no stored image ${ref}`);
  return found.image;
}

function rowOf(rows: readonly Row[], id: number): Row | undefined {
  return rows.find((r) => r.id === id);
}

describe('partial updates of image rows', () => {
  it('the dry run lists an edited image URL old → new and sends nothing', async () => {
    const file = path.join(dir, 'dry.xlsx');
    await exportTo(file);
    const edited = path.join(dir, 'dry-edited.xlsx');
    await edit(file, edited, [
      { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-3'), header: H.url, value: 'https://kepek.example.hu/uj.jpg' },
    ]);
    const { out, writes } = await upload(edited, path.join(dir, 'dry.results.xlsx'), { dryRun: true });
    expect(writes).toEqual([]);
    const at = out.findIndex((l) => l.includes(`(Service ID ${imageId('IMG-3')}): update`));
    expect(out[at]).toMatch(new RegExp(`^${PROPERTY_IMAGES} row \\d+ `));
    expect(out[at + 1]).toBe(`  ${H.url}: https://kepek.example.hu/IMG-3.jpg → https://kepek.example.hu/uj.jpg`);
    expect(out).toContain(
      'compared with the service: 1 row to update (1 field), 0 rows unchanged (nothing sent for them)',
    );
  });

  it('an edited title and an edited order send exactly two image PUTs, each with only the changed field', async () => {
    const file = path.join(dir, 'two.xlsx');
    await exportTo(file);
    const edited = path.join(dir, 'two-edited.xlsx');
    await edit(file, edited, [
      { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-1'), header: H.title, value: 'Tágas nappali' },
      { sheet: SELLER_IMAGES, serviceId: imageId('S1'), header: header('seller_images', 'image.order'), value: 5 },
    ]);
    const results = path.join(dir, 'two.results.xlsx');
    const { code, rows, writes, gets } = await upload(edited, results);
    expect(code).toBe(0);
    expect(writes.length).toBe(2);
    expect(writes).toEqual(
      expect.arrayContaining([
        {
          method: 'PUT',
          uri: `/seller/image?transfer_id=EXP-S1&office_id=${OFFICE}`,
          body: { images: [{ id: { transfer_id: 'S1' }, image: { order: 5 } }] },
        },
        {
          method: 'PUT',
          uri: `/property/image?transfer_id=EXP-P1&office_id=${OFFICE}`,
          body: { images: [{ id: { transfer_id: 'IMG-1' }, image: { long_title: 'Tágas nappali' } }] },
        },
      ]),
    );
    // The owners' current images: one list request per owner resource.
    expect(gets.filter((g) => g.path.includes('images.image')).length).toBe(2);
    expect(rowOf(rows, imageId('IMG-1'))?.status).toBe('updated');
    expect(rowOf(rows, imageId('S1'))?.status).toBe('updated');
    expect(rows.filter((r) => r.status !== 'skipped').length).toBe(2);
    const stored = await storedImage('property', 'IMG-1');
    expect(stored).toMatchObject({ long_title: 'Tágas nappali', short_title: 'Nappali (kicsi)', order: 1 });
    expect((await storedImage('seller', 'S1'))['order']).toBe(5);
    const again = await upload(results, path.join(dir, 'two.results-2.xlsx'));
    expect(again.writes).toEqual([]);
  });

  it('an emptied title is cleared; an emptied order is kept by the service and the row says so', async () => {
    const file = path.join(dir, 'emptied.xlsx');
    await exportTo(file);
    const edited = path.join(dir, 'emptied-edited.xlsx');
    await edit(file, edited, [
      { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-2'), header: H.title, value: null },
      { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-3'), header: H.order, value: null },
    ]);
    const results = path.join(dir, 'emptied.results.xlsx');
    const { rows, writes } = await upload(edited, results);
    expect(writes).toEqual([
      {
        method: 'PUT',
        uri: `/property/image?transfer_id=EXP-P1&office_id=${OFFICE}`,
        body: { images: [{ id: { transfer_id: 'IMG-2' }, image: { long_title: '' } }] },
      },
    ]);
    expect(rowOf(rows, imageId('IMG-2'))?.status).toBe('updated');
    expect(await storedImage('property', 'IMG-2')).toMatchObject({ long_title: '', short_title: 'Konyha (kicsi)' });
    const kept = rowOf(rows, imageId('IMG-3'));
    expect(kept?.status).toBe('skipped');
    expect(kept?.error_message).toBe(
      `Emptied cells: the service keeps ${H.order} (3), as the API cannot remove this value; ` +
        'type a new value to change it.',
    );
    expect((await storedImage('property', 'IMG-3'))['order']).toBe(3);
    const again = await upload(results, path.join(dir, 'emptied.results-2.xlsx'));
    expect(again.writes).toEqual([]);
  });
});
