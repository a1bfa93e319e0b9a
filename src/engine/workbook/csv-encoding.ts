// Which text encoding a CSV file is in, judged from all of its bytes, and the same encoding written back.
// One judgement serves the reader and the write-back, so a file is written in the form it was read in
// (docs/reader.md, "CSV text encodings").
import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import { detectSeparator, hasSeparator } from './csv-records';
import { CSV_MESSAGES as M } from './csv-messages';

export type CsvEncoding = 'utf-8' | 'windows-1250' | 'iso-8859-2' | 'utf-16le' | 'utf-16be';

/** How a CSV file's text is stored: its encoding, its BOM (UTF-8's, or UTF-16's), and the separator its header uses. */
export interface CsvForm {
  readonly encoding: CsvEncoding;
  readonly bom: boolean;
  /** UTF-16, but some bytes are not UTF-16 (a cut file, a lone surrogate): refused, never guessed at. */
  readonly damaged?: boolean;
  /** Windows-1250 and ISO-8859-2 read every byte of this file alike (no byte where the two differ). */
  readonly alike: boolean;
  readonly separator: string;
  /** UTF-8 letters beside bytes that are not UTF-8 (two exports pasted together): refused, no encoding reads it. */
  readonly mixed: boolean;
  /** Some of the first lines has a separator; without one the text is no table. */
  readonly tabular: boolean;
}

export const ENCODING_NAMES: Readonly<Record<CsvEncoding, string>> = {
  'utf-8': 'UTF-8',
  'windows-1250': 'Windows-1250',
  'iso-8859-2': 'ISO-8859-2',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
};

const READ_BYTES = 1024 * 1024;
/** The separator is judged from this much of the start, as much as its first 20 lines need. */
const HEAD_BYTES = 64 * 1024;

/**
 * Bytes where Windows-1250 and ISO-8859-2 differ above 0x9F (ˇ Ą ¦ © « ¬ ® ± µ ¶ · ą » Ľ ľ against Ą Ľ Ś Š Ť Ź Ž ą
 * ľ ś ˇ š ť ź ž); the Hungarian letters are the same bytes in both.
 */
const DIFFERING = new Set([0xa1, 0xa5, 0xa6, 0xa9, 0xab, 0xac, 0xae, 0xb1, 0xb5, 0xb6, 0xb7, 0xb9, 0xbb, 0xbc, 0xbe]);

/** Second bytes of the Hungarian letters in UTF-8 after 0xC3 (á é í ó ö ú ü Á É Í Ó Ö Ú Ü) and 0xC5 (ő ű Ő Ű). */
const AFTER_C3 = new Set([0xa1, 0xa9, 0xad, 0xb3, 0xb6, 0xba, 0xbc, 0x81, 0x89, 0x8d, 0x93, 0x96, 0x9a, 0x9c]);
const AFTER_C5 = new Set([0x91, 0xb1, 0x90, 0xb0]);

/** What one pass over the bytes saw. */
interface ByteSurvey {
  utf8: boolean;
  /** A byte 0x80–0x9F: printable in Windows-1250 („ ” – € š ž …), a control character in ISO-8859-2. */
  c1: boolean;
  differing: boolean;
  /** A Hungarian letter as UTF-8 writes it (Ăˇ, Ĺ‘ … in Windows-1250, which no text holds). */
  utf8Letter: boolean;
  /** The chunk before ended with this byte (a letter's two bytes may fall apart between reads). */
  last: number;
}

function surveyChunk(chunk: Buffer, survey: ByteSurvey): void {
  let previous = survey.last;
  for (let i = 0; i < chunk.length; i++) {
    const b = chunk[i] ?? 0;
    if (b >= 0x80) {
      if (b <= 0x9f) survey.c1 = true;
      else if (DIFFERING.has(b)) survey.differing = true;
      if ((previous === 0xc3 && AFTER_C3.has(b)) || (previous === 0xc5 && AFTER_C5.has(b))) survey.utf8Letter = true;
    }
    previous = b;
  }
  survey.last = previous;
}

/**
 * UTF-8 when every byte is valid UTF-8 (with or without a BOM). Otherwise Windows-1250 when a byte 0x80–0x9F occurs
 * (Hungarian Excel's „ ” – are there, and no text holds ISO-8859-2's control characters); else ISO-8859-2 when a
 * byte the two read differently occurs; else Windows-1250, which then reads every byte as ISO-8859-2 would. Bytes
 * that are not UTF-8 beside Hungarian letters written as UTF-8 are `mixed`: no one encoding reads that file.
 */
function chooseEncoding(survey: ByteSurvey): Pick<CsvForm, 'encoding' | 'alike' | 'mixed'> {
  if (survey.utf8) return { encoding: 'utf-8', alike: false, mixed: false };
  if (survey.utf8Letter) return { encoding: 'utf-8', alike: false, mixed: true };
  if (survey.c1) return { encoding: 'windows-1250', alike: false, mixed: false };
  if (survey.differing) return { encoding: 'iso-8859-2', alike: false, mixed: false };
  return { encoding: 'windows-1250', alike: true, mixed: false };
}

