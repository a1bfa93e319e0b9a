// Runs an upload: carry over what earlier runs made durable, plan, resolve rows in doubt, send in batches, record.
// The parts live beside it: run-reconciler (durable / in doubt / done), batch-scheduler (concurrency and fault-budget
// admission), answer-classifier (applied, refused, not sent, in doubt), run-recorder (journal and results).
import type { Result, SheetRole, Words } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { NOTHING_SENT_MESSAGES as NOTHING_SENT, STOP_MESSAGES as STOP } from './upload-stop-messages';
import { PLAN_MESSAGES as PLAN } from './plan-messages';
import { RUN_RESULT_MESSAGES as RUN } from './run-result-messages';
import type { ApiClient, ApiFailure } from '../api';
import type { StateNotice } from '../fs/read-state-file';
import { failureInBoth, resolveServiceAddress } from '../api';
import { writeFailureInBoth } from '../fs/writable-folder';
import type { PreparedRow } from '../model/prepared-row';
import { rowKey } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import type { Pending, RunControl } from './chunk-sender';
import { preparedSender, stopped } from './chunk-sender';
import type { UnconfirmedDeletes } from './delete-confirmation';
import { checkDeletesConfirmed } from './delete-confirmation';
import type { ExistingAhead } from './existing-records';
import { lookupExisting } from './existing-records';
import type { Journal } from './journal';
import { newRunId, openJournal, readWorkbookJournals } from './journal';
import { buildPlan, lookupsNeeded } from './plan';
import type { ColumnHeaders } from './partial-updates';
import { narrowModifies } from './partial-updates';
import type { RunRecorder } from './run-recorder';
import { createRecorder } from './run-recorder';
import { bodySnapshot } from './result-snapshots';
import { writtenResult } from './written-fingerprints';
import type { WrittenResultsAhead } from './written-results-ahead';
import { writtenResultsAhead } from './written-results-ahead';
import type { CarriedState } from './run-reconciler';
import { carriedFromEarlierRun, createdEarlier, resolveCarriedDoubts, withEarlierIds } from './run-reconciler';
import { sendScheduled } from './send-scheduled';
import type { SendingOptions } from './sending-options';
import { retrySettings, scheduleSettings } from './sending-options';
import { claimKey } from './sent-record-lookup';
import type { RunIdentity, WorkbookHistory } from './upload-history';
import { elsewhereNotice, workbookHistoryOf } from './upload-history';
import { takeUploadLock } from './upload-lock';
import type { Lookalike, RecordListsAhead } from './lookalike-records';
import {
  createdDates,
  askRecordsAhead,
  findLookalikes,
  heldLookalikes,
  lookalikesConfirmed,
  withJournalDates,
} from './lookalike-records';
import { undoRecordOf } from './undo-record';
import { pendingCounts } from './pending-counts';
import { damagedJournalNotices } from './damaged-journal-notice';
import { statusesBeforeWithdraw } from './withdraw-before';
import type { UploadResource } from '../model/planned-request';
import type { UploadPlan } from '../model/upload-plan';
import type { StoppedEarly, UploadOutcome, UploadProgress, UploadSummary } from './upload-types';

