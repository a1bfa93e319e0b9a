// Step 5: validate every row, page the review grid, and edit cells with immediate revalidation of every row the
// edit touches (its own rules, and the rules across rows and sheets).
import type { PreparedRow, RowProblem } from '../../engine/model/prepared-row';
import type { SheetMapping } from '../../engine/model/workbook-mapping';
import { rowKey } from '../../engine/model/prepared-row';
import type { Words } from '../../catalog';
import { VALUE_SETS } from '../../catalog';
import type { PreparedImport, SheetToPrepare } from '../../engine/pipeline';
import { checkAcrossRows, prepareWithSellers } from '../../engine/pipeline';
import type { RowPreparer } from '../../engine/validation';
import type { TableRow } from '../../engine/model/sheet-table';
import { createRowPreparer, noticesOf } from '../../engine/validation';
import type {
  Counts,
  GridRow,
  ProblemKinds,
  Problems,
  RowFilter,
  RowPage,
  ValidationSummary,
} from '../../shared/contract';
import type { WarningView } from '../../shared/contract-warnings';
import { fail } from '../app-failure';
import { message } from '../messages/service-messages';
import { rowMessage } from '../../engine/model/result-headers';
import { cellText } from '../../engine/workbook/cell-text';
import { cellOf, editedRow, tableRow } from './edited-cells';
import { ensureContext } from './prepare-context';
import { emitProgress } from './progress-events';
import { countRows, emptyCounts, rowStatus } from './row-counts';
import { sessionSellers } from './server-sellers';
import type { SessionEnv } from './session-env';
import { tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';
import { currentMapping, importedSheet, openBook } from './session-state';
import { pendingDeleteCount, pendingReferenceChangeCount } from './pending-deletes';
import type { BulkResult, BulkScope } from './bulk-scope';
import { inBulkScope, portalRowsOf } from './bulk-scope';
import { openRowWarnings, sessionWarnings, warningsChanged } from './plausibility-step';
import { inColumnWords } from './list-word-language';

/** The engine's rows before the rules across rows kept in the session: edits prepare a row again in place there. */
function keepBase(state: SessionState, prepared: PreparedImport): void {
  state.base.clear();
  for (const s of prepared.base)
    state.base.set(s.sheet, { rows: [...s.rows], byRow: byRowOf(s.rows), role: s.role, columnOf: s.columnOf });
}

/** The engine's rules across rows kept in the session: the rows shown, the rows waiting for another, the notices. */
function keepAcrossRows(state: SessionState, env: SessionEnv, prepared: PreparedImport): void {
  warningsChanged(state);
  state.prepared.clear();
  for (const s of prepared.sheets) state.prepared.set(s.sheet, { rows: [...s.rows], byRow: byRowOf(s.rows) });
  state.blockedBy.clear();
  for (const [key, place] of prepared.blockedBy) state.blockedBy.set(key, place);
  state.serverSellers = prepared.sellers ?? state.serverSellers;
  state.notices = [
    ...(state.reference?.notice ? [state.reference.notice] : []),
    ...prepared.skippedChecks.map((c) => ({ en: c.reason, hu: c.reasonHu })),
    ...defaultsNotices(state),
  ];
}

function byRowOf(rows: readonly PreparedRow[]): Map<number, number> {
  return new Map(rows.map((r, i) => [r.row, i]));
}

/** The engine's rules across rows (and its seller look-up) again over the rows as edited. */
async function crossCheck(state: SessionState, env: SessionEnv): Promise<void> {
  const context = await ensureContext(state, env);
  const base = [...state.base].map(([sheet, s]) => ({ sheet, role: s.role, rows: s.rows, columnOf: s.columnOf }));
  keepAcrossRows(state, env, await checkAcrossRows(base, context, sessionSellers(state, env)));
}

/** Progress of a validation at most this often, so a long one does not flood the host's event stream. */
const PROGRESS_EVERY_MS = 100;

/** Rows by sheet. */
type RowsOfSheets = Map<string, Set<number>>;

/**
 * The validation running in each session, so a cancel finds it and a second caller waits for the same one; with the
 * rows edited while it runs, which it prepares again before it keeps its rows (docs/wizard.md, "An edit during a
 * validation").
 */
const running = new WeakMap<
  SessionState,
  {
    readonly controller: AbortController;
    readonly done: Promise<ValidationSummary>;
    readonly edited: RowsOfSheets;
  }
>();

/**
 * Prepares all rows as edited, replacing what was prepared before: the engine's preparation, as the command line's,
 * in slices with a yield between, so the services stay responsive while 50,000 rows are checked, and
 * `cancelValidation` stops it between slices.
 */
export function validate(state: SessionState, env: SessionEnv): Promise<ValidationSummary> {
  const current = running.get(state);
  if (current) return current.done;
  const controller = new AbortController();
  const edited: RowsOfSheets = new Map();
  // Started once it is registered: a caller told of its first progress at once then joins it, not a second one.
  const done = Promise.resolve()
    .then(() => prepareAll(state, env, controller.signal, edited))
    .finally(() => running.delete(state));
  running.set(state, { controller, done, edited });
  return done;
}

/** Stops the session's running validation at its next slice; false when none runs. */
export function cancelValidation(state: SessionState): boolean {
  const current = running.get(state);
  current?.controller.abort();
  return current !== undefined;
}

/** A cancelled validation leaves nothing half prepared: the rows count as not yet validated. */
function stopIfCancelled(state: SessionState, env: SessionEnv, signal: AbortSignal): void {
  if (!signal.aborted) return;
  state.base.clear();
  state.prepared.clear();
  fail('cancelled', tell(env, SESSION_MESSAGES.validationCancelled));
}

/** The imported sheets' rows as edited, for the engine's preparation. */
function sheetsAsEdited(state: SessionState, env: SessionEnv): SheetToPrepare[] {
  const book = openBook(state, env);
  return currentMapping(state, env).sheets.flatMap((mapping) => {
    const table = book.tables.get(mapping.sheet);
    if (mapping.role === null || !table) return [];
    const rows = table.rows.map((r) => editedRow(state, mapping.sheet, r));
    return [{ mapping, rows, officeDefaults: !state.defaultsOff.has(mapping.sheet) }];
  });
}

async function prepareAll(
  state: SessionState,
  env: SessionEnv,
  signal: AbortSignal,
  edited: RowsOfSheets,
): Promise<ValidationSummary> {
  const sheets = sheetsAsEdited(state, env);
  const total = sheets.reduce((n, s) => n + s.rows.length, 0);
  emitProgress(env, 'validate', null, total, 0, 0, Date.now(), null, false);
  const started = Date.now();
  const context = await ensureContext(state, env);
  stopIfCancelled(state, env, signal);
  let shown = started;
  const onRows = (done: number): void => {
    if (Date.now() - shown < PROGRESS_EVERY_MS) return;
    shown = Date.now();
    emitProgress(env, 'validate', null, total, done, 0, started, null, false);
  };
  const sellers = sessionSellers(state, env);
  const prepared = await prepareWithSellers({ sheets, context, sellers, progress: { onRows, signal } }).catch(
    (e: unknown) => {
      stopIfCancelled(state, env, signal);
      throw e;
    },
  );
  stopIfCancelled(state, env, signal);
  keepBase(state, prepared);
  if (edited.size === 0) keepAcrossRows(state, env, prepared);
  else await prepareEditedAgain(state, env, edited);
  emitProgress(env, 'validate', null, total, total, 0, started, null, true);
  return { ...validationSummary(state, env), ...(await sessionWarnings(state, env)) };
}

function validationSummary(state: SessionState, env: SessionEnv): ValidationSummary {
  const sheets = currentMapping(state, env).sheets.flatMap((s) => {
    if (s.role === null) return [];
    const rows = state.prepared.get(s.sheet)?.rows ?? [];
    return [{ sheet: s.sheet, role: s.role, counts: countRows(state, rows) }];
  });
  const counts = sheets.reduce(
    (a, s) => ({
      total: a.total + s.counts.total,
      valid: a.valid + s.counts.valid,
      invalid: a.invalid + s.counts.invalid,
      failed: a.failed + s.counts.failed,
      done: a.done + s.counts.done,
      blocked: a.blocked + s.counts.blocked,
    }),
    emptyCounts(),
  );
  const deletes = pendingDeleteCount(state);
  const withdraws = pendingDeleteCount(state, 'withdraw');
  const referenceChanges = pendingReferenceChangeCount(state);
  return {
    counts,
    sheets,
    notices: state.notices,
    ...(deletes > 0 ? { deletes } : {}),
    ...(withdraws > 0 ? { withdraws } : {}),
    ...(referenceChanges > 0 ? { referenceChanges } : {}),
  };
}

/** Prepared rows are dropped whenever the mapping, values or connection change; build them again before use. */
export async function ensureValidated(state: SessionState, env: SessionEnv): Promise<void> {
  if (state.prepared.size === 0 || state.context === null) await validate(state, env);
}

/** `Ár (price.price)`: the API's names mean nothing to office staff; the label says it (files keep the full text). */
const API_KEY = /\s\((?:[a-z][a-z0-9_]*\.)+[a-z0-9_]+\)/g;

/** The service's codes of fixed values, `(like_new)` after the word that means it: the word is enough. */
const VALUE_CODES = new Set<string>(Object.values(VALUE_SETS).flat().map(String));
const CODE_IN_PARENS = /\s\(([a-z0-9][a-z0-9_-]*)\)/g;

export function problemText(env: SessionEnv, p: RowProblem): string {
  return (env.lang() === 'hu' ? p.messageHu : p.message)
    .replace(API_KEY, '')
    .replace(CODE_IN_PARENS, (m, code: string) => (VALUE_CODES.has(code) ? '' : m));
}

/** One line per sheet whose rows got office defaults, for the banner of Review and Upload. */
function defaultsNotices(state: SessionState): Words[] {
  const out: Words[] = [];
  for (const [sheet, p] of state.prepared) {
    const count = p.rows.filter((r) => noticesOf(r).length > 0).length;
    if (count > 0)
      out.push({
        en: message('en', 'defaultsApplied', { sheet, count }),
        hu: message('hu', 'defaultsApplied', { sheet, count }),
      });
  }
  return out;
}

/** The property type a row's body gives (after defaults), so the grid offers the values that type allows. */
function propertyTypeOf(r: PreparedRow): string | null {
  const p = r.body.property;
  const t = p && !Array.isArray(p) ? (p as Record<string, unknown>).type : undefined;
  return typeof t === 'string' ? t : null;
}

/** Problems of unmapped columns, and the service's error of a failed row, show on the row rather than a cell. */
function gridRow(state: SessionState, env: SessionEnv, sheet: string, r: PreparedRow, warned: WarnedRows): GridRow {
  const s = currentMapping(state, env).sheets.find((x) => x.sheet === sheet);
  const raw = tableRow(state, sheet, r.row);
  const edits = state.edits.get(rowKey(sheet, r.row));
  const columns = (s?.columns ?? []).filter((c) => c.field !== null);
  const letters = new Set(columns.map((c) => c.column));
  const res = state.rowResults.get(rowKey(sheet, r.row));
  const status = rowStatus(state, r);
  const blocked = state.blockedBy.get(rowKey(sheet, r.row));
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
      ...(status === 'failed' && res?.errorMessage ? [rowMessage(res, env.lang()) ?? res.errorMessage] : []),
      ...(status === 'blocked' && blocked ? [message(env.lang(), 'waitsForRow', blocked)] : []),
    ],
    serviceId: res?.serviceId ?? r.serviceId,
    propertyType: propertyTypeOf(r),
    action: r.action === 'withdraw' || r.action === 'delete' ? r.action : null,
    notices: noticesOf(r).map((n) => (env.lang() === 'hu' ? n.messageHu : n.message)),
    warnings: [...warned(sheet, r.row)],
  };
}

