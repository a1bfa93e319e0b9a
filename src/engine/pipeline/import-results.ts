// Turns prepared rows and an upload's outcome into what the workbook gets written back: results and cell notes.
import type { PreparedRow } from '../model/prepared-row';
import type { WorkbookMapping } from '../model/workbook-mapping';
import type { PreparedWorkbook } from '../validation';
import type { CellNote, SheetResults } from '../model/sheet-results';
import type { RowResult } from '../model/row-result';
import { columnIndex } from '../model/column-letter';
import { recordedResults, type RunEnd } from './finish-upload';

function notesOf(row: PreparedRow): CellNote[] {
  return row.problems
    .filter((p) => p.column !== null)
    .map((p) => ({ row: row.row, column: columnIndex(p.column ?? 'A'), message: `${p.messageHu}\n${p.message}` }));
}

/** An invalid row's problems, in both languages: the message cell follows the workbook's language. */
function invalidResult(row: PreparedRow): RowResult {
  return {
    row: row.row,
    status: 'invalid',
    errorMessage: row.problems.map((p) => p.message).join(' | '),
    errorMessageHu: row.problems.map((p) => p.messageHu).join(' | '),
  };
}

/**
 * Results per sheet: from the upload outcome when there is one (one result per prepared row, same order; none for a
 * row the run left to be sent, `recordedResults`), else `invalid` for rows with problems and nothing for valid rows
 * (validation alone claims nothing about them).
 */
export function importResults(
  prepared: PreparedWorkbook,
  mapping: WorkbookMapping,
  outcome: RunEnd | null,
): SheetResults[] {
  const rows = prepared.sheets.flatMap((s) => s.rows);
  const recorded = outcome === null ? null : recordedResults(outcome);
  const bySheet = new Map<string, { results: RowResult[]; notes: CellNote[] }>();
  rows.forEach((row, i) => {
    const entry = bySheet.get(row.sheet) ?? { results: [], notes: [] };
    bySheet.set(row.sheet, entry);
    // Most rows have no problem: no arrays made for them (two a row, 20,000 for an upload of 10,000, after its end).
    if (row.problems.length > 0) entry.notes.push(...notesOf(row));
    const result = recorded !== null ? recorded[i] : row.problems.length > 0 ? invalidResult(row) : undefined;
    if (result) entry.results.push(result);
  });
  const out: SheetResults[] = [];
  for (const sheet of mapping.sheets) {
    const entry = bySheet.get(sheet.sheet);
    if (entry) out.push({ sheet: sheet.sheet, headerRow: sheet.headerRow, results: entry.results, notes: entry.notes });
  }
  return out;
}

/** Where results go when the caller names no file: beside the input, `name.results.xlsx`. */
export function defaultResultsPath(input: string): string {
  const dot = input.lastIndexOf('.');
  return dot > input.lastIndexOf('/') ? `${input.slice(0, dot)}.results${input.slice(dot)}` : `${input}.results`;
}
