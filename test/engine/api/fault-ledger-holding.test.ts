import { describe, expect, it } from 'vitest';
import { openFaultLedger } from '../../../src/engine/api';
import type { FaultReservation } from '../../../src/engine/api';
import { tempDir } from '../upload/upload-test-kit';

const BASE = 'http://127.0.0.1:9/api/json/v3';

describe("the fault ledger keeps a holder's room between its requests", () => {
  it('never lets the requests in flight and the faults counted pass the safety line, whoever holds the room', async () => {
    const dir = await tempDir();
    const holders = await Promise.all([1, 2, 3].map(() => openFaultLedger({ dir, baseUrl: BASE, limit: 400 })));
    const usable = holders[0]?.usable ?? 0;
    let inFlight = 0;
    let faults = 0;
    let worst = 0;
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // Each holder runs four loops of reserve, "send", settle with a few faulty answers every other time, until the
    // faults use up the room.
    const loop = async (h: (typeof holders)[number]): Promise<void> => {
      for (let n = 0; n < 40; n++) {
        const r: FaultReservation | null = await h.reserve(1 + Math.floor(random() * 20));
        if (r === null) continue;
        inFlight += r.count;
        worst = Math.max(worst, inFlight + faults);
        await new Promise((done) => setTimeout(done, Math.floor(random() * 4)));
        const faulty = random() < 0.5 ? Math.min(r.count, 1 + Math.floor(random() * 4)) : 0;
        inFlight -= r.count;
        faults += faulty;
        await h.settle(r, faulty);
      }
    };
    await Promise.all(holders.flatMap((h) => [loop(h), loop(h), loop(h), loop(h)]));
    expect(worst).toBeLessThanOrEqual(usable);
    await Promise.all(holders.map((h) => h.release()));
    const check = await openFaultLedger({ dir, baseUrl: BASE, limit: 400 });
    expect(check.used()).toBe(faults);
    expect(check.available()).toBe(usable - faults);
  });

  it('gives the room back to the file on release, so another holder can take all of it', async () => {
    const dir = await tempDir();
    const a = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    const b = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    const r = await a.reserve(90);
    expect(r?.count).toBe(90);
    if (r) await a.settle(r, 0);
    // Kept by `a` for its next request: `b` finds none.
    expect(await b.reserve(1)).toBeNull();
    await a.release();
    expect((await b.reserve(90))?.count).toBe(90);
  });

  it('counts a faulty answer in the file at once, and never hands its room out again', async () => {
    const dir = await tempDir();
    const a = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    const r = await a.reserve(50);
    if (r === null) throw new Error('no room');
    await a.settle(r, 30);
    const b = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    expect(b.used()).toBe(30);
    expect(a.available()).toBe(60);
    expect(await a.reserve(61)).toBeNull();
    expect((await a.reserve(60))?.count).toBe(60);
  });
});
