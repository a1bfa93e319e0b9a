// The JSON and text reports of validate and upload: one entry per row, with its status and problems.
import type { PreparedRow } from '../engine/model/prepared-row';
import type { SkippedCheck } from '../engine/validation';
import type { RowResult } from '../engine/model/row-result';
import type { ReportChange } from './change-lines';

export interface ReportRow {
  readonly sheet: string;
  readonly row: number;
  readonly status: string;
  readonly id?: number;
  readonly error_code?: number;
  readonly error_message?: string;
  readonly problems: readonly { readonly field: string; readonly column: string | null; readonly message: string }[];
  /** A modify compared with the service's record: the fields it changes, old → new (docs/round-trip.md). */
  readonly changes?: readonly ReportChange[];
}

export interface Report {
  readonly summary: Readonly<Record<string, number | string | readonly string[] | null>>;
  /** Extra top-level entries printed between the summary and the rows (e.g. an upload's lookalikes). */
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly rows: readonly ReportRow[];
}

export function reportRow(row: PreparedRow, result: RowResult | null): ReportRow {
  const problems = row.problems.map((p) => ({ field: p.field, column: p.column, message: p.message }));
  const status = result?.status ?? (row.problems.length > 0 ? 'invalid' : 'valid');
  return {
    sheet: row.sheet,
    row: row.row,
    status,
    ...(result?.serviceId !== undefined ? { id: result.serviceId } : {}),
    ...(result?.errorCode !== undefined ? { error_code: result.errorCode } : {}),
    // An invalid row's problems say why; a row the plan refused has no problem, only the plan's reason.
    ...(result?.errorMessage !== undefined && (status !== 'invalid' || problems.length === 0)
      ? { error_message: result.errorMessage }
      : {}),
    problems,
  };
}

export function countBy(rows: readonly ReportRow[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

/** Lines for a person: one per row with problems or a failure, then the skipped checks. */
export function textReport(report: Report, skipped: readonly SkippedCheck[]): string[] {
  const lines: string[] = [];
  for (const r of report.rows) {
    if (r.problems.length === 0 && r.error_message === undefined) continue;
    lines.push(`${r.sheet} row ${r.row}: ${r.status}`);
    for (const p of r.problems) lines.push(`  ${p.column ?? '-'}: ${p.message}`);
    if (r.error_message !== undefined)
      lines.push(`  ${r.error_code !== undefined ? `error ${r.error_code}: ` : ''}${r.error_message}`);
  }
  for (const s of skipped) lines.push(`not checked: ${s.reason}`);
  const shown = Object.entries(report.summary).filter(([, v]) => v !== null && !Array.isArray(v));
  lines.push(shown.map(([k, v]) => `${k}: ${String(v)}`).join(', '));
  return lines;
}

/**
 * The report as `JSON.stringify(report, null, 2)` would print it, in pieces of whole lines (no trailing newline,
 * `log` adds it): 50,000 rows are never one string in memory.
 */
export function printJsonReport(report: Report, log: (lines: string) => void, rowsPerPiece = 500): void {
  const indented = (v: unknown): string => JSON.stringify(v, null, 2).replaceAll('\n', '\n  ');
  const extra = Object.entries(report.extra ?? {}).map(([k, v]) => `,\n  ${JSON.stringify(k)}: ${indented(v)}`);
  const summary = indented(report.summary) + extra.join('');
  if (report.rows.length === 0) {
    log(`{\n  "summary": ${summary},\n  "rows": []\n}`);
    return;
  }
  log(`{\n  "summary": ${summary},\n  "rows": [`);
  for (let start = 0; start < report.rows.length; start += rowsPerPiece) {
    const end = Math.min(report.rows.length, start + rowsPerPiece);
    const piece: string[] = [];
    for (let i = start; i < end; i++) {
      const r = report.rows[i];
      const row = r === undefined ? '    null' : rowJson(r);
      piece.push(i < report.rows.length - 1 ? `${row},` : row);
    }
    log(piece.join('\n'));
  }
  log('  ]\n}');
}

/**
 * One row as `JSON.stringify(row, null, 2)` indented by four spaces. The common row (sheet, row, status, no problem)
 * is written from a template: indented stringifying of 50,000 rows cost 30–40 ms of a `validate --json`.
 */
function rowJson(r: ReportRow): string {
  const keys = Object.keys(r);
  const plain = keys.length === 4 && keys[0] === 'sheet' && keys[1] === 'row' && keys[2] === 'status';
  if (plain && r.problems.length === 0 && Number.isFinite(r.row)) {
    return (
      `    {\n      "sheet": ${JSON.stringify(r.sheet)},\n      "row": ${r.row},\n` +
      `      "status": ${JSON.stringify(r.status)},\n      "problems": []\n    }`
    );
  }
  return `    ${JSON.stringify(r, null, 2).replaceAll('\n', '\n    ')}`;
}
