// csv write-back: the same table with result columns appended or reused, same separator, BOM, line ends and encoding.
import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { ok, type Result } from '../../catalog';
import { detectSeparator } from './csv-records';
import type { CellEdit, RowResult, SheetResults } from './result-columns';
import { isNoRoom, placeResultColumns, RESULT_KEYS, type ResultKey } from './result-placement';
import type { ResultColumnKey, WriteBackError, WriteBackSummary } from './write-back';
import { columnLetter } from './workbook-types';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

type Encoding = 'utf8' | 'windows-1250';

/** Where one record's fields lie in its bytes. */
interface RecordBytes {
  readonly bytes: Buffer;
  readonly fields: readonly (readonly [number, number])[];
  /** The line end that followed it (empty for the last record without one). */
  readonly terminator: Buffer;
}

/** Writes a csv file's results (its one "sheet") into `out`; the sheet name is not checked, a csv has one table. */
export async function writeCsvResults(
  input: string,
  out: FileHandle,
  sheets: readonly SheetResults[],
): Promise<Result<Omit<WriteBackSummary, 'output'>, WriteBackError>> {
  const sheet = sheets[0];
  if (sheets.length > 1)
    return {
      ok: false,
      error: {
        kind: 'invalid_results',
        message: `A csv file has one table, but results for ${sheets.length} sheets were given.`,
      },
    };
  const probe = await probeFile(input);
  const encoding = probe.encoding;
  const writer = new BufferedWriter(out);
  if (sheet === undefined) {
    for await (const chunk of createReadStream(input)) await writer.write(chunk as Buffer);
    await writer.flush();
    return ok({ format: 'csv', sheets: [], partsCopied: 0, partsRewritten: [], partsAdded: [], partsRemoved: [] });
  }
  const sep = probe.separator;
  const results = new Map(sheet.results.map((r) => [r.row, r]));
  const edits = new Map<number, Map<number, CellEdit['value']>>();
  for (const e of sheet.edits ?? [])
    edits.set(e.row, (edits.get(e.row) ?? new Map<number, CellEdit['value']>()).set(e.column, e.value));
  const maxRow = Math.max(sheet.headerRow, ...results.keys(), ...edits.keys());
  let cellsEdited = 0;
  let editsSkipped = 0;
  let columns: Record<ResultKey, number> | null = null;
  let newHeaders: Map<number, string> = new Map();
  let reused: ResultKey[] = [];
  let lineEnd: Buffer = Buffer.from('\r\n');
  let sawLineEnd = false;
  let rowNumber = 0;
  let rowsWritten = 0;
  let rowsCreated = 0;
  let lastTerminator: Buffer = Buffer.alloc(0);

  const survey = await surveyCsv(input, probe, sheet.headerRow);
  const userColumns = new Set([...(sheet.edits ?? []).map((e) => e.column), ...sheet.notes.map((n) => n.column)]);
  const plan = (): void => {
    const placement = placeResultColumns({
      headerTexts: survey.headerTexts,
      headerLast: survey.headerLast,
      isFree: (c) => !survey.occupied.has(c) && !userColumns.has(c),
      isBlocked: () => false,
      maxColumns: Number.POSITIVE_INFINITY,
    });
    // A csv has no column limit, so there is always a free run; the check satisfies the type.
    if (isNoRoom(placement)) throw new Error('no free csv columns');
    columns = { ...placement.columns };
    newHeaders = new Map(placement.newHeaders);
    reused = [...placement.reused];
    // Edits in result columns are left out, as in xlsx: the results own those columns.
    for (const key of RESULT_KEYS) {
      for (const e of edits.values()) if (e.delete(placement.columns[key])) editsSkipped++;
    }
  };

  const emit = async (record: RecordBytes | null, number: number): Promise<void> => {
    if (number === sheet.headerRow) plan();
    const result = results.get(number);
    const rowEdits = edits.get(number);
    const isHeader = number === sheet.headerRow;
    if (record !== null && !isHeader && result === undefined && rowEdits === undefined) {
      await writer.write(record.bytes);
      await writer.write(record.terminator);
      return;
    }
    const fields: Buffer[] = record === null ? [] : record.fields.map(([a, b]) => record.bytes.subarray(a, b));
    const set = (col: number, text: string | undefined, keepWhenAbsent: boolean, guard: boolean): void => {
      if (text === undefined && keepWhenAbsent) return;
      while (fields.length <= col) fields.push(Buffer.alloc(0));
      fields[col] = encode(text === undefined ? '' : quote(guard ? guardFormula(text) : text, sep), encoding);
    };
    if (isHeader) for (const [col, text] of newHeaders) set(col, text, false, false);
    for (const [col, value] of rowEdits ?? []) {
      set(col, editText(value), false, false);
      cellsEdited++;
    }
    if (result !== undefined && columns !== null) {
      rowsWritten++;
      writeResult(result, columns, set);
      // Every result row spans all result columns, so the table keeps one width.
      const width = Math.max(...Object.values(columns)) + 1;
      while (fields.length < width) fields.push(Buffer.alloc(0));
    }
    const sepBytes = encode(sep, encoding);
    const parts: Buffer[] = [];
    fields.forEach((f, i) => {
      if (i > 0) parts.push(sepBytes);
      parts.push(f);
    });
    await writer.write(Buffer.concat(parts));
    await writer.write(record === null ? lineEnd : record.terminator);
  };

  let carry: Buffer = Buffer.alloc(0);
  let first = true;
  for await (const raw of createReadStream(input, { highWaterMark: 256 * 1024 })) {
    let buf: Buffer = carry.length > 0 ? Buffer.concat([carry, raw as Buffer]) : (raw as Buffer);
    if (first) {
      first = false;
      if (probe.bom) {
        await writer.write(buf.subarray(0, 3));
        buf = buf.subarray(3);
      }
    }
    let pos = 0;
    for (;;) {
      const rec = nextRecord(buf, pos, sep.charCodeAt(0), false);
      if (rec === null) break;
      if (!sawLineEnd && rec.record.terminator.length > 0) {
        lineEnd = rec.record.terminator;
        sawLineEnd = true;
      }
      rowNumber++;
      lastTerminator = rec.record.terminator;
      await emit(rec.record, rowNumber);
      pos = rec.next;
    }
    carry = buf.subarray(pos);
  }
  if (carry.length > 0) {
    const rec = nextRecord(carry, 0, sep.charCodeAt(0), true);
    if (rec !== null) {
      rowNumber++;
      lastTerminator = rec.record.terminator;
      await emit(rec.record, rowNumber);
    }
  }
  if (rowNumber < maxRow && rowNumber > 0 && lastTerminator.length === 0) await writer.write(lineEnd);
  while (rowNumber < maxRow) {
    rowNumber++;
    const wanted = rowNumber === sheet.headerRow || results.has(rowNumber) || edits.has(rowNumber);
    if (wanted) rowsCreated++;
    if (!wanted) {
      await writer.write(lineEnd);
      continue;
    }
    await emit(null, rowNumber);
  }
  await writer.flush();
  const cols = columns ?? (Object.fromEntries(RESULT_KEYS.map((k, i) => [k, i])) as Record<ResultColumnKey, number>);
  return ok({
    format: 'csv',
    sheets: [
      {
        sheet: sheet.sheet,
        columns: Object.fromEntries(RESULT_KEYS.map((k) => [k, columnLetter(cols[k])])) as Record<
          ResultColumnKey,
          string
        >,
        reusedHeaders: reused,
        rowsWritten,
        rowsCreated,
        notesWritten: 0,
        cellsEdited,
        editsSkipped,
      },
    ],
    partsCopied: 0,
    partsRewritten: [],
    partsAdded: [],
    partsRemoved: [],
  });
}

