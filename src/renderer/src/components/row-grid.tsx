// The virtualised grid of rows, in both directions: pages of rows come from the Node side as they scroll into view;
// cells are edited in place. Cell events are handled once on the body, not bound to every cell.
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Counts, RowFilter } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import type { ColumnWindow, Editing } from './grid-row-view';
import { GridRowView, ROW_HEIGHT } from './grid-row-view';
import { useRowPages } from './use-row-pages';

const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
/** Widths of the two columns that stay put on the left (row number, status). */
const STICKY = 72 + 104;
const MIN_COLUMN = 150;
const MIN_PROBLEMS = 260;

interface Props {
  readonly sheet: string;
  readonly filter: RowFilter;
  /** Bumped by the parent to drop cached pages (after validation or an upload). */
  readonly generation: number;
  readonly onCounts: (c: Counts) => void;
}

/** The cell under the pointer or the keyboard focus, whose messages are spelled out below the grid. */
interface Active { row: number; label: string; problems: readonly string[] }

/** Data columns share the room left of the sticky ones (the problems column twice), but never shrink below a minimum. */
function columnWidths(viewport: number, count: number): { column: number; problems: number } {
  const share = Math.floor((viewport - STICKY) / (count + 2));
  return { column: Math.max(MIN_COLUMN, share), problems: Math.max(MIN_PROBLEMS, 2 * share) };
}

/** Row and column index from a cell's `data-cell`, or null outside a data cell. */
function cellAt(target: EventTarget): readonly [number, number] | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-cell]') : null;
  const [r, c] = (el?.dataset.cell ?? '').split(':').map(Number);
  return r === undefined || c === undefined || Number.isNaN(r) || Number.isNaN(c) ? null : [r, c];
}

