// The grid's rows, fetched from the Node side in pages as they come into view and kept in a bounded cache.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Counts, GridRow, RowFilter } from '../../../shared/contract';
import type { SheetRole } from '../../../catalog';
import { api } from '../api/platform';
import { PAGE, pagesToFetch } from './row-page-window';
import { useCountsReport } from './use-counts-report';
import type { GridColumn } from './use-grid-columns';
import { useGridColumns } from './use-grid-columns';
import { usePageCache } from './use-page-cache';
import { usePageRefresh } from './use-page-refresh';

/** Requests are decided at most this often, so a fast scroll does not fetch every page it passes. */
const SETTLE_MS = 40;

/** The type of a page's columns, as the grid's parts know it. */
export type { GridColumn };

export interface RowPages {
  readonly columns: readonly GridColumn[];
  /** Rows matching the filter; 0 until the first page has arrived. */
  readonly total: number;
  /**
   * Whether the first page of the current sheet, filter and generation has arrived: false from the very render that
   * asks for another, so the grid never reads as drawn while it still shows the last sheet's rows.
   */
  readonly ready: boolean;
  readonly rowAt: (index: number) => GridRow | undefined;
  /** Tells which rows are on screen; missing pages are fetched once scrolling settles on them. */
  readonly want: (first: number, last: number) => void;
  /** Puts a row the Node side revalidated in place of the cached one with the same sheet row number. */
  readonly replace: (row: GridRow) => void;
  /** Fetches the cached pages again in place (an edit may have changed other rows: duplicates, references). */
  readonly refresh: () => Promise<void>;
}

export function useRowPages(
  sheet: string,
  filter: RowFilter,
  generation: number,
  onCounts: (c: Counts) => void,
  role?: SheetRole,
): RowPages {
  const { columns, show: showColumns } = useGridColumns(role);
  const [total, setTotal] = useState(0);
  /** The sheet, filter and generation whose first page has arrived. */
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const key = `${sheet}\u0000${filter}\u0000${generation}`;
  const keyRef = useRef(key);
  keyRef.current = key;
  const pages = usePageCache();
  const { cache, changed } = pages;
  const inFlight = useRef(new Set<number>());
  const epoch = useRef(0);
  const view = useRef<readonly [number, number]>([0, 0]);
  const totalRef = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const counts = useCountsReport(onCounts);
  const decideRef = useRef<() => void>(() => undefined);

  const fetchPage = useCallback(
    async (page: number) => {
      const e = epoch.current;
      const asked = keyRef.current;
      inFlight.current.add(page);
      const r = await api.getRows({ sheet, offset: page * PAGE, limit: PAGE, filter });
      if (e !== epoch.current) return;
      inFlight.current.delete(page);
      if (!r.ok) return;
      const v = r.value;
      cache.put(page, v.rows, view.current[0]);
      totalRef.current = v.total;
      showColumns(v.columns);
      setTotal(v.total);
      setReadyFor(asked);
      changed();
      counts.report(v.counts);
      // Pages the view reached while this one was on its way.
      decideRef.current();
    },
    [sheet, filter, showColumns, counts, cache, changed],
  );

  const decide = useCallback(() => {
    timer.current = null;
    for (const p of pagesToFetch(view.current, totalRef.current, cache.has, inFlight.current)) {
      void fetchPage(p);
    }
  }, [fetchPage, cache]);
  decideRef.current = decide;

  useEffect(() => {
    epoch.current += 1;
    cache.clear();
    inFlight.current = new Set();
    counts.forget();
    totalRef.current = 0;
    setTotal(0);
    setReadyFor(null);
    changed();
    void fetchPage(0);
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [fetchPage, generation, counts, cache, changed]);

  const want = useCallback((first: number, last: number) => {
    view.current = [first, last];
    if (timer.current === null) timer.current = setTimeout(() => decideRef.current(), SETTLE_MS);
  }, []);

  const refresh = usePageRefresh(sheet, filter, { epoch, view }, pages, counts);

  return { columns, total, ready: readyFor === key, rowAt: cache.rowAt, want, replace: pages.replace, refresh };
}
