// Where an upload's wall time goes, next to the same-rule poster's (bench/baselines/batch-poster.mjs), whole
// processes alternating, each against a fresh sandbox in this process: when the first request and the first batch
// leave, how long the sending takes, how long the sandbox itself took per batch (timed here, at its server), how long
// each batch waited for its answer as the client saw it (request made → answer's headers read) and how long the
// client took from an answer to the next request, and the end from the last answer to exit. Where the client's
// wait exceeds the sandbox's own time, the answer was there but the client's main thread was busy with other work.
// `--listings N` traces the upload of N listings (the whole-command bench's .xlsx, bench/listing-upload-kit.ts) and the
// poster of the same batch items instead of the sellers' CSV.
// Usage: npx tsx bench/upload-timeline.ts [--sellers 10000 | --listings 10000] [--runs 3] [--latency 0]
//   [--bin out/node/cli.mjs]
import { execFile } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO, startSandbox } from '../src/sandbox';
import { median, option, sellerCsv, workDir } from './bench-kit';
import { listingItems, listingWorkbook } from './listing-upload-kit';

const ROOT = path.join(import.meta.dirname, '..');
const binAt = process.argv.indexOf('--bin');
const BIN = binAt >= 0 ? path.resolve(process.argv[binAt + 1] ?? '') : path.join(ROOT, 'out', 'node', 'cli.mjs');
const TRACER = path.join(ROOT, 'bench', 'baselines', 'batch-tracer.mjs');
const POSTER = path.join(ROOT, 'bench', 'baselines', 'batch-poster.mjs');
const listings = process.argv.includes('--listings');
const count = listings ? option('listings', 10_000) : option('sellers', 10_000);
const runs = option('runs', 3);
const latencyMs = process.argv.includes('--latency') ? option('latency', 40) : 0;
const office = String(DEMO.offices.budapest);
const exec = promisify(execFile);

interface Mark {
  readonly at: number;
  readonly cpu: number;
}
interface Trace {
  readonly marks: { readonly firstRequest?: Mark; readonly firstBatch?: Mark; readonly exit: Mark };
  readonly made: readonly number[];
  readonly headers: readonly number[];
  readonly ends: readonly number[];
}
/** One run's figures, ms. */
interface Timeline {
  readonly firstRequest: number;
  readonly firstBatch: number;
  readonly firstBatchCpu: number;
  readonly sending: number;
  readonly end: number;
  readonly exit: number;
  readonly exitCpu: number;
  readonly sandboxPerBatch: number;
  readonly waitPerBatch: number;
  readonly turnaround: number;
}

/** The sandbox's own time per /batch request, from its arrival to its answer's last byte handed to the socket. */
const served: number[] = [];
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]): boolean {
  const [request, response] = args;
  if (event === 'request' && request instanceof http.IncomingMessage && response instanceof http.ServerResponse) {
    if (request.url?.split('?')[0]?.endsWith('/batch') === true) {
      const t0 = performance.now();
      response.on('finish', () => served.push(performance.now() - t0));
    }
  }
  return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
} as typeof emit;

function parseTrace(stderr: string): Trace {
  const line = stderr.split('\n').find((l) => l.startsWith('batch-tracer '));
  if (line === undefined) throw new Error(`no trace in:\n${stderr}`);
  return JSON.parse(line.slice('batch-tracer '.length)) as Trace;
}

function timeline(trace: Trace): Timeline {
  const { marks, made, headers, ends } = trace;
  const first = marks.firstBatch ?? marks.exit;
  const last = ends.at(-1) ?? first.at;
  const waits = made.map((t, i) => (headers[i] ?? t) - t);
  const turns = made.slice(1).map((t, i) => t - (ends[i] ?? t));
  return {
    firstRequest: marks.firstRequest?.at ?? NaN,
    firstBatch: first.at,
    firstBatchCpu: first.cpu,
    sending: last - first.at,
    end: marks.exit.at - last,
    exit: marks.exit.at,
    exitCpu: marks.exit.cpu,
    sandboxPerBatch: median(served),
    waitPerBatch: median(waits),
    turnaround: median(turns),
  };
}

/**
 * What the product uploads and what the poster sends: the sellers' CSV and their count, or a workbook of listings and
 * its batch items made before timing.
 */
interface Upload {
  readonly file: string;
  readonly out: string;
  readonly posterArgs: readonly string[];
}

async function upload(): Promise<Upload> {
  if (!listings) return { file: sellerCsv(count), out: 'out.csv', posterArgs: [String(count), office] };
  const file = await listingWorkbook(count);
  return { file, out: 'out.xlsx', posterArgs: ['--items', await listingItems(file, Number(office))] };
}

async function once(who: 'product' | 'poster', what: Upload): Promise<Timeline> {
  served.length = 0;
  const sandbox = await startSandbox({ port: 0, seed: 'demo', latencyMs });
  const dir = mkdtempSync(path.join(workDir, 'timeline-'));
  try {
    const args =
      who === 'product'
        ? [BIN, 'upload', what.file, '--base-url', sandbox.baseUrl, '--user', 'demo', '--office-id', office].concat([
            '--json',
            '--out',
            path.join(dir, what.out),
          ])
        : [POSTER, sandbox.baseUrl, ...what.posterArgs, '90', '1'];
    const env = { ...process.env, LISTING_API_PASSWORD: 'demo', LISTING_IMPORTER_DATA_DIR: dir };
    const done = await exec(process.execPath, ['--import', TRACER, ...args], { env, maxBuffer: 256 * 1024 * 1024 });
    return timeline(parseTrace(done.stderr));
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (v: number): string => `${v.toFixed(v < 10 ? 2 : 0)} ms`.padStart(9);
const ROWS: readonly (readonly [string, (t: Timeline) => number])[] = [
  ['first request made at', (t) => t.firstRequest],
  ['first batch made at', (t) => t.firstBatch],
  ['  process CPU by then', (t) => t.firstBatchCpu],
  ['sending (first batch → last answer)', (t) => t.sending],
  ['  sandbox per batch (its own time)', (t) => t.sandboxPerBatch],
  ['  request made → answer headers read', (t) => t.waitPerBatch],
  ['  answer → next request made', (t) => t.turnaround],
  ['last answer → exit', (t) => t.end],
  ['exit at', (t) => t.exit],
  ['  process CPU in all', (t) => t.exitCpu],
];

mkdirSync(workDir, { recursive: true });
const what = await upload();
const product: Timeline[] = [];
const poster: Timeline[] = [];
for (let i = -1; i < runs; i++) {
  // One warm-up of each, then alternating, the order swapped each round.
  const order = i % 2 === 0 ? (['poster', 'product'] as const) : (['product', 'poster'] as const);
  for (const who of order) {
    const t = await once(who, what);
    if (i >= 0) (who === 'product' ? product : poster).push(t);
  }
}
const slow = latencyMs > 0 ? `, ${latencyMs} ms a request` : '';
console.log(
  `upload of ${count} ${listings ? 'listings' : 'sellers'}${slow}: medians of ${runs} runs (after one warm-up), from the process's start`,
);
console.log(`${''.padEnd(40)}${'product'.padStart(9)}${'poster'.padStart(10)}`);
for (const [title, of] of ROWS) {
  console.log(`${title.padEnd(40)}${ms(median(product.map(of)))} ${ms(median(poster.map(of)))}`);
}
