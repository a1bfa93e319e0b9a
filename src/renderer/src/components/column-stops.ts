// Where the grid's sideways scroll may rest: with a data column starting right at the frozen block's edge.
//
// Data columns all have one width, so those offsets are the multiples of it. Resting elsewhere left a column's start,
// and so its text, under the frozen block and its empty right part beside it as a blank strip (docs/wizard.md,
// "Review grid").
import { STICKY } from './grid-column-widths';

/** Space after the last column so that the farthest sideways scroll is a resting offset too (End goes there). */
export function endPadding(rowWidth: number, viewport: number, column: number): number {
  const overflow = rowWidth - viewport;
  if (overflow <= 0 || column <= 0) return 0;
  return (column - (overflow % column)) % column;
}

/**
 * The resting offset for a sideways scroll that ended at `offset`: the next one in the direction it moved (a small
 * nudge still shows the next column), the nearest when it did not move sideways.
 */
export function restingOffset(offset: number, moved: number, column: number, max: number): number {
  if (column <= 0) return offset;
  const steps = offset / column;
  const rounded = moved > 0 ? Math.ceil(steps - 0.01) : moved < 0 ? Math.floor(steps + 0.01) : Math.round(steps);
  return Math.min(Math.max(rounded * column, 0), Math.max(max, 0));
}

/**
 * The resting offset that shows grid column `col` whole right of the frozen block, or null when it is shown so at
 * `offset`. Column 0 is the frozen ID column: going to it goes back to the left edge (as Home does in Excel).
 */
export function revealingOffset(
  col: number,
  offset: number,
  column: number,
  viewport: number,
  max: number,
): number | null {
  if (col <= 0) return offset > 0 ? 0 : null;
  const start = STICKY + col * column;
  // At this offset the column starts right at the frozen block's edge (row number, status, ID column).
  const startAtEdge = (col - 1) * column;
  if (start - offset < STICKY + column - 0.5) return startAtEdge;
  const overflow = start + column - offset - viewport;
  if (overflow <= 0.5) return null;
  return Math.min(Math.ceil((offset + overflow) / column - 0.01) * column, startAtEdge, Math.max(max, 0));
}
