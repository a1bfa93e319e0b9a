// Undoes a run (docs/undo.md): reads what the run did from its journal, compares with the portal now, and puts back
// what it can through the upload's own machinery (batches, fault budget, its own journal), exactly once under a kill.
import { basename } from 'node:path';
import type { Result, Words, WriteBody } from '../../catalog';
import { err, formatBoth, localTimestamp, ok } from '../../catalog';
import type { ApiClient, ApiFailure } from '../api';
import { failureInBoth, resolveServiceAddress } from '../api';
import { writeFileDurable } from '../fs/durable-write';
import type { PreparedRow } from '../model/prepared-row';
import type { Pending, RunControl } from '../upload/chunk-sender';
import { preparedSender } from '../upload/chunk-sender';
import type { Journal, JournalState } from '../upload/journal';
import { markWritten, openJournal, readWorkbookRuns } from '../upload/journal';
import { createRecorder } from '../upload/run-recorder';
import type { RunRecorder } from '../upload/run-recorder';
import { sendScheduled } from '../upload/send-scheduled';
import type { SendingOptions } from '../upload/sending-options';
import { retrySettings, scheduleSettings } from '../upload/sending-options';
import { takeUploadLock } from '../upload/upload-lock';
import { isSyncRowKey } from '../upload/sync-row-key';
import type { UploadResource } from '../model/planned-request';
import type { StoppedEarly } from '../upload/upload-types';
import { fetchUndoState } from './undo-state';
import { planUndo } from './undo-plan';
import { findRun, runRowsOf, undoWorkbookOf } from './undo-source';
import type { UndoCounts, UndoReport, UndoRowReport, UndoStep } from './undo-types';
import { UNDO_RUN_MESSAGES } from './undo-messages';

/** An undo stopped early for the reason a message gives (its journal could not be written). */
function stoppedBy(text: Words): StoppedEarly {
  return { reason: 'cancelled', message: text.en, messageHu: text.hu };
}

export interface RunUndoOptions extends SendingOptions {
  readonly client: ApiClient;
  readonly journalDir: string;
  readonly runId: string;
  /** Plan and report only; nothing is sent or journaled. */
  readonly dryRun?: boolean;
  /**
   * Delete the listings the run created instead of withdrawing them: the number of such deletes, as confirmed by the
   * user. An undo that would delete another number sends nothing (failure `unconfirmed_deletes`).
   */
  readonly deleteCreated?: number;
  readonly onProgress?: (p: { readonly done: number; readonly total: number }) => void;
  readonly now?: () => Date;
}

/** Why an undo refused, in both languages (docs/messages.md): the command line and the app each pick theirs. */
interface Worded {
  readonly message: string;
  readonly messageHu: string;
}

export type UndoFailure =
  | ({ readonly kind: 'not_found' | 'other_service' | 'busy' | 'journal' } & Worded)
  | ({ readonly kind: 'lookup'; readonly failure: ApiFailure } & Worded)
  | ({
      readonly kind: 'unconfirmed_deletes';
      readonly count: number;
      readonly deletes: readonly UndoRowReport[];
    } & Worded);

function worded(text: Words): Worded {
  return { message: text.en, messageHu: text.hu };
}

const ROLE_OF: Readonly<Record<UploadResource, PreparedRow['role']>> = {
  seller: 'sellers',
  property: 'properties',
  seller_image: 'seller_images',
  property_image: 'property_images',
};

