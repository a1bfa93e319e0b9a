// `upload`'s report: the summary (a dry run's plan, or the run's counts with the rows counted apart), every row with
// its result, planned changes and notes, the terminal's lines, and the exit code it gives.
import type { RowsNotFailed } from '../engine/pipeline';
import { confirmationsOf, rowsNotFailed, rowsNotFailedLines } from '../engine/pipeline';
import type { PlannedRow } from '../engine/model/planned-row';
import type { PreparedRow } from '../engine/model/prepared-row';
import type { RowResult } from '../engine/model/row-result';
import type { UploadRunOutcome } from '../engine/upload';
import { EXIT, bilingual } from './cli-environment';
import { changeLines, reportChanges } from './change-lines';
import type { LoadedImport } from './load-import';
import { dryRunValueLines, interpretationLines } from './load-import';
import { confirmationLines } from './listing-retirement';
import type { LookalikeReport } from './lookalike-lines';
import type { RowNotes } from './plausibility-report';
import { withRowNotes } from './plausibility-report';
import type { Report, ReportRow } from './row-report';
import { countBy, reportRow, textReport } from './row-report';

/** What the report is made of. */
export interface UploadReportInputs {
  readonly rows: readonly PreparedRow[];
  readonly run: UploadRunOutcome;
  readonly dryRun: boolean;
  readonly notes: RowNotes;
  /** The results workbook written; null for a dry run. */
  readonly written: string | null;
  /** The missing listings withdrawn after the run, when there were any to withdraw. */
  readonly withdrawn: { readonly withdrawn: number; readonly failed: number } | null;
}

export interface UploadReport {
  readonly report: Report;
  readonly rows: readonly ReportRow[];
  readonly apart: RowsNotFailed;
}

/** The report's rows, with and without their notes: all it holds but its summary, which tells the write's end. */
export interface UploadReportRows {
  readonly rows: readonly ReportRow[];
  readonly noted: readonly ReportRow[];
  readonly apart: RowsNotFailed;
}

/** The report's rows, made before the results are written (they depend on the run and the notes only). */
export function uploadReportRows(i: Omit<UploadReportInputs, 'written' | 'withdrawn'>): UploadReportRows {
  const { run, dryRun } = i;
  const rows = i.rows.map((r, at) => {
    const changes = reportChanges(run.plan, at);
    // A dry run shows the rows the plan refuses (a row that is not the listing it names) with their reasons.
    const base = reportRow(r, dryRun ? planRefusal(run.plan.rows[at], run.results[at]) : (run.results[at] ?? null));
    return changes !== undefined ? { ...base, changes } : base;
  });
  return { rows, noted: rows.map((r) => withRowNotes(r, i.notes)), apart: rowsNotFailed(run.results) };
}

export function uploadReport(i: UploadReportInputs, made: UploadReportRows = uploadReportRows(i)): UploadReport {
  const { run, dryRun } = i;
  const { rows, apart } = made;
  const report: Report = {
    summary: {
      rows: rows.length,
      ...(dryRun ? planCounts(run, rows) : { ...run.summary, ...countsApart(run.summary.failed, apart) }),
      ...(i.withdrawn !== null
        ? { withdrawn_missing: i.withdrawn.withdrawn, withdraw_missing_failed: i.withdrawn.failed }
        : {}),
      stopped_early: run.stoppedEarly?.message ?? null,
      results_workbook: i.written,
      ...i.notes.summary,
    },
    ...((run.lookalikes?.length ?? 0) > 0 ? { extra: { lookalikes: run.lookalikes } } : {}),
    rows: made.noted,
  };
  return { report, rows, apart };
}

/** A dry run's counts: the rows by status, and what the plan would do. */
function planCounts(run: UploadRunOutcome, rows: readonly ReportRow[]): Record<string, number> {
  return {
    ...countBy(rows),
    would_create: run.plan.counts.create,
    would_modify: run.plan.counts.modify,
    would_withdraw: run.plan.counts.withdraw,
    would_delete: run.plan.counts.delete,
    would_hold_lookalikes: run.lookalikesHeld === true ? (run.lookalikes?.length ?? 0) : 0,
  };
}

/** The failed count without the rows counted apart, and those counts where there are any. */
function countsApart(failed: number, apart: RowsNotFailed): Record<string, number> {
  return {
    failed: failed - apart.unknown - apart.heldBack - apart.notReached,
    ...(apart.unknown > 0 ? { unknown: apart.unknown } : {}),
    ...(apart.heldBack > 0 ? { held_back: apart.heldBack } : {}),
    ...(apart.notReached > 0 ? { not_reached: apart.notReached } : {}),
  };
}

/** The dry run's result of a row the plan refuses or knows to fail; null for the rows it would send or skip. */
function planRefusal(planned: PlannedRow | undefined, result: RowResult | undefined): RowResult | null {
  const refused = planned?.action === 'invalid' || planned?.action === 'fail';
  return refused && result !== undefined ? result : null;
}

/** The terminal's lines of the report (not for --json). */
export function uploadTextLines(
  loaded: LoadedImport,
  made: UploadReport,
  i: UploadReportInputs,
  alike: LookalikeReport,
): string[] {
  const { run, dryRun } = i;
  return [
    // What the interpretations make of the cells, as it will be sent.
    ...(dryRun ? dryRunValueLines(loaded) : interpretationLines(loaded.interpretations, loaded.learnedWords)),
    ...changeLines(i.rows, run.plan),
    ...(dryRun ? alike.lines : []),
    // What the plan asks to confirm, the engine's lists (the app shows the same in its confirmation box).
    ...(dryRun ? confirmationLines(confirmationsOf(i.rows, run.plan)) : []),
    ...i.notes.lines,
    ...textReport(made.report, loaded.prepared.skippedChecks),
    ...rowsNotFailedLines(made.apart).map(bilingual),
  ];
}

/**
 * 3 stopped early; 1 when a row is invalid, failed or unknown, lookalikes were held or a withdrawal failed; else 0.
 * Held-back rows are not failed: the invalid seller row they wait for gives the 1 (docs/upload.md, "Counts of a run").
 */
export function uploadExitCode(made: UploadReport, i: UploadReportInputs, alike: LookalikeReport): number {
  if (i.run.stoppedEarly) return EXIT.stoppedEarly;
  const rowsFailed = made.rows.some((r) => r.status === 'invalid' || r.status === 'failed' || r.status === 'unknown');
  return rowsFailed || alike.held || (i.withdrawn?.failed ?? 0) > 0 ? EXIT.rowsFailed : EXIT.ok;
}
