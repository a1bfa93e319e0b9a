// `upload` once admitted: loads, plans and uploads a workbook through the batch endpoint, then writes the results back.
// The engine's orchestration (engine/pipeline/) does the work, as for the app; this file asks and shows. Loaded by
// the command (commands/upload-command.ts) while its first requests are in flight (docs/performance.md, "Upload: a
// lean start (fifth round)").
import path from 'node:path';
import type { Result } from '../catalog';
import { err, formatBoth, ok } from '../catalog';
import { LISTING_RETIREMENT_MESSAGES } from './listing-retirement-messages';
import type { ApiClient, FaultLedger } from '../engine/api';
import type { WorkbookMapping } from '../engine/model/workbook-mapping';
import type { PreparedWorkbook } from '../engine/validation';
import type { PreparedRow } from '../engine/model/prepared-row';
import type { ResultsAheadStart, RunEnd } from '../engine/pipeline';
import { ResultsAhead, defaultResultsPath, finishUpload, importResults, uploadPrepared } from '../engine/pipeline';
import type { SheetResults } from '../engine/model/sheet-results';
import type { MissingListing, UploadProgress, UploadRunOutcome } from '../engine/upload';
import { plannedChanges } from '../engine/upload';
import { replacedCharactersNotice } from '../engine/workbook/csv-encoding';
import { imageRowResults, withImageNotes } from '../engine/image-check';
import { headerLanguage } from '../engine/write-back/workbook-language';
import { EXIT, bilingual, stateFolders } from './cli-environment';
import type { StartedOnline } from './connect';
import type { LoadedImport } from './load-import';
import { loadImport } from './load-import';
import { checkResultsWritable, chooseResultsPath } from './results-output';
import { jsonRowPieces, printJsonPieces } from './row-report';
import type { NotesBefore, RowNotes } from './plausibility-report';
import { gatherRowNotes, notesBefore } from './plausibility-report';
import type { NotesWhileSending } from './notes-while-sending';
import { notesWhileSending } from './notes-while-sending';
import { decideSync, unconfirmedDeleteLines, withdrawMissing } from './listing-retirement';
import { lookalikeReport } from './lookalike-lines';
import type { ReadUploadOptions, UploadOptions } from './upload-options';
import { uploadExitCode, uploadReport, uploadReportRows, uploadTextLines } from './upload-report';
import { RESULTS_NOTICE_MESSAGES } from './results-notice-messages';
import { WRITE_BACK_FAILURE_MESSAGES } from './write-back-failure-messages';
import { writeBackFailureInBoth } from './write-back-failure-words';

/** Where an upload tells what it does: the report (`log`), notices (`error`), the progress bar, the user's stop. */
export type UploadIo = {
  log: (s: string) => void;
  error: (s: string) => void;
  progress: boolean;
  signal?: AbortSignal;
};
type Io = UploadIo;

/** An upload admitted by the fault budget, its connection and reference data asked (`runUploadCommand`). */
export interface AdmittedUpload {
  readonly workbook: string;
  readonly opts: UploadOptions;
  readonly read: ReadUploadOptions;
  readonly io: Io;
  /** The budget the admission opened, its room kept for the run. */
  readonly faults: FaultLedger;
  readonly started: StartedOnline;
}

/** One upload as it goes: the options read, the workbook loaded and its connection. */
interface UploadContext {
  readonly workbook: string;
  readonly opts: UploadOptions;
  readonly read: ReadUploadOptions;
  readonly io: Io;
  readonly loaded: LoadedImport;
  readonly client: ApiClient;
  /** The results written as the batches are answered, once the trial has settled their place. */
  readonly ahead: ResultsAhead;
}

/** A step's way out: the command ends with this code. */
type Exit = { readonly exit: number };

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
  if (!chosen.ok) return err(`upload: ${bilingual(chosen.error)}`);
  const writable = await checkResultsWritable(workbook, chosen.value, prepared, mapping);
  if (!writable.ok) {
    const why = { en: writable.error.message, hu: writable.error.messageHu };
    // A name of another format says itself what to name the output; any other refusal is the place's, and the hint
    // after it is a sentence of its own (the reason's full stop not doubled).
    const reason = writable.error.misnamed
      ? why
      : formatBoth(WRITE_BACK_FAILURE_MESSAGES.giveWritableOut, {
          why: { en: withoutFullStop(why.en), hu: withoutFullStop(why.hu) },
        });
    return err(`upload: ${bilingual(formatBoth(WRITE_BACK_FAILURE_MESSAGES.nothingSent, { why: reason }))}`);
  }
  return ok(chosen.value);
}

