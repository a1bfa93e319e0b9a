// The gate a write ahead of its results reads them through (results-gate.ts): a row may be read once every row with a
// result up to it is given, a row that may have been read never changes, and the end's results are adopted only where
// they are the ones read.
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import { GateClosed, ResultsGate, SheetGate } from '../../../src/engine/write-back/results-gate';

const created = (row: number): RowResult => ({ row, status: 'created', serviceId: 100 + row });
/** Rows 2, 3, 5 and 8 get a result; rows 4, 6 and 7 (and the header) do not. */
const sheet = () => new SheetGate({ sheet: 'S', headerRow: 1, notes: [], results: [2, 3, 5, 8].map(created) });

describe('the gate of a write ahead of its results', () => {
  it('lets the walk read as far as every row with a result is given, out of order too', async () => {
    const gate = sheet();
    expect(gate.allow()).toBe(1);
    const readFive = gate.whenAllowed(5);
    let five = false;
    void readFive.then(() => (five = true));
    gate.give(created(3));
    gate.give(created(5));
    await Promise.resolve();
    expect(five).toBe(false);
    gate.give(created(2));
    await readFive;
    // Rows 6 and 7 have no result: the walk may read up to the row before 8.
    expect(gate.allow()).toBe(7);
    gate.give(created(8));
    expect(gate.allow()).toBe(Infinity);
  });

  it('keeps the result a row had when the walk was let read it', () => {
    const gate = sheet();
    const first = created(2);
    gate.give(first);
    expect(gate.allow()).toBe(2);
    gate.give({ row: 2, status: 'failed', errorMessage: 'later' });
    expect(gate.results.get(2)).toBe(first);
  });

  it('adopts the end results where the rows read are read with them, and takes them for the rest', () => {
    const gate = sheet();
    const given = [2, 3, 5, 8].map(created);
    for (const r of given.slice(0, 2)) gate.give(r);
    gate.allow();
    const rest = [created(5), created(8)];
    expect(gate.adopt([...given.slice(0, 2), ...rest])).toBe(true);
    expect(gate.results.get(5)).toBe(rest[0]);
    expect(gate.allow()).toBe(Infinity);
  });

  it('refuses end results that differ for a row read, miss a row or add one', () => {
    const given = [2, 3, 5, 8].map(created);
    const read = (): SheetGate => {
      const gate = sheet();
      for (const r of given) gate.give(r);
      gate.allow();
      return gate;
    };
    expect(read().adopt([created(2), ...given.slice(1)])).toBe(false);
    expect(read().adopt(given.slice(1))).toBe(false);
    expect(read().adopt([...given.slice(0, 3), created(9)])).toBe(false);
    expect(read().adopt(given)).toBe(true);
  });

  it('fails the walk waiting at it once closed, and every wait after', async () => {
    const gate = new ResultsGate([{ sheet: 'S', headerRow: 1, notes: [], results: [created(2)] }]);
    const waiting = gate.sheet('S')?.whenAllowed(2);
    gate.close();
    await expect(waiting).rejects.toBeInstanceOf(GateClosed);
    await expect(gate.sheet('S')?.whenAllowed(2)).rejects.toBeInstanceOf(GateClosed);
  });
});