export async function runUndo(options: RunUndoOptions): Promise<Result<UndoReport, UndoFailure>> {
  const source = await findRun(options.journalDir, options.runId);
  if (source === null) {
    const text = formatBoth(UNDO_RUN_MESSAGES.noRun, { runId: options.runId, folder: options.journalDir });
    return err({ kind: 'not_found', ...worded(text) });
  }
  const address = await resolveServiceAddress(options.client.baseUrl);
  const sameService = source.start.service !== undefined ? source.start.service === address.key : true;
  if (!sameService || source.start.user !== options.client.user) {
    const { baseUrl, user, workbook, startedAt } = source.start;
    // Named as the office knows the run (History shows its workbook and start), not by its journal id.
    const started = localTimestamp(new Date(startedAt)).slice(0, 16);
    const text = formatBoth(UNDO_RUN_MESSAGES.otherService, { workbook: basename(workbook), started, baseUrl, user });
    return err({ kind: 'other_service', ...worded(text) });
  }
  const workbook = undoWorkbookOf(source);
  if (options.dryRun === true) return plannedOnly(options, source, null);
  const lock = takeUploadLock(options.journalDir, workbook, options.now);
  if (!lock.ok) {
    const f = lock.error;
    // The lock is the upload's, but its words would name an upload of "<book>#undo-<run>" (docs/undo.md).
    if (f.kind === 'busy')
      return err({ kind: 'busy', ...worded(formatBoth(UNDO_RUN_MESSAGES.busy, { who: f.holder })) });
    return err({ kind: f.kind, message: f.message, messageHu: f.messageHu });
  }
  try {
    const previous = (await readWorkbookRuns(options.journalDir, workbook))[0];
    return await plannedOnly(options, source, previous !== undefined && !previous.written ? previous : null);
  } finally {
    lock.value.release();
  }
}

/** Plans the undo and, unless a dry run, sends it; `resumed`: an earlier undo of this run that did not finish. */
async function plannedOnly(
  options: RunUndoOptions,
  source: JournalState,
  resumed: JournalState | null,
): Promise<Result<UndoReport, UndoFailure>> {
  const { rows, untouched } = runRowsOf(source);
  const done = resumed?.results ?? new Map();
  const open = rows.filter((r) => !done.has(r.key));
  const state = await fetchUndoState(options.client, open, rows, options.signal);
  if (!state.ok) {
    const text = formatBoth(UNDO_RUN_MESSAGES.notRead, { why: failureInBoth(state.error) });
    return err({ kind: 'lookup', failure: state.error, ...worded(text) });
  }
  const steps = planUndo(open, state.value, { deleteCreated: (options.deleteCreated ?? 0) > 0 });
  const deletes = steps.filter((s) => s.request?.method === 'DELETE' && s.request.resource === 'property');
  if (options.dryRun !== true && deletes.length > 0 && deletes.length !== options.deleteCreated) {
    return err(
      unconfirmed(
        deletes.map((s) => s.report),
        options.deleteCreated ?? 0,
      ),
    );
  }
  const carried = rows.filter((r) => done.has(r.key)).map((r) => carriedReport(r.key, r.row, done.get(r.key)));
  const base = {
    undoes: source.start.runId,
    untouched,
    createdListings: steps.filter((s) => s.report.resource === 'property' && s.report.did === 'create').length,
    resumedFrom: resumed?.start.runId ?? null,
  };
  if (options.dryRun === true) {
    const reports = steps.map((s) => s.report);
    return ok({
      ...base,
      runId: null,
      dryRun: true,
      rows: reports,
      counts: countOf(reports),
      stoppedEarly: null,
      journalFile: null,
      reportFile: null,
    });
  }
  return ok(await sendSteps(options, source, resumed, steps, carried, base));
}

function unconfirmed(deletes: readonly UndoRowReport[], confirmed: number): UndoFailure {
  const n = deletes.length;
  const text =
    confirmed > 0
      ? formatBoth(UNDO_RUN_MESSAGES.unconfirmedDeletesSome, { count: n, confirmed })
      : formatBoth(UNDO_RUN_MESSAGES.unconfirmedDeletes, { count: n });
  return { kind: 'unconfirmed_deletes', count: n, deletes, ...worded(text) };
}

/** A row's status and its message in both languages, as the recorder or the journal holds them. */
type RowMessages = { readonly status: string; readonly errorMessage?: string; readonly errorMessageHu?: string };