/** The open plausibility warnings of a row (plausibility-step.ts). */
type WarnedRows = (sheet: string, row: number) => readonly WarningView[];

function matches(state: SessionState, r: PreparedRow, filter: RowFilter): boolean {
  if (filter === 'all') return true;
  const s = rowStatus(state, r);
  return filter === 'invalid' ? s === 'invalid' || s === 'blocked' : s === filter;
}

function shownColumns(s: SheetMapping): RowPage['columns'] {
  return s.columns
    .filter((c) => c.field !== null)
    .map((c) => ({ index: c.index, column: c.column, header: c.header, field: c.field }));
}

/** One page of a sheet's rows for the virtualised grid; only mapped columns are shown. */
export async function page(
  state: SessionState,
  env: SessionEnv,
  sheet: string,
  offset: number,
  limit: number,
  filter: RowFilter,
  only?: readonly number[],
): Promise<RowPage> {
  await ensureValidated(state, env);
  const s = importedSheet(state, env, sheet);
  const warned = await openRowWarnings(state, env);
  const all = state.prepared.get(sheet)?.rows ?? [];
  const matching = filter === 'all' ? all : all.filter((r) => matches(state, r, filter));
  if (only) {
    // The rows the grid shows, by number: a row fixed under the "invalid" filter stays where the user is looking.
    const at = state.prepared.get(sheet)?.byRow;
    const rows = only.flatMap((n) => {
      const r = all[at?.get(n) ?? -1];
      return r ? [gridRow(state, env, sheet, r, warned)] : [];
    });
    return { sheet, columns: shownColumns(s), total: matching.length, offset, rows, counts: countRows(state, all) };
  }
  return {
    sheet,
    columns: shownColumns(s),
    total: matching.length,
    offset,
    rows: matching.slice(offset, offset + limit).map((r) => gridRow(state, env, sheet, r, warned)),
    counts: countRows(state, all),
  };
}

