import { describe, expect, it } from 'vitest';
import { runScheduled } from '../../../src/engine/upload/batch-scheduler';

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 1));

/** A budget of `room` items shared by the chunks in flight, given back when a chunk is answered. */
function budget(room: number) {
  let left = room;
  return {
    admit: (want: number) => {
      const size = Math.min(want, left);
      if (size <= 0) return Promise.resolve(null);
      left -= size;
      return Promise.resolve({ size, ticket: size });
    },
    giveBack: (n: number) => {
      left += n;
    },
    get left() {
      return left;
    },
  };
}

describe('batch scheduler', () => {
  it('never has more items in flight than the budget admitted, and sends every item once', async () => {
    const b = budget(30);
    let inFlight = 0;
    let most = 0;
    const sent: number[] = [];
    const queue = Array.from({ length: 200 }, (_, i) => i);
    await runScheduled(queue, {
      concurrency: 4,
      chunkSize: 20,
      admit: b.admit,
      unused: async (t) => b.giveBack(t),
      stopped: () => false,
      onNoRoom: () => undefined,
      send: async (chunk, ticket) => {
        inFlight += chunk.length;
        most = Math.max(most, inFlight);
        await tick();
        inFlight -= chunk.length;
        sent.push(...chunk);
        b.giveBack(ticket);
        return [];
      },
    });
    expect(most).toBeLessThanOrEqual(30);
    expect([...sent].sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('stops when no room is left and nothing in flight can free any; the items not sent stay queued', async () => {
    const b = budget(25);
    let stopped = false;
    const queue = Array.from({ length: 100 }, (_, i) => i);
    await runScheduled(queue, {
      concurrency: 3,
      chunkSize: 10,
      admit: b.admit,
      unused: async () => undefined,
      stopped: () => stopped,
      onNoRoom: () => {
        stopped = true;
      },
      // Every item fails: the room it took is spent, not given back.
      send: async () => {
        await tick();
        return [];
      },
    });
    expect(stopped).toBe(true);
    expect(queue).toHaveLength(75);
  });

  it('sends again what a chunk hands back', async () => {
    const tries = new Map<number, number>();
    await runScheduled([1, 2, 3], {
      concurrency: 2,
      chunkSize: 2,
      admit: (want) => Promise.resolve({ size: want, ticket: null }),
      unused: async () => undefined,
      stopped: () => false,
      onNoRoom: () => undefined,
      send: async (chunk) => {
        for (const x of chunk) tries.set(x, (tries.get(x) ?? 0) + 1);
        await tick();
        return chunk.filter((x) => x === 2 && (tries.get(x) ?? 0) < 3);
      },
    });
    expect(Object.fromEntries(tries)).toEqual({ 1: 1, 2: 3, 3: 1 });
  });

  it('prepares the next chunk while one is in flight, sized to its room, and sends it once that room comes back', async () => {
    const b = budget(30);
    const events: string[] = [];
    let inFlight = 0;
    let most = 0;
    const sent: number[] = [];
    const queue = Array.from({ length: 120 }, (_, i) => i);
    await runScheduled(queue, {
      concurrency: 4,
      chunkSize: 40,
      admit: b.admit,
      unused: async (t) => b.giveBack(t),
      stopped: () => false,
      onNoRoom: () => undefined,
      prepare: async (chunk) => {
        events.push(`prepare ${chunk.length} while ${inFlight} in flight`);
        await tick();
        return chunk;
      },
      withdraw: async () => {
        events.push('withdraw');
      },
      send: async (chunk, ticket) => {
        inFlight += chunk.length;
        most = Math.max(most, inFlight);
        await tick();
        await tick();
        inFlight -= chunk.length;
        sent.push(...chunk);
        b.giveBack(ticket);
        return [];
      },
    });
    expect(most).toBeLessThanOrEqual(30);
    expect(events.filter((e) => e === 'prepare 30 while 30 in flight').length).toBeGreaterThan(0);
    expect(events).not.toContain('withdraw');
    expect(events.every((e) => e.startsWith('prepare 30'))).toBe(true);
    expect([...sent].sort((x, y) => x - y)).toEqual(Array.from({ length: 120 }, (_, i) => i));
  });

  it('prepares up to aheadChunks chunks while one is in flight, each once, sending every item once', async () => {
    const b = budget(30);
    let prepared = 0;
    let most = 0;
    const preparedOnce = new Set<number>();
    const sent: number[] = [];
    const queue = Array.from({ length: 300 }, (_, i) => i);
    await runScheduled(queue, {
      concurrency: 4,
      chunkSize: 30,
      aheadChunks: 2,
      admit: b.admit,
      unused: async (t) => b.giveBack(t),
      stopped: () => false,
      onNoRoom: () => undefined,
      prepare: async (chunk) => {
        for (const i of chunk) {
          expect(preparedOnce.has(i)).toBe(false);
          preparedOnce.add(i);
        }
        await tick();
        prepared += 1;
        // Chunks prepared and not yet sent.
        most = Math.max(most, prepared - sent.length / 30);
        return chunk;
      },
      withdraw: async () => {
        throw new Error('nothing is withdrawn when every chunk goes');
      },
      send: async (chunk, ticket) => {
        sent.push(...chunk);
        await tick();
        await tick();
        await tick();
        await tick();
        b.giveBack(ticket);
        return [];
      },
    });
    expect(most).toBe(2);
    expect(sent).toHaveLength(300);
    expect(new Set(sent).size).toBe(300);
  });

  it('withdraws every chunk prepared ahead when the run stops, their items queued first in their order', async () => {
    const b = budget(20);
    const withdrawn: number[][] = [];
    let stop = false;
    let answered = 0;
    const queue = Array.from({ length: 100 }, (_, i) => i);
    await runScheduled(queue, {
      concurrency: 3,
      chunkSize: 20,
      aheadChunks: 2,
      admit: b.admit,
      unused: async (t) => b.giveBack(t),
      stopped: () => stop,
      onNoRoom: () => undefined,
      prepare: async (chunk) => {
        await tick();
        return [...chunk];
      },
      withdraw: async (prepared) => {
        withdrawn.push(prepared);
      },
      send: async (_chunk, ticket) => {
        for (let k = 0; k < 6; k++) await tick();
        // The first batch is answered, then the run is cancelled: the two chunks prepared meanwhile never go.
        answered += 1;
        stop = true;
        b.giveBack(ticket);
        return [];
      },
    });
    expect(answered).toBe(1);
    expect(withdrawn).toEqual([
      Array.from({ length: 20 }, (_, i) => 40 + i),
      Array.from({ length: 20 }, (_, i) => 20 + i),
    ]);
    expect(queue).toEqual(Array.from({ length: 80 }, (_, i) => 20 + i));
  });

  it('withdraws the chunk prepared ahead when the run stops, leaving its items queued first', async () => {
    const b = budget(20);
    const withdrawn: number[][] = [];
    let stop = false;
    const queue = Array.from({ length: 100 }, (_, i) => i);
    await runScheduled(queue, {
      concurrency: 2,
      chunkSize: 20,
      admit: b.admit,
      unused: async (t) => b.giveBack(t),
      stopped: () => stop,
      onNoRoom: () => undefined,
      prepare: async (chunk) => {
        await tick();
        return [...chunk];
      },
      withdraw: async (prepared) => {
        withdrawn.push(prepared);
      },
      send: async (_chunk, ticket) => {
        await tick();
        await tick();
        // The first batch is answered, then the run is cancelled: the chunk prepared meanwhile never goes.
        stop = true;
        b.giveBack(ticket);
        return [];
      },
    });
    expect(withdrawn).toEqual([Array.from({ length: 20 }, (_, i) => 20 + i)]);
    expect(queue).toEqual(Array.from({ length: 80 }, (_, i) => 20 + i));
  });
});
