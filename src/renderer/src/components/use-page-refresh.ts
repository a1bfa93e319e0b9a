// The kept pages around the view fetched again in place, by row number: an edit may have changed other rows
// (duplicates, references), and a row fixed under the "invalid" filter stays in view until the filter changes.
import type { RefObject } from 'react';
import { useCallback } from 'react';
import type { RowFilter } from '../../../shared/contract';
import { api } from '../api/platform';
import type { CountsReport } from './use-counts-report';
import type { PageCache } from './use-page-cache';
import { PAGE } from './row-page-window';

/** What the refresh shares with the page requests: the answers of an older request are dropped. */
export interface PageView {
  /** Bumped when the sheet, filter or generation changes. */
  readonly epoch: RefObject<number>;
  /** The first and last row on screen. */
  readonly view: RefObject<readonly [number, number]>;
}

export function usePageRefresh(
  sheet: string,
  filter: RowFilter,
  { epoch, view }: PageView,
  { cache, changed }: PageCache,
  counts: CountsReport,
): () => Promise<void> {
  // Only the pages around the view are fetched again; the others are dropped and fetched when scrolled to.
  return useCallback(async () => {
    const e = epoch.current;
    cache.keepOnly(Math.floor(view.current[0] / PAGE) - 1, Math.floor(view.current[1] / PAGE) + 1);
    const wanted = cache.pages();
    const answers = await Promise.all(
      wanted.map(([p, rows]) =>
        api.getRows({ sheet, offset: p * PAGE, limit: PAGE, filter, rows: rows.map((r) => r.row) }),
      ),
    );
    if (e !== epoch.current) return;
    answers.forEach((r, i) => {
      const p = wanted[i]?.[0];
      if (!r.ok || p === undefined) return;
      cache.merge(p, r.value.rows);
      counts.report(r.value.counts);
    });
    changed();
  }, [sheet, filter, epoch, view, cache, changed, counts]);
}
