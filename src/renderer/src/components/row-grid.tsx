// The virtualised grid of rows, in both directions: pages of rows come from the Node side as they scroll into view;
// cells are edited in place. It follows the ARIA grid pattern: one Tab stop (the current cell), arrows, Home/End,
// Ctrl+Home/End, Page Up/Down, Enter or F2 to edit; in the editor Enter saves and moves down, Tab right, Escape
// cancels with the focus kept on the cell; Ctrl+Z undoes the last change.
import type { CSSProperties, Ref } from 'react';
import { memo, useEffect, useImperativeHandle, useRef } from 'react';
import type { SheetRole } from '../../../catalog';
import type { Counts, GridRow, RowFilter } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { columnWidths } from './grid-column-widths';
import { GridHeader } from './grid-header';
import { GridBody } from './grid-body';
import { gridKeyDown } from './grid-key-down';
import { useCellEditing } from './use-cell-editing';
import { useColumnStops } from './use-column-stops';
import { useGridCursor } from './use-grid-cursor';
import { useGridResets } from './use-grid-resets';
import { useGridSize } from './use-grid-size';
import { useGridWindow } from './use-grid-window';
import type { GridColumn } from './use-row-pages';
import { useRowPages } from './use-row-pages';

/** What the parent can ask of the grid: go to a cell (the navigator), and the row at the current cell. */
export interface GridHandle {
  focusCell(rowIndex: number, col: number): void;
}

/** The current cell's row and column, for the reasons pinned beside the grid. */
export interface GridCursor {
  readonly row: GridRow;
  readonly column: GridColumn | null;
  readonly at: readonly [number, number];
}

interface Props {
  readonly sheet: string;
  readonly role: SheetRole;
  readonly filter: RowFilter;
  /** Bumped by the parent to drop cached pages (after validation or an upload). */
  readonly generation: number;
  /** Bumped by the parent after a bulk edit or undo: cached pages are fetched again in place. */
  readonly refreshTick: number;
  readonly onCounts: (c: Counts) => void;
  readonly onCursor: (c: GridCursor | null) => void;
  readonly onEdited: () => void;
  /** Ctrl+Z on a cell: undo the last change (absent: nothing to undo). */
  readonly onUndo?: () => void;
  readonly ref?: Ref<GridHandle>;
}

export const RowGrid = memo(function RowGrid({
  sheet,
  role,
  filter,
  generation,
  refreshTick,
  onCounts,
  onCursor,
  onEdited,
  onUndo,
  ref,
}: Props) {
  const { t } = useI18n();
  const pages = useRowPages(sheet, filter, generation, onCounts, role);
  const { columns, total, rowAt, want, refresh } = pages;
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const { viewport, headHeight } = useGridSize(scroller, head);
  const widths = columnWidths(viewport, columns.length);
  const view = useGridWindow(scroller, total, columns.length, widths, viewport, headHeight);
  const { items, width } = view;
  useColumnStops(scroller, widths.column, viewport);
  const grid = useGridCursor(scroller, view, total, columns.length, widths.column);
  const { cursor, setCursor, focusCell } = grid;
  const edit = useCellEditing({ sheet, pages, cursor: grid, onCounts, onEdited });

  useGridResets({ scroller, sheet, filter, generation, refreshTick, setCursor, refresh });

  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (total > 0) want(first, last);
  }, [first, last, total, want]);

  // The reasons beside the grid follow the current cell's row, also when that row is fetched again after an edit.
  const cursorRow = rowAt(cursor[0]);
  useEffect(() => {
    onCursor(cursorRow ? { row: cursorRow, column: columns[cursor[1]] ?? null, at: cursor } : null);
  }, [cursorRow, cursor, columns, onCursor]);

  useImperativeHandle(ref, () => ({ focusCell }), [focusCell]);

  return (
    <div className="grid-wrap">
      <div
        ref={scroller}
        className="grid-scroll"
        role="grid"
        aria-label={t('grid', { sheet })}
        // Busy until the rows of the sheet and filter asked for are drawn: tests and assistive technology wait for it.
        aria-busy={!pages.ready}
        aria-rowcount={total + 1}
        aria-colcount={columns.length + 3}
        aria-describedby="grid-keys"
        tabIndex={grid.cursorDrawn || total === 0 ? -1 : 0}
        onFocus={(e) => {
          if (e.target === scroller.current && total > 0) focusCell(cursor[0], cursor[1]);
        }}
        style={{ '--col-w': `${widths.column}px`, '--problems-w': `${widths.problems}px` } as CSSProperties}
      >
        <GridHeader ref={head} columns={columns} span={view.span} width={width} />
        {total === 0 && pages.ready && <div className="grid-empty">{t('noRows')}</div>}
        <GridBody
          role={role}
          pages={pages}
          view={view}
          headHeight={headHeight}
          cursor={grid}
          edit={edit}
          onKeyDown={gridKeyDown({ edit, cursor: grid, rows: total, cols: columns.length, onUndo })}
        />
      </div>
      <p id="grid-keys" className="visually-hidden">
        {t('gridKeys')}
      </p>
    </div>
  );
});
