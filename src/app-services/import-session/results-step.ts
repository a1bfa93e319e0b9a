// Step 7: the last run's summary, its failed rows with the service's messages, and its results workbook.
import { rowKey } from '../../engine/model/prepared-row';
import type { FailedRow, InvalidRow, RunResults } from '../../shared/contract';
import { fail } from '../app-failure';
import type { SessionEnv } from './session-env';
import { tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';
import { openBook } from './session-state';
import { copyName } from './workbook-copies';
import { rowMessage } from '../../engine/model/result-headers';
import { resendable, sessionBuckets, sheetBuckets } from './row-buckets';
import { rowStatus } from './row-counts';
import { problemText } from './validation-step';

/** Rows listed by kind in Results; the results workbook holds every row. */
const MAX_LISTED_ROWS = 1000;

export function results(state: SessionState, env: SessionEnv): RunResults {
  const run = state.lastRun ?? fail('not_found', tell(env, SESSION_MESSAGES.nothingUploaded));
  const failedRows: FailedRow[] = [];
  // Rows in doubt are listed apart: not failed, as they may well be on the service (docs/upload.md, "Counts of a run").
  const inDoubtRows: FailedRow[] = [];
  for (const [sheet, p] of state.prepared) {
    for (const r of p.rows) {
      const res = state.rowResults.get(rowKey(sheet, r.row));
      if (res?.status !== 'failed' || res.pending === 'waits_for_row') continue;
      (res.pending === 'in_doubt' ? inDoubtRows : failedRows).push({
        sheet,
        row: r.row,
        reference: r.transferId,
        errorCode: res.errorCode ?? null,
        message: rowMessage(res, env.lang()) ?? '',
      });
    }
  }
  const invalidRows: InvalidRow[] = [];
  for (const p of state.prepared.values()) {
    for (const r of p.rows) {
      const first = r.problems[0];
      if (rowStatus(state, r) === 'invalid' && first && invalidRows.length < MAX_LISTED_ROWS)
        invalidRows.push({ sheet: r.sheet, row: r.row, reference: r.transferId, message: problemText(env, first) });
    }
  }
  const pendingRows = sessionBuckets(state).notSent;
  return {
    summary: run.summary,
    failedRows,
    hasResultsWorkbook: run.resultsPath !== null,
    pendingRows,
    resendable: resendable(state),
    bySheet: sheetBuckets(state),
    invalidRows,
    ...(inDoubtRows.length > 0 ? { inDoubtRows } : {}),
  };
}

export function resultsFile(state: SessionState, env: SessionEnv): { path: string; name: string } {
  const run = state.lastRun ?? fail('not_found', tell(env, SESSION_MESSAGES.nothingUploaded));
  if (run.resultsPath === null) fail('not_found', tell(env, SESSION_MESSAGES.noResultsWorkbook));
  return { path: run.resultsPath, name: run.resultsName ?? copyName(env, openBook(state, env), 'results') };
}
