// Sends queued requests in chunks through the batch scheduler, taking room from the fault ledger and stopping when
// the run is stopped or cancelled: the wiring the upload and the undo share.
import { BATCH_LIMIT } from '../../catalog';
import type { FaultLedger } from '../api';
import type { StateNotice } from '../fs/read-state-file';
import { runScheduled } from './batch-scheduler';
import type { Pending, PreparedSender, RunControl } from './chunk-sender';
import { admitRoom } from './fault-budget';
import { faultBudgetStop } from './limit-messages';
import type { StoppedEarly } from './upload-types';

export interface ScheduledSendOptions {
  readonly sender: PreparedSender;
  readonly control: RunControl;
  readonly budget: FaultLedger | null;
  readonly concurrency?: number | undefined;
  readonly chunkSize?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  /** The run's stop when its signal aborts (the upload and the undo word it their own way). */
  readonly cancelled: Omit<StoppedEarly, 'reason'>;
  /** After each answered chunk. */
  readonly onAnswered: () => void;
  /** While a chunk waits for room another live process holds: who holds it and since when, in both languages. */
  readonly onWaitForRoom?: ((message: StateNotice) => void) | undefined;
}

export function sendScheduled(queue: Pending[], options: ScheduledSendOptions): Promise<void> {
  const { sender, control, budget } = options;
  return runScheduled(queue, {
    concurrency: Math.max(1, options.concurrency ?? 4),
    chunkSize: Math.min(BATCH_LIMIT, Math.max(1, options.chunkSize ?? BATCH_LIMIT)),
    admit: (want) =>
      admitRoom(budget, want, { ...(options.signal ? { signal: options.signal } : {}), onWait: options.onWaitForRoom }),
    unused: async (ticket) => {
      if (ticket !== null) await budget?.settle(ticket, 0);
    },
    // The next chunks' intents are journaled while the current chunk is in flight (batch-scheduler.ts): two, as a
    // datasync often takes longer than a batch's round trip to a service nearby (docs/upload.md, "The fault budget").
    aheadChunks: 2,
    prepare: (chunk) => sender.prepare(chunk),
    withdraw: (prepared) => sender.withdraw(prepared),
    send: async (prepared, ticket) => {
      const again = await sender.send(prepared, ticket);
      options.onAnswered();
      return again;
    },
    stopped: () => {
      if (control.stop === null && options.signal?.aborted === true)
        control.stop = { reason: 'cancelled', ...options.cancelled };
      return control.stop !== null || control.journalError !== null;
    },
    onNoRoom: () => {
      control.stop ??= faultBudgetStop(budget);
    },
  });
}
