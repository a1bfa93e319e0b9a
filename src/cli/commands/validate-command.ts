// `validate`: checks every row offline (or with the service's reference data) and reports every problem.
import path from 'node:path';
import type { Command } from 'commander';
import { defaultResultsPath, importResults } from '../../engine/pipeline';
import { defaultsApplied } from '../../engine/validation';
import { replacedCharactersNotice } from '../../engine/workbook/csv-encoding';
import { EXIT, bilingual, positiveInt } from '../cli-environment';
import { interpretationLines, interpretationSummary, loadImport } from '../load-import';
import type { Report } from '../row-report';
import { countBy, printJsonReport, reportRow, textReport } from '../row-report';
import { parseAcceptWarnings } from '../accept-warnings-option';
import { gatherRowNotes, withFieldNotes, withRowNotes } from '../plausibility-report';
import { formatBoth } from '../../catalog/message-catalog';
import { WRITE_BACK_FAILURE_MESSAGES } from '../write-back-failure-messages';
import { CLI_ARGUMENT_MESSAGES } from '../cli-argument-messages';
import { writeBackFailureInBoth } from '../write-back-failure-words';
import { RESULTS_NOTICE_MESSAGES } from '../results-notice-messages';
import { fileExists } from '../../engine/fs/file-exists';

interface ValidateOptions {
  readonly officeId?: string;
  readonly baseUrl?: string;
  readonly user?: string;
  readonly mapping?: string;
  readonly out?: string;
  /** Replace the file `--out` names when it exists. */
  readonly overwrite?: boolean;
  readonly json?: boolean;
  readonly offline?: boolean;
  /** Warning kinds (or rows as Sheet!row#kind) accepted: listed as accepted, not as open. */
  readonly acceptWarnings?: string;
  readonly checkImages?: boolean;
  /** `--no-office-defaults` sets it false: rows must give the overhead's currency and the rent's period. */
  readonly officeDefaults?: boolean;
}

type Io = { log: (s: string) => void; error: (s: string) => void; progress?: boolean; signal?: AbortSignal };

