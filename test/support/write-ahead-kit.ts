// Results given to a write ahead as an upload's batches give them, and two workbooks compared part by part: what the
// write-ahead tests share (docs/write-back.md, "Written as the batches answer").
import { expect } from 'vitest';
import type { RowResult } from '../../src/engine/model/row-result';
import { seededRandom } from './seeded-random';
import { zipParts } from './zip-parts-kit';

/** Gives the results in pieces, a piece a turn, the pieces in a shuffled order within runs of about 90 rows. */
export async function giveInBatches(give: (r: RowResult) => void, results: readonly RowResult[]): Promise<void> {
  const random = seededRandom(21);
  for (let from = 0; from < results.length; from += 90) {
    const batch = results.slice(from, from + 90);
    for (let i = batch.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [batch[i], batch[j]] = [batch[j] as RowResult, batch[i] as RowResult];
    }
    for (const r of batch) give(r);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Both workbooks hold the same parts, in the same order, each inflating to the same bytes. */
export async function expectSameParts(a: string, b: string): Promise<void> {
  const [x, y] = await Promise.all([zipParts(a), zipParts(b)]);
  expect([...x.keys()]).toEqual([...y.keys()]);
  for (const [name, part] of x) expect(part.bytes.equals(y.get(name)?.bytes ?? Buffer.alloc(0)), name).toBe(true);
}
