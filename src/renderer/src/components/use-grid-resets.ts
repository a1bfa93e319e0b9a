// The grid starting afresh: another sheet, filter or generation starts at its first cell, another sheet at its top
// left, and each refresh tick from the parent fetches the kept pages again in place.
import type { RefObject } from 'react';
import { useEffect } from 'react';
import type { RowFilter } from '../../../shared/contract';

interface Options {
  readonly scroller: RefObject<HTMLDivElement | null>;
  readonly sheet: string;
  readonly filter: RowFilter;
  readonly generation: number;
  readonly refreshTick: number;
  readonly setCursor: (at: readonly [number, number]) => void;
  readonly refresh: () => Promise<void>;
}

export function useGridResets({ scroller, sheet, filter, generation, refreshTick, setCursor, refresh }: Options) {
  useEffect(() => {
    setCursor([0, 0]);
  }, [sheet, filter, generation, setCursor]);
  // Another sheet starts at its top left, not at the scroll position the last one was left at.
  useEffect(() => {
    scroller.current?.scrollTo({ left: 0, top: 0 });
  }, [sheet, scroller]);
  useEffect(() => {
    if (refreshTick > 0) void refresh();
  }, [refreshTick, refresh]);
}
