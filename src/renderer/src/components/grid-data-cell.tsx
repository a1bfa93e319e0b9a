// One data cell of a grid row as shown: its text in the office's number format, marked invalid with its problems, or
// amber with its field's open warnings (docs/plausibility.md), and named for screen readers by column and row.
import type { ReactElement } from 'react';
import type { SheetRole } from '../../../catalog';
import type { GridRow, Language } from '../../../shared/contract';
import { formatMessage } from '../../../shared/message-catalog';
import { fieldNumberText } from '../i18n/number-format';
import { WARNING_MESSAGES } from '../i18n/warning-messages';
import { fieldFor } from './cell-editor';
import type { GridColumn } from './use-row-pages';

/** The open warnings of a cell's field: amber with a ⚠, never read as a problem (docs/plausibility.md). */
function cellWarnings(row: GridRow | undefined, field: string | null): string[] {
  return field === null ? [] : (row?.warnings ?? []).filter((w) => w.field === field).map((w) => w.message);
}

interface DataCell {
  /** The row's index in the grid, and the cell's column index among the grid's columns. */
  readonly at: readonly [number, number];
  readonly column: GridColumn;
  readonly row: GridRow | undefined;
  readonly role: SheetRole;
  readonly lang: Language;
  /** Whether the cell holds the grid's one Tab stop. */
  readonly tabStop: boolean;
}

/** Drawn by a plain call, not as a component: a row draws a dozen of these on every scroll step. */
export function gridDataCell({ at: [index, ci], column: c, row, role, lang, tabStop }: DataCell): ReactElement {
  const cell = row?.cells[ci];
  const bad = cell !== undefined && cell.problems.length > 0;
  const warned = cellWarnings(row, c.field);
  const warnedText = warned.map((m) => formatMessage(WARNING_MESSAGES.cellWarning, lang, { message: m })).join(' ');
  const def = c.field ? fieldFor(role, c.field, row?.propertyType ?? null) : undefined;
  const text = fieldNumberText(cell?.text ?? '', def, lang);
  return (
    <div
      key={c.index}
      role="gridcell"
      tabIndex={tabStop ? 0 : -1}
      aria-colindex={ci + 3}
      aria-invalid={bad || undefined}
      aria-label={`${c.column}${row?.row ?? ''}: ${text}${bad ? ` — ${cell.problems.join(' ')}` : ''}${
        warned.length > 0 ? ` — ⚠ ${warnedText}` : ''
      }`}
      className={`cell data${ci === 0 ? ' sticky-3' : ''}${bad ? ' invalid' : ''}${warned.length > 0 ? ' warned' : ''}${
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
}