/** Where the last complete UTF-8 sequence of `chunk` ends: a sequence cut by the read is left for the next chunk. */
function completeLength(chunk: Buffer): number {
  let i = chunk.length - 1;
  while (i >= 0 && chunk.length - i <= 3 && ((chunk[i] ?? 0) & 0xc0) === 0x80) i--;
  if (i < 0) return chunk.length;
  const lead = chunk[i] ?? 0;
  const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return chunk.length - i >= need ? chunk.length : i;
}

/**
 * Whether every byte of the file is UTF-8, and its first `HEAD_BYTES`. `isUtf8` runs natively over each chunk (a
 * decoder would build a string of every megabyte: a second for a 300 MB file, against a tenth now).
 */
async function utf8Pass(source: ChunkSource): Promise<{ readonly utf8: boolean; readonly head: Buffer }> {
  const headParts: Buffer[] = [];
  let headBytes = 0;
  let carry: Buffer = Buffer.alloc(0);
  let utf8 = true;
  for await (const chunk of source()) {
    if (headBytes < HEAD_BYTES) {
      headParts.push(chunk.subarray(0, HEAD_BYTES - headBytes));
      headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
    }
    if (!utf8) continue;
    const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const cut = completeLength(bytes);
    utf8 = isUtf8(bytes.subarray(0, cut));
    carry = Buffer.from(bytes.subarray(cut));
  }
  return { utf8: utf8 && (carry.length === 0 || isUtf8(carry)), head: Buffer.concat(headParts) };
}

/** The second pass, only for a file that is not UTF-8: which of the one-byte encodings, or a mix. */
async function legacyPass(source: ChunkSource): Promise<ByteSurvey> {
  const survey: ByteSurvey = { utf8: false, c1: false, differing: false, utf8Letter: false, last: 0 };
  for await (const chunk of source()) surveyChunk(chunk, survey);
  return survey;
}

type Utf16Encoding = 'utf-16le' | 'utf-16be';

/** UTF-16 as the start of a file shows it: the byte order, and whether a byte-order mark says it. */
export interface Utf16Start {
  readonly encoding: Utf16Encoding;
  readonly bom: boolean;
}

/** How much of a file's start shows UTF-16 without a mark. */
export const UTF16_SNIFF_BYTES = 1024;

/** The file's first bytes, as much as {@link utf16Start} looks at. */
async function startOf(file: string): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(UTF16_SNIFF_BYTES);
    const { bytesRead } = await fh.read(head, 0, UTF16_SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

function orderOfMark(mark: Buffer): Utf16Encoding | null {
  if (mark.length < 2) return null;
  if (mark[0] === 0xff && mark[1] === 0xfe) return 'utf-16le';
  return mark[0] === 0xfe && mark[1] === 0xff ? 'utf-16be' : null;
}

/**
 * UTF-16 by its mark (FF FE little-endian, FE FF big-endian), or without one by its zero bytes: in at least half of
 * the first pairs the high byte is zero (every ASCII letter, á é ö ü …) and never the low byte, and the text they
 * make has no control character but tab and line ends. Text in one of the one-byte encodings or UTF-8 has no zero
 * byte at all, so none of them is taken for UTF-16 (docs/reader.md, "CSV text encodings"); else null.
 */
export function utf16Start(head: Buffer): Utf16Start | null {
  const marked = orderOfMark(head);
  if (marked !== null) return { encoding: marked, bom: true };
  const pairs = Math.floor(Math.min(head.length, UTF16_SNIFF_BYTES) / 2);
  if (pairs < 2) return null;
  let zeroFirst = 0;
  let zeroSecond = 0;
  for (let i = 0; i < 2 * pairs; i += 2) {
    if (head[i] === 0) zeroFirst++;
    if (head[i + 1] === 0) zeroSecond++;
  }
  const encoding =
    zeroFirst === 0 && zeroSecond * 2 >= pairs
      ? 'utf-16le'
      : zeroSecond === 0 && zeroFirst * 2 >= pairs
        ? 'utf-16be'
        : null;
  if (encoding === null) return null;
  // A character of two units may be cut by the sniff: its first half alone is left out.
  const text = new TextDecoder(encoding).decode(head.subarray(0, 2 * pairs)).replace(/\ufffd$/u, '');
  return isPlainText(text) ? { encoding, bom: false } : null;
}

/** No control character but tab, LF and CR, and no character the decoder could not read. */
function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffd) return false;
  }
  return true;
}

/**
 * A UTF-16 file decoded strictly from end to end: an odd byte at the end or a lone surrogate makes it `damaged`
 * (the reader and the write-back would otherwise meet it half-way through). The separator comes from its start.
 */
async function probeUtf16(source: ChunkSource, { encoding, bom }: Utf16Start): Promise<CsvForm> {
  const decoder = new TextDecoder(encoding, { fatal: true });
  let head = '';
  let damaged = false;
  try {
    for await (const chunk of source()) {
      const text = decoder.decode(chunk, { stream: true });
      if (head.length < HEAD_BYTES) head += text.slice(0, HEAD_BYTES - head.length);
    }
    decoder.decode();
  } catch {
    damaged = true;
  }
  const tabular = hasSeparator(head);
  return { encoding, bom, alike: false, mixed: false, damaged, separator: detectSeparator(head), tabular };
}

