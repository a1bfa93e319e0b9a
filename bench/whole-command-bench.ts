// Whole commands as the user waits for them, start to exit, each next to a baseline process measured in the same run:
// `--help` and `--version` against a bare `node -e 0`; `validate --json` of 50,000 property rows, written with shared
// strings and with inline strings, against a bare exceljs stream read process of the same file; `upload` of 10,000
// sellers (a CSV; and of 3,000 with 40 ms added to every request) and of 10,000 listings (an .xlsx of 40 Hungarian
// columns, bench/property-workbook.ts; and of 3,000 with 40 ms a request) against a bare process that only POSTs the
// same creates to /batch by the rule the fault budget sets (batches of 90, one in flight; bench/baselines/
// batch-poster.mjs): the listings' batch items are made before timing from the product's own loading and plan, and
// checked once against what the product sends (bench/listing-upload-kit.ts); `export` of 10,000 listings (and 200
// sellers) from one seeded sandbox against a bare process that makes the same two list requests and writes the same
// rows and columns with exceljs's streaming writer (bench/baselines/exceljs-stream-export.mjs).
// Each line gives the medians of wall time (the figure the targets are set in) and, where GNU time is there, of CPU
// time (user + system), which a machine shared with other work disturbs less, and of peak RSS.
// Usage: npx tsx bench/whole-command-bench.ts [--rows 50000] [--sellers 10000] [--runs 5] [--latency 40]
//   [--listings 10000] [--only validate|upload|upload-sellers|upload-listings|export|start] [--bin PATH]
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROPERTY_RECORD_PARTS, SELLER_RECORD_PARTS, findField } from '../src/catalog';
import { createApiClient } from '../src/engine/api';
import type { BatchItem } from '../src/engine/api';
import { planTemplate } from '../src/engine/template';
import { DEMO, startSandbox } from '../src/sandbox';
import { propertyBody, sellerBody, sendAll } from '../test/support/export-test-kit';
import { median, option, seconds, sellerCsv, workDir } from './bench-kit';
import { checkListingUpload, listingItems, listingWorkbook, POSTER } from './listing-upload-kit';
import { generateInlinePropertyWorkbook, generatePropertyWorkbook } from './property-workbook';

const ROOT = path.join(import.meta.dirname, '..');
const binAt = process.argv.indexOf('--bin');
/** The command to measure; `--bin out/node/cli.mjs` of a snapshot's build compares trees without rebuilds between runs. */
const BIN = binAt >= 0 ? path.resolve(process.argv[binAt + 1] ?? '') : path.join(ROOT, 'bin', 'listing-importer.mjs');
const rows = option('rows', 50_000);
const sellers = option('sellers', 10_000);
const listings = option('listings', 10_000);
const runs = option('runs', 5);
const exec = promisify(execFile);
const onlyAt = process.argv.indexOf('--only');
/**
 * One group of figures only (`start`: --help and --version; `upload`: both uploads, `upload-sellers` or
 * `upload-listings` one of them), for a quick look; the documented run takes all.
 */
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? null) : null;
type Group = 'start' | 'validate' | 'upload-sellers' | 'upload-listings' | 'export';
const wanted = (group: Group): boolean => only === null || only === group || group.startsWith(`${only}-`);

/** GNU time, where there is one: it gives each process's CPU time (user + system), steadier than wall time on a
 * machine shared with other work. */
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

interface Timing {
  /** Wall time from spawn to exit, ms. */
  readonly wall: number;
  /** User + system CPU time of the process, ms (NaN without GNU time). */
  readonly cpu: number;
  /** Peak resident memory of the process, MB (NaN without GNU time). */
  readonly rss: number;
}

