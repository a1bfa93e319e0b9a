// Progress of validation, uploads and the dry run's image check as the host's `progress` event.
import { FAULT_LIMIT_PER_HOUR } from '../../catalog';
import type { SessionEnv } from './session-env';

/** The rate and estimate are computed from `started` unless the upload reports its own. */
export function emitProgress(
  env: SessionEnv,
  kind: 'validate' | 'upload' | 'images',
  runId: string | null,
  total: number,
  done: number,
  failed: number,
  started: number,
  budget: { used: number; stopAt: number } | null,
  finished: boolean,
  rate?: number,
  eta?: number | null,
): void {
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  const r = rate ?? done / seconds;
  env.host.emit('progress', {
    kind,
    runId,
    total,
    done,
    failed,
    rate: r,
    etaSeconds: eta !== undefined ? eta : r > 0 ? (total - done) / r : null,
    faultBudget: budget === null ? null : { used: budget.used, limit: FAULT_LIMIT_PER_HOUR, stopAt: budget.stopAt },
    finished,
  });
}

/** An upload waiting before it sends (room another live process holds in the fault budget), saying for what. */
export function emitUploadWaiting(
  env: SessionEnv,
  message: string,
  budget: { readonly used: number; readonly stopAt: number },
): void {
  env.host.emit('progress', {
    kind: 'upload',
    runId: null,
    total: 0,
    done: 0,
    failed: 0,
    rate: 0,
    etaSeconds: null,
    faultBudget: { used: budget.used, limit: FAULT_LIMIT_PER_HOUR, stopAt: budget.stopAt },
    finished: false,
    message,
  });
}
