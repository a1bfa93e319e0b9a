// The rows' results as the results workbook gets them (written-fingerprints.ts), worked out as their batches are
// answered, in pieces while the next batches are in flight, instead of all of them after the last answer
// (docs/performance.md, "Upload: the fingerprint cells as batches answer (eighth round, the listings' end)").
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import type { UploadPlan } from '../model/upload-plan';
import { pieceQueue } from './in-flight-work';
import type { ColumnHeaders } from './partial-updates';
import { writtenResult } from './written-fingerprints';

export interface WrittenResultsAhead {
  /**
   * The rows decided before sending (not sent: invalid, unchanged, created before, settled from an earlier run) are
   * worked out too, after what is queued, a piece a turn: the results written ahead of the end need every row's
   * (docs/write-back.md, "Written as the batches answer").
   */
  decided(): void;
  /** A row has left in a batch: its written result is worked out once the run has recorded its answer. */
  sent(index: number): void;
  /**
   * A batch has been answered: the rows sent whose results are now recorded are worked out, a piece a turn; resolves
   * once all queued so far are (it never rejects).
   */
  answered(): Promise<void>;
  /** The sending is over: nothing more is worked out (what is queued is dropped; the end works it out). */
  close(): void;
  /**
   * Row `i`'s written result worked out ahead, when it was made from this very recorded result and this early
   * snapshot; else undefined, and the end works it out as it always did.
   */
  take(i: number, recorded: RowResult, early: string | undefined): RowResult | undefined;
}

interface Made {
  readonly recorded: RowResult;
  readonly early: string | undefined;
  readonly result: RowResult;
}

export interface AheadInputs {
  readonly rows: readonly PreparedRow[];
  readonly plan: UploadPlan;
  readonly headers: ColumnHeaders | null;
  /** The run's recorded results: a row's entry is a new object whenever its result changes (run-recorder.ts). */
  readonly results: readonly (RowResult | undefined)[];
  /** The body snapshots made while the batches are in flight, by row index. */
  readonly snapshots: ReadonlyMap<number, string>;
  /** Given each written result once worked out (RunUploadOptions.onWrittenAhead); its failure is only its own. */
  readonly then?: (result: RowResult, sheet: string) => void;
}

/**
 * What a row's written result is made from (its recorded result, its early snapshot) is kept beside it and compared
 * by identity when it is taken: a result recorded again (a row resolved or noted later) or a snapshot made later is
 * worked out afresh, so the results are the same whether or not anything was worked out ahead.
 */
export function writtenResultsAhead(inputs: AheadInputs): WrittenResultsAhead {
  const { rows, plan, headers, results, snapshots, then } = inputs;
  const made = new Map<number, Made>();
  let waiting: number[] = [];
  let closed = false;
  let pieces: Promise<void> = Promise.resolve();
  const work = pieceQueue((i: number) => {
    const recorded = results[i];
    if (closed || recorded === undefined || made.get(i)?.recorded === recorded) return;
    const early = snapshots.get(i);
    const result = writtenResult(rows, plan, i, recorded, headers, early);
    made.set(i, { recorded, early, result });
    then?.(result, rows[i]?.sheet ?? '');
  });
  return {
    decided: () => {
      if (closed) return;
      const ready: number[] = [];
      results.forEach((r, i) => {
        if (r !== undefined) ready.push(i);
      });
      pieces = work(ready) ?? pieces;
    },
    sent: (i) => {
      if (closed) return;
      // Its in-flight work may come after its answer: then it is worked out at once.
      if (results[i] === undefined) waiting.push(i);
      else pieces = work([i]) ?? pieces;
    },
    answered: () => {
      const ready = waiting.filter((i) => results[i] !== undefined);
      if (closed || ready.length === 0) return pieces;
      waiting = waiting.filter((i) => results[i] === undefined);
      pieces = work(ready) ?? pieces;
      return pieces;
    },
    close: () => {
      closed = true;
      waiting = [];
    },
    take: (i, recorded, early) => {
      const m = made.get(i);
      return m !== undefined && m.recorded === recorded && m.early === early ? m.result : undefined;
    },
  };
}
