// `history`: the upload runs (and undos) of the data folder, newest first: the ids `undo` takes.
import type { Command } from 'commander';
import type { HistoryEntry } from '../../engine/undo';
import { listHistory } from '../../engine/undo';
import { syncRunName } from '../../engine/upload';
import type { Lang } from '../../catalog/field-types';
import { localTimestamp } from '../../catalog/local-timestamp';
import { formatBoth, formatMessage } from '../../catalog/message-catalog';
import { EXIT, bilingual, stateFolders } from '../cli-environment';
import { HISTORY_MESSAGES as M } from '../history-messages';

interface HistoryOptions {
  readonly json?: boolean;
}

type Io = { log: (s: string) => void; error: (s: string) => void };

/**
 * A run's line in one language: `20260129T101500123Z-a1b2c3  2026-01-29 11:15:00 +01:00  wrong.xlsx  created 200, …`
 * in English, `… 200 létrehozva, 55 frissítve …` in Hungarian.
 */
export function historyLine(h: HistoryEntry, lang: Lang): string {
  const c = h.counts;
  // A sync run withdrew listings and did nothing else (docs/undo.md, "What a run keeps").
  const changed =
    h.withdrawn > 0
      ? [formatMessage(M.withdrawn, lang, { count: h.withdrawn })]
      : [formatMessage(M.created, lang, { count: c.created }), formatMessage(M.updated, lang, { count: c.updated })];
  const counts = [
    ...changed,
    ...(c.failed > 0 ? [formatMessage(M.failed, lang, { count: c.failed })] : []),
    ...(c.inDoubt > 0 ? [formatMessage(M.inDoubt, lang, { count: c.inDoubt })] : []),
    ...(c.heldBack > 0 ? [formatMessage(M.heldBack, lang, { count: c.heldBack })] : []),
    ...(c.notReached > 0 ? [formatMessage(M.notReached, lang, { count: c.notReached })] : []),
  ];
  const notes = [
    h.undoes !== null ? formatMessage(M.undoOf, lang, { runId: h.undoes }) : null,
    h.undoneBy.length > 0 ? formatMessage(M.undoneBy, lang, { runIds: h.undoneBy.join(', ') }) : null,
    h.endedAt === null ? formatMessage(M.unfinished, lang) : null,
  ].filter((n): n is string => n !== null);
  // As the results workbook's Imported at, with the zone (docs/write-back.md, "Imported at").
  const when = localTimestamp(new Date(h.startedAt));
  // A withdrawal run (and its undo) named as the app's History names it.
  const name = syncRunName(h.workbookName, lang) ?? h.workbookName;
  return `${h.runId}  ${when}  ${name}  ${counts.join(', ')}${notes.length > 0 ? `  (${notes.join('; ')})` : ''}`;
}

export async function runHistoryCommand(opts: HistoryOptions, io: Io): Promise<number> {
  const runs = await listHistory(stateFolders.journal());
  if (opts.json === true) {
    io.log(JSON.stringify(runs, null, 2));
    return EXIT.ok;
  }
  // In both languages, as every command's messages (cli-environment.ts, `bilingual`).
  if (runs.length === 0) io.log(bilingual(formatBoth(M.noRuns, { folder: stateFolders.journal() })));
  for (const h of runs) io.log(bilingual({ en: historyLine(h, 'en'), hu: historyLine(h, 'hu') }));
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
