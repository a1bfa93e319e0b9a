// The runs of the journal folder as the history lists them: id, date, workbook, counts, and how undos relate.
import path from 'node:path';
import type { RunSummary } from '../upload/journal';
import { listRuns, readJournal } from '../upload/journal';
import { isSyncRun } from '../upload/sync-run-name';

export interface HistoryEntry extends RunSummary {
  /** Set for an undo: the run it undoes. */
  readonly undoes: string | null;
  /** The undos of this run, newest first. */
  readonly undoneBy: readonly string[];
  /** The workbook as the user knows it (an undo's journal names the undone run's workbook). */
  readonly workbookName: string;
  /**
   * Listings a sync run withdrew: its journal ends them as updated (each an update of the status), History counts
   * them withdrawn and none updated (docs/undo.md, "What a run keeps"); 0 for any other run.
   */
  readonly withdrawn: number;
}

/** Every run in the folder, newest first, with the undo relations. */
export async function listHistory(journalDir: string): Promise<readonly HistoryEntry[]> {
  const runs = await listRuns(journalDir);
  const undoes = new Map<string, string | null>();
  for (const r of runs) undoes.set(r.runId, (await readJournal(r.file))?.start.undoes ?? null);
  return runs.map((r) => {
    const undone = undoes.get(r.runId) ?? null;
    const workbook = r.workbook.replace(/(#undo-[^#]*)+$/, '');
    const sync = isSyncRun(r.workbook);
    return {
      ...r,
      counts: sync ? { ...r.counts, updated: 0 } : r.counts,
      withdrawn: sync ? r.counts.updated : 0,
      undoes: undone,
      undoneBy: runs.filter((o) => undoes.get(o.runId) === r.runId).map((o) => o.runId),
      workbookName: path.basename(workbook),
    };
  });
}
