import { describe, expect, it } from 'vitest';
import { runScheduled } from '../../../src/engine/upload/batch-scheduler';
import { budget, budgeted, cancelledAfterFirstAnswer, flight, numbers, tick } from '../../support/scheduler-kit';

describe('batch scheduler', () => {
  it('never has more items in flight than the budget admitted, and sends every item once', async () => {
    const b = budget(30);
    const f = flight(b, 1);
    await runScheduled(numbers(200), budgeted(b, { concurrency: 4, chunkSize: 20, send: f.send }));
    expect(f.most).toBeLessThanOrEqual(30);
    expect([...f.sent].sort((x, y) => x - y)).toEqual(numbers(200));
  });

  it('stops when no room is left and nothing in flight can free any; the items not sent stay queued', async () => {
    const b = budget(25);
    let stopped = false;
    const queue = numbers(100);
    await runScheduled(
      queue,
      budgeted(b, {
        concurrency: 3,
        chunkSize: 10,
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
      }),
    );
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
    const f = flight(b, 2);
    await runScheduled(
      numbers(120),
      budgeted(b, {
        concurrency: 4,
        chunkSize: 40,
        prepare: async (chunk) => {
          events.push(`prepare ${chunk.length} while ${f.inFlight} in flight`);
          await tick();
          return chunk;
        },
        withdraw: async () => {
          events.push('withdraw');
        },
        send: f.send,
      }),
    );
    expect(f.most).toBeLessThanOrEqual(30);
    expect(events.filter((e) => e === 'prepare 30 while 30 in flight').length).toBeGreaterThan(0);
    expect(events).not.toContain('withdraw');
    expect(events.every((e) => e.startsWith('prepare 30'))).toBe(true);
    expect([...f.sent].sort((x, y) => x - y)).toEqual(numbers(120));
  });

  it('prepares up to aheadChunks chunks while one is in flight, each once, sending every item once', async () => {
    const b = budget(30);
    let prepared = 0;
    let most = 0;
    const preparedOnce = new Set<number>();
    const sent: number[] = [];
    await runScheduled(
      numbers(300),
      budgeted(b, {
        concurrency: 4,
        chunkSize: 30,
        aheadChunks: 2,
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
      }),
    );
    expect(most).toBe(2);
    expect(sent).toHaveLength(300);
    expect(new Set(sent).size).toBe(300);
  });

  it('withdraws every chunk prepared ahead when the run stops, their items queued first in their order', async () => {
    const b = budget(20);
    const run = cancelledAfterFirstAnswer(b, 6);
    const queue = numbers(100);
    await runScheduled(queue, budgeted(b, { concurrency: 3, chunkSize: 20, aheadChunks: 2, ...run.options }));
    expect(run.answered).toBe(1);
    expect(run.withdrawn).toEqual([numbers(20, 40), numbers(20, 20)]);
    expect(queue).toEqual(numbers(80, 20));
  });

  it('withdraws the chunk prepared ahead when the run stops, leaving its items queued first', async () => {
    const b = budget(20);
    const run = cancelledAfterFirstAnswer(b, 2);
    const queue = numbers(100);
    await runScheduled(queue, budgeted(b, { concurrency: 2, chunkSize: 20, ...run.options }));
    expect(run.withdrawn).toEqual([numbers(20, 20)]);
    expect(queue).toEqual(numbers(80, 20));
  });
});