/** One process from spawn to exit (asynchronous, so a sandbox in this process keeps answering). */
async function timeProcess(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Timing> {
  const t0 = performance.now();
  const [file, argv] =
    GNU_TIME === null ? [process.execPath, args] : [GNU_TIME, ['-f', 'cpu %U %S %M', process.execPath, ...args]];
  let stderr: string;
  try {
    const done = await exec(file, argv, { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 512 * 1024 * 1024 });
    stderr = done.stderr;
  } catch (e) {
    // Exit 1 is a finished command that found invalid or failed rows; anything else is a broken measurement.
    if ((e as { code?: unknown }).code !== 1) throw e;
    stderr = String((e as { stderr?: unknown }).stderr ?? '');
  }
  const wall = performance.now() - t0;
  const m = /cpu ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(stderr);
  return {
    wall,
    cpu: m ? (Number(m[1]) + Number(m[2])) * 1000 : Number.NaN,
    rss: m ? Number(m[3]) / 1024 : Number.NaN,
  };
}

interface Pair {
  readonly title: string;
  readonly measured: () => Promise<Timing>;
  readonly baselineTitle: string;
  readonly baseline: () => Promise<Timing>;
  readonly target: string;
}

async function report(p: Pair, group: Group): Promise<void> {
  if (!wanted(group)) return;
  await p.measured(); // warm the file cache and the build
  await p.baseline();
  const a: Timing[] = [];
  const b: Timing[] = [];
  for (let r = 0; r < runs; r++) {
    // Alternate the order so neither side always runs right after the other.
    if (r % 2 === 0) {
      a.push(await p.measured());
      b.push(await p.baseline());
    } else {
      b.push(await p.baseline());
      a.push(await p.measured());
    }
  }
  const ma = median(a.map((t) => t.wall));
  const mb = median(b.map((t) => t.wall));
  const ca = median(a.map((t) => t.cpu));
  const cb = median(b.map((t) => t.cpu));
  const ra = median(a.map((t) => t.rss));
  const rb = median(b.map((t) => t.rss));
  const cpu = Number.isNaN(ca)
    ? ''
    : `   CPU ${seconds(ca)} / ${seconds(cb)} = ${(ca / cb).toFixed(2)}×   peak ${ra.toFixed(0)} / ${rb.toFixed(0)} MB`;
  console.log(
    `${p.title.padEnd(44)} ${seconds(ma)}   ${p.baselineTitle.padEnd(34)} ${seconds(mb)}   ratio ${(ma / mb).toFixed(2)}× (target ${p.target})${cpu}`,
  );
}

mkdirSync(workDir, { recursive: true });
const propertyFile = path.join(workDir, `properties-flats-${rows}.xlsx`);
if (wanted('validate') && !existsSync(propertyFile)) await generatePropertyWorkbook(propertyFile, rows);
const inlineFile = path.join(workDir, `properties-flats-inline-${rows}.xlsx`);
if (wanted('validate') && !existsSync(inlineFile)) await generateInlinePropertyWorkbook(inlineFile, rows);
const office = String(DEMO.offices.budapest);

/** A fresh sandbox per run, so every run creates every seller; `latencyMs` is added to every request. */
async function withSandbox(work: (baseUrl: string) => Promise<Timing>, latencyMs = 0): Promise<Timing> {
  const sandbox = await startSandbox({ port: 0, seed: 'demo', latencyMs });
  try {
    return await work(sandbox.baseUrl);
  } finally {
    await sandbox.close();
  }
}

console.log(`whole processes, median of ${runs} runs each (after one warm-up of each)`);
await report(
  {
    title: 'listing-importer --help',
    measured: () => timeProcess([BIN, '--help']),
    baselineTitle: 'node -e 0',
    baseline: () => timeProcess(['-e', '0']),
    target: '< 0.2 s',
  },
  'start',
);
await report(
  {
    title: 'listing-importer --version',
    measured: () => timeProcess([BIN, '--version']),
    baselineTitle: 'node -e 0',
    baseline: () => timeProcess(['-e', '0']),
    target: '< 0.2 s',
  },
  'start',
);
for (const [kind, file] of [
  ['shared strings', propertyFile],
  ['inline strings', inlineFile],
] as const) {
  await report(
    {
      title: `validate --json, ${rows} rows, ${kind}`,
      measured: () =>
        withSandbox((baseUrl) =>
          timeProcess(
            [BIN, 'validate', file, '--base-url', baseUrl, '--user', 'demo', '--office-id', office, '--json'],
            {
              LISTING_API_PASSWORD: 'demo',
              LISTING_IMPORTER_DATA_DIR: mkdtempSync(path.join(workDir, 'validate-')),
            },
          ),
        ),
      baselineTitle: 'bare exceljs stream read process',
      baseline: () => timeProcess([path.join(ROOT, 'bench', 'baselines', 'exceljs-stream-read.mjs'), file]),
      target: '≤ 0.35×',
    },
    'validate',
  );
}

/** What one upload line sends: the file, the results file's name, and the poster's arguments after the address. */
interface UploadCase {
  readonly what: 'sellers' | 'listings';
  readonly file: string;
  readonly out: string;
  readonly posterArgs: readonly string[];
}

/** `upload` of `count` sellers (a CSV) against the poster that keeps the fault budget's rule. */
function sellerUpload(count: number): UploadCase {
  return { what: 'sellers', file: sellerCsv(count), out: 'out.csv', posterArgs: [String(count), office] };
}

/**
 * `upload` of `count` listings (an .xlsx) against the poster of the same batch items, made before timing; checked
 * once first: the product exits 0 and sends exactly those items, and both leave their sandboxes with the same records.
 */
async function listingUpload(count: number): Promise<UploadCase> {
  const file = await listingWorkbook(count);
  const items = await listingItems(file, Number(office));
  console.log(`  (${count} listings: ${await checkListingUpload(BIN, file, items, Number(office))})`);
  return { what: 'listings', file, out: 'out.xlsx', posterArgs: ['--items', items] };
}

/** One upload line: the product against the poster, `latencyMs` added to every request of both. */
async function reportUpload(c: UploadCase, count: number, latencyMs: number, target: string): Promise<void> {
  const slow = latencyMs > 0 ? `, ${latencyMs} ms a request` : '';
  await report(
    {
      title: `upload, ${count} ${c.what}${slow}`,
      measured: () =>
        withSandbox((baseUrl) => {
          const dir = mkdtempSync(path.join(workDir, 'upload-'));
          return timeProcess(
            [BIN, 'upload', c.file, '--base-url', baseUrl, '--user', 'demo', '--office-id', office, '--json'].concat([
              '--out',
              path.join(dir, c.out),
            ]),
            { LISTING_API_PASSWORD: 'demo', LISTING_IMPORTER_DATA_DIR: dir },
          );
        }, latencyMs),
      baselineTitle: 'bare poster, 90 a batch, 1 in flight',
      baseline: () => withSandbox((baseUrl) => timeProcess([POSTER, baseUrl, ...c.posterArgs, '90', '1']), latencyMs),
      target,
    },
    c.what === 'sellers' ? 'upload-sellers' : 'upload-listings',
  );
}

const latency = option('latency', 40);
if (wanted('upload-sellers')) {
  await reportUpload(sellerUpload(sellers), sellers, 0, '≤ 1.5×');
  const slowSellers = Math.min(sellers, 3000);
  await reportUpload(sellerUpload(slowSellers), slowSellers, latency, '≤ 1.2×');
}
if (wanted('upload-listings')) {
  await reportUpload(await listingUpload(listings), listings, 0, '≤ 1.5×');
  const slowListings = Math.min(listings, 3000);
  await reportUpload(await listingUpload(slowListings), slowListings, latency, '≤ 1.2×');
}

/** The data sheets' columns as the product's template lays them out, for the bare exporter (its LAYOUT file). */
function exportLayout(): string {
  const sheets = planTemplate('hu', null, null).sheets.flatMap((sheet) => {
    if (sheet.kind !== 'sellers' && sheet.kind !== 'properties') return [];
    const columns = sheet.columns.map((c) => {
      const def = findField(sheet.role, c.key);
      return { header: c.header, block: def?.block ?? '', name: def?.name ?? '' };
    });
    return [{ name: sheet.name, resource: sheet.kind === 'sellers' ? 'seller' : 'property', columns }];
  });
  const file = path.join(workDir, 'export-layout.json');
  writeFileSync(
    file,
    JSON.stringify({ parts: { seller: SELLER_RECORD_PARTS, property: PROPERTY_RECORD_PARTS }, sheets }),
  );
  return file;
}

/** `export` of `count` listings and 200 sellers from one sandbox seeded once, against the bare exporter. */
async function reportExport(count: number): Promise<void> {
  if (!wanted('export')) return;
  const sandbox = await startSandbox({ port: 0, seed: 'demo' });
  try {
    const made = createApiClient({ baseUrl: sandbox.baseUrl, user: 'demo', password: 'demo' });
    if (!made.ok) throw new Error(made.error.en);
    const client = made.value;
    const sellerCount = 200;
    const sellerItems: BatchItem[] = Array.from({ length: sellerCount }, (_, i) => ({
      method: 'POST',
      uri: `/seller?office_id=${office}`,
      body: sellerBody(i + 1),
    }));
    await sendAll(client, sellerItems);
    const propertyItems: BatchItem[] = Array.from({ length: count }, (_, i) => ({
      method: 'POST',
      uri: `/property?office_id=${office}`,
      body: propertyBody(i + 1, { transfer_id: `EXP-S${1 + (i % sellerCount)}` }),
    }));
    await sendAll(client, propertyItems);
    await client.close();
    const layout = exportLayout();
    const baseUrl = sandbox.baseUrl;
    await report(
      {
        title: `export, ${count} listings`,
        measured: async () => {
          const dir = mkdtempSync(path.join(workDir, 'export-'));
          return timeProcess(
            [BIN, 'export', '--base-url', baseUrl, '--user', 'demo', '--office-id', office, '--out'].concat([
              path.join(dir, 'export.xlsx'),
            ]),
            { LISTING_API_PASSWORD: 'demo', LISTING_IMPORTER_DATA_DIR: dir },
          ).finally(() => rmSync(dir, { recursive: true, force: true }));
        },
        baselineTitle: 'bare exceljs streaming exporter',
        baseline: async () => {
          const dir = mkdtempSync(path.join(workDir, 'export-bare-'));
          const script = path.join(ROOT, 'bench', 'baselines', 'exceljs-stream-export.mjs');
          return timeProcess([script, baseUrl, office, layout, path.join(dir, 'export.xlsx')]).finally(() =>
            rmSync(dir, { recursive: true, force: true }),
          );
        },
        target: '≤ 1.0×',
      },
      'export',
    );
  } finally {
    await sandbox.close();
  }
}

await reportExport(listings);