function carriedReport(
  key: string,
  row: number,
  r: (RowMessages & { readonly serviceId?: number }) | undefined,
): UndoRowReport {
  const failed = r === undefined || r.status === 'failed';
  const done = formatBoth(UNDO_RUN_MESSAGES.undoneBefore);
  const bang = key.lastIndexOf('!');
  return {
    key,
    sheet: key.slice(0, Math.max(0, bang)),
    row,
    resource: null,
    did: null,
    serviceId: r?.serviceId ?? null,
    syncListing: isSyncRowKey(key),
    reference: null,
    address: null,
    bucket: failed ? 'failed' : 'undone',
    action: r?.status === 'deleted' ? 'delete' : failed ? 'none' : 'put_back',
    reason: failed ? (r?.errorMessage ?? null) : done.en,
    reasonHu: failed ? (r?.errorMessageHu ?? r?.errorMessage ?? null) : done.hu,
    fields: { putBack: [], kept: [], notPossible: [] },
  };
}

function countOf(rows: readonly UndoRowReport[]): UndoCounts {
  const c = { undone: 0, kept: 0, notPossible: 0, failed: 0 };
  for (const r of rows) {
    if (r.bucket === 'not_possible') c.notPossible += 1;
    else c[r.bucket] += 1;
  }
  return c;
}

/** A step as the upload's machinery takes a row: its key and row number, the request built by the plan. */
function preparedOf(step: UndoStep, runId: string): PreparedRow {
  const request = step.request;
  return {
    sheet: step.report.sheet,
    row: step.report.row,
    role: ROLE_OF[request?.resource ?? 'property'],
    operation: 'modify',
    body: (request?.body ?? {}) as WriteBody,
    transferId: null,
    serviceId: step.report.serviceId,
    officeId: request?.officeId ?? null,
    owner: null,
    fingerprint: `undo:${runId}:${step.report.key}`,
    previous: null,
    problems: [],
  };
}

async function sendSteps(
  options: RunUndoOptions,
  source: JournalState,
  resumed: JournalState | null,
  steps: readonly UndoStep[],
  carried: readonly UndoRowReport[],
  base: Pick<UndoReport, 'undoes' | 'untouched' | 'createdListings' | 'resumedFrom'>,
): Promise<UndoReport> {
  const now = options.now ?? (() => new Date());
  const sending = steps.filter((s) => s.request !== null);
  const rows = sending.map((s) => preparedOf(s, source.start.runId));
  const keys = sending.map((s) => s.report.key);
  let journal: Journal;
  try {
    const head = { results: [...(resumed?.results.values() ?? [])], unknown: [] };
    journal = await openJournal(
      options.journalDir,
      {
        workbook: undoWorkbookOf(source),
        baseUrl: options.client.baseUrl,
        user: options.client.user,
        officeId: source.start.officeId,
        rows: steps.length + carried.length,
        resumes: resumed?.start.runId ?? null,
        ...(source.start.service !== undefined ? { service: source.start.service } : {}),
        undoes: source.start.runId,
      },
      now,
      head,
    );
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const stop = stoppedBy(formatBoth(UNDO_RUN_MESSAGES.journalNotWritten, { folder: options.journalDir, why }));
    const reports = [...carried, ...steps.map((s) => s.report)];
    return {
      ...base,
      runId: null,
      dryRun: false,
      rows: reports,
      counts: countOf(reports),
      stoppedEarly: stop,
      journalFile: null,
      reportFile: null,
    };
  }
  const recorder = createRecorder(rows, keys, journal, (i, r) =>
    r.status === 'updated' || r.status === 'deleted' ? (sending[i]?.undoOfUndo ?? null) : null,
  );
  const control: RunControl = { stop: null, journalError: null, batchNo: 0, writes: [] };
  try {
    await sendPhases(options, sending, recorder, control, now);
    await Promise.all(control.writes);
  } catch (e) {
    control.journalError ??= e instanceof Error ? e.message : String(e);
  }
  const stop: StoppedEarly | null =
    control.journalError !== null
      ? stoppedBy(formatBoth(UNDO_RUN_MESSAGES.journalStopped, { why: control.journalError }))
      : control.stop;
  const sentIndex = new Map(sending.map((s, i) => [s, i]));
  const reports = [
    ...carried,
    ...steps.map((s) => {
      const i = sentIndex.get(s);
      return i === undefined ? s.report : answered(s.report, recorder.results[i], stop);
    }),
  ];
  const counts = countOf(reports);
  const summary = { created: 0, updated: 0, deleted: 0, invalid: 0, skipped: 0, failed: counts.failed };
  for (const r of recorder.results) if (r?.status === 'updated' || r?.status === 'deleted') summary[r.status] += 1;
  const report: UndoReport = {
    ...base,
    runId: journal.runId,
    dryRun: false,
    rows: reports,
    counts,
    stoppedEarly: stop,
    journalFile: journal.file,
    reportFile: `${journal.file.replace(/\.jsonl$/, '')}.undo.json`,
  };
  try {
    await journal.end(summary, stop);
    await journal.close();
    await writeFileDurable(report.reportFile ?? '', `${JSON.stringify(report, null, 2)}\n`);
    // Finished: history from now on. A stopped undo stays resumable: running it again continues it.
    if (stop === null) await markWritten(journal.file, now());
  } catch {
    /* The results are journaled row by row; the report file is a copy of them. */
  }
  return report;
}