const MAX_PROBLEM_CELLS = 20_000;

const QUOTED = /"[^"]*"|„[^”]*”/g;
/** How many distinct values a group's message names in place of each quoted value; the rest are `…`. */
const NAMED_GROUP_VALUES = 3;

/** A message with its quoted values left out, so problems of the same kind group together. */
function messageKind(text: string): string {
  return text.replace(QUOTED, '…');
}

/** The quoted values of one group's messages, by place in the message, each place's distinct values in order. */
type GroupValues = string[][];

function addValues(values: GroupValues, text: string): void {
  [...text.matchAll(QUOTED)].forEach((m, i) => {
    const at = (values[i] ??= []);
    if (!at.includes(m[0]) && at.length <= NAMED_GROUP_VALUES) at.push(m[0]);
  });
}

/** The group's message with its values shown: the staff look for the value, not only the kind of problem. */
function withValues(kind: string, values: GroupValues): string {
  let i = 0;
  return kind.replace(/…/g, (dots) => {
    const at = values[i++];
    if (!at || at.length === 0) return dots;
    const named = at.slice(0, NAMED_GROUP_VALUES).join(', ');
    return at.length > NAMED_GROUP_VALUES ? `${named}, …` : named;
  });
}

/** Problems of the rows the grid shows, in its order, grouped by field and kind of message; open warnings too. */
export async function problems(
  state: SessionState,
  env: SessionEnv,
  sheet: string,
  filter: RowFilter,
  include: ProblemKinds = 'errors',
): Promise<Problems> {
  await ensureValidated(state, env);
  const s = importedSheet(state, env, sheet);
  const shown = s.columns.filter((c) => c.field !== null).map((c) => c.column);
  const fields = s.columns.filter((c) => c.field !== null).map((c) => c.field);
  const warned = include === 'errors' ? null : await openRowWarnings(state, env);
  const all = state.prepared.get(sheet)?.rows ?? [];
  const rows = filter === 'all' ? all : all.filter((r) => matches(state, r, filter));
  const groups: Problems['groups'] = [];
  const byKey = new Map<string, number>();
  const cells: Problems['cells'] = [];
  const values: GroupValues[] = [];
  let total = 0;
  const groupOf = (key: string, make: () => Problems['groups'][number]): number => {
    let g = byKey.get(key);
    if (g === undefined) {
      g = groups.length;
      byKey.set(key, g);
      groups.push(make());
    }
    const group = groups[g];
    if (group) groups[g] = { ...group, count: group.count + 1 };
    total++;
    return g;
  };
  rows.forEach((r, index) => {
    if (include !== 'warnings')
      for (const p of r.problems) {
        const at = p.column === null ? -1 : shown.indexOf(p.column);
        const col = at < 0 ? null : at;
        const full = problemText(env, p);
        const text = messageKind(full);
        const g = groupOf(`${p.field}\u0000${col ?? ''}\u0000${text}`, () => ({
          field: p.field,
          col,
          message: text,
          count: 0,
        }));
        addValues((values[g] ??= []), full);
        if (cells.length < MAX_PROBLEM_CELLS) cells.push({ index, row: r.row, col, group: g });
      }
    for (const w of warned?.(sheet, r.row) ?? []) {
      const at = fields.indexOf(w.field);
      const col = at < 0 ? null : at;
      const g = groupOf(`\u0001${w.kind}\u0000${w.field}`, () => ({
        field: w.field,
        col,
        message: w.message,
        count: 0,
        warning: w.kind,
      }));
      if (cells.length < MAX_PROBLEM_CELLS) cells.push({ index, row: r.row, col, group: g, warning: true });
    }
  });
  return {
    groups: groups.map((g, i) => (g.warning ? g : { ...g, message: withValues(g.message, values[i] ?? []) })),
    cells,
    total,
  };
}

