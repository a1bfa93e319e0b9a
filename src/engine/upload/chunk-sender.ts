// Sends one chunk of planned rows as a batch and records what each answer means; what may go again is returned.
import type { Words } from '../../catalog';
import { FAULTY_CODES, formatBoth } from '../../catalog';
import { STOP_MESSAGES as STOP } from './upload-stop-messages';
import { RUN_RESULT_MESSAGES } from './run-result-messages';
import type { ApiClient, BatchItem, FaultLedger, FaultReservation } from '../api';
import { askWritten, encodeBatch, failureErrorCode } from '../api';
import { classifyBatchFailure, classifyItem } from './answer-classifier';
import { ANSWER_MESSAGES } from './answer-classifier-messages';
import type { HoldReason, Verdict } from './answer-classifier';
import { deletedBefore, refusalMessage } from './limit-messages';
import type { RunRecorder, Settled } from './run-recorder';
import { claimKey, findSentCreates } from './sent-record-lookup';
import type { DepartureGate } from './in-flight-work';
import { departureGate, pieceQueue } from './in-flight-work';
import { nextTurn } from './next-turn';
import type { PlannedRequest } from '../model/planned-request';
import type { StoppedEarly } from './upload-types';
import type { PreparedRow } from '../model/prepared-row';
import { PreparedRowRecord } from '../validation/prepared-row-record';
import { Utf8Blocks } from '../validation/utf8-blocks';
import { batchBytes } from './batch-bytes';

export interface Pending {
  readonly index: number;
  readonly request: PlannedRequest;
  /** Sends that certainly did not apply it (connection refused, error 50) or left it in doubt and absent. */
  attempts: number;
}

/** What stops the run; shared by every chunk in flight. */
export interface RunControl {
  stop: StoppedEarly | null;
  journalError: string | null;
  batchNo: number;
  /**
   * Work of batches sent and answered still under way (result records being made durable, work done while a batch
   * is in flight); the run waits for them before it ends.
   */
  readonly writes: Promise<void>[];
}

export interface SenderContext {
  readonly client: ApiClient;
  readonly recorder: RunRecorder;
  readonly control: RunControl;
  /**
   * `resource:id` of records rows of this workbook own; the records creates were answered with join it before a look-up
   * of this sender reads it ({@link claimCreated}), not as they are answered: nothing else reads it while sending.
   */
  readonly claimed: Set<string>;
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly now: () => Date;
  readonly random: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  /** The fault budget that admitted the chunks, if one is kept. */
  readonly budget: FaultLedger | null;
  /**
   * Work for one row of a batch that has left, done while batches are in flight rather than after the run, in short
   * pieces between which answers are read (in-flight-work.ts); also for rows sent again.
   */
  readonly whileInFlight?: (row: Pending) => void;
  /** The header of a field's column in the sheet of the row at `index`, to name it so in a refusal; absent: none. */
  readonly headerOf?: (index: number, field: string) => string | undefined;
  /**
   * The prepared rows the requests are for (`Pending.index`), so a row's fingerprint and its request share its body's
   * JSON ({@link bodiesAsJson}); absent: each is written on its own.
   */
  readonly rows?: readonly PreparedRow[];
}

export function holdStop(hold: HoldReason, detail: Words): StoppedEarly {
  switch (hold) {
    case 'rate_limited':
      return stopped('rate_limited', formatBoth(STOP.rateLimited));
    case 'credentials':
      return stopped('unreachable', formatBoth(STOP.credentials, { detail }));
    case 'fault_budget':
      return stopped('fault_budget', formatBoth(STOP.faultLimit, { detail }));
  }
}

/** The service stopped answering; `detail` says how, in both languages where the product words it. */
export function unreachableStop(detail: string | Words): StoppedEarly {
  return stopped('unreachable', formatBoth(STOP.unreachable, { detail }));
}

/** A stop for a reason, told in both languages. */
export function stopped(reason: StoppedEarly['reason'], text: Words): StoppedEarly {
  return { reason, message: text.en, messageHu: text.hu };
}

