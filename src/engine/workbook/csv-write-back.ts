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

/** Bytes read (and written) at a time. */
const CHUNK_BYTES = 1024 * 1024;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Where one record and its fields lie in the chunk read (offsets into `buf`; no copies until written). */
interface RecordBytes {
  readonly buf: Buffer;
  readonly start: number;
  /** Where the record's text ends and its line end begins (`next` for the last record without one). */
  readonly end: number;
  /** Just past its line end. */
  readonly next: number;
  /** Start and end of each field, in pairs. */
  readonly fields: readonly number[];
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
  const writer = new BufferedWriter(out);
  if (sheet === undefined) {
    for await (const chunk of createReadStream(input, { highWaterMark: CHUNK_BYTES })) writer.push(chunk as Buffer);
    await writer.flush();
    return ok({ format: 'csv', sheets: [], partsCopied: 0, partsRewritten: [], partsAdded: [], partsRemoved: [] });
  }
  const survey = await surveyCsv(input, probe, sheet.headerRow);
  const rewriter = new RecordRewriter(sheet, probe, survey, writer);
  if (probe.bom) writer.push(BOM);
  await forEachRecord(
    input,
    probe,
    (record) => rewriter.take(record),
    () => writer.drain(),
  );
  rewriter.finish();
  await writer.flush();
  const cols =
    rewriter.columns ?? (Object.fromEntries(RESULT_KEYS.map((k, i) => [k, i])) as Record<ResultColumnKey, number>);
  return ok({
    format: 'csv',
    sheets: [
      {
        sheet: sheet.sheet,
        columns: Object.fromEntries(RESULT_KEYS.map((k) => [k, columnLetter(cols[k])])) as Record<
          ResultColumnKey,
          string
        >,
        reusedHeaders: rewriter.reused,
        rowsWritten: rewriter.rowsWritten,
        rowsCreated: rewriter.rowsCreated,
        notesWritten: 0,
        cellsEdited: rewriter.cellsEdited,
        editsSkipped: rewriter.editsSkipped,
      },
    ],
    partsCopied: 0,
    partsRewritten: [],
    partsAdded: [],
    partsRemoved: [],
  });
}

interface Probe {
  readonly bom: boolean;
  readonly encoding: Encoding;
  readonly separator: string;
}

/**
 * Every record of the file after its BOM, handed to `visit` synchronously; `afterChunk` runs (awaited) once per
 * chunk read, where the output is written. A record per await made the write-back of 10,000 rows take 0.15–0.4 s.
 */
async function forEachRecord(
  input: string,
  probe: Probe,
  visit: (record: RecordBytes) => void,
  afterChunk: () => Promise<void>,
): Promise<void> {
  const sep = probe.separator.charCodeAt(0);
  let carry: Buffer = Buffer.alloc(0);
  let first = probe.bom;
  for await (const raw of createReadStream(input, { highWaterMark: CHUNK_BYTES })) {
    let buf: Buffer = carry.length > 0 ? Buffer.concat([carry, raw as Buffer]) : (raw as Buffer);
    if (first) {
      first = false;
      buf = buf.subarray(3);
    }
    let pos = 0;
    for (;;) {
      const rec = nextRecord(buf, pos, sep, false);
      if (rec === null) break;
      visit(rec);
      pos = rec.next;
    }
    carry = buf.subarray(pos);
    await afterChunk();
  }
  const last = carry.length > 0 ? nextRecord(carry, 0, sep, true) : null;
  if (last !== null) visit(last);
}

/** Rewrites the records one by one: untouched rows byte for byte, the header and result rows with their columns. */
class RecordRewriter {
  columns: Record<ResultKey, number> | null = null;
  reused: ResultKey[] = [];
  rowsWritten = 0;
  rowsCreated = 0;
  cellsEdited = 0;
  editsSkipped = 0;
  private readonly results: ReadonlyMap<number, RowResult>;
  private readonly edits = new Map<number, Map<number, CellEdit['value']>>();
  private readonly maxRow: number;
  private readonly sep: string;
  private readonly sepBytes: Buffer;
  private readonly encoding: Encoding;
  private newHeaders: ReadonlyMap<number, string> = new Map();
  /** Fields of every result row: each spans all result columns, so the table keeps one width. */
  private width = 0;
  private lineEnd: Buffer = Buffer.from('\r\n');
  private sawLineEnd = false;
  private rowNumber = 0;
  private endedWithLineEnd = false;

