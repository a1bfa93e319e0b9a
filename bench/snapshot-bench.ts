// The CPU of the per-field snapshots (upload/row-snapshot.ts) of 10,000 sellers as the upload bench sends them and of
// 10,000 listing rows of a generated property workbook as an export seals them, hot, in this process: the upload works
// them out while each batch is in flight, so they are main-thread time of the send phase (docs/performance.md,
// "Upload: snapshots of the rows sent (seventh round, hashing per field)"). Prints the medians of the passes.
// Usage: tsx bench/snapshot-bench.ts [--passes 20] [--rows 10000]
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { WriteBody } from '../src/catalog';
import { openImport, prepareImport } from '../src/engine/pipeline';
import { encodeSnapshot } from '../src/engine/upload/row-snapshot';
import { median, option, workDir } from './bench-kit';
import { generatePropertyWorkbook } from './property-workbook';

const passes = option('passes', 20);
const rows = option('rows', 10_000);

interface Job {
  readonly role: 'sellers' | 'properties';
  readonly body: WriteBody;
  readonly mapped: readonly string[];
}

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Sellers as the upload bench's CSV has them, new values each pass (their memo rests, as in an upload). */
function sellers(pass: number): Job[] {
  const mapped = ['seller.name', 'seller.phone', 'seller.email'];
  return Array.from({ length: rows }, (_, i) => ({
    role: 'sellers' as const,
    body: { seller: { name: `Eladó ${pass}-${i}`, phone: `+36 1 555 ${pass}${i}`, email: `s${pass}x${i}@example.hu` } },
    mapped,
  }));
}

async function listings(): Promise<Job[]> {
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, `properties-${rows}.xlsx`);
  if (!existsSync(file)) await generatePropertyWorkbook(file, rows);
  const opened = await openImport(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const prepared = prepareImport(opened.value, opened.value.mapping, { officeId: 1, reference: null });
  return prepared.sheets.flatMap((sheet) => {
    const columns = opened.value.mapping.sheets.find((s) => s.sheet === sheet.sheet)?.columns ?? [];
    const mapped = columns.flatMap((c) => (c.field === null ? [] : [c.field]));
    return sheet.rows.flatMap((row) =>
      row.role === 'sellers' || row.role === 'properties' ? [{ role: row.role, body: row.body, mapped }] : [],
    );
  });
}

function encodeAll(jobs: readonly Job[]): void {
  for (const job of jobs) encodeSnapshot(job.role, job.body, job.mapped);
}

const listingJobs = await listings();
const sellerTimes: number[] = [];
const listingTimes: number[] = [];
for (let pass = 0; pass < passes; pass++) {
  const jobs = sellers(pass);
  sellerTimes.push(cpuMs(() => encodeAll(jobs)));
  listingTimes.push(cpuMs(() => encodeAll(listingJobs)));
}
// The first passes run before the code is compiled: left out of the medians.
const warm = (times: readonly number[]) => median(times.slice(Math.min(2, times.length - 1)));
console.log(`snapshots of ${rows} sellers: ${warm(sellerTimes).toFixed(1)} ms CPU (median of ${passes} passes)`);
console.log(
  `snapshots of ${listingJobs.length} listings: ${warm(listingTimes).toFixed(1)} ms CPU (median of ${passes})`,
);
