// A grid row's last column: every problem of the row, those not tied to a visible cell too, then its warnings.
import type { GridRow } from '../../../shared/contract';

/** Messages not tied to a visible cell, and every cell's, for the last column; warnings after them, marked ⚠. */
function rowProblems(row: GridRow): string[] {
  return [
    ...row.cells.flatMap((x) => x.problems),
    ...row.rowProblems,
    ...(row.warnings ?? []).map((w) => `⚠ ${w.message}`),
  ];
}

interface Props {
  readonly row: GridRow | undefined;
  readonly colIndex: number;
}

export function RowProblemsCell({ row, colIndex }: Props) {
  const problems = row ? rowProblems(row) : null;
  return (
    <div
      role="gridcell"
      aria-colindex={colIndex}
      className="cell problems"
      title={problems ? problems.join('\n') : undefined}
    >
      {problems ? problems.join(' ') : ''}
    </div>
  );
}
