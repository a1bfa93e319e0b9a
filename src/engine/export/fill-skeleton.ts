// Writes the export's draft: the template exceljs rendered without data rows, with the rows put into its data sheets'
// XML and their text into its shared strings; every other part is copied byte for byte.
import { promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import { tempPathBeside } from '../fs/durable-write';
import { readerLimits } from '../ooxml/reader-options';
import type { ZipDirectory, ZipEntry } from '../ooxml/zip-central-directory';
import { readZipDirectory } from '../ooxml/zip-central-directory';
import { locateEntry, readEntry } from '../ooxml/zip-entry-data';
import type { DeflatedData } from '../ooxml/zip-writer';
import { ZipWriter, deflateSmall } from '../ooxml/zip-writer';
import type { AddedStrings, RowsXml } from './sheet-data-xml';

/** Row XML by worksheet part name (`xl/worksheets/sheet3.xml`), in row order, the first data row being 2. */
export type SheetRowsXml = ReadonlyMap<string, RowsXml>;

export interface FilledRows {
  readonly sheets: SheetRowsXml;
  readonly strings: AddedStrings;
}

/** The skeleton is our own exceljs output: generous limits, only a damaged disk would meet them. */
const LIMITS = readerLimits({ maxPartBytes: 256 * 1024 * 1024, maxEntryBytes: 256 * 1024 * 1024 });
const SHARED_STRINGS = 'xl/sharedstrings.xml';

/**
 * zlib level for the data sheets, as the write-back deflates rewritten sheets (write-back/xlsx-write-back-pass.ts):
 * level 1 deflates the 27 MB of sheet XML of 10,000 listings in about 0.3 s, off the main thread, for a file about a
 * quarter larger than at level 6.
 */
const SHEET_DEFLATE_LEVEL = 1;

/** Deflates the pieces as one stream, without joining them first (a sheet of 10,000 listings is 27 MB). */
async function sheetDeflate(pieces: readonly Buffer[]): Promise<DeflatedData> {
  const deflate = createDeflateRaw({ level: SHEET_DEFLATE_LEVEL, chunkSize: 256 * 1024 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    crc = crc32(piece, crc);
    size += piece.length;
    deflate.write(piece);
  }
  deflate.end();
  await finished(deflate);
  const compressedSize = chunks.reduce((n, c) => n + c.length, 0);
  return { chunks, compressedSize, uncompressedSize: size, crc32: crc >>> 0 };
}

async function partText(src: FileHandle, dir: ZipDirectory, name: string): Promise<{ entry: ZipEntry; xml: string }> {
  const entry = dir.byName.get(name.toLowerCase());
  if (!entry) throw new Error(`the rendered template has no part ${name}`);
  const read = await readEntry(src, dir.centralDirectoryOffset, entry, LIMITS);
  if (!read.ok) throw new Error(read.error.message);
  return { entry, xml: read.value.toString('utf8') };
}

function uniqueCountOf(sst: string): number {
  const declared = /<sst\b[^>]*\buniqueCount="(\d+)"/.exec(sst);
  return declared ? Number(declared[1]) : (sst.match(/<si>/g) ?? []).length;
}

function withStrings(sst: string, strings: AddedStrings): string {
  const existing = uniqueCountOf(sst);
  const count = Number(/<sst\b[^>]*\bcount="(\d+)"/.exec(sst)?.[1] ?? existing);
  const head = sst
    .replace(/(<sst\b[^>]*\buniqueCount=")\d+"/, `$1${existing + strings.size}"`)
    .replace(/(<sst\b[^>]*\bcount=")\d+"/, `$1${count + strings.refs}"`);
  const end = head.lastIndexOf('</sst>');
  if (end < 0) throw new Error('the rendered template has no shared strings table');
  return head.slice(0, end) + strings.xml() + head.slice(end);
}

/** The sheet with `rows` after its header row, and its dimension reaching the last of them, in pieces. */
function withRows(sheet: string, rows: RowsXml): readonly Buffer[] {
  const lastRow = rows.rows + 1;
  const dimensioned = sheet.replace(/(<dimension ref="(?:[A-Z]+\d+:)?[A-Z]+)(\d+)"/, (whole, start: string, row) =>
    Number(row) < lastRow ? `${start}${lastRow}"` : whole,
  );
  const close = dimensioned.indexOf('</sheetData>');
  const [before, after] =
    close >= 0
      ? [dimensioned.slice(0, close), dimensioned.slice(close)]
      : [
          dimensioned.replace(/<sheetData\s*\/>[\s\S]*$/, '<sheetData>'),
          dimensioned.replace(/^[\s\S]*?<sheetData\s*\/>/, '</sheetData>'),
        ];
  if (before === dimensioned) throw new Error('the rendered template sheet has no sheetData');
  return [Buffer.from(before, 'utf8'), ...rows.chunks(), Buffer.from(after, 'utf8')];
}

async function copyWith(
  src: FileHandle,
  dir: ZipDirectory,
  out: string,
  replaced: ReadonlyMap<string, DeflatedData>,
): Promise<void> {
  const fh = await fs.open(out, 'wx', 0o600);
  try {
    const writer = new ZipWriter(fh);
    for (const entry of dir.entries) {
      const data = replaced.get(entry.name);
      if (data !== undefined) {
        await writer.writeEntry({ original: entry }, data);
        continue;
      }
      const span = await locateEntry(src, entry, dir.centralDirectoryOffset);
      if (!span.ok) throw new Error(span.error.message);
      await writer.copyRaw(src, entry, span.value);
    }
    await writer.finish(dir.end.comment);
    // The file is the export itself, placed under its name next (place-export.ts): on disk before it appears.
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * Writes `skeleton` (an xlsx whose data sheets hold only their header row) to `out` with the rows `fill` builds;
 * `fill` is given how many shared strings the skeleton has, for the numbers of the strings it adds.
 */
export async function fillSkeleton(
  skeleton: Uint8Array,
  out: string,
  fill: (existingStrings: number) => FilledRows,
): Promise<void> {
  const scratch = tempPathBeside(out);
  await fs.writeFile(scratch, skeleton, { mode: 0o600, flag: 'wx' });
  const src = await fs.open(scratch, 'r');
  try {
    const listed = await readZipDirectory(src);
    if (!listed.ok) throw new Error(listed.error.message);
    const dir = listed.value;
    const sst = await partText(src, dir, SHARED_STRINGS);
    const filled = fill(uniqueCountOf(sst.xml));
    const replaced = new Map<string, DeflatedData>();
    // The sheets are deflated at once, each on a thread of zlib's pool.
    const deflated = [...filled.sheets].map(async ([part, rows]) => {
      if (rows.rows === 0) return;
      const sheet = await partText(src, dir, part);
      replaced.set(sheet.entry.name, await sheetDeflate(withRows(sheet.xml, rows)));
    });
    await Promise.all(deflated);
    if (filled.strings.size > 0 || filled.strings.refs > 0) {
      replaced.set(sst.entry.name, deflateSmall(Buffer.from(withStrings(sst.xml, filled.strings), 'utf8')));
    }
    await copyWith(src, dir, out, replaced);
  } finally {
    await src.close();
    await fs.unlink(scratch).catch(() => undefined);
  }
}
