// Admission by the fault budget (docs/limits.md, "Talking to the service"): room is
// reserved for every item in flight, rows that passed every local check included, because such rows can still all
// be refused by a rule the local checks do not know. See docs/upload.md, "Why every item in flight takes room".
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { FaultLedger } from '../../../src/engine/api';
import { openFaultLedger } from '../../../src/engine/api';
import { runUpload } from '../../../src/engine/upload';
import { liveHolder } from '../api/fault-ledger-kit';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { client, countByTransferId, propertyRow, sellerRow, tempDir } from './upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

async function sandbox(faultLimit: number): Promise<{ s: RunningSandbox; base: ApiClient }> {
  const s = await startSandbox({ port: 0, seed: 'demo', faultLimit });
  open.push(s);
  const base = client(s.baseUrl);
  open.push(base);
  return { s, base };
}

/** The client, counting the items of the batches in flight at once (the most) and every answer's error codes. */
function inFlight(c: ApiClient): { client: ApiClient; most: () => number; codes: number[] } {
  let now = 0;
  let most = 0;
  const codes: number[] = [];
  return {
    most: () => most,
    codes,
    client: {
      ...c,
      batch: async (items, signal) => {
        now += items.length;
        most = Math.max(most, now);
        try {
          const r = await c.batch(items, signal);
          if (r.ok) for (const a of r.value) if (a.status >= 400) codes.push(errorCodeOf(a.body));
          return r;
        } finally {
          now -= items.length;
        }
      },
    },
  };
}

function errorCodeOf(body: unknown): number {
  const code = (body as { error_code?: unknown } | null)?.error_code;
  return typeof code === 'number' ? code : -1;
}

/** A property the local checks pass but the service refuses (error 26: district XIII is not in Debrecen). */
function refusedProperty(n: number): PreparedRow {
  const r = propertyRow(n, null, { tag: 'BAD' });
  return {
    ...r,
    body: { ...r.body, location: { region_id: DEMO.regions.debrecen, area_id: DEMO.areas.budapestXIII } },
  };
}

describe('fault budget admission', () => {
  it('reserves room for every valid row in flight: never more items at once than the room left, all sent', async () => {
    const { s, base } = await sandbox(20);
    const budget = await openFaultLedger({ dir: await tempDir(), baseUrl: s.baseUrl, limit: 20 });
    await budget.record(6); // room left: 20 - 2 (margin) - 6 = 12
    const spy = inFlight(base);
    const rows = Array.from({ length: 120 }, (_, i) => sellerRow(i + 1, { tag: 'OK' }));
    const out = await runUpload({ client: spy.client, rows, faultBudget: budget, concurrency: 4 });
    if (!out.ok) throw new Error(out.error.message);
    expect(spy.most()).toBeLessThanOrEqual(12);
    expect(out.value.summary.created).toBe(120);
    expect([...(await countByTransferId(base, 'seller')).keys()].filter((t) => t.startsWith('OK-'))).toHaveLength(120);
  });

  it('stops before the limit when rows refused by a rule the checks do not know follow batches that all went in', async () => {
    const { s, base } = await sandbox(20);
    const budget = await openFaultLedger({ dir: await tempDir(), baseUrl: s.baseUrl, limit: 20 });
    const spy = inFlight(base);
    const rows = [
      ...Array.from({ length: 60 }, (_, i) => sellerRow(i + 1, { tag: 'OK' })),
      ...Array.from({ length: 40 }, (_, i) => refusedProperty(i + 1)),
    ];
    const out = await runUpload({ client: spy.client, rows, faultBudget: budget, concurrency: 4 });
    if (!out.ok) throw new Error(out.error.message);
    // Sixty clean creates said nothing about the rows after them: each of those still had room of its own.
    expect(out.value.summary.created).toBe(60);
    expect(out.value.stoppedEarly?.reason).toBe('fault_budget');
    expect(spy.codes.filter((c) => c === 26)).toHaveLength(18);
    expect(spy.codes).not.toContain(12);
    expect(spy.most()).toBeLessThanOrEqual(18);
    expect((await base.testConnection()).ok).toBe(true);
  });

  it('waits for room another live upload holds, instead of stopping, and sends every row once it is given back', async () => {
    const { s, base } = await sandbox(100);
    const dir = await tempDir();
    const holder = await liveHolder(open, dir, s.baseUrl, 90);
    const shared = await openFaultLedger({ dir, baseUrl: s.baseUrl });
    // The other upload gives its room back when this run starts waiting for it.
    const budget: FaultLedger = {
      ...shared,
      waitForRoom: (count, o) => {
        holder.stdin.write('release\n');
        return shared.waitForRoom(count, o);
      },
    };
    const rows = Array.from({ length: 30 }, (_, i) => sellerRow(i + 1, { tag: 'WAIT' }));

    const out = await runUpload({ client: base, rows, faultBudget: budget });

    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.stoppedEarly).toBeNull();
    expect(out.value.summary.created).toBe(30);
  });

  it('says who holds the room while a batch waits for it, in both languages', async () => {
    const { s, base } = await sandbox(100);
    const dir = await tempDir();
    const holder = await liveHolder(open, dir, s.baseUrl, 90);
    const shared = await openFaultLedger({ dir, baseUrl: s.baseUrl });
    // The other upload gives its room back once this run has said it waits for it.
    const budget: FaultLedger = {
      ...shared,
      waitForRoom: (count, o) =>
        shared.waitForRoom(count, {
          ...o,
          onWait: (held) => {
            o?.onWait?.(held);
            holder.stdin.write('release\n');
          },
        }),
    };
    const told: { en: string; hu: string }[] = [];
    const rows = Array.from({ length: 5 }, (_, i) => sellerRow(i + 1, { tag: 'TOLD' }));

    const out = await runUpload({ client: base, rows, faultBudget: budget, onWaitForRoom: (m) => told.push(m) });

    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.summary.created).toBe(5);
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]?.en).toContain(String(holder.pid));
    expect(told[0]?.hu).toContain(String(holder.pid));
  });
});
