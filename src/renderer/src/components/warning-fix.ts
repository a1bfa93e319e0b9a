// The cells a warning's one-click fix sets: each fix field's column of the row, the likely value written the way the
// cell was (its unit or currency after the number kept), so the edit reads like the user's own.
import type { GridRow, RowPage } from '../../../shared/contract';
import type { WarningView } from '../../../shared/contract-warnings';

/** The number at the start of a cell's text and what follows it (` Ft`, ` m²`); null when it holds no number first. */
const LEADING_NUMBER = /^\s*[-+]?[\d\s.,\u00a0\u202f]*\d(.*)$/s;

export function fixedCellText(previous: string, value: string | number): string {
  if (typeof value !== 'number') return value;
  const suffix = LEADING_NUMBER.exec(previous)?.[1] ?? '';
  return `${String(value)}${suffix}`;
}

/** Null when a fix field has no column in the grid (the user then edits by hand). */
export function fixCells(
  w: WarningView,
  columns: RowPage['columns'],
  row: GridRow,
): { row: number; index: number; value: string }[] | null {
  const cells: { row: number; index: number; value: string }[] = [];
  for (const f of w.fix) {
    const at = columns.findIndex((c) => c.field === f.field);
    const column = columns[at];
    if (column === undefined) return null;
    cells.push({ row: w.row, index: column.index, value: fixedCellText(row.cells[at]?.text ?? '', f.value) });
  }
  return cells;
}
