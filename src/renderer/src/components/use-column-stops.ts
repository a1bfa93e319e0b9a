// A sideways scroll by wheel, touchpad or scroll bar comes to rest with a column starting at the frozen block's edge.
//
// Done after the scroll ends, not by CSS scroll snapping: mandatory snapping moved the grid's own scrolls (End, a
// clicked column) off their targets, so End no longer reached the last column. The grid's own scrolls already end
// at resting offsets (column-stops.ts), so this leaves them as they are.
import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { restingOffset } from './column-stops';

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
