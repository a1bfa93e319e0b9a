// Rows a run counts apart from the failed ones, for the command line's and the app's summaries alike: rows in doubt
// (sent, the answer never known; the next upload checks them), rows held back for an invalid seller row they name
// (sent once it is fixed) and rows a stopped run never reached (the next upload sends them). None is failed:
// counting them so told the user to fix rows that had no fault (docs/upload.md, "Counts of a run").
import { formatBoth, formatMessage } from '../../catalog/message-catalog';
import type { RowRef, RowResult } from '../model/row-result';
import { PIPELINE_MESSAGES } from './pipeline-messages';

export interface RowsNotFailed {
  /** Rows in doubt: their state on the service is unknown. */
  readonly unknown: number;
  /** Rows held back for the seller rows in `waitFor`. */
  readonly heldBack: number;
  /** The rows the held-back ones wait for, each once, in the order first named. */
  readonly waitFor: readonly RowRef[];
  /** Rows a stopped run never reached; none where the caller left them out (the app keeps them to be sent). */
  readonly notReached: number;
}

/** Of a run's results (those the run left to be sent excluded by the caller), the rows counted apart. */
export function rowsNotFailed(results: readonly (RowResult | null)[]): RowsNotFailed {
  let unknown = 0;
  let heldBack = 0;
  let notReached = 0;
  const waitFor = new Map<string, RowRef>();
  for (const r of results) {
    if (r?.pending === 'in_doubt') unknown++;
    if (r?.pending === 'not_reached') notReached++;
    if (r?.pending !== 'waits_for_row') continue;
    heldBack++;
    if (r.waitsFor !== undefined) waitFor.set(`${r.waitsFor.sheet}!${String(r.waitsFor.row)}`, r.waitsFor);
  }
  return { unknown, heldBack, waitFor: [...waitFor.values()], notReached };
}

/** The summary's lines for the rows counted apart, in both languages; none when there are none. */
export function rowsNotFailedLines(apart: RowsNotFailed): { readonly en: string; readonly hu: string }[] {
  const rows = {
    en: apart.waitFor.map((w) => formatMessage(PIPELINE_MESSAGES.waitedRow, 'en', w)).join(', '),
    hu: apart.waitFor.map((w) => formatMessage(PIPELINE_MESSAGES.waitedRow, 'hu', w)).join(', '),
  };
  return [
    ...(apart.unknown > 0 ? [formatBoth(PIPELINE_MESSAGES.unknownRows, { count: apart.unknown })] : []),
    ...(apart.heldBack > 0 ? [formatBoth(PIPELINE_MESSAGES.heldBackRows, { count: apart.heldBack, rows })] : []),
    ...(apart.notReached > 0 ? [formatBoth(PIPELINE_MESSAGES.notReachedRows, { count: apart.notReached })] : []),
  ];
}