interface CsvSurvey {
  readonly headerTexts: ReadonlyMap<number, string>;
  readonly headerLast: number;
  /** Columns right of the header's last filled field where some record has something. */
  readonly occupied: ReadonlySet<number>;
}

/** One pass over the records: result columns go only where no record, above or below the header, has anything. */
async function surveyCsv(
  input: string,
  probe: { bom: boolean; encoding: Encoding; separator: string },
  headerRow: number,
): Promise<CsvSurvey> {
  const filled = new Set<number>();
  const headerTexts = new Map<number, string>();
  const sep = probe.separator.charCodeAt(0);
  let number = 0;
  const take = (record: RecordBytes): void => {
    number++;
    record.fields.forEach(([a, b], i) => {
      if (b <= a) return;
      const text = unquote(decode(record.bytes.subarray(a, b), probe.encoding)).trim();
      if (text === '') return;
      if (number === headerRow) headerTexts.set(i, text);
      else filled.add(i);
    });
  };
  let carry: Buffer = Buffer.alloc(0);
  let first = probe.bom;
  for await (const raw of createReadStream(input, { highWaterMark: 256 * 1024 })) {
    let buf: Buffer = carry.length > 0 ? Buffer.concat([carry, raw as Buffer]) : (raw as Buffer);
    if (first) {
      first = false;
      buf = buf.subarray(3);
    }
    let pos = 0;
    for (;;) {
      const rec = nextRecord(buf, pos, sep, false);
      if (rec === null) break;
      take(rec.record);
      pos = rec.next;
    }
    carry = buf.subarray(pos);
  }
  const last = carry.length > 0 ? nextRecord(carry, 0, sep, true) : null;
  if (last !== null) take(last.record);
  const headerLast = Math.max(-1, ...headerTexts.keys());
  return { headerTexts, headerLast, occupied: new Set([...filled].filter((c) => c > headerLast)) };
}

