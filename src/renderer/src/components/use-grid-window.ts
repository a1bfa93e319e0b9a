// The rows and columns of the grid drawn for its scroll position: two virtualisers on the one scrolling element.
import type { Virtualizer, VirtualItem } from '@tanstack/react-virtual';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { useEffect, useMemo } from 'react';
import type { ColumnWidths } from './grid-column-widths';
import { STICKY } from './grid-column-widths';
import type { ColumnWindow } from './column-window';
import { endPadding } from './column-stops';
import { ROW_HEIGHT } from './grid-row-view';

export interface GridWindow {
  readonly rowsV: Virtualizer<HTMLDivElement, Element>;
  readonly colsV: Virtualizer<HTMLDivElement, Element>;
  /** The rows drawn. */
  readonly items: readonly VirtualItem[];
  /** The data columns drawn after the frozen first one. */
  readonly span: ColumnWindow;
  /** The full width of a row, every column included. */
  readonly width: number;
}

export function useGridWindow(
  scroller: RefObject<HTMLDivElement | null>,
  total: number,
  columnCount: number,
  widths: ColumnWidths,
  viewport: number,
  headHeight: number,
): GridWindow {
  // The rows start below the sticky header: scrollMargin places them, scrollPaddingStart keeps a row scrolled to
  // from hiding under it. Neither virtualiser renders inside the scroll event (useFlushSync: false): both listen to
  // the same element, and the second one's read of the scroll position forced a layout of what the first had just
  // drawn (10-17 ms a scroll event in a trace); React now draws both windows in one render before the next frame.
  const rowsV = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    useFlushSync: false,
  });
  const colsV = useVirtualizer({
    horizontal: true,
    count: columnCount + 1,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (i < columnCount ? widths.column : widths.problems),
    paddingStart: STICKY,
    // The farthest sideways scroll rests with a column starting at the frozen block's edge (column-stops.ts).
    paddingEnd: endPadding(STICKY + columnCount * widths.column + widths.problems, viewport, widths.column),
    overscan: 2,
    useFlushSync: false,
    // The first data column (the listing's ID) stays drawn and frozen beside the row number and status.
    rangeExtractor: (range) => [...new Set([0, ...defaultRangeExtractor(range)])].sort((a, b) => a - b),
  });
  useEffect(() => {
    colsV.measure();
  }, [colsV, widths.column, widths.problems]);

  const colItems = colsV.getVirtualItems();
  // Column 0 is always among them; the others are a contiguous window after it.
  const scrolled = colItems.filter((c) => c.index > 0);
  const from = scrolled[0]?.index ?? 1;
  const to = colItems[colItems.length - 1]?.index ?? -1;
  const lead = (scrolled[0]?.start ?? STICKY + widths.column) - (STICKY + widths.column);
  const span = useMemo<ColumnWindow>(() => ({ from, to, lead }), [from, to, lead]);
  return { rowsV, colsV, items: rowsV.getVirtualItems(), span, width: colsV.getTotalSize() };
}
