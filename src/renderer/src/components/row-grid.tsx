// The virtualised grid of rows, in both directions: pages of rows come from the Node side as they scroll into view;
// cells are edited in place. It follows the ARIA grid pattern: one Tab stop (the current cell), arrows, Home/End,
// Ctrl+Home/End, Page Up/Down, Enter or F2 to edit; in the editor Enter saves and moves down, Tab right, Escape
// cancels with the focus kept on the cell; Ctrl+Z undoes the last change.
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, KeyboardEvent, MouseEvent, Ref } from 'react';
import { memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SheetRole } from '../../../catalog';
import type { Counts, GridRow, RowFilter } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import type { EditMove } from './cell-editor';
import type { ColumnWindow, Editing } from './grid-row-view';
import { GridRowView, ROW_HEIGHT } from './grid-row-view';
import type { GridColumn } from './use-row-pages';
import { useRowPages } from './use-row-pages';

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};
const EDIT_MOVES: Readonly<Record<EditMove, readonly [number, number]>> = {
  stay: [0, 0],
  down: [1, 0],
  right: [0, 1],
  left: [0, -1],
};
/** Widths of the two columns that stay put on the left (row number, status). */
const STICKY = 72 + 104;
const MIN_COLUMN = 120;
const MIN_PROBLEMS = 260;
const PAGE_ROWS = 10;

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

/**
 * Data columns share the room right of the sticky ones, never below a minimum; the problems column comes after them
 * (the navigator beside the grid pins the current row's reasons, so it needs no room of its own).
 */
function columnWidths(viewport: number, count: number): { column: number; problems: number } {
  const share = Math.floor((viewport - STICKY - 2) / Math.max(count, 1));
  return { column: Math.max(MIN_COLUMN, share), problems: Math.max(MIN_PROBLEMS, 2 * share) };
}

/** Row and column index from a cell's `data-cell`, or null outside a data cell. */
function cellAt(target: EventTarget): readonly [number, number] | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-cell]') : null;
  const [r, c] = (el?.dataset.cell ?? '').split(':').map(Number);
  return r === undefined || c === undefined || Number.isNaN(r) || Number.isNaN(c) ? null : [r, c];
}

