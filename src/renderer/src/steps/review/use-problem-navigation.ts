// Moving through the problem list: to a chosen problem, or the next one from the grid's current cell.
import type { RefObject } from 'react';
import { useState } from 'react';
import type { Problems } from '../../../../shared/contract';
import type { GridCursor, GridHandle } from '../../components/row-grid';
import { nextProblem } from './next-problem';

export function useProblemNavigation(
  problems: Problems | null,
  cursor: GridCursor | null,
  grid: RefObject<GridHandle | null>,
) {
  const [position, setPosition] = useState(-1);

  const go = (p: number) => {
    const cell = problems?.cells[p];
    if (!cell) return;
    setPosition(p);
    grid.current?.focusCell(cell.index, cell.col ?? 0);
  };

  /**
   * The problem after (or before) the current cell in the grid's order, wrapping round; fixed ones are gone already.
   */
  const step = (direction: -1 | 1) => {
    const cells = problems?.cells ?? [];
    if (cells.length === 0) return;
    go(nextProblem(cells, cursor?.at ?? [-1, -1], direction));
  };

  /** Another sheet, filter or kind of problem: the list starts again, with none chosen. */
  const restart = () => setPosition(-1);
  return { position, go, step, restart };
}
