// The run an undo undoes, from the journal folder: its rows that changed the service, with what undoing them needs.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { JournalState } from '../upload/journal';
import { readJournal } from '../upload/journal';
import type { RunRow } from './undo-types';

/** The journal of run `runId` in `dir`, or null when there is none. */
export async function findRun(dir: string, runId: string): Promise<JournalState | null> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith(`-${runId}.jsonl`));
  } catch {
    return null;
  }
  for (const name of names) {
    const state = await readJournal(path.join(dir, name));
    if (state?.start.runId === runId) return state;
  }
  return null;
}

/**
 * The journal "workbook" of the undos of a run: its own name, so an upload of the workbook never takes an unfinished
 * undo for a run to resume, and undos of one run find each other (the newest unfinished one is continued).
 */
export function undoWorkbookOf(source: JournalState): string {
  return `${source.start.workbook}#undo-${source.start.runId}`;
}

/** The rows the run changed on the service (created, updated, deleted), and how many others it had. */
export function runRowsOf(source: JournalState): { readonly rows: RunRow[]; readonly untouched: number } {
  const rows: RunRow[] = [];
  let untouched = 0;
  for (const r of source.results.values()) {
    if (r.status !== 'created' && r.status !== 'updated' && r.status !== 'deleted') {
      untouched += 1;
      continue;
    }
    rows.push({ key: r.key, row: r.row, status: r.status, serviceId: r.serviceId ?? null, undo: r.undo ?? null });
  }
  for (const d of source.unknown.values()) {
    if (!source.results.has(d.key))
      rows.push({ key: d.key, row: d.row, status: 'in_doubt', serviceId: null, undo: null });
  }
  return { rows, untouched };
}
