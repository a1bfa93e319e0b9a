// `undo RUN`: puts the portal back as it was before an upload run, and says per row what could not be put back
// (docs/undo.md). Created listings are withdrawn; `--delete-created N` deletes them instead, N confirming the count.
import type { Command } from 'commander';
import type { UndoReport, UndoRowReport } from '../../engine/undo';
import { runUndo } from '../../engine/undo';
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog/message-catalog';
import { COMPARISON_NOTE_MESSAGES } from '../../engine/upload/comparison-note-messages';
import { EXIT, bilingual, bilingualIndented, positiveInt, stateFolders } from '../cli-environment';
import { CLI_ARGUMENT_MESSAGES } from '../cli-argument-messages';
import { connect } from '../connect';
import { UNDO_LINE_MESSAGES as M } from '../undo-line-messages';

const EMPTY = COMPARISON_NOTE_MESSAGES.empty;

interface UndoOptions {
  readonly baseUrl?: string;
  readonly user?: string;
  readonly dryRun?: boolean;
  readonly json?: boolean;
  readonly deleteCreated?: string;
}

type Io = { log: (s: string) => void; error: (s: string) => void; signal?: AbortSignal };

/** A value the undo found or left, as JSON; an empty one in words. */
function shown(v: unknown): Words {
  return v === null || v === undefined || v === '' ? EMPTY : { en: JSON.stringify(v), hu: JSON.stringify(v) };
}

/**
 * How a line names the row: a listing a sync withdrew (no workbook row) by its Service ID and the reference and address
 * its journal kept (an older journal: the Service ID alone); any other row by its sheet and row.
 */
function rowName(r: UndoRowReport): Words {
  if (r.syncListing && r.serviceId !== null) {
    const name = [r.reference, r.address].filter((w): w is string => w !== null && w !== '').join(', ');
    return name === ''
      ? formatBoth(M.listing, { id: r.serviceId })
      : formatBoth(M.listingNamed, { id: r.serviceId, name });
  }
  if (r.serviceId === null) return formatBoth(M.row, { sheet: r.sheet, row: r.row });
  return formatBoth(M.rowWithId, { sheet: r.sheet, row: r.row, id: r.serviceId });
}

function rowLine(r: UndoRowReport): Words {
  const named = { row: rowName(r), bucket: M[`bucket_${r.bucket}`] };
  if (r.reason === null) return formatBoth(M.line, named);
  return formatBoth(M.lineWhy, { ...named, why: { en: r.reason, hu: r.reasonHu ?? r.reason } });
}

function countsLine(report: UndoReport): Words {
  const c = report.counts;
  const counts = { undone: c.undone, kept: c.kept, impossible: c.notPossible, failed: c.failed };
  const untouched = formatBoth(M.untouched, { count: report.untouched });
  return formatBoth(report.dryRun ? M.countsDry : M.countsDone, { ...counts, untouched });
}

/**
 * Whether a dry run offers deleting the listings the run created instead of withdrawing them: only when the run created
 * some and the dry run does not delete them already (docs/undo.md).
 */
function offersDelete(report: UndoReport): boolean {
  const deleting = report.rows.some((r) => r.action === 'delete' && r.resource === 'property' && r.did === 'create');
  return report.dryRun && report.createdListings > 0 && !deleting;
}

/**
 * One line per row that was not simply undone, then the counts; each line in English, then in Hungarian on the next
 * (`bilingual`), as the command line's other messages.
 */
export function undoLines(report: UndoReport): string[] {
  const lines: Words[] = [];
  for (const r of report.rows) {
    if (r.bucket === 'undone' && r.fields.kept.length === 0 && r.fields.notPossible.length === 0) continue;
    lines.push(rowLine(r));
    for (const f of r.fields.kept)
      lines.push(formatBoth(M.keptField, { field: f.key, left: shown(f.left), now: shown(f.now) }));
    if (r.fields.notPossible.length > 0)
      lines.push(formatBoth(M.cannotEmpty, { fields: r.fields.notPossible.join(', ') }));
  }
  lines.push(countsLine(report));
  if (offersDelete(report)) lines.push(formatBoth(M.offerDelete, { count: report.createdListings }));
  if (report.runId !== null)
    lines.push(formatBoth(M.undoRun, { runId: report.runId, report: report.reportFile ?? M.noReport }));
  return lines.map(bilingual);
}

export async function runUndoCommand(runId: string, opts: UndoOptions, io: Io): Promise<number> {
  const deleteCreated = positiveInt('--delete-created', opts.deleteCreated);
  if (!deleteCreated.ok) {
    io.error(`undo: ${bilingual(deleteCreated.error)}`);
    return EXIT.unusable;
  }
  const connected = await connect(opts.baseUrl, opts.user);
  if (!connected.ok || connected.value === null) {
    const required = bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.undoConnectionRequired));
    io.error(`undo: ${connected.ok ? required : connected.error}`);
    return EXIT.unusable;
  }
  const client = connected.value.client;
  try {
    const outcome = await runUndo({
      client,
      journalDir: stateFolders.journal(),
      runId,
      dryRun: opts.dryRun === true,
      ...(deleteCreated.value !== null ? { deleteCreated: deleteCreated.value } : {}),
      faultBudget: client.faults ?? null,
      ...(io.signal ? { signal: io.signal } : {}),
    });
    if (!outcome.ok) {
      const e = outcome.error;
      io.error(`undo: ${bilingual({ en: e.message, hu: e.messageHu })}`);
      if (e.kind === 'unconfirmed_deletes') {
        for (const d of e.deletes) io.error(bilingualIndented(rowName(d)).join('\n'));
        return EXIT.unusable;
      }
      // Held back by the fault budget before the first look-up: stopped early, as for upload.
      return e.kind === 'lookup' && e.failure.kind === 'held_back' ? EXIT.stoppedEarly : EXIT.unusable;
    }
    const report = outcome.value;
    if (opts.json === true) io.log(JSON.stringify(report, null, 2));
    else for (const line of undoLines(report)) io.log(line);
    if (report.stoppedEarly !== null) {
      io.error(`undo: ${bilingual({ en: report.stoppedEarly.message, hu: report.stoppedEarly.messageHu })}`);
      return EXIT.stoppedEarly;
    }
    return report.counts.failed > 0 ? EXIT.rowsFailed : EXIT.ok;
  } finally {
    await client.close();
  }
}

export function registerUndoCommand(program: Command): void {
  program
    .command('undo')
    .description('Undo an upload run: put back what it changed on the portal, and list what could not be put back.')
    .argument('<run>', "the run's id, as 'history' lists it")
    .requiredOption('--base-url <url>', 'the API, ending in /api/json/v3')
    .requiredOption('--user <name>', 'administration user name; the JSON password comes from LISTING_API_PASSWORD')
    .option('--dry-run', 'compare with the portal and say what would be undone; send nothing')
    .option('--json', 'print the report as JSON')
    .option(
      '--delete-created <n>',
      'delete the listings the run created instead of withdrawing them; n confirms their number (cannot be undone)',
    )
    .action(async (run: string, opts: UndoOptions) => {
      const controller = new AbortController();
      const onSignal = (): void => controller.abort();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      process.exitCode = await runUndoCommand(run, opts, {
        log: (s) => console.log(s),
        error: (s) => console.error(s),
        signal: controller.signal,
      });
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    });
}
