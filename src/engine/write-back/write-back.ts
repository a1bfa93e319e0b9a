// Writes per-row import results into a copy of the user's workbook (xlsx or csv), never leaving a half-written file.
import { constants } from 'node:fs';
import { open, stat, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { err, formatMessage, ok, type Result } from '../../catalog/index';
import { placeFile, syncFolder, tempPathBeside } from '../fs/durable-write';
import { writeCsvResults } from './csv-write-back';
import { outputNameProblem } from './output-name';
import { writeResultsOnlyWorkbook } from './results-only-workbook';
import { WRITE_BACK_MESSAGES } from './write-back-messages';
import { ROW_STATUSES } from '../model/row-result';
import { type CellEdit, type SheetResults } from '../model/sheet-results';
import { MAX_CELL_TEXT, MAX_COLUMNS, MAX_ROWS } from './xlsx-write-back-cells';
import { columnLetter } from '../model/column-letter';
import { writeXlsxResults } from './xlsx-write-back';
import type { FormatWriter, WriteBackError, WriteBackOptions, WriteBackSummary } from './write-back-types';
import { fileExists } from '../fs/file-exists';

/**
 * Writes `sheets` results from `input` into `output` (a new file unless `overwrite`), via a temp file, fsync and
 * rename.
 */
export async function writeResults(options: WriteBackOptions): Promise<Result<WriteBackSummary, WriteBackError>> {
  const input = path.resolve(options.input);
  const output = path.resolve(options.output);
  const overwrite = options.overwrite === true;
  const invalid = checkResults(options.sheets);
  if (invalid !== null) return err({ kind: 'invalid_results', message: invalid });
  const inputStat = await stat(input).catch(() => null);
  if (inputStat === null || !inputStat.isFile())
    return err({ kind: 'not_found', message: `The workbook "${input}" does not exist or is not a file.` });
  if (!overwrite) {
    if (input === output)
      return err({
        kind: 'output_exists',
        message: `Refusing to overwrite the original workbook "${input}"; choose another output file.`,
      });
    if (await fileExists(output))
      return err({
        kind: 'output_exists',
        message: `The output file "${output}" already exists; choose another name or allow overwriting.`,
      });
  }
  const format = await detectFormat(input);
  if (!format.ok) return format;
  const misnamed = outputNameProblem(input, output, format.value);
  if (misnamed !== null) return err({ kind: 'output_name', ...misnamed });
  if (options.ahead !== undefined && format.value !== 'xlsx')
    return err({ kind: 'unsupported_format', message: 'Only an .xlsx is written ahead of its results.' });
  const writer: FormatWriter = format.value === 'xlsx' ? writeXlsxResults : writeCsvResults;
  const temp = tempPathBeside(output);
  let out: FileHandle;
  try {
    out = await open(temp, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600);
  } catch (e) {
    return err({ kind: 'write_failed', message: `Cannot create a file in "${path.dirname(output)}": ${message(e)}.` });
  }
  let moved = false;
  try {
    let written: Awaited<ReturnType<FormatWriter>>;
    try {
      written = await writer(input, out, options.sheets, {
        keepReading: options.keepReading === true,
        ...(options.durable === false ? { durable: false } : {}),
        ...(options.onWaiting !== undefined ? { onWaiting: options.onWaiting } : {}),
        ...(options.ahead !== undefined ? { gate: options.ahead.gate } : {}),
      });
      // Written ahead of its results: kept only once the final results are the ones it wrote.
      if (written.ok && options.ahead !== undefined && !(await options.ahead.adopted))
        written = err({ kind: 'write_failed', message: 'The results changed after they were written; not kept.' });
      // The copy gets the original's permissions (where the platform has them), as a save in place would keep them;
      // only once complete: until then it is a 0600 temp file, which a write ahead of its results is for a whole run.
      if (written.ok) await out.chmod(inputStat.mode & 0o777).catch(() => undefined);
      if (written.ok && options.durable !== false) await out.sync();
    } finally {
      await out.close();
    }
    // A write ahead of its results has no results to put elsewhere yet: the write after them does that.
    if (!written.ok)
      return written.error.kind === 'no_room' && options.ahead === undefined
        ? err(await resultsElsewhere(written.error, input, output, options.sheets))
        : written;
    try {
      await placeFile(temp, output, !overwrite);
    } catch (e) {
      if (isCode(e, 'EEXIST'))
        return err({
          kind: 'output_exists',
          message: `The output file "${output}" appeared while writing; it was left as it is.`,
        });
      throw e;
    }
    moved = true;
    if (options.durable !== false) await syncFolder(path.dirname(output));
    return ok({ ...written.value, output });
  } catch (e) {
    return err({ kind: 'write_failed', message: `Writing "${output}" failed: ${message(e)}.` });
  } finally {
    if (!moved) await unlink(temp).catch(() => undefined);
  }
}

/** Writes the results into a separate workbook beside the output, and says where, when there are any to keep. */
async function resultsElsewhere(
  refusal: WriteBackError,
  input: string,
  output: string,
  sheets: readonly SheetResults[],
): Promise<WriteBackError> {
  const any = sheets.some((s) => s.results.length > 0 || s.notes.length > 0 || (s.edits ?? []).length > 0);
  if (!any) return refusal;
  const file = await writeResultsOnlyWorkbook(input, output, sheets, refusal.lang ?? 'en');
  return {
    ...refusal,
    message: formatMessage(WRITE_BACK_MESSAGES.resultsElsewhere, 'en', { refusal: refusal.message, file }),
    ...(refusal.messageHu === undefined
      ? {}
      : { messageHu: formatMessage(WRITE_BACK_MESSAGES.resultsElsewhere, 'hu', { refusal: refusal.messageHu, file }) }),
    resultsFile: file,
  };
}

/**
 * Whether `output` is a fitting name for the results of `input` (its format read from its content), checked before
 * anything is sent; null when it is, or when the input itself cannot be read (the write says why).
 */
export async function outputNameRefusal(input: string, output: string): Promise<WriteBackError | null> {
  const format = await detectFormat(path.resolve(input)).catch(() => null);
  if (format === null || !format.ok) return null;
  const misnamed = outputNameProblem(input, output, format.value);
  return misnamed === null ? null : { kind: 'output_name', ...misnamed };
}

async function detectFormat(file: string): Promise<Result<'xlsx' | 'csv', WriteBackError>> {
  const ext = path.extname(file).toLowerCase();
  const head = Buffer.alloc(8);
  const fh = await open(file, 'r');
  try {
    await fh.read(head, 0, 8, 0);
  } finally {
    await fh.close();
  }
  const zip = head.readUInt32LE(0) === 0x04034b50 || head.readUInt32LE(0) === 0x06054b50;
  if (head.readUInt32LE(0) === 0xe011cfd0) {
    return err({
      kind: 'unsupported_format',
      message: `"${path.basename(file)}" is an old-style .xls or an encrypted workbook; save it as .xlsx first.`,
    });
  }
  if (ext === '.xlsb')
    return err({
      kind: 'unsupported_format',
      message: `"${path.basename(file)}" is a binary workbook (.xlsb); save it as .xlsx first.`,
    });
  if (zip) return ok('xlsx');
  if (ext === '.xlsx' || ext === '.xlsm')
    return err({
      kind: 'corrupt',
      message: `"${path.basename(file)}" is not a valid xlsx file (it is not a zip archive).`,
    });
  if (ext === '.csv' || ext === '.txt' || ext === '.tsv') return ok('csv');
  return err({ kind: 'unsupported_format', message: `"${path.basename(file)}" is neither an xlsx nor a csv file.` });
}

/** Why the results given cannot be written (a row twice, a row number outside the sheet, …), else null. */
export function checkResults(sheets: readonly SheetResults[]): string | null {
  const names = new Set<string>();
  for (const s of sheets) {
    if (names.has(s.sheet)) return `Sheet "${s.sheet}" is given twice.`;
    names.add(s.sheet);
    if (!Number.isInteger(s.headerRow) || s.headerRow < 1 || s.headerRow >= MAX_ROWS)
      return `Sheet "${s.sheet}": header row ${s.headerRow} is not a valid row number.`;
    const rows = new Set<number>();
    for (const r of s.results) {
      if (!Number.isInteger(r.row) || r.row <= s.headerRow || r.row > MAX_ROWS)
        return `Sheet "${s.sheet}": result row ${r.row} is not a data row below header row ${s.headerRow}.`;
      if (rows.has(r.row)) return `Sheet "${s.sheet}": row ${r.row} has two results.`;
      rows.add(r.row);
      if (!ROW_STATUSES.includes(r.status))
        return `Sheet "${s.sheet}": row ${r.row} has the unknown status "${String(r.status)}".`;
      if (r.serviceId !== undefined && !Number.isFinite(r.serviceId))
        return `Sheet "${s.sheet}": row ${r.row} has the service id ${r.serviceId}.`;
      if (r.importedAt !== undefined && Number.isNaN(r.importedAt.getTime()))
        return `Sheet "${s.sheet}": row ${r.row} has an invalid import time.`;
    }
    for (const n of s.notes) {
      if (!Number.isInteger(n.row) || n.row <= s.headerRow || n.row > MAX_ROWS)
        return `Sheet "${s.sheet}": note row ${n.row} is not a data row below header row ${s.headerRow}.`;
      if (!Number.isInteger(n.column) || n.column < 0 || n.column >= MAX_COLUMNS)
        return `Sheet "${s.sheet}": note column ${n.column} is outside the sheet.`;
    }
    const edited = new Set<string>();
    for (const e of s.edits ?? []) {
      const bad = checkEdit(e, s.headerRow);
      if (bad !== null) return `Sheet "${s.sheet}": ${bad}`;
      const key = `${e.row}:${e.column}`;
      if (edited.has(key)) return `Sheet "${s.sheet}": cell ${columnLetter(e.column)}${e.row} is edited twice.`;
      edited.add(key);
    }
  }
  return null;
}

function checkEdit(e: CellEdit, headerRow: number): string | null {
  const cell =
    Number.isInteger(e.column) &&
    e.column >= 0 &&
    e.column < MAX_COLUMNS &&
    Number.isInteger(e.row) &&
    e.row >= 1 &&
    e.row <= MAX_ROWS
      ? `cell ${columnLetter(e.column)}${e.row}`
      : `row ${e.row}, column ${e.column}`;
  if (!Number.isInteger(e.row) || e.row <= headerRow || e.row > MAX_ROWS)
    return `the edit of ${cell} is not in a data row below header row ${headerRow}.`;
  if (!Number.isInteger(e.column) || e.column < 0 || e.column >= MAX_COLUMNS)
    return `the edit of ${cell}: column ${e.column} is outside the sheet.`;
  const v: unknown = e.value;
  if (typeof v === 'number' && !Number.isFinite(v))
    return `the edit of ${cell} has the value ${v}, not a finite number.`;
  if (typeof v === 'string' && v.length > MAX_CELL_TEXT)
    return `the edit of ${cell} is ${v.length} characters long, more than a cell holds (${MAX_CELL_TEXT}).`;
  if (v !== null && typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
    return `the edit of ${cell} has a value of type ${typeof v}, not text, a number, true/false or empty.`;
  return null;
}

function isCode(e: unknown, code: string): boolean {
  return typeof e === 'object' && e !== null && 'code' in e && e.code === code;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
