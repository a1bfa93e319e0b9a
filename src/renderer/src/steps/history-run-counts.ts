// A run's counts as History shows them, and whether it offers the run's undo: a sync run counts its listings
// withdrawn, not updated, and its undo sets them back (docs/undo.md, "What a run keeps").
import type { HistoryEntry, Language } from '../../../shared/contract';
import { formatMessage } from '../../../shared/message-catalog';
import { HISTORY_COUNT_MESSAGES as M } from '../i18n/history-count-messages';

/** `created / updated / failed`; a sync run's `2 visszavonva · 1 sikertelen`. */
export function historyRunCounts(e: HistoryEntry, lang: Language): string {
  if (e.withdrawn === undefined) return `${e.created} / ${e.updated} / ${e.failed}`;
  const withdrawn = formatMessage(M.withdrawn, lang, { count: e.withdrawn });
  return e.failed > 0 ? `${withdrawn} · ${formatMessage(M.failed, lang, { count: e.failed })}` : withdrawn;
}

/**
 * An undo of the run finished with no failed row: a second one would find nothing to do, so it is not offered. A
 * stopped undo or one with failed rows keeps the button, to finish it (docs/undo.md).
 */
function fullyUndone(e: HistoryEntry, all: readonly HistoryEntry[]): boolean {
  return all.some((u) => u.undoes === e.runId && u.outcome === 'completed' && u.failed === 0);
}

/** Whether History offers undoing the run: it changed the portal and no undo of it has finished. */
export function historyUndoable(e: HistoryEntry, all: readonly HistoryEntry[]): boolean {
  return !e.dryRun && !fullyUndone(e, all) && e.created + e.updated + (e.withdrawn ?? 0) > 0;
}