/** One preparer for all the cells of an edit: compiling the sheet's plan once, not per cell. */
function sheetPreparer(state: SessionState, env: SessionEnv, sheet: string): RowPreparer | null {
  const context = state.context;
  return context
    ? createRowPreparer(importedSheet(state, env, sheet), context, { officeDefaults: !state.defaultsOff.has(sheet) })
    : null;
}

/**
 * The rows edited while a validation ran, prepared again as edited now, then the rules across rows over them: that
 * validation took the rows as they were when it started (docs/wizard.md, "An edit during a validation").
 */
async function prepareEditedAgain(state: SessionState, env: SessionEnv, edited: RowsOfSheets): Promise<void> {
  for (const [sheet, rows] of edited) {
    const preparer = sheetPreparer(state, env, sheet);
    for (const row of rows) {
      const raw = tableRow(state, sheet, row);
      if (raw) prepareAgain(state, preparer, sheet, raw);
    }
  }
  await crossCheck(state, env);
}

/** Records the typed text of one cell (undefined: back to the workbook's value) and prepares that row again. */
function setCell(
  state: SessionState,
  env: SessionEnv,
  preparer: RowPreparer | null,
  sheet: string,
  row: number,
  index: number,
  value: string | undefined,
): void {
  const raw = tableRow(state, sheet, row) ?? fail('not_found', tell(env, SESSION_MESSAGES.notDataRow, { row, sheet }));
  const key = rowKey(sheet, row);
  const edits = state.edits.get(key) ?? new Map<number, string>();
  if (value === undefined) edits.delete(index);
  else edits.set(index, value);
  if (edits.size === 0) state.edits.delete(key);
  else state.edits.set(key, edits);
  const validating = running.get(state)?.edited;
  if (validating) validating.set(sheet, (validating.get(sheet) ?? new Set()).add(row));
  prepareAgain(state, preparer, sheet, raw);
}