function answered(planned: UndoRowReport, r: RowMessages | undefined, stop: StoppedEarly | null): UndoRowReport {
  if (r?.status === 'updated' || r?.status === 'deleted') return planned;
  const stopped = stop !== null ? { en: stop.message, hu: stop.messageHu } : formatBoth(UNDO_RUN_MESSAGES.undoStopped);
  const notSent = formatBoth(UNDO_RUN_MESSAGES.notSent, { why: stopped });
  const why = r?.errorMessage ?? notSent.en;
  const whyHu = r?.errorMessageHu ?? r?.errorMessage ?? notSent.hu;
  return { ...planned, bucket: 'failed', reason: why, reasonHu: whyHu };
}

function listingDeleteFailed(sending: readonly UndoStep[], recorder: RunRecorder): boolean {
  return sending.some(
    (s, i) =>
      s.request?.method === 'DELETE' && s.request.resource === 'property' && recorder.results[i]?.status !== 'deleted',
  );
}

/** Images, then listings, then sellers: a seller goes only once the listings naming it are gone. */
async function sendPhases(
  options: RunUndoOptions,
  sending: readonly UndoStep[],
  recorder: RunRecorder,
  control: RunControl,
  now: () => Date,
): Promise<void> {
  const sender = preparedSender({ ...retrySettings(options), recorder, control, claimed: new Set(), now });
  const total = sending.length;
  let answeredCount = 0;
  for (const phase of [0, 1, 2]) {
    if (control.stop !== null || control.journalError !== null) break;
    const queue: Pending[] = [];
    const listingsLeft = phase === 2 && listingDeleteFailed(sending, recorder);
    sending.forEach((s, index) => {
      if (s.request?.phase !== phase) return;
      if (listingsLeft && s.request.method === 'DELETE' && s.request.resource === 'seller') {
        const held = formatBoth(UNDO_RUN_MESSAGES.sellerHeld);
        recorder.note(index, { status: 'failed', errorMessage: held.en, errorMessageHu: held.hu });
      } else queue.push({ index, request: s.request, attempts: 0 });
    });
    await sendScheduled(queue, {
      ...scheduleSettings(options),
      sender,
      control,
      cancelled: { message: UNDO_RUN_MESSAGES.cancelled.en, messageHu: UNDO_RUN_MESSAGES.cancelled.hu },
      onAnswered: () => {
        answeredCount = recorder.answered.done;
        options.onProgress?.({ done: answeredCount, total });
      },
    });
  }
}