function describeJournalError(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The function the scheduler calls per chunk, with the room the budget admitted it under (null: no budget kept).
 * Never throws: a journal failure stops the run through `control`.
 */
export type ChunkSend = (chunk: readonly Pending[], ticket: FaultReservation | null) => Promise<readonly Pending[]>;

/**
 * A chunk whose intent is durable (or null: the journal failed and the run stops): it may leave once admitted. Its
 * request's text is made already, while the batch before was in flight, and is what the client sends.
 */
export type PreparedChunk = {
  readonly batch: number;
  readonly chunk: readonly Pending[];
  readonly items: readonly BatchItem[];
  /** The request's JSON, as text or as its UTF-8 bytes ({@link batchBytes}). */
  readonly text: string | Uint8Array;
} | null;

/**
 * The sender in two steps, so the scheduler can journal the next chunk's intent while the current one is in flight:
 * `prepare` (the intent, durable), `send` (under the admission), or `withdraw` (not sent after all: released).
 */
export interface PreparedSender {
  prepare(chunk: readonly Pending[]): Promise<PreparedChunk>;
  send(prepared: PreparedChunk, ticket: FaultReservation | null): Promise<readonly Pending[]>;
  withdraw(prepared: PreparedChunk): Promise<void>;
}

export function chunkSender(ctx: SenderContext): ChunkSend {
  const steps = preparedSender(ctx);
  return async (chunk, ticket) => steps.send(await steps.prepare(chunk), ticket);
}

/** What the sender of one run keeps between batches: the departures work waits for, and the in-flight work queue. */
interface SendLoop {
  readonly departures: DepartureGate;
  readonly inFlight: ((rows: readonly Pending[]) => Promise<void> | null) | null;
  /**
   * Records answered batches created, not yet in the run's claimed set: added only when a look-up is about to read
   * the set ({@link claimCreated}); a run without a doubtful create never builds their keys.
   */
  readonly unclaimed: { readonly resource: PlannedRequest['resource']; readonly id: number }[];
}

/**
 * Each item's body as UTF-8 JSON where the request sends its row's own body (a create, or a modify not narrowed) and
 * the row's fingerprint is made now with it: the body is written as JSON and encoded once for both, not for each
 * (docs/performance.md, "Upload: a body's JSON once (tenth round)"); else null. Null for the whole chunk when no
 * item's is, or the rows are not known.
 */
function bodiesAsJson(
  rows: readonly PreparedRow[] | undefined,
  chunk: readonly Pending[],
): (Uint8Array | null)[] | null {
  if (rows === undefined) return null;
  const blocks = new Utf8Blocks();
  let any = false;
  const out = chunk.map((p) => {
    const row = rows[p.index];
    const json =
      row !== undefined && p.request.body === row.body ? PreparedRowRecord.fingerprintWithBodyJson(row, blocks) : null;
    any ||= json !== null;
    return json;
  });
  return any ? out : null;
}

/** The records created so far into the claimed set: before a look-up reads it, so no row takes another's record. */
function claimCreated(ctx: SenderContext, loop: SendLoop): void {
  for (const { resource, id } of loop.unclaimed) ctx.claimed.add(claimKey(resource, id));
  loop.unclaimed.length = 0;
}

export function preparedSender(ctx: SenderContext): PreparedSender {
  const loop: SendLoop = {
    departures: departureGate(),
    inFlight: ctx.whileInFlight === undefined ? null : pieceQueue(ctx.whileInFlight),
    unclaimed: [],
  };
  return {
    prepare: async (chunk) => {
      const batch = ++ctx.control.batchNo;
      // In the next turn, once the batch leaving is written: undici writes a request in a turn after it is asked (on a
      // connection it reuses, the next; on one it opens, once it is made), and this work would hold it back
      // (docs/upload.md, "The send loop").
      await nextTurn();
      await loop.departures.written();
      try {
        // The rows' fingerprints, which the intent journals, made with their bodies' JSON for the request.
        const bodyJson = bodiesAsJson(ctx.rows, chunk);
        // Durable before the request may leave: a kill after sending finds these rows in doubt, never forgotten.
        const durable = ctx.recorder.intend(batch, chunk);
        // The request's JSON is made while the intent is written, not in the gap after the answer before it.
        const items = chunk.map((p): BatchItem => ({
          method: p.request.method,
          uri: p.request.uri,
          body: p.request.body,
        }));
        const text = bodyJson === null ? encodeBatch(items) : batchBytes(items, bodyJson);
        await durable;
        return { batch, chunk, items, text };
      } catch (e) {
        ctx.control.journalError ??= describeJournalError(e);
        return null;
      }
    },
    send: async (prepared, ticket) => {
      try {
        return prepared === null ? [] : await sendChunk(ctx, loop, prepared, ticket);
      } catch (e) {
        ctx.control.journalError ??= describeJournalError(e);
        return [];
      } finally {
        // Settled already where the batch was answered; this gives back the room of a chunk that never went out.
        if (ticket !== null) await ctx.budget?.settle(ticket, 0).catch(() => undefined);
      }
    },
    withdraw: async (prepared) => {
      if (prepared === null) return;
      // Never sent: released, so the next run does not take these rows for in doubt (and look them up).
      await ctx.recorder
        .release(
          prepared.batch,
          prepared.chunk.map((p) => p.index),
        )
        .catch((e: unknown) => {
          ctx.control.journalError ??= describeJournalError(e);
        });
    },
  };
}

async function sendChunk(
  ctx: SenderContext,
  loop: SendLoop,
  { batch, chunk, items, text }: NonNullable<PreparedChunk>,
  ticket: FaultReservation | null,
): Promise<readonly Pending[]> {
  const sentAt = ctx.now();
  // The client counts the answer's faults against the admission when it keeps this budget; else they are counted here.
  const clientCounts = ctx.budget !== null && ctx.client.faults === ctx.budget;
  // Not given the run's signal: a batch in flight is finished so its results are kept.
  const { asked, written } = askWritten(() =>
    ctx.client.batch(items, undefined, clientCounts && ticket !== null ? ticket : undefined, text),
  );
  // Leaving: the answered batch's records are made once undici has written the request (in a later turn), not before,
  // and this batch's in-flight work is queued, in pieces the answer is read between (docs/upload.md, "The send loop").
  loop.departures.leaving(written);
  const work = loop.inFlight?.(chunk) ?? null;
  if (work !== null) ctx.control.writes.push(work);
  const answer = await asked;
  const verdicts: Verdict[] = answer.ok
    ? chunk.map((_, k): Verdict => {
        const a = answer.value[k];
        return a ? classifyItem(a) : { kind: 'in_doubt', message: formatBoth(ANSWER_MESSAGES.noAnswerItem) };
      })
    : chunk.map(() => classifyBatchFailure(answer.error));
  if (ctx.budget !== null && ticket !== null && !clientCounts) {
    const faulty = answer.ok
      ? verdicts.filter((v) => v.kind === 'refused' && v.errorCode !== null && FAULTY_CODES.has(v.errorCode)).length
      : Number(FAULTY_CODES.has(failureErrorCode(answer.error) ?? -1));
    await ctx.budget.settle(ticket, faulty);
  }
  const settled: Settled[] = [];
  const released: Pending[] = [];
  const again: Pending[] = [];
  const doubtful: Pending[] = [];
  let notSentWhy: Words | null = null;
  for (let k = 0; k < chunk.length; k++) {
    const p = chunk[k];
    const v = verdicts[k];
    if (p === undefined || v === undefined) continue;
    switch (v.kind) {
      case 'applied': {
        const id = v.serviceId ?? p.request.knownId;
        const op = p.request.operation;
        const status = op === 'create' ? 'created' : op === 'delete' ? 'deleted' : 'updated';
        if (id !== null) loop.unclaimed.push({ resource: p.request.resource, id });
        const result: Settled['result'] =
          id !== null ? { status, serviceId: id, importedAt: sentAt } : { status, importedAt: sentAt };
        settled.push({ index: p.index, result });
        break;
      }
      case 'refused': {
        const why = v.said ?? refusalMessage(p.request, v.errorCode, v.message, (f) => ctx.headerOf?.(p.index, f));
        settled.push({
          index: p.index,
          result: deletedBefore(p, v.errorCode, sentAt) ?? {
            status: 'failed',
            ...(v.errorCode !== null ? { errorCode: v.errorCode } : {}),
            errorMessage: why.en,
            errorMessageHu: why.hu,
          },
        });
        break;
      }
      case 'not_sent':
        released.push(p);
        if (v.hold === 'fault_budget') {
          // Held back before sending: queued again; the scheduler waits for room or stops when none can come.
          again.push(p);
        } else if (v.hold !== null) {
          ctx.control.stop ??= holdStop(v.hold, v.message);
        } else {
          p.attempts += 1;
          notSentWhy = v.message;
          again.push(p);
        }
        break;
      case 'in_doubt':
        doubtful.push(p);
        break;
    }
  }
  // Not awaited: the results go out with the next batch's intent, under its datasync (the journal's group commit),
  // instead of costing a datasync of their own before it. Nothing is sent on the strength of them; a run killed
  // before they are durable finds these rows in doubt and looks them up, as it does the batches in flight. Their
  // records (undo records, journal lines) are made once the next batch, sent as this function returns, has left (or
  // in the next turn if none leaves; docs/upload.md, "The send loop"); the results in memory are set now.
  const departed = loop.departures.next();
  ctx.control.writes.push(
    ctx.recorder.settle(batch, settled, departed).catch((e: unknown) => {
      ctx.control.journalError ??= describeJournalError(e);
    }),
  );
  await ctx.recorder.release(
    batch,
    released.map((p) => p.index),
  );
  if (doubtful.length > 0) {
    const resolved = await resolveInRun(ctx, loop, batch, doubtful, sentAt);
    again.push(...resolved);
  }
  return backOff(ctx, again, notSentWhy);
}

/** Sent, answer lost: modifies go again; creates are looked up and go again only when they did not arrive. */
async function resolveInRun(
  ctx: SenderContext,
  loop: SendLoop,
  batch: number,
  doubtful: readonly Pending[],
  sentAt: Date,
): Promise<Pending[]> {
  claimCreated(ctx, loop);
  const creates = doubtful.filter((p) => p.request.operation === 'create');
  const modifies = doubtful.filter((p) => p.request.operation !== 'create');
  let found: ReadonlyMap<number, { readonly id: number }> | null = null;
  const lookups = creates.map((p) => ({ index: p.index, request: p.request, sentAt }));
  for (let attempt = 1; found === null && attempt <= ctx.attempts; attempt++) {
    const looked =
      creates.length === 0
        ? { ok: true as const, value: new Map<number, { readonly id: number }>() }
        : await findSentCreates(ctx.client, lookups, ctx.claimed);
    if (looked.ok) found = looked.value;
    else if (attempt < ctx.attempts) await ctx.sleep(delay(ctx, attempt));
  }
  if (found === null) {
    // Cannot even look up: these rows stay in doubt in the journal; the next run resolves them first.
    const lost = formatBoth(RUN_RESULT_MESSAGES.lostInRun);
    const inDoubt = { status: 'failed', errorMessage: lost.en, errorMessageHu: lost.hu, pending: 'in_doubt' } as const;
    for (const p of doubtful) ctx.recorder.note(p.index, inDoubt);
    ctx.control.stop ??= unreachableStop(formatBoth(STOP.answersLost));
    return [];
  }
  const settled: Settled[] = [];
  const again: Pending[] = [...modifies];
  for (const p of creates) {
    const rec = found.get(p.index);
    if (rec === undefined) again.push(p);
    else {
      ctx.claimed.add(claimKey(p.request.resource, rec.id));
      settled.push({ index: p.index, result: { status: 'created', serviceId: rec.id, importedAt: sentAt } });
    }
  }
  for (const p of again) p.attempts += 1;
  await ctx.recorder.settle(batch, settled);
  await ctx.recorder.release(
    batch,
    again.map((p) => p.index),
  );
  return again;
}

function delay(ctx: SenderContext, attempt: number): number {
  return Math.min(ctx.maxDelayMs, ctx.baseDelayMs * 2 ** Math.max(0, attempt - 1)) * (0.75 + ctx.random() * 0.5);
}

/** Waits before the rows go again; rows out of attempts are left unsent and stop the run. */
async function backOff(ctx: SenderContext, again: readonly Pending[], why: Words | null): Promise<Pending[]> {
  const spent = again.filter((p) => p.attempts >= ctx.attempts);
  const retry = again.filter((p) => p.attempts < ctx.attempts);
  if (spent.length > 0) {
    ctx.control.stop ??= unreachableStop(why ?? formatBoth(STOP.noUsableAnswer, { attempts: ctx.attempts }));
    return [...spent, ...retry];
  }
  if (ctx.control.stop !== null) return retry;
  const worst = Math.max(0, ...retry.map((p) => p.attempts));
  if (worst > 0) await ctx.sleep(delay(ctx, worst));
  return retry;
}
