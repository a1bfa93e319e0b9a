// How a run sends, as the upload and the undo are both told it (the client, the fault ledger, batch sizes, retries
// and their jitter), and the sender's and scheduler's settings read from it with their defaults, in one place.
import type { FaultLedger } from '../api';
import type { SenderContext } from './chunk-sender';
import type { ScheduledSendOptions } from './send-scheduled';

export interface SendingOptions {
  readonly client: SenderContext['client'];
  /** Sizes the batches to the room left; give the same ledger to the client (`faults`) so it counts every answer. */
  readonly faultBudget?: FaultLedger | null;
  /** Batches in flight at once (default 4). */
  readonly concurrency?: number;
  /** Items per batch (default and maximum the catalog's `BATCH_LIMIT`). */
  readonly chunkSize?: number;
  /** Stops after the batches in flight; their results are kept. */
  readonly signal?: AbortSignal;
  /**
   * Sends of a row that certainly did not apply it (connection refused, error 50, lost and not arrived) before the
   * run stops (default 4), with exponential backoff from `baseDelayMs` (default 250) up to `maxDelayMs` (default 8000).
   */
  readonly retry?: { readonly attempts?: number; readonly baseDelayMs?: number; readonly maxDelayMs?: number };
  /** In [0, 1): the backoff's jitter. */
  readonly random?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

type RetrySettings = Pick<
  SenderContext,
  'client' | 'attempts' | 'baseDelayMs' | 'maxDelayMs' | 'random' | 'sleep' | 'budget'
>;

/** The sender's client, retries and fault ledger (the one given, else the client's). */
export function retrySettings(options: SendingOptions): RetrySettings {
  return {
    client: options.client,
    attempts: Math.max(1, options.retry?.attempts ?? 4),
    baseDelayMs: options.retry?.baseDelayMs ?? 250,
    maxDelayMs: options.retry?.maxDelayMs ?? 8000,
    random: options.random ?? Math.random,
    sleep: options.sleep ?? realSleep,
    budget: options.faultBudget ?? options.client.faults ?? null,
  };
}

/** The scheduler's fault ledger, batch sizes and signal. */
export function scheduleSettings(
  options: SendingOptions,
): Pick<ScheduledSendOptions, 'budget' | 'concurrency' | 'chunkSize' | 'signal'> {
  return {
    budget: options.faultBudget ?? options.client.faults ?? null,
    concurrency: options.concurrency,
    chunkSize: options.chunkSize,
    signal: options.signal,
  };
}
