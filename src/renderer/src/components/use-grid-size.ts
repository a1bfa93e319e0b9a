// The grid's view width and header height, measured again whenever either is resized.
import type { RefObject } from 'react';
import { useLayoutEffect, useState } from 'react';
import { ROW_HEIGHT } from './grid-row-view';

export interface GridSize {
  readonly viewport: number;
  readonly headHeight: number;
}

export function useGridSize(
  scroller: RefObject<HTMLDivElement | null>,
  head: RefObject<HTMLDivElement | null>,
): GridSize {
  const [viewport, setViewport] = useState(1280);
  const [headHeight, setHeadHeight] = useState(ROW_HEIGHT);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      setViewport(el.clientWidth);
      setHeadHeight(head.current?.offsetHeight ?? ROW_HEIGHT);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (head.current) observer.observe(head.current);
    return () => observer.disconnect();
  }, [scroller, head]);
  return { viewport, headHeight };
}