export interface RunUploadOptions extends SendingOptions {
  readonly client: ApiClient;
  readonly rows: readonly PreparedRow[];
  /** Office for rows that carry none. */
  readonly officeId?: number | null;
  /** Plan only: look up, decide, send nothing. */
  readonly dryRun?: boolean;
  readonly onProgress?: (p: UploadProgress) => void;
  /** While a batch waits for room another live process holds in the fault ledger (docs/upload.md, The fault budget). */
  readonly onWaitForRoom?: (message: StateNotice) => void;
  /** Without a journal a killed run cannot resume; the CLI and the app always give one. */
  readonly journal?: { readonly dir: string; readonly workbookPath: string; readonly resume?: boolean } | null;
  /** Send rows again that an earlier upload of this workbook already created (default false: skip them). */
  readonly resendCreated?: boolean;
  /**
   * How many deletes (rows whose Import action is `delete`) the user confirmed. A run that would delete another
   * number of listings sends nothing (failure `unconfirmed_deletes`, with the list); a dry run is never refused.
   */
  readonly confirmDeletes?: number;
  /** How many withdraws (Import action `withdraw`) the user confirmed; the same rule as deletes. */
  readonly confirmWithdraws?: number;
  /**
   * How many rows change their listing's reference on purpose, confirmed (docs/round-trip.md, "Row identity"); with
   * another number those rows are refused, never sent.
   */
  readonly confirmReferenceChanges?: number;
  /**
   * How many creates that look like records the office already holds the user confirmed (lookalike-records.ts);
   * with another number they are not sent.
   */
  readonly confirmLookalikes?: number;
  /**
   * The mapped columns per sheet (`columnHeaders(mapping)`): modifies are compared with the service's records and
   * send only the changed fields, emptied cells included; without it only the body's own fields are compared.
   */
  readonly columns?: ColumnHeaders | null;
  /**
   * Work of the caller that must succeed before anything is sent (the results' trial write-back), run while the rows
   * are looked up and planned: awaited after the look for lookalikes, before the journal opens; false stops the run
   * with nothing sent (docs/upload.md, "What runs while the service answers").
   */
  readonly beforeSending?: Promise<boolean>;
  /**
   * The plan the run sends by, given once it will send (after `beforeSending`): the caller's work that needs only
   * the plan, such as the plausibility checks, can run while the batches are in flight instead of after the last.
   */
  readonly onPlanned?: (plan: UploadPlan) => void;
  /** The office's records for the lookalike check, asked before the rows were prepared (`askRecordsBeforePreparing`). */
  readonly recordsAhead?: RecordListsAhead;
  /** The look-up's whole-office listings, asked before the rows were prepared (`askExistingBeforePreparing`). */
  readonly existingAhead?: ExistingAhead;
  /**
   * Each row's written result as soon as it is worked out, while the next batches are in flight
   * (written-results-ahead.ts), with its row's sheet: the caller's work on it (the results' cells) is done then rather
   * than at the end.
   */
  readonly onWrittenAhead?: (result: RowResult, sheet: string) => void;
  readonly now?: () => Date;
}

/** What a cancelled run says, in both languages. */
const CANCELLED_TEXT = formatBoth(STOP.cancelled);
const CANCELLED = { message: CANCELLED_TEXT.en, messageHu: CANCELLED_TEXT.hu };

/** Every refusal of a run says why in both languages (docs/messages.md, "Failures of the service"). */
interface InBoth {
  readonly message: string;
  readonly messageHu: string;
}

export type UploadFailure =
  /** The look-ups before planning failed: nothing was sent. */
  | ({ readonly kind: 'lookup'; readonly failure: ApiFailure } & InBoth)
  /** The journal could not be written, or its lock not taken. */
  | ({ readonly kind: 'journal' } & InBoth)
  /** Cancelled before anything was sent. */
  | ({ readonly kind: 'cancelled' } & InBoth)
  /** Another upload of the same workbook holds its lock: nothing was planned or sent. */
  | ({ readonly kind: 'busy' } & InBoth)
  /** The caller's `beforeSending` failed (it says why): nothing was sent, no journal opened. */
  | ({ readonly kind: 'withheld' } & InBoth)
  /** The plan deletes listings and their number was not confirmed: nothing was sent. */
  | UnconfirmedDeletes;

export interface UploadNotice {
  readonly message: string;
  readonly messageHu: string;
}

export interface UploadRunOutcome extends UploadOutcome {
  readonly plan: UploadPlan;
  readonly journalFile: string | null;
  /** What the run found and acted on that the user should hear about (e.g. an unfinished run for another service). */
  readonly notices: readonly UploadNotice[];
  /** Creates that look like records the office holds; `lookalikesHeld`: not sent (their number not confirmed). */
  readonly lookalikes?: readonly Lookalike[];
  readonly lookalikesHeld?: boolean;
}

/**
 * Uploads prepared rows; see the module title. Never throws for service problems: they end up in the outcome.
 * A journaled run holds the workbook's upload lock from before planning until it returns or throws.
 */
