// Step 6: send the pending (or the failed) rows, or plan them in a dry run; record each row's result.
import type { ApiClient, FaultLedger } from '../../engine/api';
import { createApiClient } from '../../engine/api';
import type { PreparedRow } from '../../engine/model/prepared-row';
import type { UploadConfirms } from '../../engine/pipeline';
import { admitUpload, uploadPrepared } from '../../engine/pipeline';
import type { UploadRunOutcome } from '../../engine/upload';
import type { RunSummary } from '../../shared/contract';
import { fail, failBoth } from '../app-failure';
import { emitProgress, emitUploadWaiting } from './progress-events';
import type { SessionEnv } from './session-env';
import { faultsDir, journalDir, say, tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';
import { currentMapping, openBook } from './session-state';
import { validate } from './validation-step';
import { checkResultsWritable, writeCopy } from './workbook-copies';
import { rowsToSend } from './row-buckets';
import { unconfirmedText } from './pending-deletes';
import { uploadWarnings } from './plausibility-step';
import { baseSummary, dryRunSummary, runSummary } from './upload-summary';

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
  const dir = faultsDir(env);
  const admitted = await admitUpload({ dir, baseUrl: conn.baseUrl, signal, onWait });
  if (!admitted.ok) {
    const noRoom = admitted.error;
    fail('fault_budget', tell(env, SESSION_MESSAGES.noRoomNothingSent, { why: noRoom }));
  }
  const budget = admitted.value;
  const client = createApiClient({ ...conn.credentials, faults: budget });
  if (client.ok) return { budget, client: client.value };
  await budget.release();
  return failBoth('connection_failed', client.error);
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
  const { rows, warnings } = await rowsReady(state, env, only, dryRun);
  const controller = new AbortController();
  // Running from the wait for room on, so a second upload cannot start meanwhile and Cancel ends the wait.
  state.running = controller;
  const { budget, client } = await roomThenClient(env, controller.signal, (m, b) =>
    emitUploadWaiting(env, say(env, m.en, m.hu), { used: b.used(), stopAt: b.usable }),
  ).catch((e: unknown) => {
    state.running = null;
    throw e;
  });
  const started = Date.now();
  try {
    const o = await sendRows(state, env, { client, budget, rows, dryRun, confirms, started }, controller.signal);
    const base = baseSummary(o, dryRun, started, budget, warnings);
    if (dryRun) return await dryRunSummary(state, env, rows, o, base, controller.signal);
    const summary = runSummary(state, env, rows, o, base);
    const budgetNow = { used: budget.used(), stopAt: budget.usable };
    emitProgress(env, 'upload', o.runId, base.planned, base.planned, o.summary.failed, started, budgetNow, true);
    return await withResultsWritten(state, env, summary, o.journalFile);
  } finally {
    state.running = null;
    await client.close();
    // Room the run held goes back now, not after the idle timer: nothing writes in the data folder afterwards.
    await budget.release();
  }
}

/**
 * The rows to send, validated as the grid shows them, with the warnings told beside the summary (they never hold a
 * row back: the open ones are listed, the accepted ones counted); the results must be writable before the service
 * is changed (a trial copy, removed at once: it fails here if not).
 */
async function rowsReady(
  state: SessionState,
  env: SessionEnv,
  only: 'pending' | 'failed',
  dryRun: boolean,
): Promise<{ rows: PreparedRow[]; warnings: Pick<RunSummary, 'openWarnings' | 'acceptedWarnings'> }> {
  // Connected, with a workbook open: asked in this order, as the user meets them.
  env.connection();
  openBook(state, env);
  await validate(state, env);
  // A refused log-in checks with the saved copy, but lets nothing be sent (docs/upload.md, "A refused log-in").
  const refused = state.reference?.loginRefused;
  if (refused) failBoth('auth_failed', refused);
  const all = [...state.prepared.values()].flatMap((p) => p.rows);
  const rows = rowsToSend(state, all, only);
  if (rows.length === 0) fail('invalid_request', tell(env, SESSION_MESSAGES.noRowsToSend));
  const warned = await uploadWarnings(state, env, rows);
  const warnings = {
    ...(warned.open.length > 0 ? { openWarnings: warned.open } : {}),
    ...(warned.accepted > 0 ? { acceptedWarnings: warned.accepted } : {}),
  };
  if (!dryRun) await checkResultsWritable(state, env);
  return { rows, warnings };
}

interface RowsToSend {
  readonly client: ApiClient;
  readonly budget: FaultLedger;
  readonly rows: readonly PreparedRow[];
  readonly dryRun: boolean;
  readonly confirms: UploadConfirms;
  readonly started: number;
}

/** The engine's run, as the command line's; the mapped columns tell emptied cells (docs/round-trip.md). */
async function sendRows(
  state: SessionState,
  env: SessionEnv,
  s: RowsToSend,
  signal: AbortSignal,
): Promise<UploadRunOutcome> {
  const budgetNow = (): { used: number; stopAt: number } => ({ used: s.budget.used(), stopAt: s.budget.usable });
  let runId: string | null = null;
  const outcome = await uploadPrepared({
    client: s.client,
    rows: s.rows,
    mapping: currentMapping(state, env),
    officeId: env.connection().officeId,
    dryRun: s.dryRun,
    signal,
    journal: { dir: journalDir(env), workbookPath: openBook(state, env).path },
    confirms: s.confirms,
    onWaitForRoom: (m) => emitUploadWaiting(env, say(env, m.en, m.hu), budgetNow()),
    onProgress: (p) => {
      if (s.dryRun) return;
      const { total, done, failed, rowsPerSecond, etaSeconds } = p;
      const finished = p.phase === 'done';
      emitProgress(
        env,
        'upload',
        runId,
        total,
        done,
        failed,
        s.started,
        budgetNow(),
        finished,
        rowsPerSecond,
        etaSeconds,
      );
    },
  });
  if (!outcome.ok && outcome.error.kind === 'unconfirmed_deletes') {
    const text = unconfirmedText(outcome.error);
    return failBoth('invalid_request', text);
  }
  if (!outcome.ok) {
    const { kind, message: en, messageHu: hu } = outcome.error;
    return failBoth(kind === 'busy' ? 'busy' : 'connection_failed', { en, hu });
  }
  runId = outcome.value.runId;
  return outcome.value;
}

/**
 * The engine's finish, as the command line's: the results written, then the journal marked written; a separate
 * results workbook (no room in a sheet) and replaced characters are told after the run's message.
 */
async function withResultsWritten(
  state: SessionState,
  env: SessionEnv,
  summary: RunSummary,
  journalFile: string | null,
): Promise<RunSummary> {
  const written = await writeCopy(state, env, 'results', true, journalFile);
  const told = [
    ...(summary.message === null ? [] : [summary.message]),
    ...(written.separate ? [tell(env, SESSION_MESSAGES.resultsSeparate, { name: written.name })] : []),
    ...(written.replaced !== undefined ? [written.replaced] : []),
  ];
  const done = { ...summary, message: told.length > 0 ? told.join(' ') : null };
  state.lastRun = { summary: done, resultsPath: written.path, resultsName: written.name };
  return done;
}

/** Stops a running upload after the rows in flight; a no-op when none runs. */
export function cancel(state: SessionState): void {
  state.running?.abort();
}