export const RowGrid = memo(function RowGrid({ sheet, filter, generation, onCounts }: Props) {
  const { t } = useI18n();
  const { run } = useCall();
  const pages = useRowPages(sheet, filter, generation, onCounts);
  const { columns, total, rowAt, want, replace } = pages;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [active, setActive] = useState<Active | null>(null);
  const [viewport, setViewport] = useState(1280);
  const [headHeight, setHeadHeight] = useState(ROW_HEIGHT);
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  /** The cell the keyboard moved to, focused as soon as it is drawn; further keys move on from it. */
  const pendingFocus = useRef<readonly [number, number] | null>(null);
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const activeKey = useRef('');

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
  // from hiding under it.
  const rowsV = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
  });
  const colsV = useVirtualizer({
    horizontal: true,
    count: columns.length + 1,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (i < columns.length ? widths.column : widths.problems),
    paddingStart: STICKY,
    scrollPaddingStart: STICKY,
    overscan: 2,
  });
  useEffect(() => { colsV.measure(); }, [colsV, widths.column, widths.problems]);

  const items = rowsV.getVirtualItems();
  const colItems = colsV.getVirtualItems();
  const from = colItems[0]?.index ?? 0;
  const to = colItems[colItems.length - 1]?.index ?? -1;
  const lead = (colItems[0]?.start ?? STICKY) - STICKY;
  const span = useMemo<ColumnWindow>(() => ({ from, to, lead }), [from, to, lead]);
  const width = colsV.getTotalSize();

  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => { if (total > 0) want(first, last); }, [first, last, total, want]);

  const focusPending = () => {
    const p = pendingFocus.current;
    const el = p ? scroller.current?.querySelector<HTMLElement>(`[data-cell="${p[0]}:${p[1]}"]`) : null;
    if (!el) return;
    pendingFocus.current = null;
    el.focus();
  };
  // After every render: the cell may have just been drawn by the scroll that brought it into view.
  useLayoutEffect(focusPending);

  /** Arrow keys move between cells; rows and columns outside the rendered window are scrolled in first. */
  const focusCell = (rowIndex: number, col: number) => {
    const r = Math.min(Math.max(rowIndex, 0), total - 1);
    const c = Math.min(Math.max(col, 0), columns.length - 1);
    pendingFocus.current = [r, c];
    rowsV.scrollToIndex(r);
    colsV.scrollToIndex(c);
    focusPending();
  };

  const show = (target: EventTarget) => {
    const at = cellAt(target);
    if (!at) return;
    const row = rowAt(at[0]);
    const c = columns[at[1]];
    if (!row || !c) return;
    const key = `${row.row}:${c.index}`;
    if (activeKey.current === key) return;
    activeKey.current = key;
    setActive({ row: row.row, label: `${c.column} (${c.header})`, problems: row.cells[at[1]]?.problems ?? [] });
  };

  const startEditing = (target: EventTarget): boolean => {
    const at = cellAt(target);
    const row = at ? rowAt(at[0]) : undefined;
    const c = at ? columns[at[1]] : undefined;
    if (!at || !row || !c) return false;
    setEditing({ row: row.row, index: c.index, value: row.cells[at[1]]?.text ?? '' });
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      if (startEditing(e.target)) e.preventDefault();
      return;
    }
    const move = ARROWS[e.key];
    const at = move ? pendingFocus.current ?? cellAt(e.target) : null;
    if (move && at) {
      e.preventDefault();
      focusCell(at[0] + move[0], at[1] + move[1]);
    }
  };

  const onEditChange = useCallback((value: string) => setEditing((e) => (e ? { ...e, value } : e)), []);

  const onEditEnd = useCallback((save: boolean) => {
    const e = editingRef.current;
    if (!e) return;
    editingRef.current = null;
    setEditing(null);
    if (!save) return;
    setActive(null);
    activeKey.current = '';
    void run(() => api.editCell({ sheet, row: e.row, index: e.index, value: e.value })).then((r) => {
      if (!r) return;
      onCounts(r.counts);
      replace(r.row);
    });
  }, [run, sheet, onCounts, replace]);

  return (
    <div className="grid-wrap">
      <div
        ref={scroller}
        className="grid-scroll"
        role="grid"
        aria-label={t('grid', { sheet })}
        aria-rowcount={total + 1}
        aria-colcount={columns.length + 3}
        style={{ '--col-w': `${widths.column}px`, '--problems-w': `${widths.problems}px` } as CSSProperties}
      >
        <div ref={head} className="grid-row grid-head" role="row" aria-rowindex={1} style={{ width }}>
          <div role="columnheader" aria-colindex={1} className="cell rownum sticky-1">{t('row')}</div>
          <div role="columnheader" aria-colindex={2} className="cell status sticky-2">{t('status')}</div>
          {lead > 0 && <div aria-hidden="true" className="grid-lead" style={{ width: lead }} />}
          {columns.slice(from, Math.min(to, columns.length - 1) + 1).map((c, i) => (
            <div key={c.index} role="columnheader" aria-colindex={from + i + 3} className="cell data" title={c.field ?? ''}><span className="mono muted">{c.column}</span> {c.header}</div>
          ))}
          {to >= columns.length && <div role="columnheader" aria-colindex={columns.length + 3} className="cell problems">{t('problems')}</div>}
        </div>
        {total === 0 && pages.ready && <div className="grid-empty">{t('noRows')}</div>}
        <div
          className="grid-body"
          style={{ height: rowsV.getTotalSize(), width }}
          onMouseOver={(e: MouseEvent<HTMLDivElement>) => show(e.target)}
          onFocus={(e: FocusEvent<HTMLDivElement>) => show(e.target)}
          onDoubleClick={(e: MouseEvent<HTMLDivElement>) => startEditing(e.target)}
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
                columns={columns}
                span={span}
                width={width}
                editing={editing !== null && row !== undefined && editing.row === row.row ? editing : null}
                onEditChange={onEditChange}
                onEditEnd={onEditEnd}
              />
            );
          })}
        </div>
      </div>
      <div className={`cell-detail${active && active.problems.length > 0 ? ' bad' : ''}`} aria-live="polite">
        {active && active.problems.length > 0
          ? <><strong>{t('row')} {active.row} · {active.label}:</strong> {active.problems.join(' ')}</>
          : <span className="muted">{t('reviewIntro')}</span>}
      </div>
    </div>
  );
});
