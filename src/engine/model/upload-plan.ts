// The upload's plan: one planned row per prepared row and the counts, passed from planning to sending and callers.
import type { PlannedRow } from './planned-row';

export interface UploadPlan {
  /** One per prepared row, same order. */
  readonly rows: readonly PlannedRow[];
  readonly counts: {
    readonly create: number;
    readonly modify: number;
    /** Listings set inactive and listings deleted by their rows' Import action (counted apart from modify). */
    readonly withdraw: number;
    readonly delete: number;
    readonly invalid: number;
    readonly skipped: number;
    readonly fail: number;
  };
}
