// How many of a run's failed rows have no fault but no final answer: counted apart in the journal's end record, so
// History shows them as Results does (docs/upload.md, "Counts of a run").
import type { RowResult } from '../model/row-result';

export interface PendingCounts {
  /** Sent, the answer lost (`in_doubt`). */
  readonly inDoubt: number;
  /** Held back until the row they name is created (`waits_for_row`). */
  readonly heldBack: number;
  /** A stopped run never sent them (`not_reached`). */
  readonly notReached: number;
}

export function pendingCounts(results: readonly RowResult[]): PendingCounts {
  let inDoubt = 0;
  let heldBack = 0;
  let notReached = 0;
  for (const r of results) {
    if (r.status !== 'failed' || r.pending === undefined) continue;
    switch (r.pending) {
      case 'in_doubt':
        inDoubt++;
        break;
      case 'waits_for_row':
        heldBack++;
        break;
      case 'not_reached':
        notReached++;
        break;
    }
  }
  return { inDoubt, heldBack, notReached };
}