export async function runUpload(options: RunUploadOptions): Promise<Result<UploadRunOutcome, UploadFailure>> {
  if (!options.journal || options.dryRun) return runUnlocked(options);
  const lock = takeUploadLock(options.journal.dir, options.journal.workbookPath, options.now);
  if (!lock.ok) {
    const { kind, message, messageHu } = lock.error;
    return err({ kind, message, messageHu });
  }
  try {
    return await runUnlocked(options);
  } finally {
    lock.value.release();
  }
}

const RESOURCE_OF_ROLE: Readonly<Record<SheetRole, UploadResource>> = {
  sellers: 'seller',
  properties: 'property',
  seller_images: 'seller_image',
  property_images: 'property_image',
};

const NO_HISTORY: WorkbookHistory = { resumable: null, elsewhere: null, created: new Map() };

async function runIdentity(client: ApiClient, officeId: number | null): Promise<RunIdentity> {
  const address = await resolveServiceAddress(client.baseUrl);
  return { service: address.key, baseUrl: address.baseUrl, user: client.user, officeId };
}

/** What every step of a run reads: its options and what follows from them. */
interface RunContext {
  readonly options: RunUploadOptions;
  readonly now: () => Date;
  readonly officeId: number | null;
  readonly concurrency: number;
  readonly emit: (p: UploadProgress) => void;
  readonly keys: readonly string[];
  readonly columns: ColumnHeaders | null;
  /** The journal's place, for a run that keeps one (none for a dry run). */
  readonly journaled: NonNullable<RunUploadOptions['journal']> | null;
}

function runContext(options: RunUploadOptions): RunContext {
  return {
    options,
    now: options.now ?? (() => new Date()),
    officeId: options.officeId ?? null,
    concurrency: Math.max(1, options.concurrency ?? 4),
    emit: (p) => {
      try {
        options.onProgress?.(p);
      } catch {
        /* a listener's bug must not break the upload */
      }
    },
    keys: options.rows.map((r) => rowKey(r.sheet, r.row)),
    columns: options.columns ?? null,
    journaled: options.journal && !options.dryRun ? options.journal : null,
  };
}

/** What earlier runs of this workbook made durable (for this service, user and office only), and the rows with it. */
interface RunStart {
  readonly identity: RunIdentity | null;
  readonly history: WorkbookHistory;
  readonly notices: readonly UploadNotice[];
  readonly resumedFrom: string | null;
  readonly carried: CarriedState;
  readonly rows: readonly PreparedRow[];
}

/** What the run decided before anything is sent. */
interface RunDecision {
  /** The plan before modifies were narrowed: the earlier run's doubtful creates are reconciled against it. */
  readonly planned: UploadPlan;
  readonly plan: UploadPlan;
  readonly lookalikes: readonly Lookalike[];
  readonly lookalikesHeld: boolean;
}

async function runUnlocked(options: RunUploadOptions): Promise<Result<UploadRunOutcome, UploadFailure>> {
  const ctx = runContext(options);
  const start = await startFromEarlierRuns(ctx);
  ctx.emit({ phase: 'planning', total: 0, done: 0, failed: 0, rowsPerSecond: 0, etaSeconds: null });
  const decided = await decideRun(ctx, start);
  if (!decided.ok) return err(decided.error);
  if (options.dryRun) return ok(planOnlyOutcome(ctx, start, decided.value));
  if (options.beforeSending !== undefined && !(await options.beforeSending.catch(() => false)))
    return err({ kind: 'withheld', ...inBoth(formatBoth(NOTHING_SENT.withheld)) });
  options.onPlanned?.(decided.value.plan);
  const opened = await openRunJournal(ctx, start);
  if (!opened.ok) return err(opened.error);
  const journal = opened.value;
  try {
    return ok(await recordAndSend(ctx, start, decided.value, journal));
  } finally {
    await journal?.close().catch(() => undefined);
  }
}

