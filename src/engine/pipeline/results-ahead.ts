// An upload's results written into the workbook's copy as its batches are answered (write-back/write-ahead.ts): started
// once the trial has settled their place, given each row's result as it is worked out, finished with the run's
// results by `finishUpload`, and given up on every other way out of the command.
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import type { SheetResults } from '../model/sheet-results';
import type { WriteAhead } from '../write-back/write-ahead';
import { writeBackOnDemand } from '../write-back/write-back-on-demand';
import type { RunEnd } from './finish-upload';

export interface ResultsAheadStart {
  readonly input: string;
  readonly output: string;
  readonly overwrite: boolean;
  /** The sheets the run's end will write, from a run with a result for every row (`everyRowDone`). */
  readonly sheets: (run: RunEnd) => readonly SheetResults[];
  readonly rows: readonly PreparedRow[];
}

/** One upload's write ahead of its results, once started. */
export class ResultsAhead {
  private ahead: WriteAhead | null = null;
  private settled: ResultsAheadStart | null = null;
  /** Results given before the write began, given to it once it has. */
  private early: [RowResult, string][] = [];
  private beginning = false;
  private closed = false;

  /**
   * The write, for `finishUpload`; null when none began (a dry run, a refused trial, no row sent). None begins after
   * this.
   */
  take(): WriteAhead | null {
    this.settled = null;
    return this.ahead;
  }

  /**
   * The results' place is settled: the write begins with the first result given, after that answer's turn, so its
   * start is not on the path to the first batch but under the next batch's round trip. Its sheets are the end's for
   * a run in which every row got a result, each a stand-in until given.
   */
  start(s: ResultsAheadStart): void {
    this.settled = s;
  }

  /** A row's result as the end will write it (`PreparedUpload.onResultAhead`). */
  readonly give = (result: RowResult, sheet: string): void => {
    if (this.ahead !== null) {
      this.ahead.give(result, sheet);
      return;
    }
    if (this.settled === null || this.closed) return;
    this.early.push([result, sheet]);
    if (this.beginning) return;
    this.beginning = true;
    setImmediate(() => void this.begin());
  };

  /** Gives the write up unless finished, and waits until its copy is removed; no write starts after this. */
  async close(): Promise<void> {
    this.closed = true;
    this.early = [];
    await this.ahead?.close();
  }

  private async begin(): Promise<void> {
    const { startWriteAhead } = await writeBackOnDemand();
    const s = this.settled;
    if (this.closed || s === null) return;
    const provisional = s.sheets(everyRowDone(s.rows));
    const ahead = startWriteAhead({ input: s.input, output: s.output, overwrite: s.overwrite, provisional });
    this.ahead = ahead;
    for (const [result, sheet] of this.early) ahead.give(result, sheet);
    this.early = [];
  }
}

/** A run in which every row got a result (a stand-in): the rows the end gives results for when none is left. */
function everyRowDone(rows: readonly PreparedRow[]): RunEnd {
  return { results: rows.map((r) => ({ row: r.row, status: 'skipped' })), stoppedEarly: null };
}
