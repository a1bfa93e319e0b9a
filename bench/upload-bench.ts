// Upload speed: runUpload (planning look-ups included) vs a bare script that only POSTs the same creates to /batch.
// Run: npx tsx bench/upload-bench.ts [--rows 10000] [--rounds 5] [--concurrency 4]
import { Pool } from 'undici';
import { createHash } from 'node:crypto';
import { BATCH_LIMIT } from '../src/catalog';
import type { WriteBody } from '../src/catalog';
import { createApiClient } from '../src/engine/api';
import type { PreparedRow } from '../src/engine/model/prepared-row';
import { runUpload } from '../src/engine/upload';
import { DEMO, startSandbox } from '../src/sandbox';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const ROWS = arg('rows', 10_000);
const ROUNDS = arg('rounds', 5);
const CONCURRENCY = arg('concurrency', 4);
const OFFICE = DEMO.offices.budapest;

function sellerBody(n: number): WriteBody {
  return {
    id: { transfer_id: `B-${n}` },
    seller: {
      name: `Eladó Árvíztűrő ${n}`,
      phone: `+36 1 555 ${String(n).padStart(5, '0')}`,
      email: `seller${n}@example.hu`,
    },
  };
}

const bodies = Array.from({ length: ROWS }, (_, i) => sellerBody(i + 1));
const rows: PreparedRow[] = bodies.map((body, i) => ({
  sheet: 'Sellers',
  row: i + 2,
  role: 'sellers',
  operation: 'create',
  body,
  transferId: `B-${i + 1}`,
  serviceId: null,
  officeId: OFFICE,
  owner: null,
  fingerprint: createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16),
  previous: null,
  problems: [],
}));

/** Wall and CPU time (the sandbox runs in this process too, so CPU covers both sides; steadier on a busy machine). */
interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

async function timeEngine(): Promise<Timing> {
  const s = await startSandbox({ port: 0, seed: 'demo' });
  const c = createApiClient({ baseUrl: s.baseUrl, user: 'demo', password: 'demo' });
  if (!c.ok) throw new Error(c.error.en);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = await runUpload({ client: c.value, rows, concurrency: CONCURRENCY });
  const ms = performance.now() - t0;
  const cpu = cpuMs(c0);
  if (!out.ok || out.value.summary.created !== ROWS)
    throw new Error(`engine run did not create every row: ${JSON.stringify(out.ok ? out.value.summary : out.error)}`);
  await c.value.close();
  await s.close();
  return { wall: ms, cpu };
}

async function timeBare(): Promise<Timing> {
  const s = await startSandbox({ port: 0, seed: 'demo' });
  const url = new URL(s.baseUrl);
  const pool = new Pool(url.origin, { connections: CONCURRENCY });
  const auth = `Basic ${Buffer.from('demo:demo').toString('base64')}`;
  const chunks: WriteBody[][] = [];
  for (let i = 0; i < bodies.length; i += BATCH_LIMIT) chunks.push(bodies.slice(i, i + BATCH_LIMIT));
  let next = 0;
  let created = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++] ?? [];
        const res = await pool.request({
          method: 'POST',
          path: `${url.pathname}/batch`,
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify(chunk.map((body) => ({ method: 'POST', uri: `/seller?office_id=${OFFICE}`, body }))),
        });
        const answer = (await res.body.json()) as { status: number }[];
        created += answer.filter((a) => a.status === 201).length;
      }
    }),
  );
  const ms = performance.now() - t0;
  const cpu = cpuMs(c0);
  if (created !== ROWS) throw new Error(`bare run created ${created} of ${ROWS}`);
  await pool.close();
  await s.close();
  return { wall: ms, cpu };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

// Warm-ups so module loading and the JIT's first passes do not count (the planner runs ~5x slower before V8 optimises
// it).
for (let w = 0; w < 3; w++) {
  await timeEngine();
  await timeBare();
}
const engine: Timing[] = [];
const bare: Timing[] = [];
for (let r = 0; r < ROUNDS; r++) {
  // Alternate the order so neither side always runs on a warmer process.
  if (r % 2 === 0) {
    engine.push(await timeEngine());
    bare.push(await timeBare());
  } else {
    bare.push(await timeBare());
    engine.push(await timeEngine());
  }
}
const e = median(engine.map((t) => t.wall));
const b = median(bare.map((t) => t.wall));
const ec = median(engine.map((t) => t.cpu));
const bc = median(bare.map((t) => t.cpu));
const list = (ts: readonly Timing[]): string => ts.map((t) => t.wall.toFixed(0)).join(', ');
console.log(`upload ${ROWS} sellers, concurrency ${CONCURRENCY}, ${ROUNDS} rounds`);
console.log(
  `runUpload (with planning look-ups): median ${e.toFixed(0)} ms wall, ${ec.toFixed(0)} ms CPU  [${list(engine)}]`,
);
console.log(
  `bare POST /batch script:            median ${b.toFixed(0)} ms wall, ${bc.toFixed(0)} ms CPU  [${list(bare)}]`,
);
const emin = Math.min(...engine.map((t) => t.wall));
const bmin = Math.min(...bare.map((t) => t.wall));
console.log(
  `ratio ${(e / b).toFixed(3)} wall, ${(ec / bc).toFixed(3)} CPU (target <= 1.2); fastest runs ${emin.toFixed(0)} vs ${bmin.toFixed(0)} ms = ${(emin / bmin).toFixed(3)}`,
);