async function startFromEarlierRuns(ctx: RunContext): Promise<RunStart> {
  const { journaled, options } = ctx;
  const identity = journaled ? await runIdentity(options.client, ctx.officeId) : null;
  // Each earlier journal read once for both (docs/performance.md, "(seventh round, the path to the first batch)").
  const journals = journaled ? await readWorkbookJournals(journaled.dir, journaled.workbookPath) : null;
  const history = journals && identity ? workbookHistoryOf(journals.runs, identity) : NO_HISTORY;
  const notices: UploadNotice[] = history.elsewhere && identity ? [elsewhereNotice(history.elsewhere, identity)] : [];
  if (journals) notices.push(...damagedJournalNotices(journals.damaged));
  const resumed = journaled?.resume !== false ? history.resumable : null;
  const carried = carriedFromEarlierRun(resumed, options.rows, ctx.keys);
  const rows = withEarlierIds(options.rows, carried.edited);
  return { identity, history, notices, resumedFrom: resumed?.start.runId ?? null, carried, rows };
}

const CANCELLED_PLANNING: UploadFailure = { kind: 'cancelled', ...inBoth(formatBoth(NOTHING_SENT.cancelledPlanning)) };

function inBoth(text: Words): InBoth {
  return { message: text.en, messageHu: text.hu };
}

/** The look-ups before sending failed: nothing was sent, and why, in both languages. */
function notLookedUp(
  which: 'notLookedUp' | 'notReadToUpdate' | 'lookalikesNotSought',
  failure: ApiFailure,
): UploadFailure {
  return { kind: 'lookup', failure, ...inBoth(formatBoth(NOTHING_SENT[which], { why: failureInBoth(failure) })) };
}

/**
 * Looks up existing records, plans, narrows the modifies to what differs from the service's records
 * (docs/round-trip.md), checks the confirmed deletes and withdraws and looks for creates like the office's records.
 */
async function decideRun(ctx: RunContext, start: RunStart): Promise<Result<RunDecision, UploadFailure>> {
  const { options, officeId } = ctx;
  const { rows } = start;
  const signal = options.signal ? { signal: options.signal } : {};
  // The office's records the look for lookalikes compares are asked for now, while the rows are looked up and planned.
  const recordsAhead = askRecordsAhead(options.client, rows, officeId, options.signal, options.recordsAhead);
  // Existing transfer_ids (this also finds the doubtful creates that carry one), then the plan.
  const need = lookupsNeeded(rows, { officeId });
  const withImages = rows.some((r) => r.role === 'property_images' || r.role === 'seller_images');
  const ahead = options.existingAhead ? { ahead: options.existingAhead } : {};
  const looked = await lookupExisting(options.client, need, {
    withImages,
    parallel: ctx.concurrency,
    ...signal,
    ...ahead,
  });
  if (!looked.ok) {
    if (looked.error.kind === 'aborted') return err(CANCELLED_PLANNING);
    return err(notLookedUp('notLookedUp', looked.error));
  }
  // Unchanged rows send nothing. The earlier run's doubtful creates are reconciled against the plan before that
  // narrowing: a create that arrived is "created at the time sent", not a modify found unchanged.
  const planned = buildPlan(rows, looked.value, { officeId });
  const confirmReferenceChanges = options.confirmReferenceChanges ?? 0;
  const narrowing = { parallel: ctx.concurrency, confirmReferenceChanges, ...signal };
  const narrowed = await narrowModifies(options.client, rows, planned, ctx.columns, narrowing);
  if (!narrowed.ok) {
    if (narrowed.error.kind === 'aborted') return err(CANCELLED_PLANNING);
    return err(notLookedUp('notReadToUpdate', narrowed.error));
  }
  const plan = narrowed.value;
  // Deletes only with their number confirmed (delete-confirmation.ts), before the journal opens or anything is sent.
  const unconfirmed = options.dryRun
    ? null
    : (checkDeletesConfirmed(rows, plan, options.confirmDeletes ?? 0) ??
      checkDeletesConfirmed(rows, plan, options.confirmWithdraws ?? 0, 'withdraw'));
  if (unconfirmed !== null) return err(unconfirmed);
  // Creates like records the office holds are held back unless confirmed: the service decides, not the journal.
  const dates = createdDates(start.history);
  const alike = await findLookalikes(options.client, rows, plan, dates, options.signal, recordsAhead);
  if (!alike.ok) {
    return err(notLookedUp('lookalikesNotSought', alike.error));
  }
  const lookalikes = options.journal ? await withJournalDates(alike.value, options.journal.dir) : alike.value;
  const lookalikesHeld = lookalikes.length > 0 && !lookalikesConfirmed(lookalikes, options.confirmLookalikes ?? 0);
  return ok({ planned, plan, lookalikes, lookalikesHeld });
}

