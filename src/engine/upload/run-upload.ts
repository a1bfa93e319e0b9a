// Runs an upload: plan, reconcile what an interrupted run left unknown, send in batches, journal, count faults.
import type { ApiError, Result } from '../../catalog';
import { BATCH_LIMIT, ERROR_CODES, FAULTY_CODES, err, ok } from '../../catalog';
import type { ApiClient, ApiFailure, BatchItem, BatchItemAnswer, ListedRecord } from '../api';
import { answerMayBeLost, apiErrorSchema, describeFailure, failureErrorCode } from '../api';
import type { PreparedRow } from '../import-model';
import { rowKey } from '../import-model';
import type { RowResult } from '../workbook/result-columns';
import type { ExistingRecords } from './existing-records';
import { existingKey, lookupExisting } from './existing-records';
import type { FaultBudget } from './fault-budget';
import type { Journal, JournalIntentItem, JournalRowResult, JournalState } from './journal';
import { findResumableRun, newRunId, openJournal } from './journal';
import { buildPlan, lookupsNeeded } from './plan';
import { takeUploadLock } from './upload-lock';
import type { PlannedRequest, StoppedEarly, UploadOutcome, UploadPlan, UploadProgress, UploadSummary } from './upload-types';

export interface RunUploadOptions {
  readonly client: ApiClient;
  readonly rows: readonly PreparedRow[];
  /** Office for rows that carry none. */
  readonly officeId?: number | null;
  /** Batches in flight at once (default 4). */
  readonly concurrency?: number;
  /** Items per batch (default and maximum {@link BATCH_LIMIT}). */
  readonly chunkSize?: number;
  /** Plan only: look up, decide, send nothing. */
  readonly dryRun?: boolean;
  /** Stops after the batches in flight; their results are kept. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: UploadProgress) => void;
  /** Without a journal a killed run cannot resume; the CLI and the app always give one. */
  readonly journal?: { readonly dir: string; readonly workbookPath: string; readonly resume?: boolean } | null;
  readonly faultBudget?: FaultBudget | null;
  /** Attempts per row on network errors, timeouts and 5xx (default 4), with exponential backoff from `baseDelayMs` (default 250). */
  readonly retry?: { readonly attempts?: number; readonly baseDelayMs?: number };
  readonly now?: () => Date;
}

export type UploadFailure =
  /** The look-ups before planning failed: nothing was sent. */
  | { readonly kind: 'lookup'; readonly failure: ApiFailure; readonly message: string }
  | { readonly kind: 'journal'; readonly message: string }
  /** Cancelled before anything was sent. */
  | { readonly kind: 'cancelled'; readonly message: string }
  /** Another upload of the same workbook holds its lock: nothing was planned or sent. */
  | { readonly kind: 'busy'; readonly message: string };

export interface UploadRunOutcome extends UploadOutcome {
  readonly plan: UploadPlan;
  readonly journalFile: string | null;
}

