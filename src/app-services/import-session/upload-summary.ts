// What the app tells of an upload: the counts every run has, a dry run's plan (its buckets, planned changes, what to
// confirm), and a run's outcome with the rows counted apart; the rows' results recorded in the session.
import { FAULT_LIMIT_PER_HOUR } from '../../catalog';
import type { FaultLedger } from '../../engine/api';
import type { PreparedRow } from '../../engine/model/prepared-row';
import { rowKey } from '../../engine/model/prepared-row';
import { confirmationsOf, rowsLeftPending, rowsNotFailed } from '../../engine/pipeline';
import type { UploadRunOutcome } from '../../engine/upload';
import { plannedChanges } from '../../engine/upload';
import type { RunSummary } from '../../shared/contract';
import { dryRunImageCheck } from './image-links-step';
import { listingsToConfirm } from './pending-deletes';
import { lookalikeNotice, plannedChangeList, withLookalikes } from './planned-changes';
import { portalChangeWarnings } from './plausibility-step';
import { dryRunBuckets, dryRunMessage, heldBackRows, refusedCounts, sessionBuckets } from './row-buckets';
import type { SessionEnv } from './session-env';
import { say, tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';

/** The counts of every run, dry or not: before the dry run's or the run's own are laid over them. */
export type BaseSummary = Omit<RunSummary, 'outcome' | 'message'>;

export function baseSummary(
  o: UploadRunOutcome,
  dryRun: boolean,
  started: number,
  budget: FaultLedger,
  warnings: Pick<RunSummary, 'openWarnings' | 'acceptedWarnings'>,
): BaseSummary {
  const counts = o.plan.counts;
  return {
    runId: o.runId,
    dryRun,
    created: o.summary.created,
    updated: o.summary.updated,
    ...(o.summary.deleted > 0 ? { deleted: o.summary.deleted } : {}),
    failed: o.summary.failed,
    skipped: o.summary.skipped,
    invalid: o.summary.invalid,
    planned: counts.create + counts.modify + counts.withdraw + counts.delete,
    durationMs: Date.now() - started,
    faultBudget: { used: budget.used(), limit: FAULT_LIMIT_PER_HOUR, stopAt: budget.usable },
    ...warnings,
  };
}

/** A dry run's summary: what the plan would do, the rows it refuses, the changes and what they ask to confirm. */
export async function dryRunSummary(
  state: SessionState,
  env: SessionEnv,
  rows: readonly PreparedRow[],
  o: UploadRunOutcome,
  base: BaseSummary,
  signal: AbortSignal,
): Promise<RunSummary> {
  const counts = o.plan.counts;
  const buckets = dryRunBuckets(state, rows, o.plan.rows);
  const images = await dryRunImageCheck(state, env, rows, signal);
  const portalWarnings = portalChangeWarnings(state, env, rows, (i) => plannedChanges(o.plan, i));
  return {
    ...base,
    created: counts.create,
    updated: counts.modify,
    skipped: counts.skipped,
    ...refusedCounts(o.plan.rows, o.results),
    outcome: 'completed',
    message: dryRunMessage(env, buckets),
    buckets,
    changes: withLookalikes(plannedChangeList(rows, o.plan, state.reference?.data ?? null), o.lookalikes ?? []),
    ...listingsToConfirm(confirmationsOf(rows, o.plan)),
    ...(images !== null ? { images } : {}),
    ...(portalWarnings.length > 0 ? { portalWarnings } : {}),
  };
}

/**
 * Records each row's result in the session; returns how many the run did not send and counted failed. Rows the run
 * did not send (a stopped run's unreached rows, lookalikes held back) stay pending: the next upload sends them (the
 * engine's rule, as the command line's results workbook; the summary's message says why). The unreached ones are
 * noted, for the resend to take them too.
 */
function recordResults(state: SessionState, rows: readonly PreparedRow[], o: UploadRunOutcome): number {
  const pending = rowsLeftPending(o);
  let unsent = 0;
  o.results.forEach((res, i) => {
    const r = rows[i];
    if (!r) return;
    const key = rowKey(r.sheet, r.row);
    state.notReached.delete(key);
    if (pending.has(i)) {
      if (res.status === 'failed') unsent++;
      if (res.pending === 'not_reached') state.notReached.add(key);
      state.rowResults.delete(key);
      return;
    }
    // Rows the grid already shows invalid keep that; a row the plan refused (a delete of a listing the service does
    // not have) is failed with the plan's reason, as the engine says it (docs/upload.md, "Rows the plan refuses").
    if (res.status === 'invalid') return;
    state.rowResults.set(key, res);
    state.sentFingerprints.set(key, r.fingerprint);
  });
  return unsent;
}

/**
 * A run's summary, its rows' results recorded: rows in doubt, held back and never reached counted apart, the outcome
 * told.
 */
export function runSummary(
  state: SessionState,
  env: SessionEnv,
  rows: readonly PreparedRow[],
  o: UploadRunOutcome,
  base: BaseSummary,
): RunSummary {
  const unsent = recordResults(state, rows, o);
  const pending = rowsLeftPending(o);
  // Rows in doubt and rows held back are counted apart, not failed (docs/upload.md, "Counts of a run").
  // The app does not send a row held back for its seller row: the engine's count of them is none, they are counted
  // from the session, beside the rows sent.
  const apart = rowsNotFailed(o.results.filter((_, i) => !pending.has(i)));
  const held = heldBackRows(state);
  // The rows a stopped run never reached, as the command line counts them: not among the unsent unchanged rows.
  const { notReached } = rowsNotFailed(o.results);
  const summary: RunSummary = {
    ...base,
    failed: o.summary.failed - unsent - apart.unknown - apart.heldBack,
    ...(apart.unknown > 0 ? { unknown: apart.unknown } : {}),
    ...(held.heldBack > 0 ? { heldBack: held.heldBack, waitFor: [...held.waitFor] } : {}),
    ...(notReached > 0 ? { notReached } : {}),
    skipped: o.summary.skipped + unsent - notReached,
    outcome: outcomeOf(o.stoppedEarly),
    message: runMessage(env, o),
  };
  summary.buckets = sessionBuckets(state);
  return summary;
}

function outcomeOf(stop: UploadRunOutcome['stoppedEarly']): RunSummary['outcome'] {
  if (stop === null) return 'completed';
  if (stop.reason === 'cancelled') return 'cancelled';
  return stop.reason === 'fault_budget' || stop.reason === 'rate_limited' ? 'stopped_fault_budget' : 'failed';
}

/**
 * Why a run stopped, or every notice of a completed one: a damaged journal beside held lookalikes says why the run
 * was careful; an unfinished upload of this workbook for another service, found and left alone, is told too.
 */
function runMessage(env: SessionEnv, o: UploadRunOutcome): string | null {
  const stop = o.stoppedEarly;
  if (stop !== null)
    return stop.reason === 'cancelled'
      ? tell(env, SESSION_MESSAGES.cancelledKept)
      : say(env, stop.message, stop.messageHu);
  const heldNotice = o.lookalikesHeld === true ? [lookalikeNotice(o.lookalikes ?? [])] : [];
  const notices = [...heldNotice, ...o.notices];
  return notices.length > 0 ? notices.map((n) => say(env, n.message, n.messageHu)).join(' ') : null;
}
