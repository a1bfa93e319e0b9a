// How wide the grid's columns are drawn for the width of its view.

/** Widths of the two columns that stay put on the left (row number, status). */
export const STICKY = 72 + 104;
const MIN_COLUMN = 120;
const MIN_PROBLEMS = 260;

export interface ColumnWidths {
  readonly column: number;
  readonly problems: number;
}

/**
 * Data columns share the room right of the sticky ones, never below a minimum; the problems column comes after them
 * (the navigator beside the grid pins the current row's reasons, so it needs no room of its own).
 */
export function columnWidths(viewport: number, count: number): ColumnWidths {
  const share = Math.floor((viewport - STICKY - 2) / Math.max(count, 1));
  return { column: Math.max(MIN_COLUMN, share), problems: Math.max(MIN_PROBLEMS, 2 * share) };
}
