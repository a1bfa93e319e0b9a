// One accounting for the dry run, the upload and the results: every row of the import in exactly one bucket.
import type { PreparedRow } from '../../engine/model/prepared-row';
import { rowKey } from '../../engine/model/prepared-row';
import type { PlannedRequest } from '../../engine/model/planned-request';
import type { PlannedRow } from '../../engine/model/planned-row';
import type { RowRef, RowResult } from '../../engine/model/row-result';
import type { Buckets, RowStatusName } from '../../shared/contract';
import { formatBoth } from '../../catalog';
import { failBoth } from '../app-failure';
import { message } from '../messages/service-messages';
import { changedSince, rowStatus } from './row-counts';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionEnv } from './session-env';
import type { SessionState } from './session-state';

export function emptyBuckets(): Buckets {
  return { total: 0, create: 0, update: 0, unchanged: 0, invalid: 0, blocked: 0, failed: 0, notSent: 0 };
}

function allRows(state: SessionState): PreparedRow[] {
  return [...state.prepared.values()].flatMap((p) => p.rows);
}

/** Where every row stands now, after the runs so far. */
export function sessionBuckets(state: SessionState): Buckets {
  return bucketsOf(state, allRows(state));
}

/** The same accounting sheet by sheet (sellers, listings, images), in the workbook's order. */
export function sheetBuckets(state: SessionState): { readonly sheet: string; readonly buckets: Buckets }[] {
  return [...state.prepared].map(([sheet, p]) => ({ sheet, buckets: bucketsOf(state, p.rows) }));
}

function bucketsOf(state: SessionState, rows: readonly PreparedRow[]): Buckets {
  const b = { ...emptyBuckets() };
  const waits = new WaitedRows();
  for (const r of rows) {
    b.total++;
    switch (rowStatus(state, r)) {
      case 'created':
        b.create++;
        break;
      case 'updated':
        b.update++;
        break;
      case 'deleted':
        b.delete = (b.delete ?? 0) + 1;
        break;
      case 'skipped':
        b.unchanged++;
        break;
      case 'invalid':
        b.invalid++;
        break;
      case 'blocked':
        b.blocked++;
        waits.add(state.blockedBy.get(rowKey(r.sheet, r.row)));
        break;
      case 'failed':
        // In doubt, not failed: its state on the service is unknown (docs/upload.md, "Counts of a run").
        if (inDoubt(state, r)) b.unknown = (b.unknown ?? 0) + 1;
        else b.failed++;
        break;
      case 'valid':
      case 'pending':
        b.notSent++;
        break;
    }
  }
  return waits.into(b);
}

/**
 * The invalid rows the blocked ones wait for, each once, in the order first named: the buckets name them, as the
 * upload's count of held-back rows does (docs/upload.md, "Counts of a run").
 */
class WaitedRows {
  private readonly rows = new Map<string, RowRef>();

  add(row: RowRef | undefined): void {
    if (row !== undefined) this.rows.set(rowKey(row.sheet, row.row), row);
  }

  into(b: Buckets): Buckets {
    return this.rows.size > 0 ? { ...b, waitFor: [...this.rows.values()] } : b;
  }
}

/** What a dry run says would happen: the planned rows by their plan, the rest by where they stand. */
export function dryRunBuckets(
  state: SessionState,
  planned: readonly PreparedRow[],
  plan: readonly PlannedRow[],
): Buckets {
  const b = { ...emptyBuckets() };
  const waits = new WaitedRows();
  const inPlan = new Map<string, PlannedRow>();
  planned.forEach((r, i) => {
    const p = plan[i];
    if (p) inPlan.set(rowKey(r.sheet, r.row), p);
  });
  for (const r of allRows(state)) {
    b.total++;
    const p = inPlan.get(rowKey(r.sheet, r.row));
    const status = rowStatus(state, r);
    if (status === 'invalid') b.invalid++;
    else if (status === 'blocked') {
      b.blocked++;
      waits.add(state.blockedBy.get(rowKey(r.sheet, r.row)));
    } else if (!p) b.unchanged++;
    else if (p.action === 'send') addPlanned(b, p.request.operation);
    else if (p.action === 'skipped') b.unchanged++;
    // No cell at fault (those are invalid above): refused by the plan, failed as the upload records it
    // (docs/upload.md, "Rows the plan refuses"); held back for an invalid seller row, blocked.
    else if (p.action === 'invalid' || p.waitsFor === undefined) b.failed++;
    else {
      b.blocked++;
      waits.add(p.waitsFor);
    }
  }
  return waits.into(b);
}

