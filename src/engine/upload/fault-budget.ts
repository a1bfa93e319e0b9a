// How the upload takes room from the API client's shared fault ledger (src/engine/api/fault-ledger.ts): per chunk,
// and once before a run.
import { formatBoth } from '../../catalog';
import type { FaultLedger, FaultReservation, RoomHolder } from '../api';
import { explainNoRoom, roomBackPhrase, waitingForRoom } from '../api';
import type { StateNotice } from '../fs/read-state-file';
import type { Admission } from './batch-scheduler';
import { STOP_MESSAGES as STOP } from './upload-stop-messages';

/** How long a run waits for room another live process holds (its requests in flight). */
export const WAIT_FOR_HELD_ROOM_MS = 60_000;

/**
 * Room for a chunk: as many items as could all fail without crossing the safety line (all without a budget). Room
 * another live process holds comes back once its requests are answered: it is waited for (at most
 * {@link WAIT_FOR_HELD_ROOM_MS}) rather than the run stopped, and `onWait` names the holders while it lasts.
 */
export async function admitRoom(
  budget: FaultLedger | null,
  want: number,
  o: { readonly signal?: AbortSignal; readonly onWait?: ((message: StateNotice) => void) | undefined } = {},
): Promise<Admission<FaultReservation | null>> {
  if (budget === null) return { size: want, ticket: null };
  // A failed reservation re-reads the shared count, so the next try asks for what is really left.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (budget.available() <= 0 && budget.holders().length > 0) {
      const onWait = o.onWait;
      const wait = {
        maxWaitMs: WAIT_FOR_HELD_ROOM_MS,
        ...(o.signal ? { signal: o.signal } : {}),
        ...(onWait
          ? { onWait: (held: readonly RoomHolder[]) => onWait(waitingForRoom(held, WAIT_FOR_HELD_ROOM_MS)) }
          : {}),
      };
      if (!(await budget.waitForRoom(1, wait))) return null;
    }
    const room = Math.min(want, budget.available());
    if (room <= 0) return null;
    const ticket = await budget.reserve(room);
    if (ticket !== null) return { size: room, ticket };
  }
  return null;
}

/**
 * Before a run: waits (at most {@link WAIT_FOR_HELD_ROOM_MS}) for room other live processes hold, saying so through
 * `onWait`; null when there is room, else why not and when to try again, in both languages (never "0 faulty
 * answers" as the reason: see explainNoRoom).
 */
export async function roomBeforeRun(
  budget: FaultLedger,
  o: { readonly signal?: AbortSignal; readonly onWait: (message: StateNotice) => void; readonly maxWaitMs?: number },
): Promise<StateNotice | null> {
  const maxWaitMs = o.maxWaitMs ?? WAIT_FOR_HELD_ROOM_MS;
  const wait = {
    maxWaitMs,
    onWait: (holders: readonly RoomHolder[]) => o.onWait(waitingForRoom(holders, maxWaitMs)),
    ...(o.signal ? { signal: o.signal } : {}),
  };
  if (await budget.waitForRoom(1, wait)) return null;
  const why = explainNoRoom(budget);
  const again = roomBackPhrase(budget);
  return formatBoth(STOP.uploadAgain, { why, again });
}
