// csv write-back: the same table with result columns appended or reused, same separator, BOM, line ends and encoding
// (UTF-16 too);
// the user's own fields are copied byte for byte. The input is read once: its encoding, the survey of its columns and
// the rewrite all go over the same bytes in memory (a CSV is at most a few tens of megabytes; each pass read it again).
// An upload's trial keeps what it worked out from the bytes for the real write, which reads the file again and uses it
// only when every byte is the same (docs/performance.md, "Upload: after the last answer (seventh round, the end)").
import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { ok, type Result } from '../../catalog/index';
import type { CsvEncoding, CsvForm } from '../workbook/csv-encoding';
import { damagedUtf16, encodeCsvText, probeCsvBytes } from '../workbook/csv-encoding';
import type { CellEdit, SheetResults } from '../model/sheet-results';
import type { RowResult } from '../model/row-result';
import { isNoRoom, placeResultColumns, RESULT_KEYS, type ResultKey } from './result-placement';
import type { ResultColumnKey, WriteBackError, WriteBackSummary } from './write-back-types';
import { columnLetter } from '../model/column-letter';
import type { Lang } from '../../catalog';
import { resultMessageText, resultStatusText } from '../model/result-headers';
import { ImportTimeTexts } from './import-time-texts';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

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

/**
 * Writes a csv file's results (its one "sheet") into `out`; the sheet name is not checked, a csv has one table. With
 * `keepReading` (an upload's trial) what the bytes gave is kept for the next write of the same input.
 */
export async function writeCsvResults(
  input: string,
  out: FileHandle,
  sheets: readonly SheetResults[],
  options: { readonly keepReading?: boolean } = {},
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
  const bytes = await readChunks(input);
  const reading = takeKeptReading(input, bytes) ?? (await readingOf(bytes));
  if (options.keepReading === true) kept = { input, bytes, reading };
  const { form } = reading;
  // Never a copy of bytes the decoder would have to guess at (docs/reader.md, "CSV text encodings").
  if (form.damaged === true) return { ok: false, error: { kind: 'corrupt', ...damagedUtf16(path.basename(input)) } };
  if (sheet === undefined) {
    const copier = new BufferedWriter(out, null);
    for (const chunk of bytes) copier.push(chunk);
    await copier.flush();
    return ok({ format: 'csv', sheets: [], partsCopied: 0, partsRewritten: [], partsAdded: [], partsRemoved: [] });
  }
  const probe = utf8View(form);
  const writer = new BufferedWriter(out, probe.from ?? null);
  const text = (reading.text ??= asUtf8(bytes, probe.from));
  const missing = new Set<string>();
  const rewriter = new RecordRewriter(
    sheet,
    probe,
    await surveyOnce(reading, text, probe, sheet.headerRow),
    writer,
    missing,
  );
  // For UTF-16 the writer turns this U+FEFF into the file's own mark (FF FE or FE FF).
  if (form.bom) writer.push(BOM);
  await forEachRecord(
    text,
    probe,
    (record) => rewriter.take(record),
    () => writer.drain(),
    // Past the last row with a result or an edit the bytes are the user's as they are: copied, not split into records.
    { done: () => rewriter.restUntouched, rest: (bytes, from) => writer.pushRange(bytes, from, bytes.length) },
    // The rewriter keeps no record's fields (only the last line end's offsets): one list serves them all.
    [],
  );
  rewriter.finish();
  await writer.flush();
  return ok(csvSummary(sheet.sheet, rewriter, missing));
}

/** The reading's survey of the rows under `headerRow`, made the first time it is asked for. */
async function surveyOnce(
  reading: CsvReading,
  text: readonly Buffer[],
  probe: Probe,
  headerRow: number,
): Promise<CsvSurvey> {
  let survey = reading.surveys.get(headerRow);
  if (survey === undefined) {
    survey = await surveyCsv(text, probe, headerRow);
    reading.surveys.set(headerRow, survey);
  }
  return survey;
}

