// The virtualised grid of rows: fetches pages from the Node side as they scroll into view; edits cells in place.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Counts, GridRow, RowFilter, RowPage, RowStatusName } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import type { StringKey } from '../i18n/strings';
import { useCall } from '../use-call';

const PAGE = 200;
const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const ROW_HEIGHT = 34;

export const STATUS_LABEL: Record<RowStatusName, StringKey> = {
  valid: 'statusValid', invalid: 'statusInvalid', created: 'statusCreated', updated: 'statusUpdated', failed: 'statusFailed', skipped: 'statusSkipped', pending: 'statusPending',
};

interface Props {
  readonly sheet: string;
  readonly filter: RowFilter;
  /** Bumped by the parent to drop cached pages (after validation or an upload). */
  readonly generation: number;
  readonly onCounts: (c: Counts) => void;
}

interface Editing { row: number; index: number; value: string }

/** The cell under the pointer or the keyboard focus, whose messages are spelled out below the grid. */
interface Active { row: number; label: string; problems: readonly string[] }

export function RowGrid({ sheet, filter, generation, onCounts }: Props) {
  const { t } = useI18n();
  const { run } = useCall();
  const [columns, setColumns] = useState<RowPage['columns']>([]);
  const [total, setTotal] = useState(0);
  const [rows, setRows] = useState<ReadonlyMap<number, GridRow>>(new Map());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [active, setActive] = useState<Active | null>(null);
  const loading = useRef(new Set<number>());
  const scroller = useRef<HTMLDivElement>(null);

  const loadPage = useCallback(async (page: number) => {
    if (loading.current.has(page)) return;
    loading.current.add(page);
    const r = await api.getRows({ sheet, offset: page * PAGE, limit: PAGE, filter });
    if (!r.ok) { loading.current.delete(page); return; }
    setColumns(r.value.columns);
    setTotal(r.value.total);
    onCounts(r.value.counts);
    setRows((prev) => {
      const next = new Map(prev);
      r.value.rows.forEach((row, i) => next.set(page * PAGE + i, row));
      return next;
    });
  }, [sheet, filter, onCounts]);

  useEffect(() => {
    loading.current = new Set();
    setRows(new Map());
    setTotal(0);
    void loadPage(0);
  }, [loadPage, generation]);

  const virtualizer = useVirtualizer({ count: total, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();

  useEffect(() => {
    for (const it of items) if (!rows.has(it.index)) void loadPage(Math.floor(it.index / PAGE));
  }, [items, rows, loadPage]);

  const shown = columns.filter((c) => c.field !== null);

  /** Arrow keys move between cells; rows outside the rendered window are scrolled in first. */
  const focusCell = (rowIndex: number, col: number) => {
    const r = Math.min(Math.max(rowIndex, 0), total - 1);
    const c = Math.min(Math.max(col, 0), shown.length - 1);
    virtualizer.scrollToIndex(r);
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[data-cell="${r}:${c}"]`)?.focus());
  };
  const template = `72px 104px ${shown.map(() => 'minmax(150px, 1fr)').join(' ')} minmax(260px, 2fr)`;
  const minWidth = 72 + 104 + 150 * shown.length + 260;

  const commit = async () => {
    if (!editing) return;
    const e = editing;
    setEditing(null);
    setActive(null);
    const r = await run(() => api.editCell({ sheet, row: e.row, index: e.index, value: e.value }));
    if (!r) return;
    onCounts(r.counts);
    setRows((prev) => {
      const next = new Map(prev);
      for (const [k, v] of prev) if (v.row === r.row.row) next.set(k, r.row);
      return next;
    });
  };

  return (
    <div className="grid-wrap">
      <div ref={scroller} className="grid-scroll" role="grid" aria-label={t('grid', { sheet })} aria-rowcount={total + 1} aria-colcount={shown.length + 3}>
        <div className="grid-row grid-head" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template, minWidth }}>
          <div role="columnheader" className="cell rownum sticky-1">{t('row')}</div>
          <div role="columnheader" className="cell sticky-2">{t('status')}</div>
          {shown.map((c) => <div key={c.index} role="columnheader" className="cell" title={c.field ?? ''}><span className="mono muted">{c.column}</span> {c.header}</div>)}
          <div role="columnheader" className="cell">{t('problems')}</div>
        </div>
        {total === 0 && <div className="grid-empty">{t('noRows')}</div>}
        <div className="grid-body" style={{ height: virtualizer.getTotalSize(), minWidth }}>
          {items.map((it) => {
            const row = rows.get(it.index);
            return (
              <div key={it.key} role="row" aria-rowindex={it.index + 2} className={`grid-row status-${row?.status ?? 'pending'}`} style={{ gridTemplateColumns: template, transform: `translateY(${it.start}px)`, height: ROW_HEIGHT, minWidth }}>
                <div role="rowheader" className="cell rownum sticky-1">{row?.row ?? ''}</div>
                <div role="gridcell" className="cell sticky-2">{row && <span className={`pill ${row.status}`}>{t(STATUS_LABEL[row.status])}</span>}</div>
                {shown.map((c, ci) => {
                  const cell = row?.cells[columns.indexOf(c)];
                  const isEditing = editing !== null && row !== undefined && editing.row === row.row && editing.index === c.index;
                  const bad = (cell?.problems.length ?? 0) > 0;
                  if (isEditing) {
                    return (
                      <div key={c.index} role="gridcell" className="cell editing">
                        <input
                          autoFocus
                          aria-label={t('editCell', { column: c.column, row: editing.row })}
                          value={editing.value}
                          onChange={(e) => setEditing({ ...editing, value: e.target.value })}
                          onKeyDown={(e) => { if (e.key === 'Enter') void commit(); if (e.key === 'Escape') setEditing(null); }}
                          onBlur={() => void commit()}
                        />
                      </div>
                    );
                  }
                  return (
                    <div
                      key={c.index}
                      role="gridcell"
                      tabIndex={0}
                      aria-colindex={ci + 3}
                      aria-invalid={bad || undefined}
                      aria-label={`${c.column}${row?.row ?? ''}: ${cell?.text ?? ''}${bad ? ` — ${cell?.problems.join(' ')}` : ''}`}
                      className={`cell${bad ? ' invalid' : ''}${cell?.edited ? ' edited' : ''}`}
                      title={bad ? cell?.problems.join('\n') : undefined}
                      onMouseEnter={() => row && setActive({ row: row.row, label: `${c.column} (${c.header})`, problems: cell?.problems ?? [] })}
                      onFocus={() => row && setActive({ row: row.row, label: `${c.column} (${c.header})`, problems: cell?.problems ?? [] })}
                      onDoubleClick={() => row && setEditing({ row: row.row, index: c.index, value: cell?.text ?? '' })}
                      data-cell={`${it.index}:${ci}`}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' && row) { e.preventDefault(); setEditing({ row: row.row, index: c.index, value: cell?.text ?? '' }); return; }
                        const move = ARROWS[e.key];
                        if (move) { e.preventDefault(); focusCell(it.index + move[0], ci + move[1]); }
                      }}
                    >
                      {cell?.text}
                    </div>
                  );
                })}
                <div role="gridcell" className="cell problems" title={row ? [...row.cells.flatMap((x) => x.problems), ...row.rowProblems].join('\n') : undefined}>
                  {row ? [...row.cells.flatMap((x) => x.problems), ...row.rowProblems].join(' ') : ''}
                </div>
              </div>
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
}