export async function runValidateCommand(workbook: string, opts: ValidateOptions, io: Io): Promise<number> {
  const office = positiveInt('--office-id', opts.officeId);
  if (!office.ok) {
    io.error(`validate: ${bilingual(office.error)}`);
    return EXIT.unusable;
  }
  const accepted = parseAcceptWarnings(opts.acceptWarnings);
  if (!accepted.ok) {
    io.error(`validate: ${bilingual(accepted.error)}`);
    return EXIT.unusable;
  }
  // `--out ''` writes beside the workbook: a refusal names that file, not the empty value.
  const output = opts.out === undefined ? null : opts.out || defaultResultsPath(workbook);
  // A file in the way is said before the workbook is read, as `upload` says it.
  if (output !== null && opts.overwrite !== true && (await fileExists(output))) {
    io.error(`validate: ${bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.outputExists, { file: output }))}`);
    return EXIT.unusable;
  }
  const loaded = await loadImport({ ...opts, workbook, officeId: office.value });
  if (!loaded.ok) {
    io.error(`validate: ${loaded.error}`);
    return EXIT.unusable;
  }
  const { prepared, opened, client, referenceNote, referenceNotice } = loaded.value;
  // Reference data not fetched now: from the saved copy, or none (its listings are refused), told in both languages.
  if (referenceNotice !== null) io.error(`validate: ${bilingual(referenceNotice)}`);
  const prepRows = prepared.sheets.flatMap((s) => s.rows);
  // Plausibility and image links: warnings only, judged by the office's listings when connected.
  const notes = await gatherRowNotes({
    rows: prepRows,
    client,
    officeId: office.value,
    accepted: accepted.value,
    checkImages: opts.checkImages === true,
    progress: io.progress === true && opts.json !== true,
    ...(io.signal ? { signal: io.signal } : {}),
  });
  // The reference cache's write (run while the rows were prepared) is done before the command ends.
  await Promise.all([client?.close(), loaded.value.referenceSaved]);
  await client?.faults?.release().catch(() => undefined);
  const rows = prepRows.map((r) => withRowNotes(reportRow(r, null), notes));
  const warnings = opened.tables.flatMap((t) => t.warnings.map((w) => w.en));
  const defaults = defaultsApplied(prepared).map(
    (d) => `${d.sheet}: ${d.rows} row(s) ${d.message} (turn off with --no-office-defaults)`,
  );
  const report: Report = {
    summary: {
      rows: rows.length,
      ...countBy(rows),
      skipped_checks: prepared.skippedChecks.map((c) => c.reason),
      reference: referenceNote,
      ...(warnings.length > 0 ? { warnings } : {}),
      ...(defaults.length > 0 ? { office_defaults: defaults } : {}),
      ...interpretationSummary(loaded.value.interpretations, loaded.value.learnedWords),
      ...notes.summary,
    },
    rows,
  };
  if (output !== null) {
    // The write-back (the xlsx writer and its zip) is loaded only when a workbook is to be written.
    const { writeResults } = await import('../../engine/write-back/write-back');
    const written = await writeResults({
      input: workbook,
      output,
      ...(opts.overwrite === true ? { overwrite: true } : {}),
      sheets: withFieldNotes(importResults(prepared, opened.mapping, null), opened.mapping, notes),
    });
    if (!written.ok) {
      const why = writeBackFailureInBoth(written.error);
      io.error(`validate: ${bilingual(formatBoth(WRITE_BACK_FAILURE_MESSAGES.notWritten, { file: output, why }))}`);
      return EXIT.unusable;
    }
    const replaced = replacedCharactersNotice(path.basename(written.value.output), written.value.replacedCharacters);
    if (replaced !== null)
      io.error(`validate: ${bilingual(formatBoth(RESULTS_NOTICE_MESSAGES.warning, { notice: replaced }))}`);
  }
  if (opts.json) printJsonReport(report, io.log);
  else {
    for (const w of warnings) io.log(`warning: ${w}`);
    for (const d of defaults) io.log(`office default: ${d}`);
    for (const line of interpretationLines(loaded.value.interpretations, loaded.value.learnedWords)) io.log(line);
    for (const line of notes.lines) io.log(line);
    for (const line of textReport(report, prepared.skippedChecks)) io.log(line);
  }
  return rows.some((r) => r.status === 'invalid') ? EXIT.rowsFailed : EXIT.ok;
}

export function registerValidateCommand(program: Command): void {
  program
    .command('validate')
    .description("Validate every row of a workbook against the API's rules, without sending anything.")
    .argument('<workbook>', '.xlsx or .csv file')
    .option('--office-id <n>', 'office of the rows that have no office column')
    .option('--base-url <url>', 'the API, for reference data (regions, offices); password from LISTING_API_PASSWORD')
    .option('--user <name>', 'administration user name')
    .option('--mapping <file>', 'a saved mapping template')
    .option('--out <file>', 'write the workbook with notes on invalid cells to this file')
    .option('--overwrite', 'replace the file --out names when it exists')
    .option('--offline', 'use the reference data saved at the last connection of --base-url and --user, asking nothing')
    .option('--json', 'print the report as JSON')
    .option('--no-office-defaults', 'refuse an overhead without its currency and a rent without its period')
    .option('--check-images', "check every image row's URL answers with an image the portal can fetch")
    .option(
      '--accept-warnings <list>',
      'plausibility warnings accepted: kinds (scale-slip,sale-vs-rent,…), all, or rows as Sheet!row#kind',
    )
    .action(async (workbook: string, opts: ValidateOptions) => {
      process.exitCode = await runValidateCommand(workbook, opts, {
        log: (s) => console.log(s),
        error: (s) => console.error(s),
        progress: process.stderr.isTTY === true,
      });
    });
}
