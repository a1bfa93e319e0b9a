// The written results worked out as batches answer (written-results-ahead.ts) are the ones the end would work out, and
// one is used only while the recorded result and the early snapshot it was made from are still the run's.
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import { writtenResultsAhead } from '../../../src/engine/upload/written-results-ahead';
import { cases, COLUMNS, writtenInPasses } from './written-results-kit';

function setUp() {
  const { rows, plan, results, early } = cases();
  const recorded: (RowResult | undefined)[] = rows.map(() => undefined);
  const snapshots = new Map<number, string>();
  const given: RowResult[] = [];
  const then = (r: RowResult): void => void given.push(r);
  const ahead = writtenResultsAhead({ rows, plan, headers: COLUMNS, results: recorded, snapshots, then });
  /** Rows `from`..`to` sent (their early snapshots made in flight), then answered. */
  const answer = (from: number, to: number): Promise<void> => {
    for (let i = from; i < to; i++) {
      const snapshot = early.get(i);
      if (snapshot !== undefined) snapshots.set(i, snapshot);
      ahead.sent(i);
    }
    for (let i = from; i < to; i++) recorded[i] = results[i];
    return ahead.answered();
  };
  return { rows, plan, results, early, recorded, snapshots, ahead, answer, given };
}

describe('written results worked out as batches answer', () => {
  it('are, row for row, the results the end works out from the same recorded results and snapshots', async () => {
    const { rows, plan, results, early, recorded, ahead, answer, given } = setUp();
    for (let from = 0; from < rows.length; from += 90) await answer(from, Math.min(rows.length, from + 90));
    const expected = writtenInPasses(rows, plan, results, COLUMNS, early);
    const taken = rows.map((_, i) => ahead.take(i, recorded[i] as RowResult, early.get(i)));
    expect(taken).toEqual(expected);
    // Each is given to the caller's work once, as it is worked out (the cell texts escaped ahead).
    expect(given).toEqual(expected);
    expect(taken.map((r) => JSON.stringify(r))).toEqual(expected.map((r) => JSON.stringify(r)));
  });

  it('a row whose result is recorded again after it was worked out is not taken', async () => {
    const { results, early, recorded, ahead, answer } = setUp();
    await answer(0, 30);
    const first = recorded[4] as RowResult;
    expect(ahead.take(4, first, early.get(4))).toBeDefined();
    // Resolved again, as a row in doubt is: a new result, equal or not, is a new object.
    const again: RowResult = { ...(results[4] as RowResult), status: 'failed', errorMessage: 'lost' };
    recorded[4] = again;
    expect(ahead.take(4, again, early.get(4))).toBeUndefined();
    expect(ahead.take(4, { ...first }, early.get(4))).toBeUndefined();
  });

  it('a row whose early snapshot is not the one it was worked out with is not taken', async () => {
    const { early, recorded, ahead, answer } = setUp();
    await answer(0, 30);
    const i = [...early.keys()].find((k) => k < 30 && early.get(k) !== '') ?? -1;
    expect(ahead.take(i, recorded[i] as RowResult, early.get(i))).toBeDefined();
    expect(ahead.take(i, recorded[i] as RowResult, undefined)).toBeUndefined();
    expect(ahead.take(i, recorded[i] as RowResult, 'S1:another')).toBeUndefined();
  });

  it('rows decided before sending are worked out ahead too, each the result the end works out', async () => {
    const { rows, plan, results, early, recorded, ahead, given } = setUp();
    // Decided before sending (as the run records invalid, unchanged and held rows): every fifth row.
    const decided = rows.flatMap((_, i) => (i % 5 === 0 ? [i] : []));
    for (const i of decided) recorded[i] = results[i];
    ahead.decided();
    await ahead.answered();
    const expected = writtenInPasses(rows, plan, results, COLUMNS, new Map());
    for (const i of decided) expect(ahead.take(i, results[i] as RowResult, undefined)).toEqual(expected[i]);
    expect(given).toHaveLength(decided.length);
    // A row not decided (its batch still to come) is not worked out.
    expect(ahead.take(1, results[1] as RowResult, early.get(1))).toBeUndefined();
  });

  it('a row sent but not yet answered is worked out at the next answer, and none after the sending is closed', async () => {
    const { results, early, recorded, ahead, answer } = setUp();
    ahead.sent(100);
    await answer(0, 10);
    expect(ahead.take(100, results[100] as RowResult, undefined)).toBeUndefined();
    recorded[100] = results[100];
    await answer(10, 20);
    expect(ahead.take(100, results[100] as RowResult, undefined)).toBeDefined();
    ahead.close();
    await answer(20, 30);
    expect(ahead.take(25, results[25] as RowResult, early.get(25))).toBeUndefined();
  });
});
