// The input package as write-back reads it: a zip it can copy part for part, refusing what it cannot copy faithfully,
// with its parts read whole (small ones) or streamed (sheets) under the reader's bomb limits.
import type { FileHandle } from 'node:fs/promises';
import { formatBoth } from '../../catalog';
import { DAMAGE_MESSAGES } from '../ooxml/ooxml-messages';
import { readerLimits } from '../ooxml/reader-options';
import {
  damaged,
  readEndRecord,
  readZipDirectory,
  type ZipDirectory,
  type ZipEntry,
} from '../ooxml/zip-central-directory';
import { locateEntry, readEntry, streamEntry, type EntrySpan } from '../ooxml/zip-entry-data';
import { WriteBackFailure, fromReadError } from './xlsx-write-back-failure';
import type { SheetKeeper } from './xlsx-write-back-kept-sheets';

/** Small parts (workbook, rels, styles, comments, VML) are read whole; anything bigger than this is refused. */
const MAX_SMALL_PART = 64 * 1024 * 1024;

/** A sheet's XML above this is refused (a hostile or absurd file), so time stays bounded. */
export const MAX_SHEET_BYTES = 2e9;

/** The reader's bomb limits, with write-back's own sizes; a part that inflates past its declared size is damage. */
const LIMITS = readerLimits({ maxPartBytes: MAX_SMALL_PART, maxEntryBytes: MAX_SHEET_BYTES, stopAtDeclaredSize: true });

/**
 * The source zip's directory, refusing what write-back cannot copy faithfully: ZIP64, spanned and encrypted archives.
 * Entries' bytes must end where the central directory starts, so each raw copy is exactly the entry.
 */
export async function readCopyableDirectory(src: FileHandle): Promise<ZipDirectory> {
  const size = (await src.stat()).size;
  const end = await readEndRecord(src, size);
  if (!end.ok) throw new WriteBackFailure(fromReadError(end.error));
  const e = end.value;
  if (!e.commentComplete) throw new WriteBackFailure(fromReadError(damaged(formatBoth(DAMAGE_MESSAGES.endMissing))));
  if (e.saturated || e.zip64RecordOffset !== null) {
    throw new WriteBackFailure({
      kind: 'too_large',
      message: 'The workbook is a ZIP64 archive (over 4 GB or 65,535 parts); writing results into it is not supported.',
    });
  }
  if (e.disk !== 0 || e.directoryDisk !== 0 || e.entriesOnDisk !== e.entryCount) {
    throw new WriteBackFailure({
      kind: 'unsupported_format',
      message: 'The workbook is a multi-part (spanned) zip archive, which is not supported.',
    });
  }
  if (e.directoryOffset + e.directorySize > e.offset) {
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: 'The zip central directory points past the end of the file: the file is damaged or cut short.',
    });
  }
  const dir = await readZipDirectory(src, size, e);
  if (!dir.ok) throw new WriteBackFailure(fromReadError(dir.error));
  for (const entry of dir.value.entries) {
    if (entry.zip64)
      throw new WriteBackFailure({
        kind: 'too_large',
        message: `The part "${entry.name}" uses ZIP64 sizes (over 4 GB); writing results into it is not supported.`,
      });
    if (entry.encrypted)
      throw new WriteBackFailure({
        kind: 'unsupported_format',
        message: 'The workbook is encrypted; save it without a password first.',
      });
    if (entry.localHeaderOffset + 30 > e.directoryOffset)
      throw new WriteBackFailure({
        kind: 'corrupt',
        message: `The part "${entry.name}" starts past the end of the zip data.`,
      });
  }
  return dir.value;
}

/** The input zip: its parts by name, read whole or streamed, and where each part's raw bytes lie for copying. */
export class Package {
  private readonly spans = new Map<ZipEntry, EntrySpan>();

  constructor(
    readonly file: FileHandle,
    readonly dir: ZipDirectory,
    private readonly keeper: SheetKeeper | null = null,
  ) {}

  entry(name: string): ZipEntry | undefined {
    return this.dir.byName.get(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.dir.byName.has(name.toLowerCase());
  }

  async span(entry: ZipEntry): Promise<EntrySpan> {
    const known = this.spans.get(entry);
    if (known !== undefined) return known;
    const span = await locateEntry(this.file, entry, this.dir.centralDirectoryOffset);
    if (!span.ok) throw new WriteBackFailure(fromReadError(span.error));
    this.spans.set(entry, span.value);
    return span.value;
  }

  async text(name: string): Promise<string | null> {
    const entry = this.entry(name);
    if (entry === undefined) return null;
    const data = await readEntry(this.file, this.dir.centralDirectoryOffset, entry, LIMITS);
    if (!data.ok) throw new WriteBackFailure(fromReadError(data.error));
    return data.value.toString('utf8').replace(/^\ufeff/, '');
  }

  chunks(name: string): AsyncGenerator<Buffer> {
    const entry = this.entry(name);
    if (entry === undefined)
      throw new WriteBackFailure({ kind: 'corrupt', message: `The workbook has no part "${name}".` });
    return streamEntry(this.file, this.dir.centralDirectoryOffset, entry, LIMITS);
  }

  /** A sheet part's chunks, read `whole` or only its start: as `chunks`, or the trial's kept bytes where they hold. */
  async *sheetChunks(name: string, whole: boolean): AsyncGenerator<Buffer> {
    const entry = this.entry(name);
    if (this.keeper === null || entry === undefined || !this.keeper.wants(entry, whole)) {
      yield* this.chunks(name);
      return;
    }
    const span = await this.span(entry);
    yield* this.keeper.chunks(this.file, entry, span, LIMITS);
  }
}
