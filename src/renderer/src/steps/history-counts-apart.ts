// A run's rows in doubt, held back and not reached, as History shows them beside the failed: only those present; an
// older run's journal has none apart (docs/upload.md, "Counts of a run").
import type { HistoryEntry, Language } from '../../../shared/contract';
import { HISTORY_COUNT_MESSAGES as M } from '../i18n/history-count-messages';
import { historyCount } from './history-run-counts';

export function historyCountsApart(e: HistoryEntry, lang: Language): string {
  const parts = [
    [M.inDoubt, e.inDoubt],
    [M.heldBack, e.heldBack],
    [M.notReached, e.notReached],
  ] as const;
  return parts
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([message, count]) => historyCount(message, count ?? 0, lang))
    .join(' · ');
}