/** Where a key moves the current cell, or null for keys the grid does not handle. */
function moveFor(
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
  const { run } = useCall();
  const pages = useRowPages(sheet, filter, generation, onCounts, role);
  const { columns, total, rowAt, want, replace, refresh } = pages;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [cursor, setCursor] = useState<readonly [number, number]>([0, 0]);
  const [viewport, setViewport] = useState(1280);
  const [headHeight, setHeadHeight] = useState(ROW_HEIGHT);
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  /** The cell the keyboard moved to, focused as soon as it is drawn; further keys move on from it. */
  const pendingFocus = useRef<readonly [number, number] | null>(null);
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;
  /** The edited cell's text before the edit: ending with it unchanged writes nothing. */
  const originalRef = useRef('');

  useEffect(() => {
    setCursor([0, 0]);
  }, [sheet, filter, generation]);
  // Another sheet starts at its top left, not at the scroll position the last one was left at.
  useEffect(() => {
    scroller.current?.scrollTo({ left: 0, top: 0 });
  }, [sheet]);
  useEffect(() => {
    if (refreshTick > 0) void refresh();
  }, [refreshTick, refresh]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      setViewport(el.clientWidth);
      setHeadHeight(head.current?.offsetHeight ?? ROW_HEIGHT);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (head.current) observer.observe(head.current);
    return () => observer.disconnect();
  }, []);

  const widths = columnWidths(viewport, columns.length);
  // The rows start below the sticky header: scrollMargin places them, scrollPaddingStart keeps a row scrolled to
  // from hiding under it. Neither virtualiser renders inside the scroll event (useFlushSync: false): both listen to
  // the same element, and the second one's read of the scroll position forced a layout of what the first had just
  // drawn (10-17 ms a scroll event in a trace); React now draws both windows in one render before the next frame.
  const rowsV = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    useFlushSync: false,
  });
  const colsV = useVirtualizer({
    horizontal: true,
    count: columns.length + 1,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (i < columns.length ? widths.column : widths.problems),
    paddingStart: STICKY,
    // The first data column (the listing's ID) stays drawn and frozen beside the row number and status.
    scrollPaddingStart: STICKY + widths.column,
    overscan: 2,
    useFlushSync: false,
    rangeExtractor: (range) => [...new Set([0, ...defaultRangeExtractor(range)])].sort((a, b) => a - b),
  });
  useEffect(() => {
    colsV.measure();
  }, [colsV, widths.column, widths.problems]);

  const items = rowsV.getVirtualItems();
  const colItems = colsV.getVirtualItems();
  // Column 0 is always among them; the others are a contiguous window after it.
  const scrolled = colItems.filter((c) => c.index > 0);
  const from = scrolled[0]?.index ?? 1;
  const to = colItems[colItems.length - 1]?.index ?? -1;
  const lead = (scrolled[0]?.start ?? STICKY + widths.column) - (STICKY + widths.column);
  const span = useMemo<ColumnWindow>(() => ({ from, to, lead }), [from, to, lead]);
  const width = colsV.getTotalSize();

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

  const focusPending = () => {
    const p = pendingFocus.current;
    const el = p ? scroller.current?.querySelector<HTMLElement>(`[data-cell="${p[0]}:${p[1]}"]`) : null;
    if (!el) return;
    pendingFocus.current = null;
    el.focus();
  };
  // After every render: the cell may have just been drawn by the scroll that brought it into view.
  useLayoutEffect(focusPending);

  /** Moves the current cell and the focus; rows and columns outside the rendered window are scrolled in first. */
  const focusCell = useCallback(
    (rowIndex: number, col: number) => {
      if (total === 0 || columns.length === 0) return;
      const r = Math.min(Math.max(rowIndex, 0), total - 1);
      const c = Math.min(Math.max(col, 0), columns.length - 1);
      pendingFocus.current = [r, c];
      setCursor([r, c]);
      rowsV.scrollToIndex(r);
      colsV.scrollToIndex(c);
      focusPending();
    },
    [total, columns.length, rowsV, colsV],
  );

  useImperativeHandle(ref, () => ({ focusCell }), [focusCell]);

  /**
   * Scrolls a clicked or edited column fully into view right of the frozen ID column (the virtualiser's scroll padding
   * is the frozen block's width); a half-covered cell clicked would otherwise be edited under it.
   */
  const revealColumn = useCallback(
    (col: number) => {
      if (col > 0) colsV.scrollToIndex(col);
    },
    [colsV],
  );

  const startEditing = (at: readonly [number, number]): boolean => {
    const row = rowAt(at[0]);
    const c = columns[at[1]];
    if (!row || !c) return false;
    originalRef.current = row.cells[at[1]]?.text ?? '';
    revealColumn(at[1]);
    setEditing({ row: row.row, index: c.index, value: originalRef.current });
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (editingRef.current) return;
    const at = pendingFocus.current ?? cellAt(e.target);
    if (!at) return;
    if (e.key === 'Enter' || e.key === 'F2') {
      if (startEditing(at)) e.preventDefault();
      return;
    }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      pendingFocus.current = at;
      onUndo?.();
      return;
    }
    const move = moveFor(e, at, total, columns.length);
    if (move) {
      e.preventDefault();
      focusCell(move[0], move[1]);
    }
  };

  const onEditChange = useCallback((value: string) => setEditing((e) => (e ? { ...e, value } : e)), []);

  const onEditEnd = useCallback(
    (save: boolean, chosen?: string, move: EditMove = 'stay') => {
      const e = editingRef.current;
      if (!e) return;
      editingRef.current = null;
      setEditing(null);
      // The focus goes back to the cell, or on as Excel does (Enter down, Tab right), so the keyboard carries on.
      const [r, c] = cursorRef.current;
      const [dr, dc] = EDIT_MOVES[move];
      if (dr === 0 && dc === 0) {
        pendingFocus.current = cursorRef.current;
        revealColumn(c);
      } else focusCell(r + dr, c + dc);
      const value = chosen ?? e.value;
      if (!save || value === originalRef.current) return;
      void run(() => api.editCell({ sheet, row: e.row, index: e.index, value })).then(async (r) => {
        if (!r) return;
        onCounts(r.counts);
        replace(r.row);
        pendingFocus.current = cursorRef.current;
        onEdited();
        // Other rows may have changed with it (a duplicate cleared, a listing unblocked by its seller).
        await refresh();
      });
    },
    [run, sheet, onCounts, replace, refresh, onEdited, focusCell, revealColumn],
  );

  const onBodyClick = (e: MouseEvent<HTMLDivElement>) => {
    const at = cellAt(e.target);
    if (!at) return;
    setCursor(at);
    revealColumn(at[1]);
  };

  // Without a drawn current cell (scrolled away), the grid itself keeps the Tab stop and hands focus to that cell.
  const cursorDrawn =
    items.some((it) => it.index === cursor[0]) && (cursor[1] === 0 || (cursor[1] >= from && cursor[1] <= to));

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
        tabIndex={cursorDrawn || total === 0 ? -1 : 0}
        onFocus={(e) => {
          if (e.target === scroller.current && total > 0) focusCell(cursor[0], cursor[1]);
        }}
        style={{ '--col-w': `${widths.column}px`, '--problems-w': `${widths.problems}px` } as CSSProperties}
      >
        <div ref={head} className="grid-row grid-head" role="row" aria-rowindex={1} style={{ width }}>
          <div className="grid-frozen">
            <div role="columnheader" aria-colindex={1} className="cell rownum sticky-1">
              {t('row')}
            </div>
            <div role="columnheader" aria-colindex={2} className="cell status sticky-2">
              {t('status')}
            </div>
            {columns[0] && (
              <div role="columnheader" aria-colindex={3} className="cell data sticky-3">
                <span className="mono muted">{columns[0].column}</span> {columns[0].header}
              </div>
            )}
          </div>
          {lead > 0 && <div aria-hidden="true" className="grid-lead" style={{ width: lead }} />}
          {columns.slice(from, Math.min(to, columns.length - 1) + 1).map((c, i) => (
            <div key={c.index} role="columnheader" aria-colindex={from + i + 3} className="cell data">
              <span className="mono muted">{c.column}</span> {c.header}
            </div>
          ))}
          {to >= columns.length && (
            <div role="columnheader" aria-colindex={columns.length + 3} className="cell problems">
              {t('problems')}
            </div>
          )}
        </div>
        {total === 0 && pages.ready && <div className="grid-empty">{t('noRows')}</div>}
        <div
          className="grid-body"
          role="rowgroup"
          style={{ height: rowsV.getTotalSize(), width }}
          onClick={onBodyClick}
          onFocus={(e) => {
            const at = cellAt(e.target);
            if (at) setCursor(at);
          }}
          onDoubleClick={(e: MouseEvent<HTMLDivElement>) => {
            const at = cellAt(e.target);
            if (at) startEditing(at);
          }}
          onKeyDown={onKeyDown}
        >
          {items.map((it) => {
            const row = rowAt(it.index);
            return (
              <GridRowView
                key={it.key}
                index={it.index}
                start={it.start - headHeight}
                row={row}
                role={role}
                columns={columns}
                span={span}
                width={width}
                tabCol={it.index === cursor[0] ? cursor[1] : null}
                editing={editing !== null && row !== undefined && editing.row === row.row ? editing : null}
                onEditChange={onEditChange}
                onEditEnd={onEditEnd}
              />
            );
          })}
        </div>
      </div>
      <p id="grid-keys" className="visually-hidden">
        {t('gridKeys')}
      </p>
    </div>
  );
});
