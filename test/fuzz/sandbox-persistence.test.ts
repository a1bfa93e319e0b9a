import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, startSandbox } from '../../src/sandbox';
import { call } from '../sandbox/sandbox-client';
import type { RunningSandbox } from '../../src/sandbox';
import { fuzzRequest, sendFuzz } from './fuzz-requests';

// What random requests write to a data folder (odd text, lone surrogates, big numbers) must read back after a
// restart exactly as it was served: the journal and snapshot take anything the API accepted.
const RUNS = 800;
const SEED = 9014;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-fuzz-data-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function everything(sb: RunningSandbox): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const user of [DEMO.users.demo.username, 'demo2']) {
    const propertyParts = 'id,property,seller,location,price,descriptions,map,special,images.id,images.image';
    for (const path of ['/seller?part=id,seller,images.id,images.image', `/property?part=${propertyParts}`]) {
      const answer = await call(sb, 'GET', path, { user });
      expect(answer.status).toBe(200);
      out.push(answer.body);
    }
  }
  return out;
}

it(`keeps what ${RUNS} random requests stored across a restart`, async () => {
  const data = join(dir, 'data');
  const first = await startSandbox({ seed: 'demo', dataDir: data, faultLimit: Number.MAX_SAFE_INTEGER });
  const origin = new URL(first.baseUrl).origin;
  let fiveHundreds = 0;
  for (const r of fc.sample(fuzzRequest, { seed: SEED, numRuns: RUNS })) {
    if ((await sendFuzz(origin, r)).status >= 500) fiveHundreds++;
  }
  // Sellers with odd but acceptable text, so the folder holds much more than the demo records.
  const oddText = fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 3, maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 3, maxLength: 40 }),
    fc.constantFrom('Ő\u0000ű', 'a\u2028b\u2029c', '\ud800xyz'),
  );
  let created = 0;
  for (const [i, name] of fc.sample(oddText, { seed: SEED, numRuns: 200 }).entries()) {
    const seller = { name, phone: '+36 30 123 4567', email: `fz${i}@example.hu` };
    const json = { id: { transfer_id: `FZ-${i}` }, seller };
    const answer = await call(first, 'POST', `/seller?office_id=${DEMO.offices.budapest}`, { json });
    if (answer.status >= 500) fiveHundreds++;
    if (answer.status === 201) created++;
  }
  expect(created).toBeGreaterThan(100);
  const before = await everything(first);
  await first.close();
  const second = await startSandbox({ dataDir: data });
  try {
    expect(await everything(second)).toEqual(before);
  } finally {
    await second.close();
  }
  expect(fiveHundreds).toBe(0);
}, 240_000);
