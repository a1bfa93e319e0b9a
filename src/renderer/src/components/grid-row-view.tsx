// One row of the review grid, drawn only for the columns in view; memoised so scrolling redraws only rows that enter.
import type { ReactElement } from 'react';
import { memo } from 'react';
import type { SheetRole } from '../../../catalog';
import type { GridRow } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import type { EditMove } from './edit-move';
import type { ColumnWindow } from './column-window';
import type { Editing } from './edited-cell';
import { shownColumns } from './column-window';
import { gridDataCell } from './grid-data-cell';
import { GridEditingCell } from './grid-editing-cell';
import { RowProblemsCell } from './row-problems-cell';
import { RowStatusCell } from './row-status-cell';
import type { GridColumn } from './use-row-pages';

export const ROW_HEIGHT = 34;

interface Props {
  readonly index: number;
  readonly start: number;
  readonly row: GridRow | undefined;
  readonly role: SheetRole;
  readonly columns: readonly GridColumn[];
  readonly span: ColumnWindow;
  readonly width: number;
  /** The grid column that holds the grid's one Tab stop, when it is in this row. */
  readonly tabCol: number | null;
  /** Only the row holding the edited cell gets one, so editing redraws that row alone. */
  readonly editing: Editing | null;
  readonly onEditChange: (value: string) => void;
  readonly onEditEnd: (save: boolean, value?: string, move?: EditMove) => void;
}

export const GridRowView = memo(function GridRowView({
  index,
  start,
  row,
  role,
  columns,
  span,
  width,
  tabCol,
  editing,
  onEditChange,
  onEditEnd,
}: Props) {
  const { lang } = useI18n();
  /** The first data column, frozen beside the row number and status. */
  let frozenCell: ReactElement | null = null;
  const cells: ReactElement[] = [];
  const shown = shownColumns(span, columns.length);
  for (const ci of shown) {
    const c = columns[ci];
    if (!c) continue;
    // Before the first drawn data column, whichever it is: scrolled right, column 1 is not among them.
    if (ci === shown[1] && span.lead > 0)
      cells.push(<div key="lead" aria-hidden="true" className="grid-lead" style={{ width: span.lead }} />);
    const drawn =
      editing !== null && row !== undefined && editing.index === c.index ? (
        <GridEditingCell
          key={c.index}
          ci={ci}
          column={c}
          row={row}
          role={role}
          editing={editing}
          onEditChange={onEditChange}
          onEditEnd={onEditEnd}
        />
      ) : (
        gridDataCell({ at: [index, ci], column: c, row, role, lang, tabStop: tabCol === ci })
      );
    if (ci === 0) frozenCell = drawn;
    else cells.push(drawn);
  }
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`grid-row status-${row?.status ?? 'pending'}${(row?.warnings ?? []).length > 0 ? ' warned' : ''}`}
      style={{ transform: `translateY(${start}px)`, width }}
    >
      {/* One sticky block for the three frozen cells: three sticky cells per row were three layers to paint. */}
      <div className="grid-frozen">
        <div role="rowheader" aria-colindex={1} className="cell rownum sticky-1">
          {row?.row ?? ''}
        </div>
        <RowStatusCell row={row} />
        {frozenCell}
      </div>
      {cells}
      {span.to >= columns.length && <RowProblemsCell row={row} colIndex={columns.length + 3} />}
    </div>
  );
});