/** What the write did, as a write-back reports it: the result columns' letters and the rows' counts. */
function csvSummary(
  sheet: string,
  rewriter: RecordRewriter,
  missing: ReadonlySet<string>,
): Omit<WriteBackSummary, 'output'> {
  const cols =
    rewriter.columns ?? (Object.fromEntries(RESULT_KEYS.map((k, i) => [k, i])) as Record<ResultColumnKey, number>);
  const columns = Object.fromEntries(RESULT_KEYS.map((k) => [k, columnLetter(cols[k])]));
  return {
    format: 'csv',
    sheets: [
      {
        sheet,
        columns: columns as Record<ResultColumnKey, string>,
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
    ...(missing.size > 0 ? { replacedCharacters: [...missing] } : {}),
  };
}

type Utf16 = 'utf-16le' | 'utf-16be';

/** What a write works out from the input's bytes alone: their form, their UTF-8 view, the survey per header row. */
interface CsvReading {
  readonly form: CsvForm;
  /** Made when first needed (not for a damaged file). */
  text?: readonly Buffer[];
  readonly surveys: Map<number, CsvSurvey>;
}

/** The trial's reading, for the real write after it (one at a time: an upload's trial, then its write). */
let kept: { readonly input: string; readonly bytes: readonly Buffer[]; readonly reading: CsvReading } | null = null;

/**
 * The kept reading when it is of this input and of exactly these bytes (read again now), else null: a file changed
 * since the trial, even to the same size and time, is worked out afresh. The slot is emptied either way.
 */
function takeKeptReading(input: string, bytes: readonly Buffer[]): CsvReading | null {
  const was = kept;
  kept = null;
  return was !== null && was.input === input && sameBytes(was.bytes, bytes) ? was.reading : null;
}

async function readingOf(bytes: readonly Buffer[]): Promise<CsvReading> {
  return { form: await probeCsvBytes(bytes), surveys: new Map() };
}

/** Whether two lists of chunks hold the same bytes, wherever their chunks begin. */
function sameBytes(a: readonly Buffer[], b: readonly Buffer[]): boolean {
  const length = (list: readonly Buffer[]): number => list.reduce((n, c) => n + c.length, 0);
  if (length(a) !== length(b)) return false;
  let i = 0;
  let j = 0;
  let at = 0;
  let bt = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? Buffer.alloc(0);
    const y = b[j] ?? Buffer.alloc(0);
    const n = Math.min(x.length - at, y.length - bt);
    if (x.compare(y, bt, bt + n, at, at + n) !== 0) return false;
    at += n;
    bt += n;
    if (at === x.length) [i, at] = [i + 1, 0];
    if (bt === y.length) [j, bt] = [j + 1, 0];
  }
  return true;
}

/** How the records are seen: UTF-16 text as UTF-8 read from `from`, so the byte scanner below serves it too. */
type Probe = Pick<CsvForm, 'bom' | 'encoding' | 'alike' | 'separator'> & { readonly from?: Utf16 };

/**
 * A UTF-16 file is rewritten as its UTF-8 twin, turned back into UTF-16 as it is written (docs/write-back.md, "CSV
 * files in UTF-16"): its bytes could hold a LF or a quote inside another character, UTF-8's cannot. Strict decoding
 * both ways gives back every byte the user wrote.
 */
function utf8View(form: CsvForm): Probe {
  if (form.encoding !== 'utf-16le' && form.encoding !== 'utf-16be') return form;
  return { separator: form.separator, alike: false, encoding: 'utf-8', bom: false, from: form.encoding };
}

/** The file's bytes, in chunks of about a megabyte. */
async function readChunks(input: string): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const raw of createReadStream(input, { highWaterMark: CHUNK_BYTES })) chunks.push(raw as Buffer);
  return chunks;
}

/** The file's bytes, or for UTF-16 its text as UTF-8 (the mark dropped). */
function asUtf8(chunks: readonly Buffer[], from: Utf16 | undefined): readonly Buffer[] {
  if (from === undefined) return chunks;
  const decoder = new TextDecoder(from, { fatal: true });
  const out = chunks.map((raw) => Buffer.from(decoder.decode(raw, { stream: true }), 'utf8'));
  const tail = decoder.decode();
  return tail === '' ? out : [...out, Buffer.from(tail, 'utf8')];
}