/** Status, code and message always replace; service id, import time and fingerprint stay when the result has none. */
function writeResult(
  r: RowResult,
  c: Record<ResultColumnKey, number>,
  set: (col: number, text: string | undefined, keep: boolean, guard: boolean) => void,
): void {
  set(c.status, r.status, false, true);
  set(c.serviceId, r.serviceId === undefined ? undefined : String(r.serviceId), true, false);
  set(c.errorCode, r.errorCode === undefined ? undefined : String(r.errorCode), false, false);
  set(c.errorMessage, r.errorMessage, false, true);
  set(c.importedAt, r.importedAt === undefined ? undefined : localTimestamp(r.importedAt), true, false);
  set(c.fingerprint, r.fingerprint, true, false);
}

/** The next complete record from `pos`, or null when it needs more bytes (unless `final`). */
function nextRecord(
  buf: Buffer,
  pos: number,
  sep: number,
  final: boolean,
): { record: RecordBytes; next: number } | null {
  const fields: [number, number][] = [];
  let inQuotes = false;
  let fieldStart = pos;
  for (let i = pos; i < buf.length; i++) {
    const b = buf[i];
    if (inQuotes) {
      if (b === QUOTE) {
        if (buf[i + 1] === QUOTE) i++;
        else if (i + 1 >= buf.length && !final) return null;
        else inQuotes = false;
      }
      continue;
    }
    if (b === QUOTE) inQuotes = true;
    else if (b === sep) {
      fields.push([fieldStart - pos, i - pos]);
      fieldStart = i + 1;
    } else if (b === LF) {
      const end = i > pos && buf[i - 1] === CR ? i - 1 : i;
      fields.push([fieldStart - pos, end - pos]);
      return { record: { bytes: buf.subarray(pos, end), fields, terminator: buf.subarray(end, i + 1) }, next: i + 1 };
    }
  }
  if (!final) return null;
  if (pos >= buf.length) return null;
  fields.push([fieldStart - pos, buf.length - pos]);
  return { record: { bytes: buf.subarray(pos), fields, terminator: Buffer.alloc(0) }, next: buf.length };
}

/** BOM, encoding (UTF-8 unless the bytes are not valid UTF-8, then Windows-1250) and separator. */
async function probeFile(input: string): Promise<{ bom: boolean; encoding: Encoding; separator: string }> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  let head: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(input, { highWaterMark: 256 * 1024 })) {
    if (head.length < 64 * 1024) head = Buffer.concat([head, chunk as Buffer]);
    try {
      decoder.decode(chunk as Buffer, { stream: true });
    } catch {
      valid = false;
      break;
    }
  }
  if (valid)
    try {
      decoder.decode();
    } catch {
      valid = false;
    }
  const bom = head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
  // The reader's own rule, so the file is written with the separator it was read with.
  const text = valid ? head.subarray(bom ? 3 : 0).toString('utf8') : new TextDecoder('windows-1250').decode(head);
  return { bom, encoding: valid ? 'utf8' : 'windows-1250', separator: detectSeparator(text) };
}

function unquote(field: string): string {
  const t = field.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"') : field;
}

/**
 * An edited value as csv text. Only text a spreadsheet would run as a formula (`=`, `@`, or a sign before a name or
 * bracket) gets the apostrophe: a phone number `+36 …`, a price `-5` or a `- item` list line stay as typed.
 */
function editText(value: CellEdit['value']): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  return /^[=@\t\r]|^[+-][=@(A-Za-z]/.test(value) ? `'${value}` : value;
}

/** Text a spreadsheet would take for a formula gets a leading apostrophe. */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quote(text: string, sep: string): string {
  return text.includes(sep) || /["\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function localTimestamp(d: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

let cp1250: Map<string, number> | null = null;

function encode(text: string, encoding: Encoding): Buffer {
  if (encoding === 'utf8') return Buffer.from(text, 'utf8');
  if (cp1250 === null) {
    const table = new Map<string, number>();
    const decoder = new TextDecoder('windows-1250');
    for (let b = 0; b < 256; b++) table.set(decoder.decode(Uint8Array.of(b)), b);
    cp1250 = table;
  }
  const table = cp1250;
  return Buffer.from(Array.from(text, (ch) => table.get(ch) ?? 0x3f));
}

function decode(bytes: Buffer, encoding: Encoding): string {
  return encoding === 'utf8' ? bytes.toString('utf8') : new TextDecoder('windows-1250').decode(bytes);
}

class BufferedWriter {
  private parts: Buffer[] = [];
  private size = 0;
  constructor(private readonly out: FileHandle) {}
  async write(b: Buffer): Promise<void> {
    if (b.length === 0) return;
    this.parts.push(b);
    this.size += b.length;
    if (this.size >= 256 * 1024) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.size === 0) return;
    const buffer = Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    let done = 0;
    while (done < buffer.length) done += (await this.out.write(buffer, done, buffer.length - done)).bytesWritten;
  }
}
