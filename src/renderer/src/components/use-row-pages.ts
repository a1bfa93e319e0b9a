// The grid's rows, fetched from the Node side in pages as they come into view and kept in a bounded cache.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Counts, GridRow, RowFilter, RowPage } from '../../../shared/contract';
import type { SheetRole } from '../../../catalog';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { headerWords } from './header-words';

/** Rows per request; the contract allows up to 500, but a smaller page is parsed and checked within one frame. */
export const PAGE = 200;
/** Pages kept in memory (12,000 rows); the ones farthest from the view are dropped first. */
const MAX_PAGES = 60;
/** Requests are decided at most this often, so a fast scroll does not fetch every page it passes. */
const SETTLE_MS = 40;
/** Pages requested at once; later ones wait for an answer. */
const MAX_IN_FLIGHT = 3;
/** The neighbouring page is fetched ahead once the view is this close to it. */
const AHEAD_ROWS = 80;

export type GridColumn = RowPage['columns'][number];

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

function sameColumns(a: readonly GridColumn[], b: readonly GridColumn[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => {
      const d = b[i];
      return (
        d !== undefined && c.index === d.index && c.column === d.column && c.header === d.header && c.field === d.field
      );
    })
  );
}

function sameCounts(a: Counts | null, b: Counts): boolean {
  return (
    a !== null &&
    a.total === b.total &&
    a.valid === b.valid &&
    a.invalid === b.invalid &&
    a.failed === b.failed &&
    a.done === b.done &&
    a.blocked === b.blocked
  );
}

/** Pages covering rows first..last, then the neighbours the view is close to. */
function pagesFor(first: number, last: number, total: number): number[] {
  const lastPage = Math.max(0, Math.ceil(total / PAGE) - 1);
  const from = Math.floor(first / PAGE);
  const to = Math.min(Math.floor(last / PAGE), lastPage);
  const pages: number[] = [];
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < lastPage && last % PAGE >= PAGE - AHEAD_ROWS) pages.push(to + 1);
  if (from > 0 && first % PAGE < AHEAD_ROWS) pages.push(from - 1);
  return pages;
}

export function useRowPages(
  sheet: string,
  filter: RowFilter,
  generation: number,
  onCounts: (c: Counts) => void,
  role?: SheetRole,
): RowPages {
  /** Headers as staff read them (`Ár`, not the template's `Ár [price.price]`), in the language of the last page. */
  const { lang: uiLang } = useI18n();
  const lang = useRef(uiLang);
  lang.current = uiLang;
  const [columns, setColumns] = useState<readonly GridColumn[]>([]);
  const [total, setTotal] = useState(0);
  /** The sheet, filter and generation whose first page has arrived. */
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const key = `${sheet}\u0000${filter}\u0000${generation}`;
  const keyRef = useRef(key);
  keyRef.current = key;
  // Bumped when the cache changes; the cache itself lives in a ref so a page costs no copy of the others.
  const [, setVersion] = useState(0);
  const cache = useRef(new Map<number, readonly GridRow[]>());
  const inFlight = useRef(new Set<number>());
  const epoch = useRef(0);
  const view = useRef<readonly [number, number]>([0, 0]);
  const totalRef = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastCounts = useRef<Counts | null>(null);
  const countsListener = useRef(onCounts);
  countsListener.current = onCounts;
  const decideRef = useRef<() => void>(() => undefined);

  const evict = useCallback(() => {
    const centre = Math.floor(view.current[0] / PAGE);
    while (cache.current.size > MAX_PAGES) {
      let far = -1;
      for (const p of cache.current.keys()) if (far < 0 || Math.abs(p - centre) > Math.abs(far - centre)) far = p;
      cache.current.delete(far);
    }
  }, []);

  const fetchPage = useCallback(
    async (page: number) => {
      const e = epoch.current;
      const asked = keyRef.current;
      inFlight.current.add(page);
      const r = await api.getRows({ sheet, offset: page * PAGE, limit: PAGE, filter });
      if (e !== epoch.current) return;
      inFlight.current.delete(page);
      if (r.ok) {
        const v = r.value;
        cache.current.set(page, v.rows);
        evict();
        totalRef.current = v.total;
        const shown = v.columns.map((c) => ({ ...c, header: headerWords(c.header, c.field, lang.current, role) }));
        setColumns((prev) => (sameColumns(prev, shown) ? prev : shown));
        setTotal(v.total);
        setReadyFor(asked);
        setVersion((x) => x + 1);
        if (!sameCounts(lastCounts.current, v.counts)) {
          lastCounts.current = v.counts;
          countsListener.current(v.counts);
        }
      }
      // Pages the view reached while this one was on its way.
      if (r.ok) decideRef.current();
    },
    [sheet, filter, evict, role],
  );

  const decide = useCallback(() => {
    timer.current = null;
    const [first, last] = view.current;
    for (const p of pagesFor(first, last, totalRef.current)) {
      if (inFlight.current.size >= MAX_IN_FLIGHT) break;
      if (!cache.current.has(p) && !inFlight.current.has(p)) void fetchPage(p);
    }
  }, [fetchPage]);
  decideRef.current = decide;

  useEffect(() => {
    epoch.current += 1;
    cache.current = new Map();
    inFlight.current = new Set();
    lastCounts.current = null;
    totalRef.current = 0;
    setTotal(0);
    setReadyFor(null);
    setVersion((x) => x + 1);
    void fetchPage(0);
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [fetchPage, generation]);

  const want = useCallback((first: number, last: number) => {
    view.current = [first, last];
    if (timer.current === null) timer.current = setTimeout(() => decideRef.current(), SETTLE_MS);
  }, []);

  const rowAt = useCallback((index: number) => cache.current.get(Math.floor(index / PAGE))?.[index % PAGE], []);

  const replace = useCallback((row: GridRow) => {
    for (const [p, rows] of cache.current) {
      if (rows.some((r) => r.row === row.row))
        cache.current.set(
          p,
          rows.map((r) => (r.row === row.row ? row : r)),
        );
    }
    setVersion((x) => x + 1);
  }, []);

  // The same rows again by number, so a row fixed under the "invalid" filter stays in view until the filter changes.
  // Only the pages around the view are fetched again; the others are dropped and fetched when scrolled to.
  const refresh = useCallback(async () => {
    const e = epoch.current;
    const first = Math.floor(view.current[0] / PAGE) - 1;
    const last = Math.floor(view.current[1] / PAGE) + 1;
    for (const p of [...cache.current.keys()]) if (p < first || p > last) cache.current.delete(p);
    const wanted = [...cache.current.entries()];
    const answers = await Promise.all(
      wanted.map(([p, rows]) =>
        api.getRows({ sheet, offset: p * PAGE, limit: PAGE, filter, rows: rows.map((r) => r.row) }),
      ),
    );
    if (e !== epoch.current) return;
    answers.forEach((r, i) => {
      const p = wanted[i]?.[0];
      if (!r.ok || p === undefined) return;
      const fresh = new Map(r.value.rows.map((x) => [x.row, x]));
      cache.current.set(
        p,
        (cache.current.get(p) ?? []).map((x) => fresh.get(x.row) ?? x),
      );
      if (!sameCounts(lastCounts.current, r.value.counts)) {
        lastCounts.current = r.value.counts;
        countsListener.current(r.value.counts);
      }
    });
    setVersion((x) => x + 1);
  }, [sheet, filter]);

  return { columns, total, ready: readyFor === key, rowAt, want, replace, refresh };
}