  constructor(
    private readonly sheet: SheetResults,
    probe: Probe,
    private readonly survey: CsvSurvey,
    private readonly writer: BufferedWriter,
  ) {
    this.results = new Map(sheet.results.map((r) => [r.row, r]));
    for (const e of sheet.edits ?? [])
      this.edits.set(e.row, (this.edits.get(e.row) ?? new Map<number, CellEdit['value']>()).set(e.column, e.value));
    let maxRow = sheet.headerRow;
    for (const row of this.results.keys()) if (row > maxRow) maxRow = row;
    for (const row of this.edits.keys()) if (row > maxRow) maxRow = row;
    this.maxRow = maxRow;
    this.sep = probe.separator;
    this.encoding = probe.encoding;
    this.sepBytes = encode(probe.separator, probe.encoding);
  }

  take(record: RecordBytes): void {
    if (!this.sawLineEnd && record.next > record.end) {
      this.lineEnd = Buffer.from(record.buf.subarray(record.end, record.next));
      this.sawLineEnd = true;
    }
    this.rowNumber++;
    this.endedWithLineEnd = record.next > record.end;
    this.emit(record, this.rowNumber);
  }

  /** Rows past the file's end that get a result or an edit (and the blank lines before them). */
  finish(): void {
    if (this.rowNumber < this.maxRow && this.rowNumber > 0 && !this.endedWithLineEnd) this.writer.push(this.lineEnd);
    while (this.rowNumber < this.maxRow) {
      const number = ++this.rowNumber;
      const wanted = number === this.sheet.headerRow || this.results.has(number) || this.edits.has(number);
      if (!wanted) {
        this.writer.push(this.lineEnd);
        continue;
      }
      this.rowsCreated++;
      this.emit(null, number);
    }
  }

  private plan(): void {
    const { survey } = this;
    const userColumns = new Set([
      ...(this.sheet.edits ?? []).map((e) => e.column),
      ...this.sheet.notes.map((n) => n.column),
    ]);
    const placement = placeResultColumns({
      headerTexts: survey.headerTexts,
      headerLast: survey.headerLast,
      isFree: (c) => !survey.occupied.has(c) && !userColumns.has(c),
      isBlocked: () => false,
      maxColumns: Number.POSITIVE_INFINITY,
    });
    // A csv has no column limit, so there is always a free run; the check satisfies the type.
    if (isNoRoom(placement)) throw new Error('no free csv columns');
    this.columns = { ...placement.columns };
    this.newHeaders = new Map(placement.newHeaders);
    this.reused = [...placement.reused];
    this.width = Math.max(...Object.values(placement.columns)) + 1;
    // Edits in result columns are left out, as in xlsx: the results own those columns.
    for (const key of RESULT_KEYS) {
      for (const e of this.edits.values()) if (e.delete(placement.columns[key])) this.editsSkipped++;
    }
  }

  private emit(record: RecordBytes | null, number: number): void {
    const isHeader = number === this.sheet.headerRow;
    if (isHeader) this.plan();
    const result = this.results.get(number);
    const rowEdits = this.edits.get(number);
    if (record !== null && !isHeader && result === undefined && rowEdits === undefined) {
      this.writer.pushRange(record.buf, record.start, record.next);
      return;
    }
    // The fields this row replaces, as csv text; the others are written as they were.
    const replaced: (string | undefined)[] = [];
    const set = (col: number, text: string | undefined, keepWhenAbsent: boolean, guard: boolean): void => {
      if (text === undefined && keepWhenAbsent) return;
      replaced[col] = text === undefined ? '' : quote(guard ? guardFormula(text) : text, this.sep);
    };
    if (isHeader) for (const [col, text] of this.newHeaders) set(col, text, false, false);
    for (const [col, value] of rowEdits ?? []) {
      set(col, editText(value), false, false);
      this.cellsEdited++;
    }
    let width = record === null ? 0 : record.fields.length / 2;
    if (result !== undefined && this.columns !== null) {
      this.rowsWritten++;
      writeResult(result, this.columns, set);
      width = Math.max(width, this.width);
    }
    this.writeFields(record, replaced, Math.max(width, replaced.length));
    if (record === null) this.writer.push(this.lineEnd);
    else this.writer.pushRange(record.buf, record.end, record.next);
  }

