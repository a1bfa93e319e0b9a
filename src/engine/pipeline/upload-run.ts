// The upload as the command line and the app both run it: the results' trial write-back before the service is
// changed, the run itself with the mapped columns and the counts the user confirmed, and what its plan asks the user
// to confirm (the fault budget's room before anything is asked: upload-admission.ts). The two differ only in how they
// ask and show (docs/architecture.md, "One orchestration").
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { ApiClient } from '../api';
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import type { SheetResults } from '../model/sheet-results';
import type { WorkbookMapping } from '../model/workbook-mapping';
import type { StateNotice } from '../fs/read-state-file';
import type { UploadPlan } from '../model/upload-plan';
import type {
  DeleteToConfirm,
  ExistingAhead,
  ReferenceChangeToConfirm,
  RecordListsAhead,
  RunUploadOptions,
  UploadFailure,
  UploadProgress,
  UploadRunOutcome,
} from '../upload';
import { columnHeaders, plannedDeletes, plannedReferenceChanges, runUpload } from '../upload';
import type { WriteBackError } from '../write-back/write-back-types';
import { writeBackIfLoaded, writeBackOnDemand } from '../write-back/write-back-on-demand';

/**
 * A write-back of `sheets` (no results: the sheets as they are) into a temp file beside `output`, removed at once:
 * a workbook whose results cannot be written, or a folder that takes no file, is found before the service changes.
 */
export async function trialWriteBack(
  input: string,
  output: string,
  sheets: readonly SheetResults[],
): Promise<Result<null, WriteBackError>> {
  // The output's own extension (none included), so the trial meets the same name check as the real write.
  const ext = extname(output);
  const trial = join(dirname(output), `.${basename(output, ext)}.trial-${randomBytes(4).toString('hex')}${ext}`);
  const { writeResults } = await writeBackOnDemand();
  try {
    // Removed at once: nothing to sync to disk (two syncs on the path to the first request). What a CSV's bytes gave
    // is kept for the real write-back, which checks them first.
    const written = await writeResults({ input, output: trial, sheets, durable: false, keepReading: true });
    return written.ok ? ok(null) : err(written.error);
  } finally {
    await rm(trial, { force: true }).catch(() => undefined);
  }
}

/** What the user confirmed, by number (absent: none): each must be the plan's number, or those rows are not sent. */
export interface UploadConfirms {
  readonly deletes?: number | undefined;
  readonly withdraws?: number | undefined;
  readonly referenceChanges?: number | undefined;
  readonly lookalikes?: number | undefined;
}

export interface PreparedUpload {
  readonly client: ApiClient;
  readonly rows: readonly PreparedRow[];
  /** The mapping the rows were prepared with: modifies send only the changed fields, emptied cells included. */
  readonly mapping: WorkbookMapping;
  readonly officeId: number | null;
  readonly dryRun: boolean;
  readonly confirms: UploadConfirms;
  readonly journal: NonNullable<RunUploadOptions['journal']>;
  readonly signal?: AbortSignal | undefined;
  readonly concurrency?: number | undefined;
  readonly resendCreated?: boolean | undefined;
  readonly onProgress?: ((p: UploadProgress) => void) | undefined;
  readonly onWaitForRoom?: ((message: StateNotice) => void) | undefined;
  /** Work that must succeed before anything is sent, run under the look-ups (RunUploadOptions.beforeSending). */
  readonly beforeSending?: Promise<boolean> | undefined;
  /** The plan, once the run will send (RunUploadOptions.onPlanned). */
  readonly onPlanned?: ((plan: UploadPlan) => void) | undefined;
  /** Each row's written result once worked out, as its batch is answered (the results written ahead, `WriteAhead`). */
  readonly onResultAhead?: ((result: RowResult, sheet: string) => void) | undefined;
  /** The office's records for the lookalike check, asked while the reference data was fetched. */
  readonly recordsAhead?: RecordListsAhead | undefined;
  /** The look-up's whole-office listings, asked likewise (RunUploadOptions.existingAhead). */
  readonly existingAhead?: ExistingAhead | undefined;
}

/** Plans and sends the prepared rows (a dry run only plans), with the client's fault budget sizing the batches. */
export function uploadPrepared(u: PreparedUpload): Promise<Result<UploadRunOutcome, UploadFailure>> {
  const optional = {
    ...(u.signal ? { signal: u.signal } : {}),
    ...(u.concurrency !== undefined ? { concurrency: u.concurrency } : {}),
    ...(u.onProgress ? { onProgress: u.onProgress } : {}),
    ...(u.onWaitForRoom ? { onWaitForRoom: u.onWaitForRoom } : {}),
    ...(u.beforeSending ? { beforeSending: u.beforeSending } : {}),
    ...(u.onPlanned ? { onPlanned: u.onPlanned } : {}),
    ...(u.recordsAhead ? { recordsAhead: u.recordsAhead } : {}),
    ...(u.existingAhead ? { existingAhead: u.existingAhead } : {}),
  };
  return runUpload({
    client: u.client,
    rows: u.rows,
    officeId: u.officeId,
    dryRun: u.dryRun,
    journal: u.journal,
    faultBudget: u.client.faults ?? null,
    resendCreated: u.resendCreated === true,
    confirmDeletes: u.confirms.deletes ?? 0,
    confirmWithdraws: u.confirms.withdraws ?? 0,
    confirmReferenceChanges: u.confirms.referenceChanges ?? 0,
    confirmLookalikes: u.confirms.lookalikes ?? 0,
    columns: columnHeaders(u.mapping),
    // The result cells rendered (or the fingerprint cells escaped) for an .xlsx as their batches answer; only after
    // an .xlsx trial armed it.
    onWrittenAhead: (r, sheet) => {
      writeBackIfLoaded()?.resultAhead(r, sheet);
      u.onResultAhead?.(r, sheet);
    },
    ...optional,
  });
}

/** What a plan asks the user to confirm before it is sent, each listing as the portal holds it where it was read. */
export interface PlanConfirmations {
  readonly deletes: readonly DeleteToConfirm[];
  readonly withdraws: readonly DeleteToConfirm[];
  /** Rows held back until their listing's reference change is confirmed. */
  readonly referenceChanges: readonly ReferenceChangeToConfirm[];
}

export function confirmationsOf(rows: readonly PreparedRow[], plan: UploadPlan): PlanConfirmations {
  return {
    deletes: plannedDeletes(rows, plan),
    withdraws: plannedDeletes(rows, plan, 'withdraw'),
    referenceChanges: plannedReferenceChanges(rows, plan),
  };
}
