// `upload`: validates, plans and uploads a workbook through the batch endpoint, then writes the results back.
import path from 'node:path';
import type { Command } from 'commander';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { WorkbookMapping } from '../../engine/model/workbook-mapping';
import type { PreparedWorkbook } from '../../engine/validation';
import {
  admitUpload,
  confirmationsOf,
  defaultResultsPath,
  finishUpload,
  importResults,
  rowsNotFailed,
  rowsNotFailedLines,
  uploadPrepared,
} from '../../engine/pipeline';
import type { RowsNotFailed } from '../../engine/pipeline';
import type { PlannedRow } from '../../engine/model/planned-row';
import type { UploadProgress } from '../../engine/upload';
import { replacedCharactersNotice } from '../../engine/workbook/csv-encoding';
import type { RowResult } from '../../engine/model/row-result';
import { EXIT, bilingual, positiveInt, stateFolders } from '../cli-environment';
import { dryRunValueLines, interpretationLines, loadImport } from '../load-import';
import { checkResultsWritable, chooseResultsPath } from '../results-output';
import type { Report } from '../row-report';
import { countBy, printJsonReport, reportRow, textReport } from '../row-report';
import { changeLines, reportChanges } from '../change-lines';
import { gatherRowNotes, notesBefore, parseAcceptWarnings, withRowNotes } from '../plausibility-report';
import { imageRowResults, withImageNotes } from '../../engine/image-check';
import { headerLanguage } from '../../engine/write-back/workbook-language';
import { plannedChanges } from '../../engine/upload';
import type { MissingListing } from '../../engine/upload';
import {
  confirmationLines,
  decideSync,
  namedScope,
  unconfirmedDeleteLines,
  withdrawMissing,
} from '../listing-retirement';
import { lookalikeReport } from '../lookalike-lines';

interface UploadOptions {
  readonly baseUrl?: string;
  readonly user?: string;
  readonly officeId?: string;
  readonly mapping?: string;
  readonly out?: string;
  readonly concurrency?: string;
  readonly dryRun?: boolean;
  readonly json?: boolean;
  /** Replace an existing results file instead of choosing a new name. */
  readonly overwrite?: boolean;
  /** Send rows again that an earlier upload of this workbook already created. */
  readonly resendCreated?: boolean;
  /** The number of rows whose Import action deletes their listing, confirmed (listing-retirement.ts). */
  readonly confirmDeletes?: string;
  readonly confirmWithdraws?: string;
  /** The number of rows that change their listing's reference on purpose, confirmed (docs/round-trip.md). */
  readonly confirmReferenceChanges?: string;
  /** List the office's listings missing from the sheet; send nothing. */
  readonly syncPreview?: boolean;
  /** Withdraw the office's listings missing from the sheet; the value confirms their number. */
  readonly withdrawMissing?: string;
  /** The listings the sheet holds, for a workbook that does not record its export scope (listing-retirement.ts). */
  readonly syncTypes?: string;
  readonly syncStatus?: string;
  /** The number of new rows like records the office holds, confirmed to be created anyway (lookalike-records.ts). */
  readonly createLookalikes?: string;
  /** Plausibility warnings accepted (kinds, all, or Sheet!row#kind); warnings never block the upload. */
  readonly acceptWarnings?: string;
  /** Check every image row's URL before anything is sent. */
  readonly checkImages?: boolean;
}

type Io = { log: (s: string) => void; error: (s: string) => void; progress: boolean; signal?: AbortSignal };

/** The progress bar on a terminal; cli-progress is loaded only then (not for --json, nor for a pipe). */
async function progressBar(enabled: boolean): Promise<{ update: (p: UploadProgress) => void; stop: () => void }> {
  if (!enabled) return { update: () => undefined, stop: () => undefined };
  const { SingleBar } = await import('cli-progress');
  const bar = new SingleBar({
    format: 'uploading [{bar}] {value}/{total} rows | {failed} failed | {rate} rows/s | {eta_text} left',
    hideCursor: true,
    stream: process.stderr,
  });
  let started = false;
  return {
    update: (p) => {
      if (p.phase !== 'uploading') return;
      const payload = {
        failed: p.failed,
        rate: Math.round(p.rowsPerSecond),
        eta_text: p.etaSeconds === null ? '?' : `${Math.ceil(p.etaSeconds)} s`,
      };
      if (!started) {
        bar.start(p.total, p.done, payload);
        started = true;
      } else bar.update(p.done, payload);
    },
    stop: () => started && bar.stop(),
  };
}

