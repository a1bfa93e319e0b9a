// The grid's page cache held across renders; a change to it redraws the grid without copying the pages it keeps.
import { useCallback, useState } from 'react';
import type { GridRow } from '../../../shared/contract';
import type { RowPageCache } from './row-page-cache';
import { rowPageCache } from './row-page-cache';

export interface PageCache {
  readonly cache: RowPageCache;
  /** Draws the grid again after the cache changed. */
  readonly changed: () => void;
  /** Puts a row in place of the kept one with the same sheet row number, and draws it. */
  readonly replace: (row: GridRow) => void;
}

export function usePageCache(): PageCache {
  const [cache] = useState(rowPageCache);
  const [, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((x) => x + 1), []);
  const replace = useCallback(
    (row: GridRow) => {
      cache.replaceRow(row);
      changed();
    },
    [cache, changed],
  );
  return { cache, changed, replace };
}