/** Once `done` says so after a record, the bytes after it go to `rest` as they are (from an offset, chunk by chunk). */
interface RestOfFile {
  readonly done: () => boolean;
  readonly rest: (bytes: Buffer, from: number) => void;
}

/**
 * Every record of the file after its BOM, handed to `visit` synchronously; `afterChunk` runs (awaited) once per
 * chunk, where the output is written. A record per await made the write-back of 10,000 rows take 0.15–0.4 s.
 * With `rest`, the records after the one `done` first holds for are not split: the trial write-back before an upload
 * (no results) copies everything after the header so (docs/performance.md, "(sixth round, start/gaps/end)").
 */
async function forEachRecord(
  chunks: readonly Buffer[],
  probe: Probe,
  visit: (record: RecordBytes) => void,
  afterChunk: () => Promise<void> | undefined,
  rest?: RestOfFile,
  /** Given when `visit` keeps no record: each record's fields go into this one list, overwritten by the next. */
  scratch?: number[],
): Promise<void> {
  const sep = probe.separator.charCodeAt(0);
  let carry: Buffer = Buffer.alloc(0);
  let first = probe.bom;
  let copying = false;
  for (const raw of chunks) {
    let buf: Buffer = carry.length > 0 ? Buffer.concat([carry, raw]) : raw;
    if (first) {
      first = false;
      buf = buf.subarray(3);
    }
    let pos = 0;
    while (!copying) {
      const rec = nextRecord(buf, pos, sep, false, scratch);
      if (rec === null) break;
      visit(rec);
      pos = rec.next;
      copying = rest?.done() === true;
    }
    if (copying) rest?.rest(buf, pos);
    carry = copying ? Buffer.alloc(0) : buf.subarray(pos);
    const written = afterChunk();
    if (written !== undefined) await written;
  }
  const last = carry.length > 0 ? nextRecord(carry, 0, sep, true, scratch) : null;
  if (last !== null) visit(last);
}

/** Rewrites the records one by one: untouched rows byte for byte, the header and result rows with their columns. */
class RecordRewriter {
  columns: Record<ResultKey, number> | null = null;
  reused: ResultKey[] = [];
  /** The language of the result headers and statuses (the placement's). */
  lang: Lang = 'en';
  rowsWritten = 0;
  rowsCreated = 0;
  cellsEdited = 0;
  editsSkipped = 0;
  private readonly results: ReadonlyMap<number, RowResult>;
  private readonly edits = new Map<number, Map<number, CellEdit['value']>>();
  private readonly maxRow: number;
  private readonly sep: string;
  private readonly sepBytes: Buffer;
  private readonly encoding: CsvEncoding;
  /** Windows-1250 and ISO-8859-2 read the file alike: results get only the characters both write alike. */
  private readonly alike: boolean;
  private newHeaders: ReadonlyMap<number, string> = new Map();
  /** Fields of every result row: each spans all result columns, so the table keeps one width. */
  private width = 0;
  private lineEnd: Buffer = Buffer.from('\r\n');
  private sawLineEnd = false;
  /** The last record that ended with a line end: its line end is copied only at the end (a copy a row cost 0.1 s). */
  private lastEnded: RecordBytes | null = null;
  private rowNumber = 0;
  private endedWithLineEnd = false;
  private readonly importTimes = new ImportTimeTexts();
  /** The result columns from left to right, and the separators before each (the first's counted from the row's end). */
  private tailKeys: readonly ResultKey[] = [];
  private tailGaps: readonly string[] = [];
  /** The cell per text seen in the status column and the time column (few of each in a write). */
  private readonly cells = new Map<string, string>();
  /** The same for texts guarded against formulas (keyed by the text itself: a key made per row cost a string each). */
  private readonly guardedCells = new Map<string, string>();
  /**
   * A text without a character that quoting or encoding would change (the separator, a quote, a line end, anything
   * past ASCII): it is its own cell unless it starts or ends with white space. One scan instead of two per cell.
   */
  private readonly plain: RegExp;