/** A row prepared again in place among the engine's rows kept in the session (none kept yet: nothing to do). */
function prepareAgain(state: SessionState, preparer: RowPreparer | null, sheet: string, raw: TableRow): void {
  const row = raw.number;
  const base = state.base.get(sheet);
  if (!base || !preparer) return;
  const next = preparer.prepare(editedRow(state, sheet, raw));
  const at = base.byRow.get(row);
  if (next && at !== undefined) base.rows[at] = next;
  else if (next) {
    base.rows.push(next);
    base.rows.sort((a, b) => a.row - b.row);
    base.byRow.clear();
    base.rows.forEach((r, i) => base.byRow.set(r.row, i));
  }
}

/** Several cells at once (a bulk fix); every row is prepared again, then the rules across rows run once. */
export async function editCells(
  state: SessionState,
  env: SessionEnv,
  sheet: string,
  cells: readonly { row: number; index: number; value: string }[],
): Promise<Counts> {
  await ensureValidated(state, env);
  await ensureContext(state, env);
  const s = importedSheet(state, env, sheet);
  for (const c of cells) {
    if (!s.columns.some((x) => x.index === c.index && x.field !== null))
      fail('not_found', tell(env, SESSION_MESSAGES.columnNotImported, { sheet }));
  }
  state.undo.push({
    sheet,
    cells: cells.map((c) => ({
      row: c.row,
      index: c.index,
      previous: state.edits.get(rowKey(sheet, c.row))?.get(c.index),
    })),
  });
  const preparer = sheetPreparer(state, env, sheet);
  const column = (index: number) => (state.book?.tables.get(sheet)?.rows ?? []).map((r) => r.cells[index]);
  for (const c of cells) {
    const value = inColumnWords(s, c.index, c.value, () => column(c.index));
    setCell(state, env, preparer, sheet, c.row, c.index, value);
  }
  await crossCheck(state, env);
  return countRows(state, state.prepared.get(sheet)?.rows ?? []);
}

