// The listings' upload in the whole-command bench: the workbook (40 Hungarian columns, bench/property-workbook.ts),
// the batch items the product sends for it, made before timing for the bare poster, and a check that the two send
// the same requests and leave the sandbox with the same records.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROPERTY_RECORD_PARTS } from '../src/catalog';
import { createApiClient } from '../src/engine/api';
import type { BatchItem } from '../src/engine/api';
import { buildPlan } from '../src/engine/upload/plan';
import { loadImport } from '../src/cli/load-import';
import { startSandbox } from '../src/sandbox';
import { startCountingProxy } from '../test/support/export-test-kit';
import { workDir } from './bench-kit';
import { generatePropertyWorkbook } from './property-workbook';

const exec = promisify(execFile);

/** The batch poster of both uploads (bench/baselines/batch-poster.mjs). */
export const POSTER = path.join(import.meta.dirname, 'baselines', 'batch-poster.mjs');

/** The workbook of `count` listings (no Sellers sheet: the generated listings name no seller). */
export async function listingWorkbook(count: number): Promise<string> {
  const file = path.join(workDir, `listings-${count}.xlsx`);
  if (!existsSync(file)) await generatePropertyWorkbook(file, count);
  return file;
}

/** Runs `work` with the command line's environment (state folder, password) set as a measured run has it. */
async function withCliEnvironment<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const saved = { dir: process.env.LISTING_IMPORTER_DATA_DIR, password: process.env.LISTING_API_PASSWORD };
  process.env.LISTING_IMPORTER_DATA_DIR = dataDir;
  process.env.LISTING_API_PASSWORD = 'demo';
  try {
    return await work();
  } finally {
    if (saved.dir === undefined) delete process.env.LISTING_IMPORTER_DATA_DIR;
    else process.env.LISTING_IMPORTER_DATA_DIR = saved.dir;
    if (saved.password === undefined) delete process.env.LISTING_API_PASSWORD;
    else process.env.LISTING_API_PASSWORD = saved.password;
  }
}

/**
 * The batch items the product sends for `workbook` into a fresh demo sandbox, in its order: the rows loaded and
 * prepared as `upload` loads them (`loadImport`, the reference data asked from a sandbox), planned by `buildPlan`
 * with nothing on the service yet. Written to a JSON file the poster reads, so no body is made while it is timed.
 */
export async function listingItems(workbook: string, office: number): Promise<string> {
  // Made afresh every run: items kept from an earlier build of the product would fail the check.
  const file = workbook.replace(/\.xlsx$/, '.items.json');
  const sandbox = await startSandbox({ port: 0, seed: 'demo' });
  const dataDir = mkdtempSync(path.join(workDir, 'items-'));
  try {
    const loaded = await withCliEnvironment(dataDir, () =>
      loadImport({ workbook, baseUrl: sandbox.baseUrl, user: 'demo', officeId: office }),
    );
    if (!loaded.ok) throw new Error(loaded.error);
    await loaded.value.client?.close();
    const rows = loaded.value.prepared.sheets.flatMap((s) => s.rows);
    const plan = buildPlan(rows, new Map(), { officeId: office });
    const items = plan.rows.flatMap((p): BatchItem[] =>
      p.action === 'send' ? [{ method: p.request.method, uri: p.request.uri, body: p.request.body }] : [],
    );
    if (items.length !== rows.length) throw new Error(`${rows.length - items.length} rows of ${workbook} not sent`);
    writeFileSync(file, JSON.stringify(items));
    return file;
  } finally {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every listing of the office in a sandbox, by reference, without the service's own ID. */
async function listingsIn(baseUrl: string, office: number): Promise<Map<string, string>> {
  const made = createApiClient({ baseUrl, user: 'demo', password: 'demo' });
  if (!made.ok) throw new Error(made.error.en);
  const listed = await made.value.listRecordBodies('property', { office_id: office, part: PROPERTY_RECORD_PARTS });
  await made.value.close();
  if (!listed.ok) throw new Error(`listing the sandbox's records failed: ${JSON.stringify(listed.error)}`);
  const out = new Map<string, string>();
  for (const record of listed.value) {
    const { id, ...rest } = record as { readonly id: { readonly id?: number; readonly transfer_id?: string } };
    out.set(id.transfer_id ?? `#${id.id}`, JSON.stringify(rest));
  }
  return out;
}

/**
 * Before timing: `upload` of `workbook` (through a recording proxy) exits 0 and sends exactly the items of
 * `itemsFile`, in as many batches of at most 90; the poster of those items leaves its sandbox with the same records.
 */
export async function checkListingUpload(
  bin: string,
  workbook: string,
  itemsFile: string,
  office: number,
): Promise<string> {
  const product = await startSandbox({ port: 0, seed: 'demo' });
  const poster = await startSandbox({ port: 0, seed: 'demo' });
  const proxy = await startCountingProxy(product.baseUrl);
  const dir = mkdtempSync(path.join(workDir, 'upload-check-'));
  try {
    const args = ['upload', workbook, '--base-url', proxy.baseUrl, '--user', 'demo', '--office-id', String(office)];
    await exec(process.execPath, [bin, ...args, '--json', '--out', path.join(dir, 'out.xlsx')], {
      env: { ...process.env, LISTING_API_PASSWORD: 'demo', LISTING_IMPORTER_DATA_DIR: dir },
      maxBuffer: 512 * 1024 * 1024,
    });
    await exec(process.execPath, [POSTER, poster.baseUrl, '--items', itemsFile, '90', '1']);
    // The same items, in batches as many and as large; not always in the same order: the product's chunks are made
    // ahead to the room the batches in flight give back, and the short last chunk sometimes leaves second.
    const sent = proxy.writes().map((i) => JSON.stringify(i));
    const prepared = (JSON.parse(readFileSync(itemsFile, 'utf8')) as unknown[]).map((i) => JSON.stringify(i));
    const [sorted, expected] = [[...sent].sort(), [...prepared].sort()];
    const differs = sorted.findIndex((s, i) => s !== expected[i]);
    if (sent.length !== prepared.length || differs >= 0)
      throw new Error(
        `the product sent ${sent.length} items, the poster ${prepared.length}; first differs: ${differs}`,
      );
    const batches = proxy.seen.filter((s) => s.path.includes('/batch')).map((s) => s.items.length);
    if (Math.max(...batches) > 90 || batches.length !== Math.ceil(prepared.length / 90))
      throw new Error(`the product sent ${batches.length} batches: ${batches.join(', ')}`);
    const [a, b] = [await listingsIn(product.baseUrl, office), await listingsIn(poster.baseUrl, office)];
    const unlike = [...a].filter(([ref, body]) => b.get(ref) !== body).map(([ref]) => ref);
    if (a.size !== b.size || unlike.length > 0)
      throw new Error(`records: product ${a.size}, poster ${b.size}; unlike: ${unlike.slice(0, 3).join(', ')}`);
    return `checked: the same ${prepared.length} items in ${batches.length} batches of ≤ 90, ${a.size} records alike`;
  } finally {
    await proxy.close();
    await product.close();
    await poster.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