/** A dry run's outcome: every row as planned, nothing sent, no journal. */
function planOnlyOutcome(ctx: RunContext, start: RunStart, decided: RunDecision): UploadRunOutcome {
  const { rows, resumedFrom, notices } = start;
  const { plan, lookalikes, lookalikesHeld } = decided;
  const recorder = createRecorder(rows, ctx.keys, null);
  planOnly(rows, plan, recorder);
  const { columns, now, emit } = ctx;
  const base = { rows, plan, recorder, journal: null, stop: null, resumedFrom, notices, columns, now, emit };
  return { ...finish({ ...base, total: 0 }), lookalikes, lookalikesHeld };
}

/** The run's journal, started with everything the run it resumes knew; null for a run that keeps none. */
async function openRunJournal(ctx: RunContext, start: RunStart): Promise<Result<Journal | null, UploadFailure>> {
  const { journaled, options } = ctx;
  const { identity, rows } = start;
  if (!journaled || !identity) return ok(null);
  const head = {
    workbook: journaled.workbookPath,
    baseUrl: options.client.baseUrl,
    user: options.client.user,
    officeId: ctx.officeId,
    rows: rows.length,
    resumes: start.resumedFrom,
    service: identity.service,
  };
  try {
    return ok(await openJournal(journaled.dir, head, ctx.now, start.carried.head));
  } catch (e) {
    const why = writeFailureInBoth(e);
    return err({ kind: 'journal', ...inBoth(formatBoth(NOTHING_SENT.journalNotWritten, { dir: journaled.dir, why })) });
  }
}

/** The recorder of the run's results, and the records rows already own (no other row may be matched to them). */
interface Recording {
  readonly recorder: RunRecorder;
  readonly claimed: Set<string>;
  readonly claimOf: (i: number, id: number) => string | null;
}

async function startRecording(
  ctx: RunContext,
  start: RunStart,
  plan: UploadPlan,
  journal: Journal | null,
): Promise<Recording> {
  const { rows, carried } = start;
  const { options } = ctx;
  // What undoing each row needs is journaled with its result (docs/undo.md).
  const withdrawnFrom = journal
    ? await statusesBeforeWithdraw(options.client, plan, options.signal)
    : new Map<number, string>();
  const undoOf = (i: number, r: { readonly status: RowResult['status'] }): ReturnType<typeof undoRecordOf> => {
    const row = rows[i];
    return row === undefined ? null : undoRecordOf(row, plan.rows[i], r, withdrawnFrom.get(i));
  };
  const recorder = createRecorder(rows, ctx.keys, journal, undoOf);
  for (const [i, r] of carried.done) recorder.adopt(i, r);
  // Whatever this run's plan does with the row.
  const claimOf = (i: number, id: number): string | null => {
    const role = rows[i]?.role;
    return role === undefined ? null : claimKey(RESOURCE_OF_ROLE[role], id);
  };
  return { recorder, claimed: claimedIds(recorder.results, claimOf), claimOf };
}

/**
 * Records what is already decided (the earlier run's doubts, rows created before, held lookalikes, rows the plan does
 * not send), then sends the rest phase by phase. Only the journal throws: the run then stops, what is durable holds.
 */
