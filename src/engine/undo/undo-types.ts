// What an undo plans and reports per row of the run it undoes (docs/undo.md).
import type { UndoRecord } from '../upload/undo-record';
import type { PlannedRequest } from '../model/planned-request';
import type { StoppedEarly } from '../upload/upload-types';

/** Every row the run changed ends in exactly one of these. */
export type UndoBucket = 'undone' | 'kept' | 'not_possible' | 'failed';

/** A row of the run being undone, as its journal holds it. */
export interface RunRow {
  /** `Sheet!row`, the journal's row key. */
  readonly key: string;
  readonly row: number;
  /** `in_doubt`: sent by a run killed before its answer was recorded, and never settled by a later run. */
  readonly status: 'created' | 'updated' | 'deleted' | 'in_doubt';
  readonly serviceId: number | null;
  /** Absent in journals written before undo existed. */
  readonly undo: UndoRecord | null;
}

/** A field the undo leaves as it is because it changed since the run: what the run left, what the portal holds. */
export interface KeptField {
  readonly key: string;
  readonly left: unknown;
  readonly now: unknown;
}

export interface UndoRowReport {
  readonly key: string;
  readonly sheet: string;
  readonly row: number;
  readonly resource: UndoRecord['resource'] | null;
  /** What the run did to the row. */
  readonly did: UndoRecord['operation'] | null;
  readonly serviceId: number | null;
  /** A listing a sync withdrew (docs/round-trip.md, "Sync preview"): no workbook row, named by its Service ID. */
  readonly syncListing: boolean;
  /** A seller's or listing's reference (`id.transfer_id`) as the run kept it; null when it kept none. */
  readonly reference: string | null;
  /** A sync-withdrawn listing's address as the portal held it; null otherwise or in older journals. */
  readonly address: string | null;
  readonly bucket: UndoBucket;
  /** What the undo does or did: `withdraw`, `delete`, `put_back`, `reactivate`, `remove_image`, or `none`. */
  readonly action: UndoAction;
  readonly reason: string | null;
  readonly reasonHu: string | null;
  /** Fields put back (or to be), fields kept as the portal has them now, fields that cannot be put back. */
  readonly fields: {
    readonly putBack: readonly string[];
    readonly kept: readonly KeptField[];
    readonly notPossible: readonly string[];
  };
}

export type UndoAction = 'withdraw' | 'delete' | 'put_back' | 'reactivate' | 'remove_image' | 'none';

/** One row's step: the report entry as planned and, when something is sent, the request. */
export interface UndoStep {
  readonly report: UndoRowReport;
  readonly request: PlannedRequest | null;
  /** The undo record the undo's own journal keeps for this request, so an undo can itself be undone. */
  readonly undoOfUndo: UndoRecord | null;
}

export interface UndoCounts {
  readonly undone: number;
  readonly kept: number;
  readonly notPossible: number;
  readonly failed: number;
}

export interface UndoReport {
  /** The undo's own run id (null for a dry run). */
  readonly runId: string | null;
  readonly undoes: string;
  readonly dryRun: boolean;
  readonly rows: readonly UndoRowReport[];
  readonly counts: UndoCounts;
  /** Rows of the run that changed nothing on the service (skipped, invalid, failed): nothing to undo. */
  readonly untouched: number;
  /**
   * Listings the run created, among the rows this undo looks at: it withdraws them, or deletes them on request. 0 for a
   * run that created only sellers (or images), or a sync run: nothing to choose between (docs/undo.md).
   */
  readonly createdListings: number;
  readonly stoppedEarly: StoppedEarly | null;
  readonly resumedFrom: string | null;
  readonly journalFile: string | null;
  readonly reportFile: string | null;
}
