// Which of the grid's columns a row draws for the horizontal scroll position.

/**
 * The columns in view: column 0 (frozen) always, then data columns from..to (inclusive, from ≥ 1) after a spacer of
 * `lead` pixels; `to` equal to the column count means the problems column.
 */
export interface ColumnWindow {
  readonly from: number;
  readonly to: number;
  readonly lead: number;
}

/** The data columns a row draws: the frozen first one, then those of the window that exist. */
export function shownColumns(span: ColumnWindow, count: number): readonly number[] {
  const from = Math.max(span.from, 1);
  return [0, ...Array.from({ length: Math.max(0, Math.min(span.to, count - 1) - from + 1) }, (_, i) => from + i)];
}