async function recordAndSend(
  ctx: RunContext,
  start: RunStart,
  decided: RunDecision,
  journal: Journal | null,
): Promise<UploadRunOutcome> {
  const { options, columns, now, emit } = ctx;
  const { rows, carried, resumedFrom, notices } = start;
  const { plan, lookalikes, lookalikesHeld } = decided;
  const recording = await startRecording(ctx, start, plan, journal);
  const { recorder, claimed } = recording;
  const base = { rows, plan, recorder, journal, resumedFrom, notices, columns, now, emit };
  try {
    const unresolved = await reconcileCarried(ctx, start, decided.planned, recording);
    if (unresolved !== null) return finish({ ...base, stop: unresolved, total: 0 });
    const held = await settleUnsent(ctx, start, decided, recorder, claimed);
    // A delete an interrupted run sent without hearing back counts as sent once: finding the listing gone, it is done.
    const sentBefore = new Set(carried.inDoubt.filter((d) => d.item.operation === 'delete').map((d) => d.index));
    // The snapshots the results carry, worked out while their batches are in flight (result-snapshots.ts).
    const snapshots = new Map<number, string>();
    // The rows' written results, worked out as their batches answer (written-results-ahead.ts).
    const results = recorder.results;
    const then = options.onWrittenAhead;
    const ahead = writtenResultsAhead({ rows, plan, headers: columns, results, snapshots, ...(then ? { then } : {}) });
    if (then !== undefined) ahead.decided();
    const control: RunControl = { stop: null, journalError: null, batchNo: 0, writes: [] };
    const early = { sentBefore, snapshots, ahead };
    const total = await send(options, rows, plan, recorder, control, claimed, emit, now, early).finally(ahead.close);
    await Promise.all(control.writes);
    const stop = control.journalError !== null ? journalStop(control.journalError) : control.stop;
    const sent = finish({ ...base, stop, total, snapshots, ahead });
    // Rows an earlier upload of this workbook created are skipped as such, not reported as lookalikes.
    return { ...sent, lookalikes: lookalikesHeld ? held : lookalikes, lookalikesHeld: held.length > 0 };
  } catch (e) {
    return finish({ ...base, stop: journalStop(e instanceof Error ? e.message : String(e)), total: 0 });
  }
}

/**
 * The earlier run's doubtful rows, before anything is sent: settled or released as the service has them; the stop
 * when they could not be checked (they stay in doubt for the next run), else null.
 */
async function reconcileCarried(
  ctx: RunContext,
  start: RunStart,
  planned: UploadPlan,
  { recorder, claimed, claimOf }: Recording,
): Promise<StoppedEarly | null> {
  const { inDoubt } = start.carried;
  if (inDoubt.length === 0) return null;
  ctx.emit({ phase: 'reconciling', total: inDoubt.length, done: 0, failed: 0, rowsPerSecond: 0, etaSeconds: null });
  const reconciled = await resolveCarriedDoubts(ctx.options.client, inDoubt, start.rows, planned, claimed);
  if (!reconciled.ok) {
    // Still in doubt, not "not sent": the journal keeps the doubt for the next run (finish-upload.ts).
    const why = formatBoth(RUN.doubtUnchecked, { detail: failureInBoth(reconciled.error) });
    const doubt = { status: 'failed', errorMessage: why.en, errorMessageHu: why.hu, pending: 'in_doubt' } as const;
    for (const { index } of inDoubt) recorder.note(index, doubt);
    return reconcileStop(reconciled.error);
  }
  await recorder.settle(-1, reconciled.value.settled);
  await recorder.release(-1, reconciled.value.released);
  for (const s of reconciled.value.settled) {
    const c = s.result.serviceId !== undefined ? claimOf(s.index, s.result.serviceId) : null;
    if (c !== null) claimed.add(c);
  }
  return null;
}

/**
 * Rows an earlier upload of this workbook already created, the lookalikes held (returned), then the rows the plan
 * does not send.
 */
async function settleUnsent(
  ctx: RunContext,
  start: RunStart,
  decided: RunDecision,
  recorder: RunRecorder,
  claimed: Set<string>,
): Promise<Lookalike[]> {
  const { rows } = start;
  const { plan } = decided;
  const resend = ctx.options.resendCreated === true;
  if (!resend) {
    const done = (i: number): boolean => recorder.results[i] !== undefined;
    await recorder.settle(null, createdEarlier(rows, plan, start.history.created, done, claimed));
  }
  // Noted, not journaled: confirmed on a later run, they are sent then. `resendCreated` asks to create again what
  // this workbook created (its history knows when): those are not held.
  const unsent = (l: Lookalike): boolean =>
    recorder.results[l.index] === undefined && !(resend && l.createdAt !== null);
  const held = decided.lookalikesHeld ? decided.lookalikes.filter(unsent) : [];
  for (const h of heldLookalikes(held)) recorder.note(h.index, h.result);
  planOnly(rows, plan, recorder);
  return held;
}

