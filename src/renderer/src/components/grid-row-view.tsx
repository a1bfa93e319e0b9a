// One row of the review grid, drawn only for the columns in view; memoised so scrolling redraws only rows that enter.
import { memo } from 'react';
import type { SheetRole } from '../../../catalog';
import type { GridRow, RowStatusName } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { WARNING_MESSAGES } from '../i18n/warning-messages';
import { fieldNumberText } from '../i18n/number-format';
import type { StringKey } from '../i18n/ui-messages';
import type { EditMove } from './cell-editor';
import { CellEditor, choicesFor, fieldFor } from './cell-editor';
import type { SellerColumn } from './seller-editor';
import type { GridColumn } from './use-row-pages';
import { formatMessage } from '../../../shared/message-catalog';

/** A listing's seller columns, whose editor offers the office's sellers. */
const SELLER_COLUMNS: Readonly<Record<string, SellerColumn>> = {
  'seller.transfer_id': 'code',
  'seller.id': 'serviceId',
};

export const STATUS_LABEL: Record<RowStatusName, StringKey> = {
  valid: 'statusValid',
  invalid: 'statusInvalid',
  blocked: 'statusBlocked',
  created: 'statusCreated',
  updated: 'statusUpdated',
  deleted: 'statusDeleted',
  failed: 'statusFailed',
  skipped: 'statusSkipped',
  pending: 'statusPending',
};

export const ROW_HEIGHT = 34;

/**
 * A valid row that will withdraw or delete its listing says so instead of "valid", so nobody meets the delete first in
 * the upload's confirmation; a row with problems or a result shows those.
 */
function pendingAction(row: GridRow): 'withdraw' | 'delete' | null {
  return row.status === 'valid' || row.status === 'pending' ? row.action : null;
}

/** The cell being edited in place. */
export interface Editing {
  readonly row: number;
  readonly index: number;
  readonly value: string;
}

/**
 * The columns in view: column 0 (frozen) always, then data columns from..to (inclusive, from ≥ 1) after a spacer of
 * `lead` pixels; `to` equal to the column count means the problems column.
 */
export interface ColumnWindow {
  readonly from: number;
  readonly to: number;
  readonly lead: number;
}

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

/** Messages not tied to a visible cell, and every cell's, for the last column; warnings after them, marked ⚠. */
function rowProblems(row: GridRow): string[] {
  return [
    ...row.cells.flatMap((x) => x.problems),
    ...row.rowProblems,
    ...(row.warnings ?? []).map((w) => `⚠ ${w.message}`),
  ];
}

/** The open warnings of a cell's field: amber with a ⚠, never read as a problem (docs/plausibility.md). */
function cellWarnings(row: GridRow | undefined, field: string | null): string[] {
  return field === null ? [] : (row?.warnings ?? []).filter((w) => w.field === field).map((w) => w.message);
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
  const { t, lang } = useI18n();
  /** The first data column, frozen beside the row number and status. */
  let frozenCell = null;
  const cells = [];
  const shown = [
    0,
    ...Array.from(
      { length: Math.max(0, Math.min(span.to, columns.length - 1) - Math.max(span.from, 1) + 1) },
      (_, i) => Math.max(span.from, 1) + i,
    ),
  ];
  for (const ci of shown) {
    const c = columns[ci];
    if (!c) continue;
    const frozen = ci === 0 ? ' sticky-3' : '';
    // Before the first drawn data column, whichever it is: scrolled right, column 1 is not among them.
    if (ci === shown[1] && span.lead > 0)
      cells.push(<div key="lead" aria-hidden="true" className="grid-lead" style={{ width: span.lead }} />);
    const cell = row?.cells[ci];
    if (editing !== null && row !== undefined && editing.index === c.index) {
      const choices = c.field ? choicesFor(fieldFor(role, c.field, row.propertyType), lang) : null;
      const editor = (
        <div key={c.index} role="gridcell" aria-colindex={ci + 3} className={`cell data editing${frozen}`}>
          <CellEditor
            label={t('editCell', { column: c.column, row: editing.row })}
            value={editing.value}
            choices={choices}
            sellerCell={role !== 'properties' ? undefined : SELLER_COLUMNS[c.field ?? '']}
            onChange={onEditChange}
            onEnd={onEditEnd}
          />
        </div>
      );
      if (ci === 0) frozenCell = editor;
      else cells.push(editor);
      continue;
    }
    const bad = cell !== undefined && cell.problems.length > 0;
    const warned = cellWarnings(row, c.field);
    const warnedText = warned.map((m) => formatMessage(WARNING_MESSAGES.cellWarning, lang, { message: m })).join(' ');
    const def = c.field ? fieldFor(role, c.field, row?.propertyType ?? null) : undefined;
    const text = fieldNumberText(cell?.text ?? '', def, lang);
    const shownCell = (
      <div
        key={c.index}
        role="gridcell"
        tabIndex={tabCol === ci ? 0 : -1}
        aria-colindex={ci + 3}
        aria-invalid={bad || undefined}
        aria-label={`${c.column}${row?.row ?? ''}: ${text}${bad ? ` — ${cell.problems.join(' ')}` : ''}${
          warned.length > 0 ? ` — ⚠ ${warnedText}` : ''
        }`}
        className={`cell data${frozen}${bad ? ' invalid' : ''}${warned.length > 0 ? ' warned' : ''}${
          cell?.edited ? ' edited' : ''
        }`}
        title={
          bad || warned.length > 0 ? [...(cell?.problems ?? []), ...warned.map((m) => `⚠ ${m}`)].join('\n') : undefined
        }
        data-cell={`${index}:${ci}`}
      >
        {text}
      </div>
    );
    if (ci === 0) frozenCell = shownCell;
    else cells.push(shownCell);
  }
  const problems = span.to >= columns.length && row ? rowProblems(row) : null;
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
        <div role="gridcell" aria-colindex={2} className="cell status sticky-2">
          {row && pendingAction(row) === null && (
            <span className={`pill ${row.status}`}>{t(STATUS_LABEL[row.status])}</span>
          )}
          {row && pendingAction(row) !== null && (
            <span className={`pill action-${pendingAction(row) ?? ''}`}>
              {t(pendingAction(row) === 'delete' ? 'actionDeletePending' : 'actionWithdrawPending')}
            </span>
          )}
          {row && (row.warnings ?? []).length > 0 && (
            <span
              role="img"
              className="warning-mark"
              title={(row.warnings ?? []).map((w) => w.message).join('\n')}
              aria-label={formatMessage(WARNING_MESSAGES.rowWarnings, lang, {
                warnings: (row.warnings ?? []).map((w) => w.message).join(' '),
              })}
            >
              ⚠
            </span>
          )}
          {row && row.notices.length > 0 && (
            <span
              className="notice-mark"
              title={row.notices.join('\n')}
              aria-label={`${t('notices')}: ${row.notices.join(' ')}`}
            >
              i
            </span>
          )}
        </div>
        {frozenCell}
      </div>
      {cells}
      {span.to >= columns.length && (
        <div
          role="gridcell"
          aria-colindex={columns.length + 3}
          className="cell problems"
          title={problems ? problems.join('\n') : undefined}
        >
          {problems ? problems.join(' ') : ''}
        </div>
      )}
    </div>
  );
});
