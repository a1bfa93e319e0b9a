// Which problem comes after (or before) a cell in the grid's order, wrapping round at either end.
import type { Problems } from '../../../../shared/contract';

type ProblemCell = Problems['cells'][number];

/** The position in `cells` (not empty) of the next problem from `at` (row index, column) in `direction`. */
export function nextProblem(cells: readonly ProblemCell[], at: readonly [number, number], direction: -1 | 1): number {
  const after = (c: ProblemCell) => c.index > at[0] || (c.index === at[0] && (c.col ?? -1) > at[1]);
  const before = (c: ProblemCell) => c.index < at[0] || (c.index === at[0] && (c.col ?? -1) < at[1]);
  const p = direction === 1 ? cells.findIndex(after) : cells.findLastIndex(before);
  return p >= 0 ? p : direction === 1 ? 0 : cells.length - 1;
}