function journalStop(why: string): StoppedEarly {
  return stopped('cancelled', formatBoth(STOP.journal, { why }));
}

function claimedIds(
  results: readonly (RowResult | undefined)[],
  claimOf: (i: number, id: number) => string | null,
): Set<string> {
  const out = new Set<string>();
  results.forEach((r, i) => {
    const c = r?.serviceId !== undefined ? claimOf(i, r.serviceId) : null;
    if (c !== null) out.add(c);
  });
  return out;
}

function reconcileStop(f: ApiFailure): StoppedEarly {
  return stopped('unreachable', formatBoth(STOP.notChecked, { detail: failureInBoth(f) }));
}

/** Outcomes of rows the plan does not send (invalid, unchanged, known to fail). */
function planOnly(rows: readonly PreparedRow[], plan: UploadPlan, recorder: RunRecorder): void {
  for (let i = 0; i < rows.length; i++) {
    const p = plan.rows[i];
    const row = rows[i];
    if (p === undefined || row === undefined || recorder.results[i] !== undefined) continue;
    switch (p.action) {
      case 'invalid':
        // Refused by the plan against the service's records, with no cell at fault: failed, not invalid (docs/upload.md,
        // "Rows the plan refuses").
        recorder.note(i, {
          status: row.problems.length > 0 ? 'invalid' : 'failed',
          errorMessage: p.message,
          ...(p.messageHu !== undefined ? { errorMessageHu: p.messageHu } : {}),
        });
        break;
      case 'skipped':
        recorder.note(i, { status: 'skipped', ...(p.serviceId !== null ? { serviceId: p.serviceId } : {}) });
        break;
      case 'fail':
        recorder.note(i, {
          status: 'failed',
          errorMessage: p.errorMessage,
          errorMessageHu: p.errorMessageHu,
          ...(p.waitsFor !== undefined ? { pending: 'waits_for_row', waitsFor: p.waitsFor } : {}),
        });
        break;
      case 'send':
        break;
    }
  }
}

async function send(
  options: RunUploadOptions,
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  recorder: RunRecorder,
  control: RunControl,
  claimed: Set<string>,
  emit: (p: UploadProgress) => void,
  now: () => Date,
  early: {
    readonly sentBefore: ReadonlySet<number>;
    readonly snapshots: Map<number, string>;
    readonly ahead: WrittenResultsAhead;
  },
): Promise<number> {
  const { sentBefore, snapshots, ahead } = early;
  const phases: Pending[][] = [[], [], []];
  for (let i = 0; i < rows.length; i++) {
    const p = plan.rows[i];
    if (p?.action !== 'send' || recorder.results[i] !== undefined) continue;
    phases[p.request.phase]?.push({ index: i, request: p.request, attempts: sentBefore.has(i) ? 1 : 0 });
  }
  const total = phases.reduce((n, list) => n + list.length, 0);
  const startedMs = Date.now();
  const progress = (): void => {
    void ahead.answered();
    const { done, failed } = recorder.answered;
    const elapsed = (Date.now() - startedMs) / 1000;
    const rate = elapsed > 0 ? done / elapsed : 0;
    const etaSeconds = done > 0 && rate > 0 ? (total - done) / rate : null;
    emit({ phase: 'uploading', total, done, failed, rowsPerSecond: rate, etaSeconds });
  };
  progress();
  const sender = preparedSender({
    ...retrySettings(options),
    recorder,
    control,
    claimed,
    rows,
    now,
    headerOf: (index, field) => options.columns?.get(rows[index]?.sheet ?? '')?.get(field),
    whileInFlight: ({ index, request }) => {
      const row = rows[index];
      const p = plan.rows[index];
      const wanted = request.operation === 'create' || request.operation === 'modify';
      if (row !== undefined && wanted && !snapshots.has(index) && !(p?.action === 'send' && p.snapshot)) {
        const snapshot = bodySnapshot(row, options.columns ?? null);
        if (snapshot !== null) snapshots.set(index, snapshot);
      }
      ahead.sent(index);
    },
  });
  for (const phase of phases) {
    if (control.stop !== null || control.journalError !== null) break;
    const queue = phase.filter((p) => !dependencyFailed(p, rows, recorder));
    await sendScheduled(queue, {
      ...scheduleSettings(options),
      sender,
      control,
      cancelled: CANCELLED,
      onAnswered: progress,
      onWaitForRoom: options.onWaitForRoom,
    });
  }
  return total;
}

