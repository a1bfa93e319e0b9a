// How an upload ends, for the command line and the app alike: which rows the run leaves to be sent, the results
// written (into the workbook's copy, or a workbook of their own when a sheet has no room), and the journal marked
// written only once they are on disk. The two differ only in how they show it (docs/architecture.md,
// "One orchestration").
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { RowResult } from '../model/row-result';
import type { SheetResults } from '../model/sheet-results';
import type { UploadOutcome, UploadRunOutcome } from '../upload';
import { markWritten } from '../upload';
import type { WriteBackError } from '../write-back/write-back-types';
import type { WriteAhead } from '../write-back/write-ahead';
import { writeBackOnDemand } from '../write-back/write-back-on-demand';
import { trialWriteBack } from './upload-run';

/** What a run's end says about its rows. */
export type RunEnd = Pick<UploadOutcome, 'results' | 'stoppedEarly'> &
  Partial<Pick<UploadRunOutcome, 'lookalikes' | 'lookalikesHeld'>>;

/**
 * Rows the run did not send, by index: the rows a stopped run never reached and the creates held back as lookalikes.
 * They get no result: they are still to be sent, by the next upload, and the reason is told beside the summary.
 */
export function rowsLeftPending(run: RunEnd): ReadonlySet<number> {
  const pending = new Set<number>();
  if (run.lookalikesHeld === true) for (const l of run.lookalikes ?? []) pending.add(l.index);
  run.results.forEach((r, i) => {
    if (r.pending === 'not_reached') pending.add(i);
  });
  return pending;
}

/** The run's result for each row (same order as its rows), null for a row the run left to be sent. */
export function recordedResults(run: RunEnd): readonly (RowResult | null)[] {
  const pending = rowsLeftPending(run);
  return run.results.map((r, i) => (pending.has(i) ? null : r));
}

/**
 * The engine's trial write-back before the service is changed, passing a sheet without room for result columns: its
 * results will go into a workbook of their own (docs/write-back.md, "When there is no safe room").
 */
export async function resultsWritable(
  input: string,
  output: string,
  sheets: readonly SheetResults[],
): Promise<Result<null, WriteBackError>> {
  const trial = await trialWriteBack(input, output, sheets);
  return trial.ok || trial.error.kind === 'no_room' ? ok(null) : trial;
}

export interface FinishedUpload {
  /** The file that holds the results: the workbook's copy, or the separate results workbook. */
  readonly output: string;
  /** No room in a sheet: the results are in a workbook of their own and the copy was not written; why, both ways. */
  readonly separate: { readonly en: string; readonly hu: string } | null;
  /** Characters a one-byte CSV could not hold, written as "?". */
  readonly replacedCharacters: readonly string[];
  /** Waits for the journal's mark (its datasync runs meanwhile); throws what marking it met. */
  readonly journalMarked: () => Promise<void>;
}

/**
 * Writes the results and, once they are on disk, marks the run's journal written (from then on history, not
 * resumable). When they cannot be written, or a row is still in doubt (sent, its answer never known, not checked),
 * the journal is left as it is: the next run resumes it, takes its results and checks the doubtful rows first.
 */
export async function finishUpload(toFinish: {
  readonly input: string;
  readonly output: string;
  readonly sheets: readonly SheetResults[];
  readonly overwrite?: boolean;
  readonly journalFile: string | null;
  /** Told when the write waits for its last compressing and the disk (`WriteBackOptions.onWaiting`). */
  readonly onWaiting?: () => void;
  /** The results written as the run's batches were answered, to the same output: kept when they are these. */
  readonly ahead?: WriteAhead | null;
}): Promise<Result<FinishedUpload, WriteBackError>> {
  const { writeResults, writeResultsOnlyWorkbook } = await writeBackOnDemand();
  const written =
    (await toFinish.ahead?.finish(toFinish.sheets, toFinish.onWaiting)) ??
    (await writeResults({
      input: toFinish.input,
      output: toFinish.output,
      sheets: toFinish.sheets,
      ...(toFinish.overwrite === true ? { overwrite: true } : {}),
      ...(toFinish.onWaiting !== undefined ? { onWaiting: toFinish.onWaiting } : {}),
    }));
  const noRoom = !written.ok && written.error.kind === 'no_room' ? written.error : null;
  // No room, and no row got a result (a run stopped before its first batch): an empty results workbook still says
  // so, and the run ends as any other rather than as a failed write.
  const elsewhere =
    noRoom === null
      ? null
      : (noRoom.resultsFile ??
        (await writeResultsOnlyWorkbook(toFinish.input, toFinish.output, toFinish.sheets, noRoom.lang ?? 'en')));
  if (!written.ok && elsewhere === null) return err(written.error);
  // Rows still in doubt keep the run resumable: the next run checks them on the service before sending anything.
  const doubts = toFinish.sheets.some((s) => s.results.some((r) => r.pending === 'in_doubt'));
  const mark = toFinish.journalFile === null || doubts ? Promise.resolve() : markWritten(toFinish.journalFile);
  const journalMarked = heldFailure(mark);
  if (written.ok) {
    const replacedCharacters = written.value.replacedCharacters ?? [];
    return ok({ output: written.value.output, separate: null, replacedCharacters, journalMarked });
  }
  const why = { en: written.error.message, hu: written.error.messageHu ?? written.error.message };
  return ok({ output: elsewhere ?? toFinish.output, separate: why, replacedCharacters: [], journalMarked });
}

/** Work going on meanwhile, its failure kept until it is waited for (never an unhandled rejection in between). */
function heldFailure(work: Promise<void>): () => Promise<void> {
  const outcome = work.then(
    () => null,
    (e: unknown) => ({ e }),
  );
  return async () => {
    const failed = await outcome;
    if (failed !== null) throw failed.e;
  };
}
