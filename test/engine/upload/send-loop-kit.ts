// The send loop's tests' shared set-up: seller creates run through the prepared sender and the scheduler as an upload's
// phase runs them, with no waiting, and no fault budget unless one is given.
import type { ApiClient, FaultLedger } from '../../../src/engine/api';
import type { Pending, RunControl, SenderContext } from '../../../src/engine/upload/chunk-sender';
import { preparedSender } from '../../../src/engine/upload/chunk-sender';
import type { RunRecorder } from '../../../src/engine/upload/run-recorder';
import { sendScheduled } from '../../../src/engine/upload/send-scheduled';
import type { PlannedRequest } from '../../../src/engine/model/planned-request';

/** A seller create with this body, as the plan makes it. */
export function sellerCreate(body: unknown): PlannedRequest {
  return {
    resource: 'seller',
    operation: 'create',
    method: 'POST',
    uri: '/seller?office_id=1',
    body,
    officeId: 1,
    transferId: null,
    owner: null,
    knownId: null,
    dependsOn: null,
    phase: 0,
  };
}

export interface LoopOptions {
  readonly client: ApiClient;
  readonly recorder: RunRecorder;
  readonly requests: readonly PlannedRequest[];
  readonly concurrency: number;
  readonly chunkSize: number;
  readonly whileInFlight?: (row: Pending) => void;
  /** Admits the chunks, as an upload's does; default none. */
  readonly budget?: FaultLedger;
  /** The run's claimed records (`resource:id`); default a new, empty set. */
  readonly claimed?: Set<string>;
}

/** A sender's settings that are not under test: nothing claimed, three attempts, no waiting, a fixed clock. */
export function senderDefaults(): Omit<SenderContext, 'client' | 'recorder' | 'control' | 'budget'> {
  return {
    claimed: new Set<string>(),
    attempts: 3,
    baseDelayMs: 1,
    maxDelayMs: 1,
    now: () => new Date(0),
    random: () => 0.5,
    sleep: () => Promise.resolve(),
  };
}

/**
 * A fault budget in memory with room for `room` items, as a clean budget has room for one batch: while a chunk is in
 * flight the next ones are prepared ahead, as in an upload. No faults are counted (the services here make none).
 */
export function roomFor(room: number): FaultLedger {
  let left = room;
  let next = 0;
  const settled = new Set<string>();
  return {
    available: () => left,
    holders: () => [],
    reserve: (count: number) => {
      if (count > left) return Promise.resolve(null);
      left -= count;
      return Promise.resolve({ id: String(++next), count });
    },
    settle: (reservation: { readonly id: string; readonly count: number }, faults: number) => {
      // Once per reservation, as the ledger: the sender settles a chunk that never went out again, to be sure.
      if (!settled.has(reservation.id)) left += reservation.count - faults;
      settled.add(reservation.id);
      return Promise.resolve();
    },
  } as unknown as FaultLedger;
}

/** Sends every request (row `i` for `requests[i]`) until all are answered and their records made. */
export async function runSendLoop(o: LoopOptions): Promise<void> {
  const control: RunControl = { stop: null, journalError: null, batchNo: 0, writes: [] };
  const sender = preparedSender({
    ...senderDefaults(),
    client: o.client,
    recorder: o.recorder,
    control,
    budget: o.budget ?? null,
    ...(o.whileInFlight !== undefined ? { whileInFlight: o.whileInFlight } : {}),
    ...(o.claimed !== undefined ? { claimed: o.claimed } : {}),
  });
  const queue: Pending[] = o.requests.map((request, index) => ({ index, request, attempts: 0 }));
  await sendScheduled(queue, {
    sender,
    control,
    budget: o.budget ?? null,
    concurrency: o.concurrency,
    chunkSize: o.chunkSize,
    cancelled: { message: 'cancelled', messageHu: 'megszakítva' },
    onAnswered: () => undefined,
  });
  await Promise.all(control.writes);
}
