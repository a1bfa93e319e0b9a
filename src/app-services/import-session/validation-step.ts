// Step 5: validate every row, page the review grid, and edit a cell with immediate revalidation.
import type { PreparedRow, RowProblem } from '../../engine/import-model';
import { rowKey } from '../../engine/import-model';
import { createRowPreparer, prepareWorkbook } from '../../engine/validation';
import type { Counts, GridRow, RowFilter, RowPage, ValidationSummary } from '../../shared/contract';
import { fail } from '../app-failure';
import { cellText } from './cell-text';
import { cellOf, editedRow, tableRow } from './edited-cells';
import { ensureContext } from './prepare-context';
import { emitProgress } from './progress-events';
import { countRows, emptyCounts, rowStatus } from './row-counts';
import type { SessionEnv } from './session-env';
import type { SessionState } from './session-state';
import { currentMapping, importedSheet, openBook } from './session-state';

/** Prepares all rows as edited, replacing what was prepared before. */
export async function validate(state: SessionState, env: SessionEnv): Promise<ValidationSummary> {
  const mapping = currentMapping(state, env);
  const book = openBook(state, env);
  const total = mapping.sheets.reduce((n, s) => n + (book.tables.get(s.sheet)?.rows.length ?? 0), 0);
  emitProgress(env, 'validate', null, total, 0, 0, Date.now(), null, false);
  const started = Date.now();
  const context = await ensureContext(state, env);
  const inputs = mapping.sheets.flatMap((s) => {
    const table = book.tables.get(s.sheet);
    return s.role === null || !table ? [] : [{ mapping: s, rows: table.rows.map((r) => editedRow(state, s.sheet, r)) }];
  });
  const prepared = prepareWorkbook(inputs, context.options);
  state.prepared.clear();
  for (const s of prepared.sheets) {
    state.prepared.set(s.sheet, { rows: [...s.rows], byRow: new Map(s.rows.map((r, i) => [r.row, i])) });
  }
  state.notices = [
    ...(state.reference?.notice ? [state.reference.notice] : []),
    ...prepared.skippedChecks.map((c) => (env.lang() === 'hu' ? c.reasonHu : c.reason)),
  ];
  emitProgress(env, 'validate', null, total, total, 0, started, null, true);
  return validationSummary(state, env);
}

function validationSummary(state: SessionState, env: SessionEnv): ValidationSummary {
  const sheets = currentMapping(state, env).sheets.flatMap((s) => {
    if (s.role === null) return [];
    const rows = state.prepared.get(s.sheet)?.rows ?? [];
    return [{ sheet: s.sheet, role: s.role, counts: countRows(state, rows) }];
  });
  const counts = sheets.reduce((a, s) => ({ total: a.total + s.counts.total, valid: a.valid + s.counts.valid, invalid: a.invalid + s.counts.invalid, failed: a.failed + s.counts.failed, done: a.done + s.counts.done }), emptyCounts());
  return { counts, sheets, notices: state.notices };
}

/** Prepared rows are dropped whenever the mapping, values or connection change; build them again before use. */
export async function ensureValidated(state: SessionState, env: SessionEnv): Promise<void> {
  if (state.prepared.size === 0 || state.context === null) await validate(state, env);
}

export function problemText(env: SessionEnv, p: RowProblem): string {
  return env.lang() === 'hu' ? p.messageHu : p.message;
}

/** Problems of unmapped columns, and the service's error of a failed row, show on the row rather than a cell. */
function gridRow(state: SessionState, env: SessionEnv, sheet: string, r: PreparedRow): GridRow {
  const s = currentMapping(state, env).sheets.find((x) => x.sheet === sheet);
  const raw = tableRow(state, sheet, r.row);
  const edits = state.edits.get(rowKey(sheet, r.row));
  const columns = (s?.columns ?? []).filter((c) => c.field !== null);
  const letters = new Set(columns.map((c) => c.column));
  const res = state.rowResults.get(rowKey(sheet, r.row));
  const status = rowStatus(state, r);
  return {
    row: r.row,
    status,
    cells: columns.map((c) => ({
      text: raw ? cellText(cellOf(state, sheet, raw, c.index)) : '',
      problems: r.problems.filter((p) => p.column === c.column).map((p) => problemText(env, p)),
      edited: edits?.has(c.index) ?? false,
    })),
    rowProblems: [
      ...r.problems.filter((p) => p.column === null || !letters.has(p.column)).map((p) => problemText(env, p)),
      ...(status === 'failed' && res?.errorMessage ? [`${res.errorCode ?? ''} ${res.errorMessage}`.trim()] : []),
    ],
    serviceId: res?.serviceId ?? r.serviceId,
  };
}

/** One page of a sheet's rows for the virtualised grid; only mapped columns are shown. */
export async function page(state: SessionState, env: SessionEnv, sheet: string, offset: number, limit: number, filter: RowFilter): Promise<RowPage> {
  await ensureValidated(state, env);
  const s = importedSheet(state, env, sheet);
  const all = state.prepared.get(sheet)?.rows ?? [];
  const matching = filter === 'all' ? all : all.filter((r) => rowStatus(state, r) === filter);
  return {
    sheet,
    columns: s.columns.filter((c) => c.field !== null).map((c) => ({ index: c.index, column: c.column, header: c.header, field: c.field })),
    total: matching.length,
    offset,
    rows: matching.slice(offset, offset + limit).map((r) => gridRow(state, env, sheet, r)),
    counts: countRows(state, all),
  };
}

/** Revalidates the one edited row at once; rules across rows are checked again at the next full validation. */
export async function editCell(state: SessionState, env: SessionEnv, sheet: string, row: number, index: number, value: string): Promise<{ row: GridRow; counts: Counts }> {
  await ensureValidated(state, env);
  const context = await ensureContext(state, env);
  const s = importedSheet(state, env, sheet);
  const raw = tableRow(state, sheet, row) ?? fail('not_found', `Row ${row} of "${sheet}" is not a data row.`);
  if (!s.columns.some((c) => c.index === index && c.field !== null)) fail('not_found', `That column of "${sheet}" is not imported.`);
  const key = rowKey(sheet, row);
  const edits = state.edits.get(key) ?? new Map<number, string>();
  edits.set(index, value);
  state.edits.set(key, edits);
  const prepared = state.prepared.get(sheet) ?? fail('no_workbook', 'Validate first.');
  const next = createRowPreparer(s, context).prepare(editedRow(state, sheet, raw));
  const at = prepared.byRow.get(row);
  if (next && at !== undefined) prepared.rows[at] = next;
  const shown = next ?? prepared.rows[at ?? -1] ?? fail('not_found', `Row ${row} has no data in an imported column.`);
  return { row: gridRow(state, env, sheet, shown), counts: countRows(state, prepared.rows) };
}
