import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../src/catalog';
import { runBounded } from '../../../src/engine/upload/run-bounded';

describe('runBounded', () => {
  it('keeps at most `parallel` jobs in flight and runs them all', async () => {
    let inFlight = 0;
    let most = 0;
    const jobs = Array.from({ length: 10 }, () => async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      return ok(null);
    });
    expect(await runBounded(jobs, 3)).toBeNull();
    expect(most).toBe(3);
  });

  it('takes no new job after the first failure and returns it', async () => {
    const ran: number[] = [];
    const jobs = [0, 1, 2, 3].map((i) => async () => {
      ran.push(i);
      return i === 1 ? err('refused') : ok(i);
    });
    expect(await runBounded(jobs, 1)).toBe('refused');
    expect(ran).toEqual([0, 1]);
  });
});
