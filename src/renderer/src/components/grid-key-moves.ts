// Where the grid's keys move the current cell, as the ARIA grid pattern and Excel have them.
import type { KeyboardEvent } from 'react';
import type { EditMove } from './edit-move';

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};
/** Where the focus goes when an edit ends: back to the cell, or on as Excel does (Enter down, Tab right). */
export const EDIT_MOVES: Readonly<Record<EditMove, readonly [number, number]>> = {
  stay: [0, 0],
  down: [1, 0],
  right: [0, 1],
  left: [0, -1],
};
const PAGE_ROWS = 10;

/** Where a key moves the current cell, or null for keys the grid does not handle. */
export function moveFor(
  e: KeyboardEvent,
  at: readonly [number, number],
  rows: number,
  cols: number,
): readonly [number, number] | null {
  const arrow = ARROWS[e.key];
  if (arrow) return [at[0] + arrow[0], at[1] + arrow[1]];
  const ctrl = e.ctrlKey || e.metaKey;
  switch (e.key) {
    case 'Home':
      return ctrl ? [0, 0] : [at[0], 0];
    case 'End':
      return ctrl ? [rows - 1, cols - 1] : [at[0], cols - 1];
    case 'PageDown':
      return [at[0] + PAGE_ROWS, at[1]];
    case 'PageUp':
      return [at[0] - PAGE_ROWS, at[1]];
    default:
      return null;
  }
}

/** Row and column index from a cell's `data-cell`, or null outside a data cell. */
export function cellAt(target: EventTarget): readonly [number, number] | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-cell]') : null;
  const [r, c] = (el?.dataset.cell ?? '').split(':').map(Number);
  return r === undefined || c === undefined || Number.isNaN(r) || Number.isNaN(c) ? null : [r, c];
}
