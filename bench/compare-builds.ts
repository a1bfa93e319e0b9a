// Whole uploads by two or more builds of the command line, alternating, each against a fresh sandbox in this process:
// for an experiment (a build with one thing changed) against the build it came from, in the same minutes, since the
// machine moves more between minutes than most single changes do (docs/performance.md, "The thirteenth session").
// Usage: npx tsx bench/compare-builds.ts --bin A/out/node/cli.mjs,B/out/node/cli.mjs [--listings 3000 | --sellers N]
//   [--latency 40] [--runs 5]
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO, startSandbox } from '../src/sandbox';
import { median, option, sellerCsv, workDir } from './bench-kit';
import { listingWorkbook } from './listing-upload-kit';

const exec = promisify(execFile);
const binAt = process.argv.indexOf('--bin');
const bins = (binAt >= 0 ? (process.argv[binAt + 1] ?? '') : '').split(',').filter((b) => b !== '');
if (bins.length < 2) throw new Error('give two or more builds: --bin A/out/node/cli.mjs,B/out/node/cli.mjs');
const sellers = process.argv.includes('--sellers');
const count = sellers ? option('sellers', 10_000) : option('listings', 3_000);
const latencyMs = process.argv.includes('--latency') ? option('latency', 40) : 0;
const runs = option('runs', 5);

mkdirSync(workDir, { recursive: true });
const file = sellers ? sellerCsv(count) : await listingWorkbook(count);

/** One upload's whole-process wall time, ms. */
async function once(bin: string): Promise<number> {
  const sandbox = await startSandbox({ port: 0, seed: 'demo', latencyMs });
  const dir = mkdtempSync(path.join(workDir, 'compare-'));
  try {
    const out = path.join(dir, sellers ? 'out.csv' : 'out.xlsx');
    const office = String(DEMO.offices.budapest);
    const args = [bin, 'upload', file, '--base-url', sandbox.baseUrl, '--user', 'demo', '--office-id', office];
    const env = { ...process.env, LISTING_API_PASSWORD: 'demo', LISTING_IMPORTER_DATA_DIR: dir };
    const t0 = performance.now();
    // Exit 1 (some rows failed) is an upload that ran; anything else is not measured.
    await exec(process.execPath, [...args, '--json', '--out', out], { env, maxBuffer: 1 << 28 }).catch((e: unknown) => {
      if ((e as { code?: unknown }).code !== 1) throw e;
    });
    return performance.now() - t0;
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const times = new Map<string, number[]>(bins.map((b) => [b, []]));
// One warm-up round, then rounds alternating, the order reversed every other round.
for (let round = -1; round < runs; round++) {
  for (const bin of round % 2 === 0 ? bins : [...bins].reverse()) {
    const t = await once(bin);
    if (round >= 0) times.get(bin)?.push(t);
  }
}
const what = `${count} ${sellers ? 'sellers' : 'listings'}${latencyMs > 0 ? `, ${latencyMs} ms a request` : ''}`;
console.log(`upload of ${what}: whole process, medians of ${runs} after one warm-up, builds alternating`);
for (const [bin, t] of times) {
  const all = t.map((v) => v.toFixed(0)).join(' ');
  console.log(`${(median(t) / 1000).toFixed(2)} s  ${bin}  (${all} ms)`);
}