function withoutFullStop(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/**
 * The upload once admitted, its connection and reference data asked (`runUploadCommand`): the workbook loaded, the
 * results' place settled, the run sent, its results written and reported.
 */
export async function runAdmittedUpload(admitted: AdmittedUpload): Promise<number> {
  const { workbook, opts, read, io } = admitted;
  const loaded = await loadAdmitted(admitted);
  if ('exit' in loaded) return loaded.exit;
  const ahead = new ResultsAhead();
  const u: UploadContext = { workbook, opts, read, io, loaded: loaded.value, client: loaded.client, ahead };
  // Where the results go, and that they can be written there (a trial write-back), is settled before the service is
  // changed: it runs under the run's look-ups and lookalike list, and the run sends nothing until it succeeds
  // (`beforeSending`; docs/upload.md, "What runs while the service answers").
  const { prepared, opened } = u.loaded;
  const trial = opts.dryRun ? null : settleResultsPath(workbook, opts, prepared, opened.mapping);
  try {
    return await uploadLoaded(u, trial);
  } finally {
    // An early return must not leave the trial's temp file behind, nor the reference cache half written, nor a
    // copy written ahead of results that will not come.
    await Promise.all([trial, u.loaded.referenceSaved, ahead.close()]);
    await u.client.close();
    // Room kept reserved between batches goes back to the shared budget now, not when a timer gets round to it.
    await u.client.faults?.release().catch(() => undefined);
  }
}

/** A sync preview (or a dry run with `--withdraw-missing`) shows the listings missing and ends before judging rows. */
function syncPreviewOnly(opts: UploadOptions): boolean {
  return opts.syncPreview === true || (opts.withdrawMissing !== undefined && opts.dryRun === true);
}

/**
 * The workbook loaded, its client counting in the budget the admission opened (docs/performance.md, "Upload:
 * start-up and the write-backs"), with the connection and reference data already asked; what the loading found is
 * told.
 */
async function loadAdmitted(
  a: AdmittedUpload,
): Promise<Exit | { readonly value: LoadedImport; readonly client: ApiClient }> {
  const { baseUrl, user, officeId } = a.read;
  const args = {
    workbook: a.workbook,
    baseUrl,
    user,
    officeId,
    faults: a.faults,
    recordsAhead: { signal: a.io.signal, listingsJudged: !syncPreviewOnly(a.opts) },
    everyBodyRead: true,
    // The trial write-back takes the sheets as read instead of inflating them again; a dry run has no trial.
    keepSheets: a.opts.dryRun !== true,
    started: a.started,
  };
  const loaded = await loadImport(a.opts.mapping === undefined ? args : { ...args, mapping: a.opts.mapping });
  if (!loaded.ok) a.io.error(`upload: ${loaded.error}`);
  // A refused log-in leaves no client: nothing is sent (docs/upload.md, "A refused log-in").
  else if (loaded.value.loginRefused !== null) a.io.error(`upload: ${bilingual(loaded.value.loginRefused)}`);
  if (!loaded.ok || loaded.value.client === null) {
    // The room the admission keeps for the run goes back at once: another upload may be waiting for it.
    await a.faults.release();
    return { exit: EXIT.unusable };
  }
  const { opened, client, referenceNotice } = loaded.value;
  // Reference data not fetched now: from the saved copy, or none (its listings are refused), told in both languages.
  if (referenceNotice !== null) a.io.error(`upload: ${bilingual(referenceNotice)}`);
  // The encoding a CSV was read in, when not UTF-8: its results are written back in it (docs/reader.md).
  for (const w of opened.tables.flatMap((t) => t.warnings))
    if (w.kind === 'text_encoding') a.io.error(`upload: ${w.en}`);
  return { value: loaded.value, client };
}

async function uploadLoaded(u: UploadContext, trial: Promise<Result<string, string>> | null): Promise<number> {
  const ready = await readyToSend(u);
  if ('exit' in ready) return ready.exit;
  const rows = u.loaded.prepared.sheets.flatMap((s) => s.rows);
  const dryRun = u.opts.dryRun === true;
  const noteArgs = {
    rows,
    client: u.client,
    officeId: u.read.officeId,
    accepted: u.read.accepted,
    recordsAhead: u.loaded.recordsAhead,
  } as const;
  const noteOpts = { checkImages: u.opts.checkImages === true, progress: u.io.progress && !u.opts.json };
  // A real upload reads the office's listings and checks its image links before sending, then judges like the dry
  // run with its plan's old → new (docs/plausibility.md, "Where the listings come from"). They are read while the
  // run looks up and plans, and the run sends nothing before they are (`send`).
  const reading = dryRun ? null : notesBefore({ ...noteArgs, ...noteOpts });
  // Judged while the batches are in flight, by the plan and what was read before sending (notes-while-sending.ts).
  const judging = reading === null ? null : notesWhileSending({ ...noteArgs, ...noteOpts }, reading);
  const sent = await send(u, trial, reading, judging);
  if ('exit' in sent) return sent.exit;
  const { run, output, before } = sent;
  for (const n of run.notices) u.io.error(`upload: ${bilingual({ en: n.message, hu: n.messageHu })}`);
  const alike = lookalikeReport(run.lookalikes ?? [], run.lookalikesHeld === true, dryRun);
  if (!dryRun) for (const line of alike.lines) u.io.error(line);
  const withdrawn = run.stoppedEarly === null ? await withdrawAfterRun(u, ready.missing) : null;
  // The room the run kept reserved between its batches goes back to the shared budget while the results are
  // written, not after the report (the release in `finally` gives back what a later request may take).
  void u.client.faults?.release().catch(() => undefined);
  tellCreatedBefore(u, run);
  const judged = (): Promise<RowNotes> =>
    judging?.notes(run.plan) ??
    gatherRowNotes({
      ...noteArgs,
      ...noteOpts,
      changes: (i) => plannedChanges(run.plan, i),
      ...(before !== null ? { before } : {}),
    });
  const withdrawnShown = withdrawn !== null && ready.missing.length > 0 ? withdrawn : null;
  return writeAndReport(u, { rows, run, dryRun, output, before, alike, withdrawn: withdrawnShown }, judged);
}

/** `--withdraw-missing`'s listings withdrawn after a run that was not stopped early, journaled as a run. */
function withdrawAfterRun(
  u: UploadContext,
  missing: readonly MissingListing[],
): Promise<{ readonly withdrawn: number; readonly failed: number }> {
  const run = {
    journalDir: stateFolders.journal(),
    workbook: u.workbook,
    officeId: u.read.officeId,
    signal: u.io.signal,
  };
  return withdrawMissing(u.client, missing, u.io, run, u.loaded.officeNames);
}

/** What the report needs of a finished run, besides its rows' notes. */
interface RunToReport {
  readonly rows: readonly PreparedRow[];
  readonly run: UploadRunOutcome;
  readonly dryRun: boolean;
  readonly output: string | null;
  readonly before: NotesBefore | null;
  readonly alike: ReturnType<typeof lookalikeReport>;
  readonly withdrawn: { readonly withdrawn: number; readonly failed: number } | null;
}

/** Writes the results (unless nothing is written) and prints the report; the exit code. */
async function writeAndReport(u: UploadContext, r: RunToReport, judged: () => Promise<RowNotes>): Promise<number> {
  const { rows, run, dryRun, output, before, alike } = r;
  const waits = waitingWrite();
  const finishing = output === null ? null : writeUploadResults(u, run, output, before, waits.tell);
  // The report's rows (and their JSON) are made while the write waits for its last compressing and the disk; only
  // the summary, which says where the results went, waits for the write (docs/performance.md, "(ninth round, second
  // pass, the listings' end)"). A write that fails before it waits goes on as before: nothing is printed.
  if (finishing !== null) await Promise.race([waits.waiting, finishing]);
  const notes = await judged().catch(async (e: unknown) => {
    // Thrown once the write has ended, as when the notes were awaited after it.
    await finishing;
    throw e;
  });
  const reportRows = uploadReportRows({ rows, run, dryRun, notes });
  const rowPieces = u.opts.json ? jsonRowPieces(reportRows.noted) : null;
  const finished = await finishing;
  if (finished !== null && 'exit' in finished) return finished.exit;
  const inputs = {
    rows,
    run,
    dryRun,
    notes,
    written: finished?.written ?? null,
    withdrawn: r.withdrawn,
  };
  const made = uploadReport(inputs, reportRows);
  await finished?.marked();
  if (rowPieces !== null) printJsonPieces(made.report, rowPieces, u.io.log);
  else for (const line of uploadTextLines(u.loaded, made, inputs, alike)) u.io.log(line);
  return uploadExitCode(made, inputs, alike);
}

/** The sheets the results are written as: the run's results, with notes on the image links checked before sending. */
function resultSheets(u: UploadContext, run: RunEnd, before: NotesBefore | null): SheetResults[] {
  const { prepared, opened } = u.loaded;
  return withImageNotes(
    importResults(prepared, opened.mapping, run),
    opened.mapping,
    imageRowResults(
      prepared.sheets.flatMap((s) => s.rows),
      before?.checked ?? new Map(),
    ),
    (m) => headerLanguage(m.columns.map((c) => c.header)),
  );
}

/** The results written ahead into `output`, as `resultSheets` will give them. */
function aheadStart(u: UploadContext, output: string, before: NotesBefore | null): ResultsAheadStart {
  return {
    input: u.workbook,
    output,
    overwrite: u.opts.overwrite === true,
    sheets: (run) => resultSheets(u, run, before),
    rows: u.loaded.prepared.sheets.flatMap((s) => s.rows),
  };
}

/** A promise the write-back settles when it starts to wait (`onWaiting`), and the call that settles it. */
function waitingWrite(): { readonly waiting: Promise<void>; readonly tell: () => void } {
  let tell = (): void => undefined;
  const waiting = new Promise<void>((resolve) => (tell = resolve));
  return { waiting, tell };
}

/**
 * What is settled before the run: the connection (unless the reference data fetched for this run proved it: asking
 * for the offices once more would only cost a round trip, docs/performance.md, "`/office` once"), and the listings on
 * the portal the sheet does not hold (listed, or to be withdrawn once their number is confirmed).
 */
async function readyToSend(u: UploadContext): Promise<Exit | { readonly missing: readonly MissingListing[] }> {
  const reachable = u.loaded.connectionProven ? null : await u.client.testConnection(u.io.signal);
  if (reachable !== null && !reachable.ok) {
    u.io.error(`upload: ${bilingual({ en: reachable.error.message, hu: reachable.error.messageHu })}`);
    return { exit: EXIT.unusable };
  }
  let missing: readonly MissingListing[] = [];
  if (u.opts.syncPreview === true || u.opts.withdrawMissing !== undefined) {
    const sync = {
      preview: u.opts.syncPreview === true || u.opts.dryRun === true,
      withdrawCount: u.read.withdrawCount,
      only: u.read.withdrawOnly,
      workbook: u.workbook,
      named: u.read.named,
      officeNames: u.loaded.officeNames,
    };
    const rows = u.loaded.prepared.sheets.flatMap((s) => s.rows);
    const decided = await decideSync(u.client, rows, u.read.officeId, sync, u.io, u.opts.json === true, u.io.signal);
    if (decided.kind === 'exit') return { exit: decided.code };
    missing = decided.listings;
  }
  return { missing };
}

/**
 * The engine's run, as the app's; the mapped columns tell emptied cells (docs/round-trip.md). The run waits for the
 * results' trial and for the notes read before sending (`reading`: the office's listings, the image links) before its
 * first request, and sends nothing when the trial failed; `output` is where the results go.
 */
async function send(
  u: UploadContext,
  trial: Promise<Result<string, string>> | null,
  reading: Promise<NotesBefore> | null,
  judging: NotesWhileSending | null,
): Promise<
  Exit | { readonly run: UploadRunOutcome; readonly output: string | null; readonly before: NotesBefore | null }
> {
  // Its failure is thrown once the run has returned (below); until then it only withholds the run.
  reading?.catch(() => undefined);
  const ready =
    trial === null
      ? null
      : Promise.all([trial, reading]).then(([t, before]) => {
          // An .xlsx's results are written into the copy as the batches are answered (docs/write-back.md, "Written as
          // the batches answer"), with the notes read before sending; a CSV's after the run.
          if (t.ok && u.loaded.opened.format === 'xlsx') u.ahead.start(aheadStart(u, t.value, before));
          return t.ok;
        });
  const bar = await progressBar(u.io.progress && !u.opts.json);
  const outcome = await uploadPrepared({
    client: u.client,
    rows: u.loaded.prepared.sheets.flatMap((s) => s.rows),
    mapping: u.loaded.opened.mapping,
    officeId: u.read.officeId,
    concurrency: u.read.concurrency,
    dryRun: u.opts.dryRun === true,
    // A dry run writes no journal; it reads the folder only to date the lookalikes it finds.
    journal: { dir: stateFolders.journal(), workbookPath: u.workbook, resume: true },
    resendCreated: u.opts.resendCreated === true,
    confirms: u.read.confirms,
    onProgress: judging === null ? bar.update : (p) => (bar.update(p), judging.onProgress(p)),
    onWaitForRoom: (m) => u.io.error(`upload: ${bilingual(m)}`),
    signal: u.io.signal,
    ...(ready !== null ? { beforeSending: ready } : {}),
    ...(judging !== null ? { onPlanned: judging.onPlanned } : {}),
    onResultAhead: u.ahead.give,
    recordsAhead: u.loaded.recordsAhead,
    existingAhead: u.loaded.existingAhead,
  });
  bar.stop();
  // The trial's place, or why nothing was sent: the run waited for it before its first request.
  const settled = trial === null ? null : await trial;
  if (settled !== null && !settled.ok) {
    u.io.error(settled.error);
    return { exit: EXIT.unusable };
  }
  // What was read before sending; a failure to read it is thrown here, with nothing sent (the run waited for it).
  const before = await reading;
  if (outcome.ok) return { run: outcome.value, output: settled?.value ?? null, before };
  if (outcome.error.kind === 'unconfirmed_deletes') {
    for (const line of unconfirmedDeleteLines(outcome.error)) u.io.error(line);
    return { exit: EXIT.unusable };
  }
  const e = outcome.error;
  u.io.error(`upload: ${bilingual({ en: e.message, hu: e.messageHu })}`);
  // Held back by the fault budget before the first look-up: stopped early, to go on later, not unusable input.
  const heldBack = outcome.error.kind === 'lookup' && outcome.error.failure.kind === 'held_back';
  return { exit: heldBack ? EXIT.stoppedEarly : EXIT.unusable };
}

/** Rows an earlier upload of this workbook created are not sent again unless asked: said, with how to ask. */
function tellCreatedBefore(u: UploadContext, run: UploadRunOutcome): void {
  const createdBefore = run.results.filter(
    (r) => r.status === 'skipped' && r.errorMessage?.startsWith('Already created from this workbook'),
  ).length;
  if (createdBefore > 0) {
    u.io.error(bilingual(formatBoth(LISTING_RETIREMENT_MESSAGES.createdBefore, { count: createdBefore })));
  }
}

/**
 * The engine's finish, as the app's: the results written (or, with no room, a workbook of their own), then the
 * journal marked; its datasync runs while the notes and the report are worked out (`marked` waits for it).
 */
async function writeUploadResults(
  u: UploadContext,
  run: UploadRunOutcome,
  output: string,
  before: NotesBefore | null,
  onWaiting: () => void,
): Promise<Exit | { readonly written: string; readonly marked: () => Promise<void> }> {
  const finished = await finishUpload({
    input: u.workbook,
    output,
    sheets: resultSheets(u, run, before),
    overwrite: u.opts.overwrite === true,
    journalFile: run.journalFile,
    onWaiting,
    ahead: u.ahead.take(),
  });
  if (!finished.ok) {
    const kept = formatBoth(WRITE_BACK_FAILURE_MESSAGES.keptInJournal, {
      journal: run.journalFile ?? WRITE_BACK_FAILURE_MESSAGES.noJournal,
      file: output,
      why: writeBackFailureInBoth(finished.error),
    });
    u.io.error(`upload: ${bilingual(kept)}`);
    return { exit: EXIT.unusable };
  }
  const written = finished.value.output;
  if (finished.value.separate !== null) u.io.error(`upload: ${bilingual(finished.value.separate)}`);
  if (!u.opts.json) u.io.error(`upload: ${bilingual(formatBoth(RESULTS_NOTICE_MESSAGES.written, { file: written }))}`);
  const replaced = replacedCharactersNotice(path.basename(written), finished.value.replacedCharacters);
  if (replaced !== null)
    u.io.error(`upload: ${bilingual(formatBoth(RESULTS_NOTICE_MESSAGES.warning, { notice: replaced }))}`);
  return { written, marked: finished.value.journalMarked };
}
