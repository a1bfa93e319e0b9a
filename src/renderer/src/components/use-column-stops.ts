// The grid's sideways scroll rests with a column starting at the frozen block's edge: a scroll by wheel, touchpad or
// scroll bar comes to rest there when it ends, and the grid's own scrolls (keys, clicks) go straight there.
//
// Done after the scroll ends, not by CSS scroll snapping: mandatory snapping moved the grid's own scrolls (End, a
// clicked column) off their targets, so End no longer reached the last column. The grid's own scrolls already end
// at resting offsets (column-stops.ts), so the rest after a scroll leaves them as they are.
import type { RefObject } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { restingOffset, revealingOffset } from './column-stops';

export function useColumnStops(scroller: RefObject<HTMLDivElement | null>, column: number, viewport: number): void {
  /** Where the last sideways scroll came to rest: the next one's direction is taken from it. */
  const rested = useRef(0);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const rest = (moved: number, behavior: ScrollBehavior) => {
      const to = restingOffset(el.scrollLeft, moved, column, el.scrollWidth - el.clientWidth);
      rested.current = to;
      if (Math.abs(to - el.scrollLeft) >= 1) el.scrollTo({ left: to, behavior });
    };
    // Other column widths (the window resized): the nearest resting offset at once.
    rest(0, 'auto');
    const onScrollEnd = () => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      rest(el.scrollLeft - rested.current, reduced ? 'auto' : 'smooth');
    };
    el.addEventListener('scrollend', onScrollEnd);
    return () => el.removeEventListener('scrollend', onScrollEnd);
  }, [scroller, column, viewport]);
}

/**
 * Scrolls grid column `col` whole into view right of the frozen block, to a resting offset (column-stops.ts), so a
 * column reached by a key or a click is never left half under it; the column virtualiser follows the scroll.
 */
export function useScrollToColumn(scroller: RefObject<HTMLDivElement | null>, column: number): (col: number) => void {
  return useCallback(
    (col: number) => {
      const el = scroller.current;
      if (!el) return;
      const max = el.scrollWidth - el.clientWidth;
      const to = revealingOffset(col, el.scrollLeft, column, el.clientWidth, max);
      if (to !== null) el.scrollTo({ left: to });
    },
    [scroller, column],
  );
}