  constructor(
    private readonly sheet: SheetResults,
    probe: Probe,
    private readonly survey: CsvSurvey,
    private readonly writer: BufferedWriter,
    private readonly missing: Set<string>,
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
    this.alike = probe.alike;
    this.sepBytes = encodeCsvText(probe.separator, probe.encoding, missing);
    this.plain = new RegExp(String.raw`^[^${escapeClass(probe.separator)}"\r\n\u0080-\uffff]*$`);
  }

  take(record: RecordBytes): void {
    if (!this.sawLineEnd && record.next > record.end) {
      this.lineEnd = Buffer.from(record.buf.subarray(record.end, record.next));
      this.sawLineEnd = true;
    }
    this.rowNumber++;
    this.endedWithLineEnd = record.next > record.end;
    if (this.endedWithLineEnd) this.lastEnded = record;
    this.emit(record, this.rowNumber);
  }

  /** Every row with a result or an edit, and the header, has been written: the records after are copied as they are. */
  get restUntouched(): boolean {
    return this.rowNumber >= this.maxRow;
  }

  /** Rows past the file's end that get a result or an edit (and the blank lines before them). */
  finish(): void {
    // Rows added past the end take the last line end: after a lone CR, a blank line of LF would make one CRLF and
    // move every added row up one.
    const last = this.lastEnded;
    if (last !== null) this.lineEnd = Buffer.from(last.buf.subarray(last.end, last.next));
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
    this.lang = placement.lang;
    this.width = Math.max(...Object.values(placement.columns)) + 1;
    const columns = placement.columns;
    this.tailKeys = [...RESULT_KEYS].sort((a, b) => columns[a] - columns[b]);
    this.tailGaps = this.tailKeys.map((k, i) =>
      this.asBytes(this.sep.repeat(i === 0 ? 1 : columns[k] - columns[this.tailKeys[i - 1] ?? k])),
    );
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
    if (record !== null && !isHeader && rowEdits === undefined) {
      if (result === undefined) this.writer.pushRange(record.buf, record.start, record.next);
      else if (!this.appendResult(record, result)) this.writeRow(record, number, result, rowEdits);
      return;
    }
    this.writeRow(record, number, result, rowEdits);
  }

  /**
   * A result row whose own fields all lie left of the result columns (every row of a first write): its bytes as they
   * are and its cells after them, collected as one-byte text and written a chunk at once. A copy of the row's bytes and
   * an encoding of its cells per row were a third of the write-back's CPU (docs/performance.md, "Upload: the end's
   * write-back (sixth round)"). False when the row reaches into the result columns (the field-by-field way then).
   */
  private appendResult(record: RecordBytes, result: RowResult): boolean {
    const c = this.columns;
    const first = this.tailKeys[0];
    const own = record.fields.length / 2;
    if (c === null || first === undefined || own > c[first]) return false;
    this.rowsWritten++;
    const lang = this.lang;
    const cells: Record<ResultKey, string> = {
      status: this.cellOnce(resultStatusText(result, lang) ?? undefined, true),
      serviceId: result.serviceId === undefined ? '' : this.cell(String(result.serviceId), false),
      errorCode: result.errorCode === undefined ? '' : this.cell(String(result.errorCode), false),
      errorMessage: this.cell(resultMessageText(result, lang), true),
      importedAt: this.cellOnce(result.importedAt && this.importTimes.of(result.importedAt), false),
      fingerprint: this.cell(result.fingerprint, false),
    };
    const keys = this.tailKeys;
    const gaps = this.tailGaps;
    let text = this.tailStart(c[first] - own);
    for (let i = 0; i < keys.length; i++) text += (gaps[i] ?? '') + cells[keys[i] ?? first];
    this.writer.pushRecordWith(record.buf, record.start, record.end, record.next, text);
    return true;
  }

  /** A cell's csv text as the bytes it is written in, one character a byte ('' for none); guarded when `guard`. */
  private cell(text: string | undefined, guard: boolean): string {
    if (text === undefined) return '';
    const t = guard ? guardFormula(text) : text;
    return this.plain.test(t) && !edgeSpace(t) ? t : this.asBytes(quote(t, this.sep));
  }