/** Reads the whole file: a byte that is not UTF-8 may come after the first megabyte, and decides the rest. */
export async function probeCsv(file: string): Promise<CsvForm> {
  const source: ChunkSource = () => createReadStream(file, { highWaterMark: READ_BYTES }) as AsyncIterable<Buffer>;
  return probeChunks(source, utf16Start(await startOf(file)));
}

/** The same judgement over a file's bytes already read (the write-back reads its input once). */
export function probeCsvBytes(chunks: readonly Buffer[]): Promise<CsvForm> {
  const first = chunks[0];
  const start = first !== undefined && first.length >= UTF16_SNIFF_BYTES ? first : Buffer.concat([...chunks]);
  return probeChunks(() => chunks, utf16Start(start.subarray(0, UTF16_SNIFF_BYTES)));
}

/** A file's bytes in chunks, from the start again at every call (a pass). */
type ChunkSource = () => AsyncIterable<Buffer> | Iterable<Buffer>;

async function probeChunks(source: ChunkSource, utf16: Utf16Start | null): Promise<CsvForm> {
  if (utf16 !== null) return probeUtf16(source, utf16);
  const { utf8, head } = await utf8Pass(source);
  const survey: ByteSurvey = utf8
    ? { utf8: true, c1: false, differing: false, utf8Letter: false, last: 0 }
    : await legacyPass(source);
  const bom = head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
  const { encoding, alike, mixed } = chooseEncoding(survey);
  const text = new TextDecoder(encoding).decode(head);
  return { encoding, bom, alike, mixed, separator: detectSeparator(text), tabular: hasSeparator(text) };
}

/**
 * A decoder for the file's text: UTF-8 and UTF-16 strictly (bytes that are not the encoding stop the read); the
 * one-byte encodings map every byte. The BOM is dropped, as every reader of CSV drops it.
 */
export function csvDecoder(encoding: CsvEncoding): TextDecoder {
  return new TextDecoder(encoding, { fatal: !isOneByte(encoding) });
}

type OneByteEncoding = 'windows-1250' | 'iso-8859-2';

function isOneByte(encoding: CsvEncoding): encoding is OneByteEncoding {
  return encoding === 'windows-1250' || encoding === 'iso-8859-2';
}

const reverseTables = new Map<CsvEncoding, ReadonlyMap<string, number>>();

/** Character → byte for a one-byte encoding, built from its decoder over all 256 bytes (no second table to keep). */
function reverseTable(encoding: OneByteEncoding): ReadonlyMap<string, number> {
  const known = reverseTables.get(encoding);
  if (known !== undefined) return known;
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number>();
  for (let b = 255; b >= 0; b--) table.set(decoder.decode(Uint8Array.of(b)), b);
  reverseTables.set(encoding, table);
  return table;
}

let sharedTable: ReadonlyMap<string, number> | null = null;

/** The characters Windows-1250 and ISO-8859-2 write as the same byte: all that a file both read alike may get. */
function sharedOneByteTable(): ReadonlyMap<string, number> {
  if (sharedTable !== null) return sharedTable;
  const other = reverseTable('iso-8859-2');
  sharedTable = new Map([...reverseTable('windows-1250')].filter(([ch, b]) => other.get(ch) === b));
  return sharedTable;
}

/**
 * `text` in `encoding`. A character the encoding lacks is written as `?` and added to `missing`, so the caller can
 * say which (docs/write-back.md, "CSV files in Windows-1250 or ISO-8859-2"): never bytes another program misreads.
 * For a file the two one-byte encodings read `alike`, only the characters both write alike are written (a „ from
 * Windows-1250 would be a control character to the ISO-8859-2 program the file may have come from).
 */
export function encodeCsvText(text: string, encoding: CsvEncoding, missing: Set<string>, alike = false): Buffer {
  if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
  if (encoding === 'utf-16le') return Buffer.from(text, 'utf16le');
  if (encoding === 'utf-16be') return Buffer.from(text, 'utf16le').swap16();
  const table = alike ? sharedOneByteTable() : reverseTable(encoding);
  const bytes: number[] = [];
  for (const ch of text) {
    const b = table.get(ch);
    if (b === undefined) {
      missing.add(ch);
      bytes.push(0x3f);
    } else bytes.push(b);
  }
  return Buffer.from(bytes);
}

/** What the user is told when results held characters the CSV's encoding lacks; null when none did. */
export function replacedCharactersNotice(fileName: string, characters: readonly string[] | undefined): Words | null {
  if (characters === undefined || characters.length === 0) return null;
  return formatBoth(M.replaced, { file: fileName, characters: characters.map((c) => `"${c}"`).join(' ') });
}

/** What the user is told about a UTF-16 file (by its mark) whose bytes are not UTF-16 throughout. */
export function damagedUtf16(name: string): { readonly message: string; readonly messageHu: string } {
  const text = formatBoth(M.damagedUtf16, { file: name });
  return { message: text.en, messageHu: text.hu };
}