/** The results path chosen and a trial write-back done there; the error is the line to print. */
async function settleResultsPath(
  workbook: string,
  opts: UploadOptions,
  prepared: PreparedWorkbook,
  mapping: WorkbookMapping,
): Promise<Result<string, string>> {
  const chosen = await chooseResultsPath(workbook, opts.out, opts.overwrite === true, defaultResultsPath(workbook));
  if (!chosen.ok) return err(`upload: ${chosen.error}`);
  const writable = await checkResultsWritable(workbook, chosen.value, prepared, mapping);
  if (!writable.ok)
    return err(
      writable.error.misnamed
        ? `upload: nothing was sent: ${writable.error.message}`
        : `upload: nothing was sent: ${writable.error.message}. Give --out with a writable place.`,
    );
  return ok(chosen.value);
}

export async function runUploadCommand(workbook: string, opts: UploadOptions, io: Io): Promise<number> {
  if (opts.baseUrl === undefined || opts.user === undefined) {
    io.error('upload: --base-url URL and --user NAME are required (the password comes from LISTING_API_PASSWORD).');
    return EXIT.unusable;
  }
  const office = positiveInt('--office-id', opts.officeId);
  const concurrency = positiveInt('--concurrency', opts.concurrency);
  const confirmDeletes = positiveInt('--confirm-deletes', opts.confirmDeletes);
  const confirmWithdraws = positiveInt('--confirm-withdraws', opts.confirmWithdraws);
  const withdrawCount = positiveInt('--withdraw-missing', opts.withdrawMissing);
  const lookalikes = positiveInt('--create-lookalikes', opts.createLookalikes);
  const confirmReferences = positiveInt('--confirm-reference-changes', opts.confirmReferenceChanges);
  const counts = [office, concurrency, confirmDeletes, confirmWithdraws, withdrawCount, confirmReferences, lookalikes];
  for (const parsed of counts) {
    if (!parsed.ok) {
      io.error(`upload: ${parsed.message}`);
      return EXIT.unusable;
    }
  }
  const named = namedScope(opts.syncTypes, opts.syncStatus);
  if (!named.ok) {
    io.error(`upload: ${named.error}`);
    return EXIT.unusable;
  }
  const accepted = parseAcceptWarnings(opts.acceptWarnings);
  if (!accepted.ok) {
    io.error(`upload: ${accepted.error}`);
    return EXIT.unusable;
  }
  // No room left in the shared fault budget: say so before asking the service anything (asking could lock it out);
  // room another live upload holds is waited for, a damaged count is told (docs/upload.md, "The fault budget").
  // The engine's admission, as the app's (engine/pipeline/upload-run.ts).
  const admitted = await admitUpload({
    dir: stateFolders.faults(),
    baseUrl: opts.baseUrl,
    onDamage: (notice) => io.error(`upload: ${bilingual(notice)}`),
    onWait: (m) => io.error(`upload: ${bilingual(m)}`),
    ...(io.signal ? { signal: io.signal } : {}),
  });
  if (!admitted.ok) {
    io.error(`upload: nothing was sent: ${bilingual(admitted.error)}`);
    return EXIT.stoppedEarly;
  }
  // The client counts in the budget the admission opened (docs/performance.md, "Upload: start-up and the write-backs").
  const faults = admitted.value;
  const loaded = await loadImport({ ...opts, workbook, officeId: office.ok ? office.value : null, faults });
  if (!loaded.ok) {
    io.error(`upload: ${loaded.error}`);
    return EXIT.unusable;
  }
  const { prepared, opened, client } = loaded.value;
  if (!client) return EXIT.unusable;
  // The encoding a CSV was read in, when not UTF-8: its results are written back in it (docs/reader.md).
  for (const w of opened.tables.flatMap((t) => t.warnings)) if (w.kind === 'text_encoding') io.error(`upload: ${w.en}`);
  // Where the results go, and that they can be written there (a trial write-back), is settled before the service is
  // changed: it runs under the run's look-ups and lookalike list, and the run sends nothing until it succeeds
  // (`beforeSending`; docs/upload.md, "What runs while the service answers").
  const trial = opts.dryRun ? null : settleResultsPath(workbook, opts, prepared, opened.mapping);
  try {
    // The reference data fetched from the service for this run proved the address and the log-in; asking for the
    // offices once more would only cost a round trip (docs/performance.md, "`/office` once").
    const reachable = loaded.value.connectionProven ? null : await client.testConnection(io.signal);
    if (reachable !== null && !reachable.ok) {
      io.error(`upload: ${reachable.error.message}`);
      return EXIT.unusable;
    }
    const rows = prepared.sheets.flatMap((s) => s.rows);
    // Listings on the portal that the sheet does not hold: listed, or withdrawn once their number is confirmed.
    let missing: readonly MissingListing[] = [];
    if (opts.syncPreview === true || opts.withdrawMissing !== undefined) {
      const sync = {
        preview: opts.syncPreview === true || opts.dryRun === true,
        withdrawCount: withdrawCount.ok ? withdrawCount.value : null,
        workbook,
        named: named.value,
      };
      const decided = await decideSync(
        client,
        rows,
        office.ok ? office.value : null,
        sync,
        io,
        opts.json === true,
        io.signal,
      );
      if (decided.kind === 'exit') return decided.code;
      missing = decided.listings;
    }
    const noteArgs = { rows, client, officeId: office.ok ? office.value : null, accepted: accepted.value } as const;
    const noteOpts = { checkImages: opts.checkImages === true, progress: io.progress && !opts.json };
    // A real upload reads the office's listings and checks its image links before sending, then judges like the dry
    // run with its plan's old → new (docs/plausibility.md, "Where the listings come from").
    const before = opts.dryRun ? null : await notesBefore({ ...noteArgs, ...noteOpts });
    const bar = await progressBar(io.progress && !opts.json);
    // The engine's run, as the app's; the mapped columns tell emptied cells (docs/round-trip.md).
    const outcome = await uploadPrepared({
      client,
      rows,
      mapping: opened.mapping,
      officeId: office.ok ? office.value : null,
      concurrency: (concurrency.ok ? concurrency.value : null) ?? 4,
      dryRun: opts.dryRun === true,
      // A dry run writes no journal; it reads the folder only to date the lookalikes it finds.
      journal: { dir: stateFolders.journal(), workbookPath: workbook, resume: true },
      resendCreated: opts.resendCreated === true,
      confirms: {
        deletes: confirmDeletes.ok ? (confirmDeletes.value ?? undefined) : undefined,
        withdraws: confirmWithdraws.ok ? (confirmWithdraws.value ?? undefined) : undefined,
        referenceChanges: confirmReferences.ok ? (confirmReferences.value ?? undefined) : undefined,
        lookalikes: lookalikes.ok ? (lookalikes.value ?? undefined) : undefined,
      },
      onProgress: bar.update,
      onWaitForRoom: (m) => io.error(`upload: ${bilingual(m)}`),
      signal: io.signal,
      ...(trial !== null ? { beforeSending: trial.then((t) => t.ok) } : {}),
    });
    bar.stop();
    // The trial's place, or why nothing was sent: the run waited for it before its first request.
    const settled = trial === null ? null : await trial;
    if (settled !== null && !settled.ok) {
      io.error(settled.error);
      return EXIT.unusable;
    }
    const output = settled?.value ?? null;
    if (!outcome.ok && outcome.error.kind === 'unconfirmed_deletes') {
      for (const line of unconfirmedDeleteLines(outcome.error)) io.error(line);
      return EXIT.unusable;
    }
    if (!outcome.ok) {
      io.error(`upload: ${outcome.error.message}`);
      // Held back by the fault budget before the first look-up: stopped early, to go on later, not unusable input.
      const heldBack = outcome.error.kind === 'lookup' && outcome.error.failure.kind === 'held_back';
      return heldBack ? EXIT.stoppedEarly : EXIT.unusable;
    }
    const run = outcome.value;
    for (const n of run.notices) io.error(`upload: ${n.message}`);
    const alike = lookalikeReport(run.lookalikes ?? [], run.lookalikesHeld === true, opts.dryRun === true);
    if (!opts.dryRun) for (const line of alike.lines) io.error(line);
    const withdrawn = run.stoppedEarly === null ? await withdrawMissing(client, missing, io, io.signal) : null;
    // The room the run kept reserved between its batches goes back to the shared budget while the results are
    // written, not after the report (the release in `finally` gives back what a later request may take).
    void client.faults?.release().catch(() => undefined);
    const createdBefore = run.results.filter(
      (r) => r.status === 'skipped' && r.errorMessage?.startsWith('Already created from this workbook'),
    ).length;
    if (createdBefore > 0) {
      io.error(
        `upload: ${createdBefore} rows were already created by an earlier upload of this workbook and were not sent again; give --resend-created to create them once more.`,
      );
    }
    let written: string | null = null;
    let marked: () => Promise<void> = () => Promise.resolve();
    if (output !== null) {
      // The engine's finish, as the app's: the results written (or, with no room, a workbook of their own), then the
      // journal marked; its datasync runs while the notes and the report are worked out.
      const finished = await finishUpload({
        input: workbook,
        output,
        sheets: withImageNotes(
          importResults(prepared, opened.mapping, run),
          opened.mapping,
          imageRowResults(rows, before?.checked ?? new Map()),
          (m) => headerLanguage(m.columns.map((c) => c.header)),
        ),
        overwrite: opts.overwrite === true,
        journalFile: run.journalFile,
      });
      if (!finished.ok) {
        io.error(
          `upload: the results are kept in the journal (${run.journalFile ?? 'none'}), but could not be written to ${output}: ${finished.error.message}`,
        );
        return EXIT.unusable;
      }
      written = finished.value.output;
      marked = finished.value.journalMarked;
      if (finished.value.separate !== null) io.error(`upload: ${bilingual(finished.value.separate)}`);
      if (!opts.json) io.error(`upload: results written to ${written}`);
      const replaced = replacedCharactersNotice(path.basename(written), finished.value.replacedCharacters);
      if (replaced !== null) io.error(`upload: warning: ${replaced.en}`);
    }
    const notes = await gatherRowNotes({
      ...noteArgs,
      ...noteOpts,
      changes: (i) => plannedChanges(run.plan, i),
      ...(before !== null ? { before } : {}),
    });
    const reportRows = rows.map((r, i) => {
      const changes = reportChanges(run.plan, i);
      // A dry run shows the rows the plan refuses (a row that is not the listing it names) with their reasons.
      const base = reportRow(r, opts.dryRun ? planRefusal(run.plan.rows[i], run.results[i]) : (run.results[i] ?? null));
      return changes !== undefined ? { ...base, changes } : base;
    });
    const apart = rowsNotFailed(run.results);
    const report: Report = {
      summary: {
        rows: rows.length,
        ...(opts.dryRun
          ? {
              ...countBy(reportRows),
              would_create: run.plan.counts.create,
              would_modify: run.plan.counts.modify,
              would_withdraw: run.plan.counts.withdraw,
              would_delete: run.plan.counts.delete,
              would_hold_lookalikes: run.lookalikesHeld === true ? (run.lookalikes?.length ?? 0) : 0,
            }
          : { ...run.summary, ...countsApart(run.summary.failed, apart) }),
        ...(withdrawn !== null && missing.length > 0
          ? { withdrawn_missing: withdrawn.withdrawn, withdraw_missing_failed: withdrawn.failed }
          : {}),
        stopped_early: run.stoppedEarly?.message ?? null,
        results_workbook: written,
        ...notes.summary,
      },
      ...((run.lookalikes?.length ?? 0) > 0 ? { extra: { lookalikes: run.lookalikes } } : {}),
      rows: reportRows.map((r) => withRowNotes(r, notes)),
    };
    await marked();
    if (opts.json) printJsonReport(report, io.log);
    else {
      // Issue 14: what the interpretations make of the cells, as it will be sent.
      for (const line of opts.dryRun
        ? dryRunValueLines(loaded.value)
        : interpretationLines(loaded.value.interpretations, loaded.value.learnedWords))
        io.log(line);
      for (const line of changeLines(rows, run.plan)) io.log(line);
      if (opts.dryRun) for (const line of alike.lines) io.log(line);
      // What the plan asks to confirm, the engine's lists (the app shows the same in its confirmation box).
      if (opts.dryRun) for (const line of confirmationLines(confirmationsOf(rows, run.plan))) io.log(line);
      for (const line of notes.lines) io.log(line);
      for (const line of textReport(report, prepared.skippedChecks)) io.log(line);
      for (const line of rowsNotFailedLines(apart)) io.log(bilingual(line));
    }
    if (run.stoppedEarly) return EXIT.stoppedEarly;
    // Held-back rows are not failed: the invalid seller row they wait for gives the 1 (docs/upload.md, "Counts of a
    // run"); a row in doubt is not done.
    const rowsFailed = reportRows.some(
      (r) => r.status === 'invalid' || r.status === 'failed' || r.status === 'unknown',
    );
    return rowsFailed || alike.held || (withdrawn?.failed ?? 0) > 0 ? EXIT.rowsFailed : EXIT.ok;
  } finally {
    // An early return must not leave the trial's temp file behind, nor the reference cache half written.
    await Promise.all([trial, loaded.value.referenceSaved]);
    await client.close();
    // Room kept reserved between batches goes back to the shared budget now, not when a timer gets round to it.
    await client.faults?.release().catch(() => undefined);
  }
}