/** A row whose seller or owner did not make it cannot succeed: noted (not journaled) rather than costing a fault. */
function dependencyFailed(p: Pending, rows: readonly PreparedRow[], recorder: RunRecorder): boolean {
  const dep = p.request.dependsOn;
  if (dep === null) return false;
  const r = recorder.results[dep];
  if (r !== undefined && r.status !== 'failed' && r.status !== 'invalid') return false;
  const depRow = rows[dep];
  const what = formatBoth(p.request.resource === 'property' ? RUN.seller : RUN.owner);
  const where = depRow ? formatBoth(PLAN.rowOf, { sheet: depRow.sheet, row: depRow.row }) : formatBoth(RUN.anotherRow);
  const why = formatBoth(RUN.dependencyNotImported, { what, where });
  recorder.note(p.index, { status: 'failed', errorMessage: why.en, errorMessageHu: why.hu });
  return true;
}

interface FinishInput {
  readonly rows: readonly PreparedRow[];
  readonly plan: UploadPlan;
  readonly recorder: RunRecorder;
  readonly journal: Journal | null;
  readonly stop: StoppedEarly | null;
  readonly resumedFrom: string | null;
  readonly notices: readonly UploadNotice[];
  /** The mapped columns per sheet: a written row's snapshot covers its empty cells too (result-snapshots.ts). */
  readonly columns: ColumnHeaders | null;
  /** Body snapshots already worked out, by row index (result-snapshots.ts). */
  readonly snapshots?: ReadonlyMap<number, string>;
  /** Written results already worked out as batches answered (written-results-ahead.ts). */
  readonly ahead?: WrittenResultsAhead;
  readonly now: () => Date;
  readonly total: number;
  readonly emit: (p: UploadProgress) => void;
}

/** A row the run did not send; when it stopped early, one it never reached, left for the next upload to send. */
function notReached(row: number, why: Words, stopped: boolean): RowResult {
  const r = { row, status: 'failed', errorMessage: why.en, errorMessageHu: why.hu } as const;
  return stopped ? { ...r, pending: 'not_reached' } : r;
}

function finish(f: FinishInput): UploadRunOutcome {
  const notSent = f.stop
    ? formatBoth(RUN.notSentBecause, { why: { en: f.stop.message, hu: f.stop.messageHu } })
    : formatBoth(RUN.notSent);
  // Each row's comparison notes, snapshot and the record it now is (row-binding.ts), in one pass; or as worked out
  // while the batches were in flight, from this same recorded result and snapshot.
  const results = f.rows.map((row, i) => {
    const recorded = f.recorder.results[i];
    const early = f.snapshots?.get(i);
    const made = recorded === undefined ? undefined : f.ahead?.take(i, recorded, early);
    if (made !== undefined) return made;
    const r = recorded ?? notReached(row.row, notSent, f.stop !== null);
    return writtenResult(f.rows, f.plan, i, r, f.columns, early);
  });
  const counts = { created: 0, updated: 0, deleted: 0, invalid: 0, failed: 0, skipped: 0 };
  for (const r of results) counts[r.status] += 1;
  const summary: UploadSummary = counts;
  if (f.journal) {
    // The results are already journaled row by row; a failing end record only loses the summary line.
    // `failed` keeps every failed row, so older versions read the record as before; the rows apart are a part of it.
    void f.journal.end({ ...summary, ...pendingCounts(results) }, f.stop).catch(() => undefined);
  }
  const { done, failed } = f.recorder.answered;
  f.emit({ phase: 'done', total: f.total, done, failed, rowsPerSecond: 0, etaSeconds: 0 });
  return {
    results,
    summary,
    stoppedEarly: f.stop,
    runId: f.journal?.runId ?? newRunId(f.now()),
    resumedFrom: f.resumedFrom,
    plan: f.plan,
    journalFile: f.journal?.file ?? null,
    notices: f.notices,
  };
}
