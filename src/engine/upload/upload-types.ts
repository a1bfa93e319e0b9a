// The upload's progress and outcome, shared by the batch runner, the journal and callers (the plan itself is
// model/upload-plan.ts).
import type { RowResult } from '../model/row-result';

export interface UploadProgress {
  readonly phase: 'planning' | 'reconciling' | 'uploading' | 'done';
  /** Rows to send in this run (skipped and invalid excluded). */
  readonly total: number;
  /** Rows sent and answered (including failed). */
  readonly done: number;
  readonly failed: number;
  readonly rowsPerSecond: number;
  /** Seconds left at the current rate, null before the first batch completes. */
  readonly etaSeconds: number | null;
}

export interface UploadSummary {
  readonly created: number;
  readonly updated: number;
  /** Listings deleted by their rows' Import action (a withdrawn listing is `updated`). */
  readonly deleted: number;
  readonly invalid: number;
  readonly failed: number;
  readonly skipped: number;
}

export interface StoppedEarly {
  /** `unreachable`: the service stopped answering (or refused the credentials) mid-run; a later run continues. */
  readonly reason: 'fault_budget' | 'cancelled' | 'rate_limited' | 'unreachable';
  readonly message: string;
  /** The same in Hungarian, for the app's Hungarian UI. */
  readonly messageHu: string;
}

export interface UploadOutcome {
  /**
   * One per prepared row, in row order; rows not reached because the run stopped early are `failed` with a message
   * saying so.
   */
  readonly results: readonly RowResult[];
  readonly summary: UploadSummary;
  readonly stoppedEarly: StoppedEarly | null;
  readonly runId: string;
  /** Set when the run continued an interrupted one from its journal. */
  readonly resumedFrom: string | null;
}