  /** The same for a text that repeats from row to row (a status word, a batch's time): made once. */
  private cellOnce(text: string | undefined, guard: boolean): string {
    if (text === undefined) return '';
    const cells = guard ? this.guardedCells : this.cells;
    let cell = cells.get(text);
    if (cell === undefined) {
      cell = this.cell(text, guard);
      cells.set(text, cell);
    }
    return cell;
  }

  /** The separators from a row's last own field to the first result cell's: as many as fields are skipped. */
  private tailStart(skipped: number): string {
    return skipped === 0 ? '' : this.asBytes(this.sep.repeat(skipped));
  }

  /**
   * Text in the file's encoding (UTF-8 for the twin of a UTF-16 file) as a string of one character a byte (latin1):
   * ASCII as it is. Character by character, as `pushText` encodes, so a row's cells encoded apart give its bytes.
   */
  private asBytes(text: string): string {
    if (!NON_ASCII.test(text)) return text;
    const bytes =
      this.encoding === 'utf-8'
        ? Buffer.from(text, 'utf8')
        : encodeCsvText(text, this.encoding, this.missing, this.alike);
    return bytes.toString('latin1');
  }

  private writeRow(
    record: RecordBytes | null,
    number: number,
    result: RowResult | undefined,
    rowEdits: Map<number, CellEdit['value']> | undefined,
  ): void {
    const isHeader = number === this.sheet.headerRow;
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
      writeResult(result, this.columns, this.lang, this.importTimes, set);
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
      this.pushText(text);
      text = '';
      this.writer.pushRange(record.buf, record.fields[2 * i] ?? 0, record.fields[2 * j - 1] ?? 0);
      i = j;
    }
    this.pushText(text);
  }

  /** Text in the file's encoding (UTF-8, and the UTF-8 twin of a UTF-16 file, written in place). */
  private pushText(text: string): void {
    if (text === '') return;
    if (this.encoding === 'utf-8') this.writer.pushUtf8(text);
    else this.writer.push(encodeCsvText(text, this.encoding, this.missing, this.alike));
  }
}

interface CsvSurvey {
  readonly headerTexts: ReadonlyMap<number, string>;
  readonly headerLast: number;
  /** Columns right of the header's last filled field where some record has something. */
  readonly occupied: ReadonlySet<number>;
}

/**
 * One pass over the records: result columns go only where no record, above or below the header, has a byte. A field
 * of white space, or of quotes around nothing, is the user's and stays (the results never replace it).
 */
async function surveyCsv(chunks: readonly Buffer[], probe: Probe, headerRow: number): Promise<CsvSurvey> {
  const filled = new Set<number>();
  const headerTexts = new Map<number, string>();
  let headerLast = -1;
  const decoder = new TextDecoder(probe.encoding);
  let number = 0;
  const take = (record: RecordBytes): void => {
    number++;
    const header = number === headerRow;
    const { buf, fields } = record;
    for (let i = 0; 2 * i < fields.length; i++) {
      const a = fields[2 * i] ?? 0;
      const b = fields[2 * i + 1] ?? 0;
      if (b <= a) continue;
      if (!header) {
        filled.add(i);
        continue;
      }
      headerLast = i;
      const text = unquote(decoder.decode(buf.subarray(a, b))).trim();
      if (text !== '') headerTexts.set(i, text);
    }
  };
  // The survey keeps nothing of a record: one list serves every record's fields (a list for each record made 2.6 MB
  // of garbage for 10,000 sellers, in the trial before an upload's first batch).
  await forEachRecord(chunks, probe, take, () => undefined, undefined, []);
  return { headerTexts, headerLast, occupied: new Set([...filled].filter((c) => c > headerLast)) };
}

/** Status, code and message always replace; service id, import time and fingerprint stay when the result has none. */
function writeResult(
  r: RowResult,
  c: Record<ResultColumnKey, number>,
  lang: Lang,
  importTimes: ImportTimeTexts,
  set: (col: number, text: string | undefined, keep: boolean, guard: boolean) => void,
): void {
  set(c.status, resultStatusText(r, lang) ?? undefined, false, true);
  set(c.serviceId, r.serviceId === undefined ? undefined : String(r.serviceId), true, false);
  set(c.errorCode, r.errorCode === undefined ? undefined : String(r.errorCode), false, false);
  set(c.errorMessage, resultMessageText(r, lang), false, true);
  set(c.importedAt, r.importedAt === undefined ? undefined : importTimes.of(r.importedAt), true, false);
  set(c.fingerprint, r.fingerprint, true, false);
}

