// How History names a sync preview's withdrawal run (withdraw-run.ts): the workbook's name and "(sync)" /
// "(szinkron)", the same in the app and on the command line (docs/round-trip.md, "Sync preview").
import path from 'node:path';
import type { Lang } from '../../catalog';
import { formatMessage } from '../../catalog/message-catalog';
import { SYNC_RUN_MESSAGES } from './sync-run-name-messages';
import { syncWorkbookOf } from './withdraw-run';

/** How a withdrawal run's journal names its workbook: the workbook's path and this. */
const SYNC_SUFFIX = syncWorkbookOf('');

/** Whether a run's journal workbook is a withdrawal run's (not its undo's, which names `#undo-…` after it). */
export function isSyncRun(workbook: string): boolean {
  return workbook.endsWith(SYNC_SUFFIX);
}

/**
 * A withdrawal run's name in `lang`; `nameOf` turns the workbook's stored path into the name the user knows (its file
 * name unless told). Null for other runs.
 */
export function syncRunName(
  workbook: string,
  lang: Lang,
  nameOf: (book: string) => string = (book) => path.basename(book),
): string | null {
  if (!isSyncRun(workbook)) return null;
  const name = nameOf(workbook.slice(0, -SYNC_SUFFIX.length));
  return formatMessage(SYNC_RUN_MESSAGES.syncRunName, lang, { name });
}
