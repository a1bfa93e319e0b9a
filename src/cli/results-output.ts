// Where the upload's results workbook goes, and whether it can be written there, decided before anything is sent.
import path from 'node:path';
import type { Result, Words } from '../catalog';
import { formatBoth } from '../catalog/message-catalog';
import { CLI_ARGUMENT_MESSAGES } from './cli-argument-messages';
import { err, ok } from '../catalog';
import type { PreparedWorkbook } from '../engine/validation';
import type { WorkbookMapping } from '../engine/model/workbook-mapping';
import { writeBackOnDemand } from '../engine/write-back/write-back-on-demand';
import { resultsWritable } from '../engine/pipeline';
import { WRITE_BACK_FAILURE_MESSAGES } from './write-back-failure-messages';
import { writeBackFailureInBoth } from './write-back-failure-words';
import { fileExists } from '../engine/fs/file-exists';

/**
 * `--out FILE` as given; else NAME.results.xlsx beside the workbook, or the first free NAME.results-2.xlsx,
 * NAME.results-3.xlsx … so an earlier run's results (and their Service IDs) are never replaced unasked.
 */
export async function chooseResultsPath(
  workbook: string,
  out: string | undefined,
  overwrite: boolean,
  defaultPath: string,
): Promise<Result<string, Words>> {
  if (out !== undefined) {
    if (!overwrite && (await fileExists(out))) {
      return err(formatBoth(CLI_ARGUMENT_MESSAGES.resultsExist, { file: out }));
    }
    return ok(out);
  }
  if (overwrite || !(await fileExists(defaultPath))) return ok(defaultPath);
  const ext = path.extname(defaultPath);
  const stem = defaultPath.slice(0, defaultPath.length - ext.length);
  for (let n = 2; n < 10_000; n++) {
    const candidate = `${stem}-${n}${ext}`;
    if (!(await fileExists(candidate))) return ok(candidate);
  }
  return err(formatBoth(CLI_ARGUMENT_MESSAGES.noFreeResultsName, { workbook }));
}

/** Why the results cannot be written: `misnamed` when the output's name says another format than the copy's. */
export interface ResultsNotWritable {
  readonly misnamed: boolean;
  readonly message: string;
  /** The same in Hungarian: the command line prints both (docs/messages.md, "Command line"). */
  readonly messageHu: string;
}

/**
 * The engine's trial write-back (the app's too) beside the output: a workbook whose results cannot be written, or a
 * folder that takes no file, is found before the service is changed; a sheet without room passes (its results go into
 * a workbook of their own).
 */
export async function checkResultsWritable(
  workbook: string,
  output: string,
  prepared: PreparedWorkbook,
  mapping: WorkbookMapping,
): Promise<Result<null, ResultsNotWritable>> {
  const { outputNameRefusal } = await writeBackOnDemand();
  const misnamed = await outputNameRefusal(workbook, output);
  if (misnamed !== null) {
    const why = writeBackFailureInBoth(misnamed);
    return err({ misnamed: true, message: why.en, messageHu: why.hu });
  }
  const sheets = mapping.sheets
    .filter((s) => prepared.sheets.some((p) => p.sheet === s.sheet))
    .map((s) => ({ sheet: s.sheet, headerRow: s.headerRow, results: [], notes: [] }));
  const written = await resultsWritable(workbook, output, sheets);
  if (written.ok) return ok(null);
  const why = formatBoth(WRITE_BACK_FAILURE_MESSAGES.resultsNotWritten, {
    file: output,
    why: writeBackFailureInBoth(written.error),
  });
  return err({ misnamed: false, message: why.en, messageHu: why.hu });
}