function fold(text: string): string {
  return text.trim().normalize('NFC').toLocaleLowerCase('hu');
}

/**
 * The cells of one column holding `find` (compared without case and outer spaces), in the rows of the scope; the result
 * names the changed rows already on the portal (bulk-scope.ts).
 */
export async function bulkReplace(
  state: SessionState,
  env: SessionEnv,
  o: { sheet: string; index: number; find: string; replace: string; scope: BulkScope; apply: boolean },
): Promise<BulkResult> {
  await ensureValidated(state, env);
  const wanted = fold(o.find);
  const cells: { row: number; index: number; value: string }[] = [];
  const rows = new Map<number, PreparedRow>();
  for (const r of state.prepared.get(o.sheet)?.rows ?? []) {
    if (!inBulkScope(state, r, o.scope)) continue;
    const raw = tableRow(state, o.sheet, r.row);
    if (!raw) continue;
    const text = cellText(cellOf(state, o.sheet, raw, o.index));
    if (fold(text) !== wanted || text === o.replace) continue;
    cells.push({ row: r.row, index: o.index, value: o.replace });
    rows.set(r.row, r);
  }
  const portal = portalRowsOf(state, rows, cells);
  if (!o.apply || cells.length === 0)
    return { counts: countRows(state, state.prepared.get(o.sheet)?.rows ?? []), changed: cells.length, ...portal };
  return { counts: await editCells(state, env, o.sheet, cells), changed: cells.length, ...portal };
}

/** Puts back the cells of the last edit not yet undone; the rules across rows run again. */
export async function undoEdit(
  state: SessionState,
  env: SessionEnv,
): Promise<{ counts: Counts; changed: number; sheet: string | null }> {
  await ensureValidated(state, env);
  const last = state.undo.pop();
  if (!last) return { counts: validationSummary(state, env).counts, changed: 0, sheet: null };
  const preparer = sheetPreparer(state, env, last.sheet);
  for (const c of [...last.cells].reverse()) setCell(state, env, preparer, last.sheet, c.row, c.index, c.previous);
  await crossCheck(state, env);
  return {
    counts: countRows(state, state.prepared.get(last.sheet)?.rows ?? []),
    changed: last.cells.length,
    sheet: last.sheet,
  };
}

/** Revalidates the edited row and, across rows, every row the edit touches (duplicates, seller references). */
export async function editCell(
  state: SessionState,
  env: SessionEnv,
  sheet: string,
  row: number,
  index: number,
  value: string,
): Promise<{ row: GridRow; counts: Counts }> {
  const counts = await editCells(state, env, sheet, [{ row, index, value }]);
  const prepared = state.prepared.get(sheet) ?? fail('no_workbook', tell(env, SESSION_MESSAGES.validateFirst));
  const at = prepared.byRow.get(row);
  const shown = prepared.rows[at ?? -1] ?? fail('not_found', tell(env, SESSION_MESSAGES.rowWithoutData, { row }));
  return { row: gridRow(state, env, sheet, shown, await openRowWarnings(state, env)), counts };
}