/**
 * A dry run's invalid and failed rows: the rows the plan refuses or knows to fail, counted by the result the run
 * gives them, as the upload records them and the command line's dry run counts them.
 */
export function refusedCounts(
  plan: readonly PlannedRow[],
  results: readonly RowResult[],
): { readonly invalid: number; readonly failed: number } {
  const refused = results.filter((_, i) => plan[i]?.action === 'invalid' || plan[i]?.action === 'fail');
  return {
    invalid: refused.filter((r) => r.status === 'invalid').length,
    failed: refused.filter((r) => r.status === 'failed').length,
  };
}

/** A planned request's bucket: withdraws and deletes apart from the other updates. */
function addPlanned(b: Buckets, operation: PlannedRequest['operation']): void {
  if (operation === 'withdraw') b.withdraw = (b.withdraw ?? 0) + 1;
  else if (operation === 'delete') b.delete = (b.delete ?? 0) + 1;
  else b[operation === 'create' ? 'create' : 'update']++;
}

export function dryRunMessage(env: SessionEnv, b: Buckets): string {
  const { waitFor: _rows, ...counts } = b;
  return message(env.lang(), 'dryRunSummary', { ...counts, count: b.total });
}

/**
 * The rows a run sends: for `failed`, only failed rows changed since they failed (resending an unchanged one would
 * fail again and cost fault budget), rows in doubt and rows a stopped run never reached; otherwise every row not done, and done rows changed since (sent again as updates
 * of the record they made).
 */
export function rowsToSend(
  state: SessionState,
  rows: readonly PreparedRow[],
  only: 'pending' | 'failed',
): PreparedRow[] {
  const out: PreparedRow[] = [];
  for (const r of rows) {
    const status = rowStatus(state, r);
    // A blocked row is not sent: it would fail for want of its seller and cost a fault; it waits, and says for what.
    const wanted =
      only === 'failed'
        ? resends(state, r, status)
        : (status !== 'created' &&
            status !== 'updated' &&
            status !== 'deleted' &&
            status !== 'skipped' &&
            status !== 'blocked') ||
          // Done by the result its workbook carries, not by this session: the plan skips it and Results counts it
          // unchanged, as the command line does.
          (status === 'skipped' && !state.rowResults.has(rowKey(r.sheet, r.row)));
    if (!wanted) continue;
    const id = state.rowResults.get(rowKey(r.sheet, r.row))?.serviceId;
    out.push(id !== undefined && r.serviceId === null ? { ...r, serviceId: id } : r);
  }
  if (out.length === 0 && only === 'failed') failBoth('invalid_request', formatBoth(SESSION_MESSAGES.nothingToResend));
  return out;
}

/**
 * Rows held back for an invalid seller row (not sent by the app, so not in the engine's results), with the rows they
 * wait for, each once: counted apart from the failed (docs/upload.md, "Counts of a run").
 */
export function heldBackRows(state: SessionState): { readonly heldBack: number; readonly waitFor: readonly RowRef[] } {
  const waitFor = new Map<string, RowRef>();
  let heldBack = 0;
  for (const r of allRows(state)) {
    const waits = state.blockedBy.get(rowKey(r.sheet, r.row));
    if (waits === undefined || rowStatus(state, r) !== 'blocked') continue;
    heldBack++;
    waitFor.set(rowKey(waits.sheet, waits.row), waits);
  }
  return { heldBack, waitFor: [...waitFor.values()] };
}

/** Failed rows that changed since they failed, rows in doubt and rows a stopped run never reached: a resend's. */
export function resendable(state: SessionState): number {
  return allRows(state).filter((r) => resends(state, r, rowStatus(state, r))).length;
}

function resends(state: SessionState, r: PreparedRow, status: RowStatusName): boolean {
  if (status === 'valid') return state.notReached.has(rowKey(r.sheet, r.row));
  return status === 'failed' && (changedSince(state, r) || inDoubt(state, r));
}

/**
 * Whether the row was sent and its answer never known: its state on the service is unknown, and a resend takes it
 * unedited, as a normal upload would, to check it there first (docs/upload.md, "Resolving rows in doubt").
 */
function inDoubt(state: SessionState, r: PreparedRow): boolean {
  return state.rowResults.get(rowKey(r.sheet, r.row))?.pending === 'in_doubt';
}
