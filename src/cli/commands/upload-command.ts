// `upload`: validates, plans and uploads a workbook through the batch endpoint, then writes the results back. This
// file registers the command and admits the run: the fault budget's room, then the connection and the reference data
// asked; the rest of the command (upload-admitted.ts: the reader, the validation, the plan, the sending) is loaded
// while those requests are in flight, not before them (docs/performance.md, "Upload: a lean start (fifth round)").
import type { Command } from 'commander';
import { requestsSent } from '../../engine/api';
import { admitUpload } from '../../engine/pipeline/upload-admission';
import { EXIT, bilingual, stateFolders } from '../cli-environment';
import { closeOnline, startOnline } from '../connect';
import type { UploadIo } from '../upload-admitted';
import type { UploadOptions } from '../upload-options';
import { readUploadOptions } from '../upload-options';

/**
 * The engine's admission, as the app's (engine/pipeline/upload-admission.ts): with no room left in the shared fault
 * budget nothing is asked (asking could lock the service out); room another live upload holds is waited for, a
 * damaged count is told (docs/upload.md, "The fault budget"). Then the connection and the reference data are asked,
 * counting in that budget, and the rest of the command goes on with them.
 */
export async function runUploadCommand(workbook: string, opts: UploadOptions, io: UploadIo): Promise<number> {
  const read = readUploadOptions(opts);
  if (!read.ok) {
    io.error(read.error);
    return EXIT.unusable;
  }
  const admitted = await admitUpload({
    dir: stateFolders.faults(),
    baseUrl: read.value.baseUrl,
    onDamage: (notice) => io.error(`upload: ${bilingual(notice)}`),
    onWait: (m) => io.error(`upload: ${bilingual(m)}`),
    ...(io.signal ? { signal: io.signal } : {}),
  });
  if (!admitted.ok) {
    io.error(`upload: nothing was sent: ${bilingual(admitted.error)}`);
    return EXIT.stoppedEarly;
  }
  const faults = admitted.value;
  const started = startOnline(read.value.baseUrl, read.value.user, faults);
  // Compiled while the reference data is asked, once its two requests (`/region`, `/office`) have left: they need none
  // of it, and compiled sooner it held them back by about 40 ms of CPU (the loader compiles between the connection's
  // steps; `/office`, on a second connection, was written after it: docs/performance.md, "the slow link").
  await requestsSent(2, started.online);
  const rest = await import('../upload-admitted').catch(async (e: unknown) => {
    await closeOnline(started.online);
    await faults.release();
    throw e;
  });
  return rest.runAdmittedUpload({ workbook, opts, read: read.value, io, faults, started });
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
    .option('--withdraw-only <ids>', 'withdraw only these missing listings (Service IDs, comma-separated)')
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
