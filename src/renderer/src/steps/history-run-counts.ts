// A run's counts as History shows them, and whether it offers the run's undo: a sync run counts its listings
// withdrawn, not updated, and its undo sets them back (docs/undo.md, "What a run keeps").
import type { HistoryEntry, Language } from '../../../shared/contract';
import type { Message } from '../../../shared/message-catalog';
import { formatMessage } from '../../../shared/message-catalog';
import { formatNumber } from '../i18n/number-format';
import { HISTORY_COUNT_MESSAGES as M } from '../i18n/history-count-messages';

/**
 * One count of History's column, grouped as the language groups numbers. A line of the narrow column breaks between
 * counts, never inside one ("0 / frissítve").
 */
export function historyCount(message: Message, n: number, lang: Language): string {
  return formatMessage(message, lang, { count: formatNumber(n, lang) }).replaceAll(' ', '\u00a0');
}

/**
 * `1 létrehozva · 2 frissítve · 3 sikertelen`; a sync run's `2 visszavonva · 1 sikertelen`. Each number says what it
 * counts, so one column holds both kinds of run under a header that names no order (docs/undo.md, "What a run keeps").
 */
export function historyRunCounts(e: HistoryEntry, lang: Language): string {
  const count = (message: Message, n: number): string => historyCount(message, n, lang);
  const changed =
    e.withdrawn === undefined
      ? [count(M.created, e.created), count(M.updated, e.updated)]
      : [count(M.withdrawn, e.withdrawn)];
  return [...changed, ...(e.failed > 0 ? [count(M.failed, e.failed)] : [])].join(' · ');
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