  /**
   * `width` fields separated: runs of the record's own fields as its bytes (separators included), replaced and
   * added fields as text encoded once per run.
   */
  private writeFields(record: RecordBytes | null, replaced: readonly (string | undefined)[], width: number): void {
    const own = record === null ? 0 : record.fields.length / 2;
    let text = '';
    let i = 0;
    while (i < width) {
      if (i > 0) text += this.sep;
      const r = replaced[i];
      if (r !== undefined || i >= own || record === null) {
        text += r ?? '';
        i++;
        continue;
      }
      let j = i;
      while (j < own && replaced[j] === undefined) j++;
      if (text !== '') this.writer.push(encode(text, this.encoding));
      text = '';
      this.writer.pushRange(record.buf, record.fields[2 * i] ?? 0, record.fields[2 * j - 1] ?? 0);
      i = j;
    }
    if (text !== '') this.writer.push(encode(text, this.encoding));
  }
}

interface CsvSurvey {
  readonly headerTexts: ReadonlyMap<number, string>;
  readonly headerLast: number;
  /** Columns right of the header's last filled field where some record has something. */
  readonly occupied: ReadonlySet<number>;
}

/** One pass over the records: result columns go only where no record, above or below the header, has anything. */
async function surveyCsv(input: string, probe: Probe, headerRow: number): Promise<CsvSurvey> {
  const filled = new Set<number>();
  const headerTexts = new Map<number, string>();
  let number = 0;
  const take = (record: RecordBytes): void => {
    number++;
    const header = number === headerRow;
    const { buf, fields } = record;
    for (let i = 0; 2 * i < fields.length; i++) {
      const a = fields[2 * i] ?? 0;
      const b = fields[2 * i + 1] ?? 0;
      if (b <= a || (!header && filled.has(i))) continue;
      if (!header && surelyFilled(buf, a, b)) {
        filled.add(i);
        continue;
      }
      const text = unquote(decode(buf.subarray(a, b), probe.encoding)).trim();
      if (text === '') continue;
      if (header) headerTexts.set(i, text);
      else filled.add(i);
    }
  };
  await forEachRecord(input, probe, take, async () => undefined);
  const headerLast = Math.max(-1, ...headerTexts.keys());
  return { headerTexts, headerLast, occupied: new Set([...filled].filter((c) => c > headerLast)) };
}

/**
 * A field whose first byte after ASCII white space is a visible ASCII character other than a quote holds text, in
 * either encoding; anything else (quotes, non-ASCII white space) is left to the exact test.
 */
function surelyFilled(bytes: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = bytes[i] ?? 0;
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) continue;
    return c !== QUOTE && c < 0x80;
  }
  return false;
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
function nextRecord(buf: Buffer, pos: number, sep: number, final: boolean): RecordBytes | null {
  const fields: number[] = [];
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
      fields.push(fieldStart, i);
      fieldStart = i + 1;
    } else if (b === LF) {
      const end = i > pos && buf[i - 1] === CR ? i - 1 : i;
      fields.push(fieldStart, end);
      return { buf, start: pos, end, next: i + 1, fields };
    }
  }
  if (!final) return null;
  if (pos >= buf.length) return null;
  fields.push(fieldStart, buf.length);
  return { buf, start: pos, end: buf.length, next: buf.length, fields };
}

/** BOM, encoding (UTF-8 unless the bytes are not valid UTF-8, then Windows-1250) and separator. */
async function probeFile(input: string): Promise<Probe> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  let head: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(input, { highWaterMark: CHUNK_BYTES })) {
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

/**
 * Collects the output in memory and writes it in pieces of about a megabyte. Consecutive ranges of one chunk read
 * (untouched rows) become one piece, not a buffer per row.
 */
class BufferedWriter {
  private parts: Buffer[] = [];
  private size = 0;
  private run: Buffer | null = null;
  private runFrom = 0;
  private runTo = 0;
  constructor(private readonly out: FileHandle) {}
  push(b: Buffer): void {
    if (b.length === 0) return;
    this.endRun();
    this.parts.push(b);
    this.size += b.length;
  }
  pushRange(buf: Buffer, from: number, to: number): void {
    if (to <= from) return;
    if (this.run === buf && this.runTo === from) {
      this.runTo = to;
      return;
    }
    this.endRun();
    this.run = buf;
    this.runFrom = from;
    this.runTo = to;
  }
  /** Writes what was collected once there is enough of it. */
  async drain(): Promise<void> {
    this.endRun();
    if (this.size >= CHUNK_BYTES) await this.flush();
  }
  async flush(): Promise<void> {
    this.endRun();
    if (this.size === 0) return;
    const buffer = Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    let done = 0;
    while (done < buffer.length) done += (await this.out.write(buffer, done, buffer.length - done)).bytesWritten;
  }
  private endRun(): void {
    if (this.run === null) return;
    this.parts.push(this.run.subarray(this.runFrom, this.runTo));
    this.size += this.runTo - this.runFrom;
    this.run = null;
  }
}
