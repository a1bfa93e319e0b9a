// The grid's page cache and its requests: a bounded cache that drops the pages farthest from the view, rows fetched
// again put in place by row number, and no more than three pages asked for at once.
import { describe, expect, it } from 'vitest';
import { rowPageCache } from '../../src/renderer/src/components/row-page-cache';
import { PAGE, pagesToFetch } from '../../src/renderer/src/components/row-page-window';
import type { GridRow } from '../../src/shared/contract';

function row(n: number, text = ''): GridRow {
  return {
    row: n,
    status: 'valid',
    serviceId: null,
    propertyType: null,
    action: null,
    rowProblems: [],
    notices: [],
    cells: [{ text, problems: [], edited: false }],
  };
}

describe('rowPageCache', () => {
  it('keeps 60 pages and drops the one farthest from the view first', () => {
    const cache = rowPageCache();
    for (let p = 0; p <= 60; p++) cache.put(p, [row(p * PAGE + 2)], 0);
    expect(cache.has(60)).toBe(false);
    expect(cache.has(0)).toBe(true);
    expect(cache.pages()).toHaveLength(60);
  });

  it('finds a row by its grid index within its page', () => {
    const cache = rowPageCache();
    cache.put(1, [row(202), row(203)], PAGE);
    expect(cache.rowAt(PAGE + 1)?.row).toBe(203);
    expect(cache.rowAt(0)).toBeUndefined();
  });

  it('puts rows fetched again in place by row number and keeps the others', () => {
    const cache = rowPageCache();
    cache.put(0, [row(2, 'old'), row(3, 'old')], 0);
    cache.merge(0, [row(3, 'new')]);
    expect(cache.rowAt(0)?.cells[0]?.text).toBe('old');
    expect(cache.rowAt(1)?.cells[0]?.text).toBe('new');
  });

  it('drops the pages outside the ones kept around the view', () => {
    const cache = rowPageCache();
    for (const p of [0, 3, 4, 9]) cache.put(p, [row(p * PAGE + 2)], 0);
    cache.keepOnly(3, 5);
    expect(cache.pages().map(([p]) => p)).toEqual([3, 4]);
  });
});

describe('pagesToFetch', () => {
  it('asks for the pages under the view, then the next one when the view is close to it', () => {
    expect(pagesToFetch([PAGE - 10, PAGE - 1], 10 * PAGE, () => false, new Set())).toEqual([0, 1]);
  });

  it('asks for no page already kept or on its way, and for none beyond three at once', () => {
    expect(pagesToFetch([0, 4 * PAGE], 10 * PAGE, (p) => p === 0, new Set([1]))).toEqual([2, 3]);
  });
});
