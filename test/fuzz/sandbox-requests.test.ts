import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox';
import type { RunningSandbox } from '../../src/sandbox';
import { fuzzRequest, sendFuzz } from './fuzz-requests';

// A few thousand random requests (seeded, so a failure repeats) must never get a 5xx.
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 9013);

let sandbox: RunningSandbox;

beforeAll(async () => {
  // No fault limit in reach: a blocked address would answer 429 to everything and hide the answers under test.
  sandbox = await startSandbox({ seed: 'demo', faultLimit: Number.MAX_SAFE_INTEGER });
});

afterAll(async () => {
  await sandbox.close();
});

it(`answers ${RUNS} random requests without a 5xx`, async () => {
  const origin = new URL(sandbox.baseUrl).origin;
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const r of fc.sample(fuzzRequest, { seed: SEED, numRuns: RUNS })) {
    const { status, text } = await sendFuzz(origin, r);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 500) {
      failures.push(`${r.method} ${r.path} ${JSON.stringify(r.body?.slice(0, 200))} → ${status} ${text}`);
    }
  }
  expect(failures).toEqual([]);
  // The run reached the endpoints, not only the router and the log-in check.
  expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
}, 240_000);
