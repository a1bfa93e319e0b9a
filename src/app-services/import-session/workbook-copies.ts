// Copies of the user's workbook written for them: with cell notes to fix offline, or with the upload's results.
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { rowKey } from '../../engine/model/prepared-row';
import { replacedCharactersNotice } from '../../engine/workbook/csv-encoding';
import type { RowResult } from '../../engine/model/row-result';
import type { SheetResults } from '../../engine/model/sheet-results';
import { columnIndex } from '../../engine/model/column-letter';
import { headerLanguage } from '../../engine/write-back/workbook-language';
import { imageRowResults, withImageNotes } from '../../engine/image-check';
import { checkedLinks } from './image-links-step';
import { finishUpload, resultsWritable } from '../../engine/pipeline';
import { fail } from '../app-failure';
import { cellEdits } from './edited-cells';
import type { SessionEnv } from './session-env';
import { say, tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { OpenBook, SessionState } from './session-state';
import { currentMapping, openBook } from './session-state';
import { rowStatus } from './row-counts';
import { ensureValidated } from './validation-step';

export type CopyKind = 'notes' | 'results';

/** The name the user is offered: the workbook's own name with what the copy holds, in the user's language. */
export function copyName(env: SessionEnv, book: OpenBook, kind: CopyKind): string {
  const ext = extname(book.fileName) || `.${book.format}`;
  const stem = basename(book.fileName, extname(book.fileName));
  return `${stem} (${kind === 'notes' ? tell(env, SESSION_MESSAGES.notesCopy) : tell(env, SESSION_MESSAGES.resultsCopy)})${ext}`;
}

/** The name of the separate results workbook written when the sheet has no safe column for results. */
function separateResultsName(env: SessionEnv, book: OpenBook): string {
  const stem = basename(book.fileName, extname(book.fileName));
  return `${stem} (${tell(env, SESSION_MESSAGES.resultsOnlyCopy)}).xlsx`;
}

/**
 * Not the engine's `importResults`: statuses here come from every run of the session (resubmits included), not one
 * outcome, invalid rows are described in the user's language, and the grid's edits are written too.
 */
function sheetResults(state: SessionState, env: SessionEnv, withStatuses: boolean): SheetResults[] {
  const mapping = currentMapping(state, env);
  const rows = [...state.prepared.values()].flatMap((p) => p.rows);
  // The links the dry run found broken, on their URL cells like the rows' other results (docs/plausibility.md).
  const images = imageRowResults(rows, checkedLinks(state));
  return withImageNotes(rowResults(state, env, withStatuses), mapping, images, (m) =>
    headerLanguage(m.columns.map((c) => c.header)),
  );
}

function rowResults(state: SessionState, env: SessionEnv, withStatuses: boolean): SheetResults[] {
  return currentMapping(state, env).sheets.flatMap((s) => {
    const rows = state.prepared.get(s.sheet)?.rows;
    if (!rows) return [];
    const results: RowResult[] = [];
    const notes = rows.flatMap((r) =>
      r.problems
        .filter((p) => p.column !== null)
        .map((p) => ({ row: r.row, column: columnIndex(p.column ?? 'A'), message: `${p.messageHu}\n${p.message}` })),
    );
    if (withStatuses) {
      for (const r of rows) {
        const res = state.rowResults.get(rowKey(r.sheet, r.row));
        const waitsFor = state.blockedBy.get(rowKey(r.sheet, r.row));
        if (r.problems.length > 0)
          results.push({
            row: r.row,
            status: 'invalid',
            // Both languages, in full (the file keeps the API's names), as the command line writes them.
            errorMessage: r.problems.map((p) => p.message).join(' | '),
            errorMessageHu: r.problems.map((p) => p.messageHu).join(' | '),
          });
        // Held back for its invalid seller row, as the engine's plan holds it (docs/upload.md, "Listings whose seller
        // row is invalid"): the results say which row it waits for.
        else if (waitsFor !== undefined && rowStatus(state, r) === 'blocked')
          results.push({ row: r.row, status: 'failed', pending: 'waits_for_row', waitsFor });
        // A failed row's message and an updated row's note carry both languages: the write-back writes the
        // workbook's (docs/messages.md, "Results in both languages"), as the command line does.
        else if (res && res.status !== 'invalid') results.push(res);
      }
    }
    return [{ sheet: s.sheet, headerRow: s.headerRow, results, notes, edits: cellEdits(state, env, s.sheet) }];
  });
}

/** Written under the data folder with a unique name; the host offers it to the user under `name`. */
export interface WrittenCopy {
  readonly path: string;
  /** The name the user is offered. */
  readonly name: string;
  /** The sheet had no safe column for results: they are in a workbook of their own, not in a copy of the user's. */
  readonly separate: boolean;
  /** A CSV in a one-byte encoding lacked characters of the results, written as "?": which, in the UI language. */
  readonly replaced?: string;
}

/**
 * Writes the copy through the engine's finish, as the command line does: with no room in a sheet the results go into
 * a workbook of their own, and an upload's journal (`journalFile`) is marked written once they are on disk.
 */
export async function writeCopy(
  state: SessionState,
  env: SessionEnv,
  kind: CopyKind,
  withStatuses: boolean,
  journalFile: string | null = null,
): Promise<WrittenCopy> {
  const book = openBook(state, env);
  const dir = join(env.dataDir, kind);
  await mkdir(dir, { recursive: true });
  const ext = extname(book.fileName) || `.${book.format}`;
  const name = copyName(env, book, kind);
  const path = join(dir, `${Date.now()}-${randomUUID().slice(0, 8)}${ext}`);
  const sheets = sheetResults(state, env, withStatuses);
  const finished = await finishUpload({ input: book.path, output: path, sheets, journalFile });
  if (!finished.ok) {
    const e = finished.error;
    return fail(e.kind === 'write_failed' ? 'internal' : 'bad_workbook', say(env, e.message, e.messageHu ?? e.message));
  }
  await finished.value.journalMarked();
  // No column of the sheet is free for results: nothing was written into the copy, the results went into a small
  // workbook of their own, which is what the user gets (its name says so).
  if (finished.value.separate !== null)
    return { path: finished.value.output, name: separateResultsName(env, book), separate: true };
  const replaced = replacedCharactersNotice(name, finished.value.replacedCharacters);
  return {
    path,
    name,
    separate: false,
    ...(replaced === null ? {} : { replaced: say(env, replaced.en, replaced.hu) }),
  };
}

/**
 * Before the first request: proves the results can be written (a trial copy, removed at once). A sheet without room
 * for result columns passes: its results will go into a separate workbook.
 */
export async function checkResultsWritable(state: SessionState, env: SessionEnv): Promise<void> {
  const book = openBook(state, env);
  const dir = join(env.dataDir, 'results');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${Date.now()}-${randomUUID().slice(0, 8)}${extname(book.fileName) || `.${book.format}`}`);
  // The engine's trial, as the command line's; with no free column the results go to a workbook of their own.
  const written = await resultsWritable(book.path, path, sheetResults(state, env, false));
  if (written.ok) return;
  fail(
    written.error.kind === 'write_failed' ? 'internal' : 'bad_workbook',
    say(env, written.error.message, written.error.messageHu ?? written.error.message),
  );
}

export async function writeNotes(state: SessionState, env: SessionEnv): Promise<{ path: string; name: string }> {
  await ensureValidated(state, env);
  return writeCopy(state, env, 'notes', false);
}