/**
 * The next complete record from `pos`, or null when it needs more bytes (unless `final`). Split exactly as the
 * reader's `CsvRecordSplitter` splits the text, so row numbers agree: CR, LF and CRLF each end a record outside
 * quotes, and a quote opens a quoted field only as the field's first character (elsewhere it is text). The ASCII
 * bytes that decide this stand for themselves in UTF-8, Windows-1250 and ISO-8859-2 alike.
 */
function nextRecord(buf: Buffer, pos: number, sep: number, final: boolean, fields: number[] = []): RecordBytes | null {
  // Written by index and cut to length at the end: a list emptied first gives up its storage, then grows anew.
  let n = 0;
  let inQuotes = false;
  let started = false;
  let fieldStart = pos;
  for (let i = pos; i < buf.length; i++) {
    const b = buf[i];
    if (inQuotes) {
      if (b !== QUOTE) continue;
      if (i + 1 >= buf.length && !final) return null;
      if (buf[i + 1] === QUOTE) i++;
      else inQuotes = false;
      continue;
    }
    if (b === sep) {
      fields[n++] = fieldStart;
      fields[n++] = i;
      fieldStart = i + 1;
      started = false;
    } else if (b === LF || b === CR) {
      if (b === CR && i + 1 >= buf.length && !final) return null;
      fields[n++] = fieldStart;
      fields[n++] = i;
      fields.length = n;
      const next = b === CR && buf[i + 1] === LF ? i + 2 : i + 1;
      return { buf, start: pos, end: i, next, fields };
    } else if (b === QUOTE && !started) {
      inQuotes = true;
      started = true;
    } else started = true;
  }
  if (!final) return null;
  if (pos >= buf.length) return null;
  fields[n++] = fieldStart;
  fields[n++] = buf.length;
  fields.length = n;
  return { buf, start: pos, end: buf.length, next: buf.length, fields };
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

/** Any character outside ASCII, whose bytes differ from its code. */
const NON_ASCII = /[\u0080-\uffff]/;

/** Per separator: a field that holds it, a quote or a line end, or starts or ends with white space, is quoted. */
const NEEDS_QUOTES = new Map<string, RegExp>();

function escapeClass(sep: string): string {
  return sep.replace(/[\\\]^-]/g, '\\$&');
}

const SPACE = /\s/;

/** Whether a text starts or ends with white space (as `\s` reads it). */
function edgeSpace(text: string): boolean {
  return text.length > 0 && (SPACE.test(text.charAt(0)) || SPACE.test(text.charAt(text.length - 1)));
}

