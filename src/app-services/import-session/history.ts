// The History view: past runs per office from the engine's journal.
import { basename } from 'node:path';
import { localTimestamp } from '../../catalog';
import type { HistoryEntry as EngineHistoryEntry } from '../../engine/undo';
import { listHistory } from '../../engine/undo';
import { syncRunName } from '../../engine/upload';
import type { HistoryEntry } from '../../shared/contract';
import type { SessionEnv } from './session-env';
import { journalDir } from './session-env';

/**
 * Past runs from the engine's journal, newest first; `names` turns stored workbook paths into the names the user knows.
 */
export async function history(
  env: Pick<SessionEnv, 'dataDir'> & Partial<Pick<SessionEnv, 'lang'>>,
  officeId: number | undefined,
  names: ReadonlyMap<string, string>,
): Promise<HistoryEntry[]> {
  const runs = await listHistory(journalDir(env));
  const byId = new Map(runs.map((r) => [r.runId, r]));
  // An undo's journal names a workbook of its own (the undone one's path with `#undo-…`): it takes the undone run's
  // name, followed through undos of undos (a damaged journal pointing in a circle stops at the first run seen again).
  const nameOf = (run: EngineHistoryEntry): string => {
    let r = run;
    const seen = new Set<string>();
    for (let u = r.undoes; u !== null && !seen.has(r.runId); u = r.undoes) {
      seen.add(r.runId);
      const undone = byId.get(u);
      if (undone === undefined) break;
      r = undone;
    }
    return (
      syncRunName(r.workbook, env.lang?.() ?? 'hu', (book) => names.get(book) ?? basename(book)) ??
      names.get(r.workbook) ??
      (r.undoes === null ? basename(r.workbook) : r.workbookName)
    );
  };
  return runs
    .filter((r) => officeId === undefined || r.officeId === officeId)
    .map((r) => ({
      runId: r.runId,
      fileName: nameOf(r),
      startedAt: r.startedAt,
      startedAtText: localTimestamp(new Date(r.startedAt)),
      user: r.user,
      officeId: r.officeId ?? 0,
      service: r.baseUrl,
      dryRun: false,
      outcome:
        r.stoppedEarly === null
          ? r.endedAt === null
            ? 'failed'
            : 'completed'
          : r.stoppedEarly.reason === 'cancelled'
            ? 'cancelled'
            : r.stoppedEarly.reason === 'fault_budget'
              ? 'stopped_fault_budget'
              : 'failed',
      created: r.counts.created,
      updated: r.counts.updated,
      ...(r.withdrawn > 0 ? { withdrawn: r.withdrawn } : {}),
      failed: r.counts.failed,
      skipped: r.counts.skipped,
      inDoubt: r.counts.inDoubt,
      heldBack: r.counts.heldBack,
      notReached: r.counts.notReached,
      undoes: r.undoes,
      undoneBy: [...r.undoneBy],
    }));
}
