// The fault budget's room before an upload asks anything, for the command line and the app alike. Its own file, so
// the command's first requests need only the fault budget and the client, not the whole upload (docs/performance.md,
// "Upload: a lean start (fifth round)").
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { FaultLedger } from '../api';
import { openFaultLedger } from '../api';
import type { StateNotice } from '../fs/read-state-file';
import { roomBeforeRun } from '../upload/fault-budget';

/**
 * Opens the service's shared fault budget and waits (bounded, told through `onWait`) for room another live upload
 * holds; with no room, nothing may be asked and the refusal says why, in both languages.
 */
export async function admitUpload(admission: {
  readonly dir: string;
  readonly baseUrl: string;
  readonly signal?: AbortSignal;
  /** Told when the budget's saved count was damaged (and set aside: the run is more careful). */
  readonly onDamage?: (notice: StateNotice) => void;
  /** Told while waiting, with the budget (its use so far shown beside the message). */
  readonly onWait: (message: StateNotice, budget: FaultLedger) => void;
}): Promise<Result<FaultLedger, StateNotice>> {
  const budget = await openFaultLedger({ dir: admission.dir, baseUrl: admission.baseUrl });
  if (budget.damageFound !== null) admission.onDamage?.(budget.damageFound.notice);
  const onWait = (m: StateNotice): void => admission.onWait(m, budget);
  const noRoom = await roomBeforeRun(budget, { onWait, ...(admission.signal ? { signal: admission.signal } : {}) });
  // The run's room is taken with its first request and kept until the caller releases it (docs/upload.md, "Room kept
  // for the run"): its reference data, look-ups and batches do not each write the shared file.
  budget.keepRoom(budget.usable);
  if (noRoom === null) return ok(budget);
  await budget.release();
  return err(noRoom);
}
