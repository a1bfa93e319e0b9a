// The send loop's tests' shared set-up: seller creates run through the prepared sender and the scheduler as an upload's
// phase runs them, with no fault budget and no waiting.
import type { ApiClient } from '../../../src/engine/api';
import type { Pending, RunControl } from '../../../src/engine/upload/chunk-sender';
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
}

/** Sends every request (row `i` for `requests[i]`) until all are answered and their records made. */
export async function runSendLoop(o: LoopOptions): Promise<void> {
  const control: RunControl = { stop: null, journalError: null, batchNo: 0, writes: [] };
  const sender = preparedSender({
    client: o.client,
    recorder: o.recorder,
    control,
    claimed: new Set(),
    attempts: 3,
    baseDelayMs: 1,
    maxDelayMs: 1,
    now: () => new Date(0),
    random: () => 0.5,
    sleep: () => Promise.resolve(),
    budget: null,
    ...(o.whileInFlight !== undefined ? { whileInFlight: o.whileInFlight } : {}),
  });
  const queue: Pending[] = o.requests.map((request, index) => ({ index, request, attempts: 0 }));
  await sendScheduled(queue, {
    sender,
    control,
    budget: null,
    concurrency: o.concurrency,
    chunkSize: o.chunkSize,
    cancelled: { message: 'cancelled', messageHu: 'megszakítva' },
    onAnswered: () => undefined,
  });
  await Promise.all(control.writes);
}