interface Pending {
  readonly index: number;
  readonly request: PlannedRequest;
  attempts: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function answerError(body: unknown): ApiError | null {
  const p = apiErrorSchema.safeParse(body);
  return p.success ? (p.data as ApiError) : null;
}

/** The service ID in a write answer: `{seller: {id}}`, `{property: {id}}` or `{images: [{id}]}`. Hand-written: it runs per row. */
function answerId(body: unknown): number | null {
  if (body === null || typeof body !== 'object') return null;
  const v = body as Record<string, unknown>;
  for (const k of ['seller', 'property', 'image'] as const) {
    const id = idIn(v[k]);
    if (id !== null) return id;
  }
  const images = v['images'];
  if (Array.isArray(images)) {
    const first: unknown = images[0];
    return idIn(first) ?? (first !== null && typeof first === 'object' ? idIn((first as Record<string, unknown>)['id']) ?? idIn((first as Record<string, unknown>)['image']) : null);
  }
  return null;
}

function idIn(block: unknown): number | null {
  if (block === null || typeof block !== 'object') return null;
  const id = (block as Record<string, unknown>)['id'];
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Uploads prepared rows; see the module title. Never throws for service problems: they end up in the outcome.
 * A journaled run holds the workbook's upload lock from before planning until it returns or throws.
 */
export async function runUpload(o: RunUploadOptions): Promise<Result<UploadRunOutcome, UploadFailure>> {
  if (!o.journal || o.dryRun) return runUnlocked(o);
  const lock = takeUploadLock(o.journal.dir, o.journal.workbookPath, o.now);
  if (!lock.ok) return err({ kind: lock.error.kind, message: lock.error.message });
  try {
    return await runUnlocked(o);
  } finally {
    lock.value.release();
  }
}

async function runUnlocked(o: RunUploadOptions): Promise<Result<UploadRunOutcome, UploadFailure>> {
  const now = o.now ?? (() => new Date());
  const rows = o.rows;
  const concurrency = Math.max(1, o.concurrency ?? 4);
  const chunkSize = Math.min(BATCH_LIMIT, Math.max(1, o.chunkSize ?? BATCH_LIMIT));
  const attemptsMax = Math.max(1, o.retry?.attempts ?? 4);
  const baseDelay = o.retry?.baseDelayMs ?? 250;
  const officeId = o.officeId ?? null;
  // Row keys only matter to the journal; without one they would be 10k strings of garbage per run.
  const keys = o.journal ? rows.map((r) => rowKey(r.sheet, r.row)) : [];
  const indexOfKey = new Map(keys.map((k, i) => [k, i]));
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  let journal: Journal | null = null;
  let previousRun: JournalState | null = null;

  let total = 0;
  let done = 0;
  let failed = 0;
  let batchNo = 0;
  let stop: StoppedEarly | null = null;
  let journalError: string | null = null;

  const emit = (p: UploadProgress): void => {
    try { o.onProgress?.(p); } catch { /* a listener's bug must not break the upload */ }
  };

  // 1. What an interrupted run of this workbook already did.
  if (o.journal && o.journal.resume !== false && !o.dryRun) {
    previousRun = await findResumableRun(o.journal.dir, o.journal.workbookPath);
  }
  const carried: JournalRowResult[] = [];
  const unknownItems: JournalIntentItem[] = [];
  if (previousRun) {
    for (const [key, r] of previousRun.results) {
      const i = indexOfKey.get(key);
      const row = i === undefined ? undefined : rows[i];
      if (i === undefined || row === undefined) continue;
      if (r.fingerprint === row.fingerprint) {
        results[i] = toRowResult(r);
        carried.push(r);
      }
    }
    for (const [key, item] of previousRun.unknown) {
      const i = indexOfKey.get(key);
      if (i === undefined || results[i] !== undefined) continue;
      unknownItems.push(item);
    }
  }

  emit({ phase: 'planning', total: 0, done: 0, failed: 0, rowsPerSecond: 0, etaSeconds: null });

  // 2. Look up existing transfer_ids (this also reconciles the unknown creates of an interrupted run).
  const need = lookupsNeeded(rows, { officeId });
  const withImages = rows.some((r) => r.role === 'property_images' || r.role === 'seller_images');
  const looked = await lookupExisting(o.client, need, { withImages, parallel: concurrency, ...(o.signal ? { signal: o.signal } : {}) });
  if (!looked.ok) {
    if (looked.error.kind === 'aborted') return err({ kind: 'cancelled', message: 'The upload was cancelled while planning; nothing was sent.' });
    const code = failureErrorCode(looked.error);
    if (code !== null && FAULTY_CODES.has(code)) await o.faultBudget?.record(1);
    return err({ kind: 'lookup', failure: looked.error, message: `Could not look up existing records before uploading: ${describeFailure(looked.error)}` });
  }
  const existing: ExistingRecords = looked.value;

  const plan = buildPlan(rows, existing, { officeId });

  if (o.dryRun) {
    for (let i = 0; i < rows.length; i++) {
      const p = plan.rows[i];
      const row = rows[i];
      if (p === undefined || row === undefined) continue;
      results[i] = planOnlyResult(row, p);
    }
    return ok(await finish(null, null, plan));
  }

  if (o.journal) {
    try {
      journal = await openJournal(o.journal.dir, {
        workbook: o.journal.workbookPath, baseUrl: o.client.baseUrl, user: o.client.user, officeId,
        rows: rows.length, resumes: previousRun?.start.runId ?? null,
      }, now);
      if (carried.length > 0) await journal.results(null, carried);
      if (unknownItems.length > 0) await journal.intent(-1, unknownItems);
    } catch (e) {
      return err({ kind: 'journal', message: `The upload journal could not be written in ${o.journal.dir}: ${e instanceof Error ? e.message : String(e)}` });
    }
  }

  // 3. Reconcile the interrupted run's unknown rows, before anything is sent (the look-ups above found them).
  if (unknownItems.length > 0) emit({ phase: 'reconciling', total: unknownItems.length, done: 0, failed: 0, rowsPerSecond: 0, etaSeconds: null });
  const reconciledNow: JournalRowResult[] = [];
  const released: string[] = [];
  for (const item of unknownItems) {
    const i = indexOfKey.get(item.key);
    const row = i === undefined ? undefined : rows[i];
    const p = i === undefined ? undefined : plan.rows[i];
    if (i === undefined || row === undefined || p === undefined) continue;
    if (item.operation !== 'create') { released.push(item.key); continue; }
    const found = p.action === 'send' ? findCreated(p.request, existing) : undefined;
    if (found !== undefined && item.fingerprint !== row.fingerprint) {
      // It arrived, but the row was edited since: the plan already sends the edit as a modify.
      released.push(item.key);
    } else if (found !== undefined) {
      const r = journalResult(row, keys[i] ?? '', { status: 'created', serviceId: found.id, importedAt: now() });
      results[i] = toRowResult(r);
      reconciledNow.push(r);
    } else if (p.action === 'send' && p.request.transferId === null) {
      const r = journalResult(row, keys[i] ?? '', { status: 'failed', errorMessage: lostCreateMessage(p.request) });
      results[i] = toRowResult(r);
      reconciledNow.push(r);
    } else {
      released.push(item.key);
    }
  }
  try {
    if (journal && reconciledNow.length > 0) await journal.results(-1, reconciledNow);
    if (journal && released.length > 0) await journal.release(-1, released);
  } catch (e) {
    return err({ kind: 'journal', message: `The upload journal could not be written: ${e instanceof Error ? e.message : String(e)}` });
  }

  // 4. Plan-only outcomes for rows not sent.
  for (let i = 0; i < rows.length; i++) {
    const p = plan.rows[i];
    const row = rows[i];
    if (p === undefined || row === undefined || results[i] !== undefined) continue;
    if (p.action !== 'send') results[i] = planOnlyResult(row, p);
  }

  // 5. Send, phase by phase.
  const toSend: Pending[][] = [[], [], []];
  for (let i = 0; i < rows.length; i++) {
    const p = plan.rows[i];
    if (p?.action === 'send' && results[i] === undefined) toSend[p.request.phase]?.push({ index: i, request: p.request, attempts: 0 });
  }
  total = toSend.reduce((n, list) => n + list.length, 0);
  const startedMs = Date.now();

  const progress = (phase: UploadProgress['phase']): void => {
    const elapsed = (Date.now() - startedMs) / 1000;
    const rate = elapsed > 0 ? done / elapsed : 0;
    emit({ phase, total, done, failed, rowsPerSecond: rate, etaSeconds: done > 0 && rate > 0 ? (total - done) / rate : null });
  };
  progress('uploading');

  const settle = (batch: number | null, entries: readonly { index: number; result: Omit<RowResult, 'row'> }[]): Promise<void> => {
    const records: JournalRowResult[] = [];
    for (const { index, result } of entries) {
      const row = rows[index];
      if (row === undefined) continue;
      results[index] = finalResult(row, result);
      if (journal) records.push(journalResult(row, keys[index] ?? '', result));
      done += 1;
      if (result.status === 'failed') failed += 1;
    }
    return journal && records.length > 0 ? journal.results(batch, records) : Promise.resolve();
  };

  for (const phaseRows of toSend) {
    if (stop !== null || journalError !== null) break;
    // A row whose seller or owner did not make it cannot succeed: fail it here rather than cost a fault.
    const queue: Pending[] = [];
    const depFailed: { index: number; result: Omit<RowResult, 'row'> }[] = [];
    for (const p of phaseRows) {
      const dep = p.request.dependsOn;
      const depResult = dep === null ? undefined : results[dep];
      if (dep !== null && (depResult === undefined || depResult.status === 'failed' || depResult.status === 'invalid')) {
        const depRow = rows[dep];
        depFailed.push({ index: p.index, result: { status: 'failed', errorMessage: `Not sent: the ${p.request.resource === 'property' ? 'seller' : 'owner'} on ${depRow ? `${depRow.sheet} row ${depRow.row}` : 'another row'} was not imported.` } });
      } else {
        queue.push(p);
      }
    }
    try { await settle(null, depFailed); } catch (e) { journalError = String(e); break; }

    let inFlight = 0;
    let reserved = 0;
    let waiters: (() => void)[] = [];
    const changed = (): Promise<void> => new Promise((r) => { waiters.push(r); });
    const notify = (): void => { const w = waiters; waiters = []; for (const f of w) f(); };

    const sendChunk = async (chunk: Pending[]): Promise<void> => {
      const batch = ++batchNo;
      if (journal) {
        await journal.intent(batch, chunk.map((p) => {
          const row = rows[p.index];
          return { key: keys[p.index] ?? '', row: row?.row ?? 0, operation: p.request.operation, transferId: p.request.transferId, fingerprint: row?.fingerprint ?? '' };
        }));
      }
      const items: BatchItem[] = chunk.map((p) => ({ method: p.request.method, uri: p.request.uri, body: p.request.body }));
      // Not given the run's signal: a batch in flight is finished so its results are kept.
      const answer = await o.client.batch(items);
      if (answer.ok) {
        await handleAnswers(batch, chunk, answer.value);
      } else {
        await handleBatchFailure(batch, chunk, answer.error);
      }
    };

    const handleAnswers = async (batch: number, chunk: readonly Pending[], answers: readonly BatchItemAnswer[]): Promise<void> => {
      const settled: { index: number; result: Omit<RowResult, 'row'> }[] = [];
      const retry: Pending[] = [];
      const lost: Pending[] = [];
      let faults = 0;
      let rateLimited = false;
      const at = now();
      for (let k = 0; k < chunk.length; k++) {
        const p = chunk[k];
        const a = answers[k];
        if (p === undefined || a === undefined) continue;
        if (a.status >= 200 && a.status < 300) {
          const id = answerId(a.body) ?? p.request.knownId;
          const status = p.request.operation === 'create' ? 'created' : 'updated';
          settled.push({ index: p.index, result: id !== null ? { status, serviceId: id, importedAt: at } : { status, importedAt: at } });
          continue;
        }
        const e = answerError(a.body);
        if (e !== null && FAULTY_CODES.has(e.error_code)) faults += 1;
        if (e?.error_code === ERROR_CODES.TOO_MANY_FAULTY_REQUESTS) {
          rateLimited = true;
          retry.push(p);
        } else if (a.status >= 500 && e?.error_code === ERROR_CODES.INTERNAL_ERROR) {
          // Error 50 says the item was not applied (docs/api.md): it may be sent again.
          p.attempts += 1;
          retry.push(p);
        } else if (a.status >= 500) {
          // Any other 5xx: whether it was applied is unknown, so it is treated like a lost answer.
          lost.push(p);
        } else {
          settled.push({ index: p.index, result: { status: 'failed', errorCode: e?.error_code ?? a.status, errorMessage: e?.error_description ?? `HTTP ${a.status}` } });
        }
      }
      if (faults > 0) await o.faultBudget?.record(faults);
      await settle(batch, settled);
      const exhausted = retry.filter((p) => p.attempts >= attemptsMax);
      const again = retry.filter((p) => p.attempts < attemptsMax);
      if (journal && retry.length > 0) await journal.release(batch, retry.map((p) => keys[p.index] ?? ''));
      await settle(batch, exhausted.map((p) => ({ index: p.index, result: { status: 'failed', errorMessage: 'The service kept failing internally on this row (HTTP 5xx); try again later.' } })));
      if (rateLimited) stop ??= rateLimitStop();
      else requeue(again);
      if (lost.length > 0 && stop === null) await recoverLost(batch, lost, { kind: 'http', status: 500, error: null });
    };

    const handleBatchFailure = async (batch: number, chunk: readonly Pending[], f: ApiFailure): Promise<void> => {
      const code = failureErrorCode(f);
      if (code !== null && FAULTY_CODES.has(code)) await o.faultBudget?.record(1);
      if (code === ERROR_CODES.TOO_MANY_FAULTY_REQUESTS) {
        if (journal) await journal.release(batch, chunk.map((p) => keys[p.index] ?? ''));
        stop ??= rateLimitStop();
        return;
      }
      if (!answerMayBeLost(f)) {
        // Refused as a whole (e.g. authentication): nothing was applied.
        if (journal) await journal.release(batch, chunk.map((p) => keys[p.index] ?? ''));
        if (f.kind === 'http' && (f.status === 401 || f.status === 403)) {
          stop ??= { reason: 'unreachable', message: `The service refused the credentials: ${describeFailure(f)}`, messageHu: `A szolgáltatás elutasította a belépési adatokat: ${describeFailure(f)}` };
          return;
        }
        await settle(batch, chunk.map((p) => ({ index: p.index, result: { status: 'failed', ...(code !== null ? { errorCode: code } : {}), errorMessage: describeFailure(f) } })));
        return;
      }
      await recoverLost(batch, chunk, f);
    };

    /** The answer is lost: some items may have been applied. Modifies are safe to repeat; creates are looked up. */
    const recoverLost = async (batch: number, chunk: readonly Pending[], f: ApiFailure): Promise<void> => {
      for (const p of chunk) p.attempts += 1;
      const creates = chunk.filter((p) => p.request.operation === 'create');
      const found = await reconcile(creates);
      if (found === null) {
        // Cannot even look up: leave these rows unknown in the journal (a resumed run reconciles them) and stop.
        stop ??= { reason: 'unreachable', message: `The service stopped answering (${describeFailure(f)}); run the upload again to continue where it stopped.`, messageHu: `A szolgáltatás nem válaszol (${describeFailure(f)}); indítsa újra a feltöltést, ott folytatódik, ahol megállt.` };
        unanswered.push(...chunk);
        return;
      }
      const settled: { index: number; result: Omit<RowResult, 'row'> }[] = [];
      const again: Pending[] = [];
      for (const p of chunk) {
        const rec = found.get(p.index);
        if (p.request.operation === 'create' && rec !== undefined) {
          settled.push({ index: p.index, result: { status: 'created', serviceId: rec.id, importedAt: now() } });
        } else if (p.request.operation === 'create' && p.request.transferId === null) {
          settled.push({ index: p.index, result: { status: 'failed', errorMessage: lostCreateMessage(p.request) } });
        } else if (p.attempts >= attemptsMax) {
          settled.push({ index: p.index, result: { status: 'failed', errorMessage: `No answer from the service after ${p.attempts} attempts (${describeFailure(f)}); it was not applied. Try again later.` } });
        } else {
          again.push(p);
        }
      }
      await settle(batch, settled);
      if (journal && again.length > 0) await journal.release(batch, again.map((p) => keys[p.index] ?? ''));
      if (again.length > 0) {
        const worst = Math.max(...again.map((p) => p.attempts));
        await sleep(baseDelay * 2 ** (worst - 1) * (0.75 + Math.random() * 0.5));
        requeue(again);
      }
    };

    /** Looks the creates up by transfer_id; null when the look-up itself fails. */
    const reconcile = async (creates: readonly Pending[]): Promise<Map<number, { readonly id: number }> | null> => {
      const out = new Map<number, { readonly id: number }>();
      const withTid = creates.filter((p) => p.request.transferId !== null);
      if (withTid.length === 0) return out;
      const needRec = { seller: new Map<number, Set<string>>(), property: new Map<number, Set<string>>() };
      for (const p of withTid) {
        const r = p.request;
        const res = r.resource === 'seller' || r.resource === 'seller_image' ? 'seller' : 'property';
        const tid = r.resource === 'seller' || r.resource === 'property' ? r.transferId : r.owner?.transferId ?? null;
        if (tid === null) continue;
        const set = needRec[res].get(r.officeId) ?? new Set<string>();
        set.add(tid);
        needRec[res].set(r.officeId, set);
      }
      const looked = await lookupExisting(o.client, needRec, { withImages: withTid.some((p) => p.request.owner !== null), parallel: 2 });
      if (!looked.ok) return null;
      for (const p of withTid) {
        const rec = findCreated(p.request, looked.value);
        if (rec !== undefined) out.set(p.index, rec);
      }
      return out;
    };

    const unanswered: Pending[] = [];
    const requeue = (list: readonly Pending[]): void => {
      queue.unshift(...list);
      notify();
    };

    const takeChunk = (): Pending[] | 'wait' | null => {
      if (queue.length === 0) return inFlight > 0 ? 'wait' : null;
      let size = chunkSize;
      if (o.faultBudget) {
        // Never send more items than could all fail without crossing the safety line, counting those in flight.
        const room = o.faultBudget.available() - reserved;
        if (room <= 0) {
          if (inFlight > 0) return 'wait';
          stop ??= faultBudgetStop(o.faultBudget);
          return null;
        }
        size = Math.min(size, room);
      }
      return queue.splice(0, size);
    };

    const worker = async (): Promise<void> => {
      for (;;) {
        if (stop !== null || journalError !== null) return;
        if (o.signal?.aborted) {
          stop ??= { reason: 'cancelled', message: 'The upload was cancelled; rows already sent keep their results, the rest were not sent.', messageHu: 'A feltöltés megszakadt; az elküldött sorok eredménye megmaradt, a többi nem ment el.' };
          return;
        }
        const chunk = takeChunk();
        if (chunk === null) return;
        if (chunk === 'wait') {
          await changed();
          continue;
        }
        inFlight += 1;
        reserved += chunk.length;
        try {
          await sendChunk(chunk);
        } catch (e) {
          journalError = e instanceof Error ? e.message : String(e);
        } finally {
          inFlight -= 1;
          reserved -= chunk.length;
          progress('uploading');
          notify();
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    for (const p of unanswered) {
      const row = rows[p.index];
      if (row === undefined) continue;
      results[p.index] = { row: row.row, status: 'failed', errorMessage: 'Sent, but the service did not answer; the next run checks whether it arrived before sending anything.' };
      failed += 1;
    }
  }

  const stoppedEarly: StoppedEarly | null = journalError !== null
    ? { reason: 'cancelled', message: `The upload stopped because its journal could not be written: ${journalError}`, messageHu: `A feltöltés leállt, mert a naplója nem írható: ${journalError}` }
    : stop;
  return ok(await finish(stoppedEarly, journal, plan));

  async function finish(stopped: StoppedEarly | null, j: Journal | null, p: UploadPlan): Promise<UploadRunOutcome> {
    const notSent = stopped ? `Not sent: ${stopped.message}` : 'Not sent.';
    const final: RowResult[] = rows.map((row, i) => results[i] ?? { row: row.row, status: 'failed', errorMessage: notSent });
    const counts = { created: 0, updated: 0, invalid: 0, failed: 0, skipped: 0 };
    for (const r of final) counts[r.status] += 1;
    const summary: UploadSummary = counts;
    const outcome: UploadRunOutcome = {
      results: final,
      summary,
      stoppedEarly: stopped,
      runId: j?.runId ?? newRunId(now()),
      resumedFrom: previousRun?.start.runId ?? null,
      plan: p,
      journalFile: j?.file ?? null,
    };
    if (j) {
      // The results are already journaled row by row; a failing end record only loses the summary line.
      await j.end(summary, outcome.stoppedEarly).catch(() => undefined);
      await j.close().catch(() => undefined);
    }
    emit({ phase: 'done', total, done, failed, rowsPerSecond: 0, etaSeconds: 0 });
    return outcome;
  }

  function rateLimitStop(): StoppedEarly {
    return {
      reason: 'rate_limited',
      message: 'The service answered error 12: too many faulty requests from this address within an hour. Every request is refused until the hour passes; try again in an hour.',
      messageHu: 'A szolgáltatás 12-es hibát adott: egy órán belül túl sok hibás kérés érkezett erről a címről. Az óra leteltéig minden kérést elutasít; próbálja újra egy óra múlva.',
    };
  }
}

function faultBudgetStop(budget: FaultBudget): StoppedEarly {
  const at = budget.nextReleaseAt();
  return {
    reason: 'fault_budget',
    message: `Stopped before the service's limit of faulty requests per hour: ${budget.used()} rows were refused within the last hour and the service blocks the address (error 12) beyond its limit. ${at ? `The upload can go on after ${at.toLocaleTimeString('en-GB')}` : 'It can go on later'}; fix the failed rows first.`,
    messageHu: `Leállt, mielőtt elérte volna a szolgáltatás óránkénti hibás kérés korlátját: az elmúlt órában ${budget.used()} sort utasított el, és a korlát felett a címet letiltja (12-es hiba). ${at ? `A feltöltés ${at.toLocaleTimeString('hu-HU')} után folytatható` : 'Később folytatható'}; előbb javítsa a hibás sorokat.`,
  };
}

function findCreated(request: PlannedRequest, existing: ExistingRecords): ListedRecord | { readonly id: number } | undefined {
  switch (request.resource) {
    case 'seller':
    case 'property':
      return request.transferId === null ? undefined : existing.get(existingKey(request.resource, request.officeId, request.transferId));
    case 'seller_image':
    case 'property_image': {
      const ownerTid = request.owner?.transferId ?? null;
      if (ownerTid === null || request.transferId === null) return undefined;
      const owner = existing.get(existingKey(request.resource === 'seller_image' ? 'seller' : 'property', request.officeId, ownerTid));
      const image = owner?.images.find((im) => im.transferId === request.transferId);
      return image ? { id: image.id } : undefined;
    }
  }
}

function lostCreateMessage(r: PlannedRequest): string {
  return `The answer to this ${r.resource.replace('_', ' ')} create was lost and the row has no reference (transfer_id) to check it by; it was not sent again. Check in the portal whether it exists before sending it again.`;
}

// These run once per row: plain assignments, not conditional spreads (measurably faster).
function finalResult(row: PreparedRow, r: Omit<RowResult, 'row'>): RowResult {
  const out: { -readonly [K in keyof RowResult]: RowResult[K] } = { row: row.row, status: r.status };
  if (r.serviceId !== undefined) out.serviceId = r.serviceId;
  if (r.errorCode !== undefined) out.errorCode = r.errorCode;
  if (r.errorMessage !== undefined) out.errorMessage = r.errorMessage;
  if (r.importedAt !== undefined) out.importedAt = r.importedAt;
  if (r.status === 'created' || r.status === 'updated') out.fingerprint = row.fingerprint;
  return out;
}

function journalResult(row: PreparedRow, key: string, r: Omit<RowResult, 'row'>): JournalRowResult {
  const out: { -readonly [K in keyof JournalRowResult]: JournalRowResult[K] } = { key, row: row.row, status: r.status, fingerprint: row.fingerprint };
  if (r.serviceId !== undefined) out.serviceId = r.serviceId;
  if (r.errorCode !== undefined) out.errorCode = r.errorCode;
  if (r.errorMessage !== undefined) out.errorMessage = r.errorMessage;
  if (r.importedAt !== undefined) out.importedAt = r.importedAt.toISOString();
  return out;
}

function toRowResult(r: JournalRowResult): RowResult {
  const out: { -readonly [K in keyof RowResult]: RowResult[K] } = { row: r.row, status: r.status };
  if (r.serviceId !== undefined) out.serviceId = r.serviceId;
  if (r.errorCode !== undefined) out.errorCode = r.errorCode;
  if (r.errorMessage !== undefined) out.errorMessage = r.errorMessage;
  if (r.importedAt !== undefined) out.importedAt = new Date(r.importedAt);
  if (r.status === 'created' || r.status === 'updated') out.fingerprint = r.fingerprint;
  return out;
}

function planOnlyResult(row: PreparedRow, p: UploadPlan['rows'][number]): RowResult {
  switch (p.action) {
    case 'invalid': return { row: row.row, status: 'invalid', errorMessage: p.message };
    case 'skipped': return {
      row: row.row, status: 'skipped', fingerprint: row.fingerprint,
      ...(p.serviceId !== null ? { serviceId: p.serviceId } : {}),
    };
    case 'fail': return { row: row.row, status: 'failed', errorMessage: p.errorMessage };
    case 'send': return {
      row: row.row, status: 'skipped',
      errorMessage: `Dry run: would ${p.request.operation === 'create' ? 'create' : 'modify'} (${p.request.method} ${p.request.uri}).`,
      ...(p.request.knownId !== null ? { serviceId: p.request.knownId } : {}),
    };
  }
}
