// The grid's fetched pages of rows by page number, kept in a bound: the pages farthest from the view go first.
import type { GridRow } from '../../../shared/contract';
import { PAGE } from './row-page-window';

/** Pages kept in memory (12,000 rows); the ones farthest from the view are dropped first. */
const MAX_PAGES = 60;

export interface RowPageCache {
  readonly has: (page: number) => boolean;
  readonly rowAt: (index: number) => GridRow | undefined;
  /** Keeps a fetched page, dropping the pages farthest from the view's first row beyond the bound. */
  readonly put: (page: number, rows: readonly GridRow[], viewFirst: number) => void;
  /** Puts a row in place of the kept one with the same sheet row number. */
  readonly replaceRow: (row: GridRow) => void;
  /** Drops the pages outside first..last (page numbers). */
  readonly keepOnly: (first: number, last: number) => void;
  readonly pages: () => (readonly [number, readonly GridRow[]])[];
  /** Puts fresh copies of a page's rows in place by sheet row number; rows not among them stay as they were. */
  readonly merge: (page: number, fresh: readonly GridRow[]) => void;
  readonly clear: () => void;
}

export function rowPageCache(): RowPageCache {
  const pages = new Map<number, readonly GridRow[]>();
  return {
    has: (page) => pages.has(page),
    rowAt: (index) => pages.get(Math.floor(index / PAGE))?.[index % PAGE],
    put: (page, rows, viewFirst) => {
      pages.set(page, rows);
      const centre = Math.floor(viewFirst / PAGE);
      while (pages.size > MAX_PAGES) {
        let far = -1;
        for (const p of pages.keys()) if (far < 0 || Math.abs(p - centre) > Math.abs(far - centre)) far = p;
        pages.delete(far);
      }
    },
    replaceRow: (row) => {
      for (const [p, rows] of pages) {
        if (rows.some((r) => r.row === row.row))
          pages.set(
            p,
            rows.map((r) => (r.row === row.row ? row : r)),
          );
      }
    },
    keepOnly: (first, last) => {
      for (const p of [...pages.keys()]) if (p < first || p > last) pages.delete(p);
    },
    pages: () => [...pages.entries()],
    merge: (page, fresh) => {
      const byRow = new Map(fresh.map((x) => [x.row, x]));
      pages.set(
        page,
        (pages.get(page) ?? []).map((x) => byRow.get(x.row) ?? x),
      );
    },
    clear: () => pages.clear(),
  };
}
