// The History view: past runs per office from the engine's journal.
import { basename } from 'node:path';
import { listHistory } from '../../engine/undo';
import type { HistoryEntry } from '../../shared/contract';
import type { SessionEnv } from './session-env';
import { journalDir } from './session-env';

/**
 * Past runs from the engine's journal, newest first; `names` turns stored workbook paths into the names the user knows.
 */
export async function history(
  env: SessionEnv,
  officeId: number | undefined,
  names: ReadonlyMap<string, string>,
): Promise<HistoryEntry[]> {
  const runs = await listHistory(journalDir(env));
  return runs
    .filter((r) => officeId === undefined || r.officeId === officeId)
    .map((r) => ({
      runId: r.runId,
      fileName: names.get(r.workbook) ?? (r.undoes === null ? basename(r.workbook) : r.workbookName),
      startedAt: r.startedAt,
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
      failed: r.counts.failed,
      skipped: r.counts.skipped,
      inDoubt: r.counts.inDoubt,
      heldBack: r.counts.heldBack,
      notReached: r.counts.notReached,
      undoes: r.undoes,
      undoneBy: [...r.undoneBy],
    }));
}
