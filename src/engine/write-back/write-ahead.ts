// An upload's results written into the workbook's copy while its batches are answered, so that only the last rows
// are left to write after the last answer; kept only when the final results are the very ones written, else given
// up for the write after the run (docs/write-back.md, "Written as the batches answer").
import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { err, type Result } from '../../catalog/index';
import type { RowResult } from '../model/row-result';
import type { CellEdit, CellNote, SheetResults } from '../model/sheet-results';
import { ResultsGate } from './results-gate';
import { checkResults, writeResults } from './write-back';
import type { WriteBackError, WriteBackSummary } from './write-back-types';

export interface WriteAhead {
  /** A row's result as it will be written (`RunUploadOptions.onWrittenAhead`): its row may be written now. */
  give(result: RowResult, sheet: string): void;
  /**
   * The write with the final results, when they are the ones written so far (the same sheets, notes and rows, the
   * rows written with these very results) and the workbook is the file it was; null when not (the write ahead is
   * given up and its copy removed: the caller writes the results as ever). `onWaiting` as `WriteBackOptions`'.
   */
  finish(
    final: readonly SheetResults[],
    onWaiting?: () => void,
  ): Promise<Result<WriteBackSummary, WriteBackError> | null>;
  /** Gives the write up unless it was finished, and waits until its copy is removed. */
  close(): Promise<void>;
}

export interface WriteAheadOptions {
  readonly input: string;
  readonly output: string;
  readonly overwrite?: boolean;
  /** The sheets as the end will give them, every result a stand-in for the row's until given. */
  readonly provisional: readonly SheetResults[];
}

/** Writes kept and given up in this process (for tests: an upload's end should keep what it wrote ahead). */
const counts = { kept: 0, givenUp: 0 };

export function writeAheadCounts(): { readonly kept: number; readonly givenUp: number } {
  return { ...counts };
}

/** Starts the write (an .xlsx's; any other is given up at `finish`). */
export function startWriteAhead(options: WriteAheadOptions): WriteAhead {
  const { provisional } = options;
  const gate = new ResultsGate(provisional);
  let adopt: (yes: boolean) => void = () => undefined;
  const adopted = new Promise<boolean>((resolve) => (adopt = resolve));
  let waiting: (() => void) | undefined;
  let state: 'open' | 'finished' | 'closed' = 'open';
  const read = stat(options.input).catch(() => null);
  let done: Result<WriteBackSummary, WriteBackError> | null = null;
  // Never rejects: a write that throws (the workbook gone before it was opened) is one that failed, given up at the end.
  const writing = read
    .then(() =>
      writeResults({
        input: options.input,
        output: options.output,
        sheets: provisional,
        ...(options.overwrite === true ? { overwrite: true } : {}),
        onWaiting: () => waiting?.(),
        ahead: { gate, adopted },
      }),
    )
    .catch((e: unknown) => err<WriteBackError>({ kind: 'write_failed', message: String(e) }))
    .then((r) => (done = r));
  const close = async (): Promise<void> => {
    if (state === 'open') {
      state = 'closed';
      gate.close();
      adopt(false);
    }
    await writing;
  };
  return {
    give: (result, sheet) => {
      if (state === 'open') gate.give(result, sheet);
    },
    finish: async (final, onWaiting) => {
      const kept = await finished(final, onWaiting);
      if (kept === null) counts.givenUp++;
      else counts.kept++;
      return kept;
    },
    close,
  };

  async function finished(
    final: readonly SheetResults[],
    onWaiting: (() => void) | undefined,
  ): Promise<Result<WriteBackSummary, WriteBackError> | null> {
    if (state !== 'open' || done !== null) return close().then(() => null);
    const before = await read;
    const now = await stat(options.input).catch(() => null);
    const same =
      before !== null &&
      now !== null &&
      sameFile(before, now) &&
      sameApartFromResults(provisional, final) &&
      checkResults(final) === null &&
      gate.adopt(final);
    if (!same) return close().then(() => null);
    state = 'finished';
    waiting = onWaiting;
    adopt(true);
    const written = await writing;
    // Refused or failed once adopted (no room, the disk): the write after the run does what it always did then.
    return written.ok ? written : null;
  }
}

/** The same file, not written since (a workbook saved meanwhile is written from its new bytes, as ever). */
function sameFile(a: Stats, b: Stats): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}

/** The same sheets, header rows, notes and edits, in the same order; the results are the gate's to compare. */
function sameApartFromResults(a: readonly SheetResults[], b: readonly SheetResults[]): boolean {
  return (
    a.length === b.length &&
    a.every((s, i) => {
      const t = b[i];
      return (
        t !== undefined &&
        s.sheet === t.sheet &&
        s.headerRow === t.headerRow &&
        sameList(s.notes, t.notes, sameNote) &&
        sameList(s.edits ?? [], t.edits ?? [], sameEdit)
      );
    })
  );
}

function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      return y !== undefined && same(x, y);
    })
  );
}

function sameNote(a: CellNote, b: CellNote): boolean {
  return a.row === b.row && a.column === b.column && a.message === b.message;
}

function sameEdit(a: CellEdit, b: CellEdit): boolean {
  return a.row === b.row && a.column === b.column && Object.is(a.value, b.value);
}
