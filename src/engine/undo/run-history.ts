// The runs of the journal folder as the history lists them: id, date, workbook, counts, and how undos relate.
import path from 'node:path';
import type { RunSummary } from '../upload/journal';
import { listRuns, readJournal } from '../upload/journal';

export interface HistoryEntry extends RunSummary {
  /** Set for an undo: the run it undoes. */
  readonly undoes: string | null;
  /** The undos of this run, newest first. */
  readonly undoneBy: readonly string[];
  /** The workbook as the user knows it (an undo's journal names the undone run's workbook). */
  readonly workbookName: string;
}

/** Every run in the folder, newest first, with the undo relations. */
export async function listHistory(journalDir: string): Promise<readonly HistoryEntry[]> {
  const runs = await listRuns(journalDir);
  const undoes = new Map<string, string | null>();
  for (const r of runs) undoes.set(r.runId, (await readJournal(r.file))?.start.undoes ?? null);
  return runs.map((r) => {
    const undone = undoes.get(r.runId) ?? null;
    const workbook = r.workbook.replace(/(#undo-[^#]*)+$/, '');
    return {
      ...r,
      undoes: undone,
      undoneBy: runs.filter((o) => undoes.get(o.runId) === r.runId).map((o) => o.runId),
      workbookName: path.basename(workbook),
    };
  });
}