/** The failed count without the rows counted apart, and those counts where there are any. */
function countsApart(failed: number, apart: RowsNotFailed): Record<string, number> {
  return {
    failed: failed - apart.unknown - apart.heldBack,
    ...(apart.unknown > 0 ? { unknown: apart.unknown } : {}),
    ...(apart.heldBack > 0 ? { held_back: apart.heldBack } : {}),
  };
}

/** The dry run's result of a row the plan refuses or knows to fail; null for the rows it would send or skip. */
function planRefusal(planned: PlannedRow | undefined, result: RowResult | undefined): RowResult | null {
  const refused = planned?.action === 'invalid' || planned?.action === 'fail';
  return refused && result !== undefined ? result : null;
}

export function registerUploadCommand(program: Command): void {
  program
    .command('upload')
    .description("Upload a workbook through the batch endpoint and write each row's result back into a copy of it.")
    .argument('<workbook>', '.xlsx or .csv file')
    .requiredOption('--base-url <url>', 'the API, ending in /api/json/v3')
    .requiredOption('--user <name>', 'administration user name; the JSON password comes from LISTING_API_PASSWORD')
    .option('--office-id <n>', 'office of the rows that have no office column')
    .option('--mapping <file>', 'a saved mapping template')
    .option(
      '--out <file>',
      'where to write the results workbook (default: NAME.results.xlsx beside it, or NAME.results-2.xlsx … when taken)',
    )
    .option('--overwrite', 'replace an existing results file instead of choosing a new name')
    .option('--resend-created', 'send rows again that an earlier upload of this workbook already created')
    .option('--concurrency <n>', 'batches in flight at once (default 4)')
    .option('--dry-run', 'plan and validate, send nothing')
    .option('--confirm-deletes <n>', 'confirm the number of listings the Import action column deletes')
    .option('--confirm-withdraws <n>', 'confirm the number of listings the Import action column withdraws')
    .option(
      '--confirm-reference-changes <n>',
      "confirm the number of rows that change their listing's reference (id.transfer_id) on purpose",
    )
    .option('--sync-preview', "list the office's listings on the portal that the sheet does not hold; send nothing")
    .option('--withdraw-missing <n>', 'withdraw (set inactive) those missing listings; n confirms their number')
    .option('--create-lookalikes <n>', 'create the new rows that look like records the office has; n confirms them')
    .option('--sync-types <types>', "the types the sheet holds, for a workbook that records no export scope (or 'all')")
    .option('--sync-status <status>', 'the status the sheet holds: active, inactive or any (default any)')
    .option('--json', 'print the report as JSON')
    .option('--check-images', "check every image row's URL before sending (warnings; nothing is held back)")
    .option('--accept-warnings <list>', 'plausibility warnings accepted: kinds, all, or rows as Sheet!row#kind')
    .action(async (workbook: string, opts: UploadOptions) => {
      const controller = new AbortController();
      const onSignal = (): void => controller.abort();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      process.exitCode = await runUploadCommand(workbook, opts, {
        log: (s) => console.log(s),
        error: (s) => console.error(s),
        progress: process.stderr.isTTY === true,
        signal: controller.signal,
      });
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    });
}
