// Step 6: send the pending (or the failed) rows, or plan them in a dry run; record each row's result.
import { join } from 'node:path';
import { FAULT_LIMIT_PER_HOUR } from '../../catalog';
import type { ApiClient, FaultLedger } from '../../engine/api';
import { createApiClient } from '../../engine/api';
import { rowKey } from '../../engine/model/prepared-row';
import type { UploadConfirms } from '../../engine/pipeline';
import { admitUpload, confirmationsOf, rowsLeftPending, rowsNotFailed, uploadPrepared } from '../../engine/pipeline';
import { plannedChanges } from '../../engine/upload';
import type { RunSummary } from '../../shared/contract';
import { fail } from '../app-failure';
import { emitProgress, emitUploadWaiting } from './progress-events';
import type { SessionEnv } from './session-env';
import { journalDir, say, tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';
import { currentMapping, openBook } from './session-state';
import { validate } from './validation-step';
import { checkResultsWritable, writeCopy } from './workbook-copies';
import { dryRunBuckets, dryRunMessage, heldBackRows, refusedCounts, rowsToSend, sessionBuckets } from './row-buckets';
import { lookalikeNotice, plannedChangeList, withLookalikes } from './planned-changes';
import { listingsToConfirm, unconfirmedText } from './pending-deletes';
import { dryRunImageCheck } from './image-links-step';
import { portalChangeWarnings, uploadWarnings } from './plausibility-step';

export type { UploadConfirms };

/**
 * Waits for room another live upload holds (the engine's admission, as the command line's: bounded, named in a
 * progress message; docs/upload.md, "The fault budget"), then makes the client; with no room (a damaged count,
 * faults, holders) nothing is sent and the refusal says why.
 */
async function roomThenClient(
  env: SessionEnv,
  signal: AbortSignal,
  onWait: (m: { readonly en: string; readonly hu: string }, budget: FaultLedger) => void,
): Promise<{ readonly budget: FaultLedger; readonly client: ApiClient }> {
  const conn = env.connection();
  const dir = join(env.dataDir, 'fault-budget');
  const admitted = await admitUpload({ dir, baseUrl: conn.baseUrl, signal, onWait });
  if (!admitted.ok) {
    const noRoom = admitted.error;
    fail('fault_budget', tell(env, SESSION_MESSAGES.noRoomNothingSent, { why: noRoom }));
  }
  const budget = admitted.value;
  const client = createApiClient({ ...conn.credentials, faults: budget });
  if (client.ok) return { budget, client: client.value };
  await budget.release();
  return fail('connection_failed', client.error);
}

/** Validates first, so what is sent is what the grid shows; one upload at a time. */
export async function upload(
  state: SessionState,
  env: SessionEnv,
  dryRun: boolean,
  only: 'pending' | 'failed',
  confirms: UploadConfirms = {},
): Promise<RunSummary> {
  if (state.running) fail('busy', tell(env, SESSION_MESSAGES.uploadAlreadyRunning));
  const conn = env.connection();
  const book = openBook(state, env);
  await validate(state, env);
  const all = [...state.prepared.values()].flatMap((p) => p.rows);
  const rows = rowsToSend(state, all, only);
  if (rows.length === 0) fail('invalid_request', tell(env, SESSION_MESSAGES.noRowsToSend));
  // Warnings never hold a row back: the open ones are told with the summary, the accepted ones counted.
  const warned = await uploadWarnings(state, env, rows);
  const warnings = {
    ...(warned.open.length > 0 ? { openWarnings: warned.open } : {}),
    ...(warned.accepted > 0 ? { acceptedWarnings: warned.accepted } : {}),
  };
  // The results must be writable before the service is changed: a trial copy (it fails here if not), removed at once.
  if (!dryRun) await checkResultsWritable(state, env);
  const controller = new AbortController();
  // Running from the wait for room on, so a second upload cannot start meanwhile and Cancel ends the wait.
  state.running = controller;
  const { budget, client } = await roomThenClient(env, controller.signal, (m, b) =>
    emitUploadWaiting(env, say(env, m.en, m.hu), { used: b.used(), stopAt: b.usable }),
  ).catch((e: unknown) => {
    state.running = null;
    throw e;
  });
  const budgetNow = () => ({ used: budget.used(), stopAt: budget.usable });
  const started = Date.now();
  let runId: string | null = null;
  try {
    // The engine's run, as the command line's; the mapped columns tell emptied cells (docs/round-trip.md).
    const outcome = await uploadPrepared({
      client,
      rows,
      mapping: currentMapping(state, env),
      officeId: conn.officeId,
      dryRun,
      signal: controller.signal,
      journal: { dir: journalDir(env), workbookPath: book.path },
      confirms,
      onWaitForRoom: (m) => emitUploadWaiting(env, say(env, m.en, m.hu), budgetNow()),
      onProgress: (p) =>
        dryRun
          ? undefined
          : emitProgress(
              env,
              'upload',
              runId,
              p.total,
              p.done,
              p.failed,
              started,
              budgetNow(),
              p.phase === 'done',
              p.rowsPerSecond,
              p.etaSeconds,
            ),
    });
    if (!outcome.ok && outcome.error.kind === 'unconfirmed_deletes') {
      const text = unconfirmedText(outcome.error);
      return fail('invalid_request', text.en, text.hu);
    }
    if (!outcome.ok) return fail('connection_failed', outcome.error.message);
    const o = outcome.value;
    runId = o.runId;
    const counts = o.plan.counts;
    const base = {
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
    if (dryRun) {
      const buckets = dryRunBuckets(state, rows, o.plan.rows);
      const images = await dryRunImageCheck(state, env, rows, controller.signal);
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
    const stop = o.stoppedEarly;
    // Rows the run did not send (a stopped run's unreached rows, lookalikes held back) stay pending: the next upload
    // sends them (the engine's rule, as the command line's results workbook; the summary's message says why).
    const pending = rowsLeftPending(o);
    let unsent = 0;
    o.results.forEach((res, i) => {
      const r = rows[i];
      if (!r) return;
      if (pending.has(i)) {
        if (res.status === 'failed') unsent++;
        state.rowResults.delete(rowKey(r.sheet, r.row));
        return;
      }
      // Rows the grid already shows invalid keep that; a row the plan refused (a delete of a listing the service does
      // not have) is failed with the plan's reason, as the engine says it (docs/upload.md, "Rows the plan refuses").
      if (res.status === 'invalid') return;
      state.rowResults.set(rowKey(r.sheet, r.row), res);
      state.sentFingerprints.set(rowKey(r.sheet, r.row), r.fingerprint);
    });
    const heldNotice = o.lookalikesHeld === true ? [lookalikeNotice(o.lookalikes ?? [])] : [];
    // Every notice is told: a damaged journal beside held lookalikes says why the run was careful.
    const notices = [...heldNotice, ...o.notices];
    // Rows in doubt and rows held back are counted apart, not failed (docs/upload.md, "Counts of a run").
    // The app does not send a row held back for its seller row: the engine's count of them is none, they are counted
    // from the session, beside the rows sent.
    const apart = rowsNotFailed(o.results.filter((_, i) => !pending.has(i)));
    const held = heldBackRows(state);
    const summary: RunSummary = {
      ...base,
      failed: o.summary.failed - unsent - apart.unknown - apart.heldBack,
      ...(apart.unknown > 0 ? { unknown: apart.unknown } : {}),
      ...(held.heldBack > 0 ? { heldBack: held.heldBack, waitFor: [...held.waitFor] } : {}),
      skipped: o.summary.skipped + unsent,
      outcome:
        stop === null
          ? 'completed'
          : stop.reason === 'cancelled'
            ? 'cancelled'
            : stop.reason === 'fault_budget' || stop.reason === 'rate_limited'
              ? 'stopped_fault_budget'
              : 'failed',
      // An unfinished upload of this workbook for another service was found and left alone: the user hears of it.
      message:
        stop === null
          ? notices.length > 0
            ? notices.map((n) => say(env, n.message, n.messageHu)).join(' ')
            : null
          : stop.reason === 'cancelled'
            ? tell(env, SESSION_MESSAGES.cancelledKept)
            : say(env, stop.message, stop.messageHu),
    };
    summary.buckets = sessionBuckets(state);
    emitProgress(env, 'upload', o.runId, base.planned, base.planned, o.summary.failed, started, budgetNow(), true);
    // The engine's finish, as the command line's: the results written, then the journal marked written.
    const written = await writeCopy(state, env, 'results', true, o.journalFile);
    if (written.separate) {
      const where = tell(env, SESSION_MESSAGES.resultsSeparate, { name: written.name });
      summary.message = summary.message === null ? where : `${summary.message} ${where}`;
    }
    if (written.replaced !== undefined)
      summary.message = summary.message === null ? written.replaced : `${summary.message} ${written.replaced}`;
    state.lastRun = { summary, resultsPath: written.path, resultsName: written.name };
    return summary;
  } finally {
    state.running = null;
    await client.close();
    // Room the run held goes back now, not after the idle timer: nothing writes in the data folder afterwards.
    await budget.release();
  }
}

/** Stops a running upload after the rows in flight; a no-op when none runs. */
export function cancel(state: SessionState): void {
  state.running?.abort();
}
