// The grid's current cell, which holds its one Tab stop: moved by keys, clicks and the navigator. A cell outside the
// drawn window is scrolled in first and focused as soon as it is drawn.
import type { RefObject } from 'react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useScrollToColumn } from './use-column-stops';
import type { GridWindow } from './use-grid-window';

type At = readonly [number, number];

export interface GridCursorState {
  readonly cursor: At;
  readonly setCursor: (at: At) => void;
  /** The current cell as of the last render, for handlers made before it. */
  readonly cursorRef: RefObject<At>;
  /** The cell the keyboard moved to, focused as soon as it is drawn; further keys move on from it. */
  readonly pendingFocus: RefObject<At | null>;
  /** Moves the current cell and the focus; rows and columns outside the rendered window are scrolled in first. */
  readonly focusCell: (rowIndex: number, col: number) => void;
  /**
   * Scrolls a clicked or edited column fully into view right of the frozen ID column; a half-covered cell clicked
   * would otherwise be edited under it.
   */
  readonly revealColumn: (col: number) => void;
  /** Whether the current cell is drawn: scrolled away, the grid itself keeps the Tab stop and hands focus to it. */
  readonly cursorDrawn: boolean;
}

export function useGridCursor(
  scroller: RefObject<HTMLDivElement | null>,
  { rowsV, items, span }: GridWindow,
  total: number,
  columnCount: number,
  columnWidth: number,
): GridCursorState {
  const [cursor, setCursor] = useState<At>([0, 0]);
  const pendingFocus = useRef<At | null>(null);
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;

  const focusPending = () => {
    const p = pendingFocus.current;
    const el = p ? scroller.current?.querySelector<HTMLElement>(`[data-cell="${p[0]}:${p[1]}"]`) : null;
    if (!el) return;
    pendingFocus.current = null;
    el.focus();
  };
  // After every render: the cell may have just been drawn by the scroll that brought it into view.
  useLayoutEffect(focusPending);

  const scrollToColumn = useScrollToColumn(scroller, columnWidth);

  const focusCell = useCallback(
    (rowIndex: number, col: number) => {
      if (total === 0 || columnCount === 0) return;
      const r = Math.min(Math.max(rowIndex, 0), total - 1);
      const c = Math.min(Math.max(col, 0), columnCount - 1);
      pendingFocus.current = [r, c];
      setCursor([r, c]);
      rowsV.scrollToIndex(r);
      scrollToColumn(c);
      focusPending();
    },
    [total, columnCount, rowsV, scrollToColumn],
  );

  const revealColumn = useCallback(
    (col: number) => {
      if (col > 0) scrollToColumn(col);
    },
    [scrollToColumn],
  );

  const cursorDrawn =
    items.some((it) => it.index === cursor[0]) && (cursor[1] === 0 || (cursor[1] >= span.from && cursor[1] <= span.to));

  return { cursor, setCursor, cursorRef, pendingFocus, focusCell, revealColumn, cursorDrawn };
}
