// `history`: the upload runs (and undos) of the data folder, newest first: the ids `undo` takes.
import type { Command } from 'commander';
import type { HistoryEntry } from '../../engine/undo';
import { listHistory } from '../../engine/undo';
import { EXIT, stateFolders } from '../cli-environment';

interface HistoryOptions {
  readonly json?: boolean;
}

type Io = { log: (s: string) => void; error: (s: string) => void };

/** `20260129T101500123Z-a1b2c3  2026-01-29 10:15  wrong.xlsx  created 200, updated 55, deleted 1 …` */
export function historyLine(h: HistoryEntry): string {
  const c = h.counts;
  const counts = [
    `created ${c.created}`,
    `updated ${c.updated}`,
    ...(h.counts.failed > 0 ? [`failed ${c.failed}`] : []),
    // Apart from the failed, as the upload report counts them (docs/upload.md, "Counts of a run").
    ...(c.inDoubt > 0 ? [`unknown ${c.inDoubt}`] : []),
    ...(c.heldBack > 0 ? [`held back ${c.heldBack}`] : []),
    ...(c.notReached > 0 ? [`not reached ${c.notReached}`] : []),
  ];
  const notes = [
    h.undoes !== null ? `undo of ${h.undoes}` : null,
    h.undoneBy.length > 0 ? `undone by ${h.undoneBy.join(', ')}` : null,
    h.endedAt === null ? 'unfinished' : null,
  ].filter((n): n is string => n !== null);
  const when = h.startedAt.slice(0, 16).replace('T', ' ');
  return `${h.runId}  ${when}  ${h.workbookName}  ${counts.join(', ')}${notes.length > 0 ? `  (${notes.join('; ')})` : ''}`;
}

export async function runHistoryCommand(opts: HistoryOptions, io: Io): Promise<number> {
  const runs = await listHistory(stateFolders.journal());
  if (opts.json === true) {
    io.log(JSON.stringify(runs, null, 2));
    return EXIT.ok;
  }
  if (runs.length === 0) io.log(`No upload runs in ${stateFolders.journal()}.`);
  for (const h of runs) io.log(historyLine(h));
  return EXIT.ok;
}

export function registerHistoryCommand(program: Command): void {
  program
    .command('history')
    .description('List the upload runs (and undos) of the data folder, newest first, with the ids undo takes.')
    .option('--json', 'print the runs as JSON')
    .action(async (opts: HistoryOptions) => {
      process.exitCode = await runHistoryCommand(opts, {
        log: (s) => console.log(s),
        error: (s) => console.error(s),
      });
    });
}