function quote(text: string, sep: string): string {
  let needs = NEEDS_QUOTES.get(sep);
  if (needs === undefined) {
    needs = new RegExp(String.raw`[${escapeClass(sep)}"\r\n]|^\s|\s$`);
    NEEDS_QUOTES.set(sep, needs);
  }
  return needs.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 bytes of whole characters as UTF-16 of the given byte order; null keeps them as they are. */
function toUtf16(utf8: Buffer, utf16: Utf16 | null): Buffer {
  if (utf16 === null) return utf8;
  const le = Buffer.from(utf8.toString('utf8'), 'utf16le');
  return utf16 === 'utf-16le' ? le : le.swap16();
}

/**
 * How much of the result rows' text is collected before it goes into the block: the pieces of a whole chunk's rows,
 * held until the chunk's end, outlived the young generation's collections (copied, then promoted); a few hundred rows
 * at a time die young, and one write still serves many rows.
 */
const ROWS_TEXT = 16 * 1024;

/**
 * Collects the output in a block of about a megabyte and writes it when full. Consecutive ranges of one chunk read
 * (untouched rows) are copied as one; text is written into the block in place (for UTF-8, and the UTF-8 twin of a
 * UTF-16 file): a buffer per result row, and the concatenation of them all, cost as much as the rest of the write.
 */
class BufferedWriter {
  /** Full blocks not yet written (a record larger than the room left starts a new block). */
  private full: Buffer[] = [];
  private block: Buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  private run: Buffer | null = null;
  private runFrom = 0;
  private runTo = 0;
  /** Result rows as one-byte text (latin1), written at once: a native copy and write per row cost more than the rows. */
  private rows = '';
  /** The chunk the rows were cut from, as latin1 text (a character a byte, so its offsets are the chunk's). */
  private rowsOf: Buffer | null = null;
  private rowsOfText = '';
  /** `utf16`: what is collected is UTF-8 in whole characters, written in this UTF-16 instead. */
  constructor(
    private readonly out: FileHandle,
    private readonly utf16: Utf16 | null,
  ) {}
  push(b: Buffer): void {
    if (b.length === 0) return;
    this.endRun();
    this.endRows();
    this.room(b.length);
    this.used += b.copy(this.block, this.used);
  }
  /** Text as UTF-8 (the file's own encoding, or the twin of its UTF-16). */
  pushUtf8(text: string): void {
    if (text === '') return;
    this.endRun();
    this.endRows();
    this.room(Buffer.byteLength(text, 'utf8'));
    this.used += this.block.write(text, this.used, 'utf8');
  }
  pushRange(buf: Buffer, from: number, to: number): void {
    if (to <= from) return;
    if (this.rows !== '' && buf === this.rowsOf) {
      this.rows += this.rowsOfText.substring(from, to);
      return;
    }
    this.endRows();
    if (this.run === buf && this.runTo === from) {
      this.runTo = to;
      return;
    }
    this.endRun();
    this.run = buf;
    this.runFrom = from;
    this.runTo = to;
  }
  /** A record's bytes (`start` to `next`) with `bytes`, one character a byte, put in before its line end (`end`). */
  pushRecordWith(buf: Buffer, start: number, end: number, next: number, bytes: string): void {
    this.endRun();
    if (buf !== this.rowsOf) {
      this.endRows();
      this.rowsOf = buf;
      this.rowsOfText = buf.toString('latin1');
    }
    const text = this.rowsOfText;
    this.rows += text.substring(start, end) + bytes + text.substring(end, next);
    if (this.rows.length >= ROWS_TEXT) this.endRows();
  }
  /** Writes what was collected once there is enough of it. */
  async drain(): Promise<void> {
    this.endRun();
    this.endRows();
    if (this.used + this.full.reduce((n, b) => n + b.length, 0) >= CHUNK_BYTES) await this.flush();
  }
  async flush(): Promise<void> {
    this.endRun();
    this.endRows();
    for (const piece of [...this.full, this.block.subarray(0, this.used)]) {
      const buffer = toUtf16(piece, this.utf16);
      let done = 0;
      while (done < buffer.length) done += (await this.out.write(buffer, done, buffer.length - done)).bytesWritten;
    }
    this.full = [];
    // Filled again only now that its bytes are written.
    this.used = 0;
  }
  /** Room for `bytes` more in the block: a full block is set aside for the next write and a new one begun. */
  private room(bytes: number): void {
    if (this.used + bytes <= this.block.length) return;
    if (this.used > 0) this.full.push(this.block.subarray(0, this.used));
    this.block = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
    this.used = 0;
  }
  /** The result rows collected, into the block (the chunk's text is kept for its rows still to come). */
  private endRows(): void {
    if (this.rows === '') return;
    const rows = this.rows;
    this.rows = '';
    this.room(rows.length);
    this.used += this.block.write(rows, this.used, 'latin1');
  }
  /** The run of a chunk's bytes copied straight from the chunk: a view of it per row cost more than the copy. */
  private endRun(): void {
    if (this.run === null) return;
    const run = this.run;
    this.run = null;
    const bytes = this.runTo - this.runFrom;
    this.room(bytes);
    this.used += run.copy(this.block, this.used, this.runFrom, this.runTo);
  }
}
