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

const NO_PROBLEMS: ReportRow['problems'] = Object.freeze([]);

export function reportRow(row: PreparedRow, result: RowResult | null): ReportRow {
  const problems =
    row.problems.length === 0
      ? NO_PROBLEMS
      : row.problems.map((p) => ({ field: p.field, column: p.column, message: p.message }));
  const status = result !== null ? statusOf(result) : row.problems.length > 0 ? 'invalid' : 'valid';
  const { sheet, row: number } = row;
  // The common rows (no error) made as one literal each, in the same key order: the spreads of the general way below
  // made two objects more per row.
  if (result === null || (result.errorCode === undefined && result.errorMessage === undefined))
    return result === null || result.serviceId === undefined
      ? { sheet, row: number, status, problems }
      : { sheet, row: number, status, id: result.serviceId, problems };
  return {
    sheet,
    row: number,
    status,
    ...(result.serviceId !== undefined ? { id: result.serviceId } : {}),
    ...(result.errorCode !== undefined ? { error_code: result.errorCode } : {}),
    // An invalid row's problems say why; a row the plan refused has no problem, only the plan's reason.
    ...(result.errorMessage !== undefined && (status !== 'invalid' || problems.length === 0)
      ? { error_message: result.errorMessage }
      : {}),
    problems,
  };
}

/**
 * A result's status, with rows in doubt, held-back rows and rows a stopped run never reached apart from the failed
 * (docs/upload.md, "Counts of a run").
 */
function statusOf(result: RowResult): string {
  switch (result.pending) {
    case 'in_doubt':
      return 'unknown';
    case 'waits_for_row':
      return 'held_back';
    case 'not_reached':
      return 'not_reached';
    case undefined:
      return result.status;
  }
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
  printJsonPieces(report, jsonRowPieces(report.rows, rowsPerPiece), log);
}

/**
 * The report printed with its rows' pieces made already (`jsonRowPieces` of `report.rows`): an upload makes them while
 * its results are still being written, as the summary waits for the write (docs/performance.md, "(ninth round,
 * second pass, the listings' end)").
 */
export function printJsonPieces(report: Report, rowPieces: readonly string[], log: (lines: string) => void): void {
  const indented = (v: unknown): string => JSON.stringify(v, null, 2).replaceAll('\n', '\n  ');
  const extra = Object.entries(report.extra ?? {}).map(([k, v]) => `,\n  ${JSON.stringify(k)}: ${indented(v)}`);
  const summary = indented(report.summary) + extra.join('');
  if (report.rows.length === 0) {
    log(`{\n  "summary": ${summary},\n  "rows": []\n}`);
    return;
  }
  log(`{\n  "summary": ${summary},\n  "rows": [`);
  for (const piece of rowPieces) log(piece);
  log('  ]\n}');
}

/** The rows of the JSON report, each piece `rowsPerPiece` of them as whole lines. */
export function jsonRowPieces(rows: readonly ReportRow[], rowsPerPiece = 500): string[] {
  const plain = new PlainRowTexts();
  const pieces: string[] = [];
  for (let start = 0; start < rows.length; start += rowsPerPiece) {
    const end = Math.min(rows.length, start + rowsPerPiece);
    const piece: string[] = [];
    for (let i = start; i < end; i++) {
      const r = rows[i];
      const row = r === undefined ? '    null' : rowJson(r, plain);
      piece.push(i < rows.length - 1 ? `${row},` : row);
    }
    pieces.push(piece.join('\n'));
  }
  return pieces;
}

/**
 * One row as `JSON.stringify(row, null, 2)` indented by four spaces. The common row (sheet, row, status, no problem)
 * is written from a template: indented stringifying of 50,000 rows cost 30–40 ms of a `validate --json`.
 */
function rowJson(r: ReportRow, plain: PlainRowTexts): string {
  if (r.problems.length === 0 && Number.isFinite(r.row)) {
    const keys = plainKeys(r);
    if (keys === PLAIN_KEYS) return `${plain.before(r.sheet)}${r.row},\n${plain.after(r.status)}`;
    // A row an upload created or updated: its Service ID between (a finite number is written as `String` writes it).
    if (keys === PLAIN_KEYS_WITH_ID && Number.isFinite(r.id))
      return `${plain.before(r.sheet)}${r.row},\n${plain.withId(r.status)}${r.id},\n      "problems": []\n    }`;
  }
  return `    ${JSON.stringify(r, null, 2).replaceAll('\n', '\n    ')}`;
}

const PLAIN_KEYS = ['sheet', 'row', 'status', 'problems'];
const PLAIN_KEYS_WITH_ID = ['sheet', 'row', 'status', 'id', 'problems'];

/**
 * Which of the plain key lists the row's keys are, in that order (a row as `reportRow` makes it, with or without a
 * Service ID); null for any other.
 */
function plainKeys(r: ReportRow): readonly string[] | null {
  let n = 0;
  let keys = PLAIN_KEYS;
  for (const key in r) {
    if (n === 3 && key === 'id') keys = PLAIN_KEYS_WITH_ID;
    if (key !== keys[n]) return null;
    n++;
  }
  return n === keys.length ? keys : null;
}

/** A plain row's text before its number (with its sheet) and after it (with its status), made once per value. */
class PlainRowTexts {
  readonly #before = new Map<string, string>();
  readonly #after = new Map<string, string>();
  readonly #withId = new Map<string, string>();

  before(sheet: string): string {
    let text = this.#before.get(sheet);
    if (text === undefined)
      this.#before.set(sheet, (text = `    {\n      "sheet": ${JSON.stringify(sheet)},\n      "row": `));
    return text;
  }

  after(status: string): string {
    let text = this.#after.get(status);
    if (text === undefined)
      this.#after.set(status, (text = `      "status": ${JSON.stringify(status)},\n      "problems": []\n    }`));
    return text;
  }

  /** A row with a Service ID: the text after its number up to its id. */
  withId(status: string): string {
    let text = this.#withId.get(status);
    if (text === undefined)
      this.#withId.set(status, (text = `      "status": ${JSON.stringify(status)},\n      "id": `));
    return text;
  }
}
