// Locates one zip entry's bytes and inflates them, streamed chunk by chunk (sheets) or whole (small parts), never past
// the read limits nor past the size the central directory declares.
import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Result, Words } from '../../catalog/index';
import { err, formatBoth, ok } from '../../catalog/index';
import type { ReaderLimits } from './reader-options';
import { readerLimits } from './reader-options';
import type { WorkbookError } from '../model/workbook-error';
import { formatCountHu } from './input-limits';
import { WorkbookReadError } from '../model/workbook-error';
import type { ZipEntry } from './zip-central-directory';
import { damaged, readAt } from './zip-central-directory';
import { DAMAGE_MESSAGES as D, PACKAGE_MESSAGES, SIZE_MESSAGES as S } from './ooxml-messages';
import { utf16Order, Utf16ToUtf8, wholePartAsUtf8 } from './xml-part-encoding';

const MiB = 1024 * 1024;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;

/**
 * Byte ranges of one entry in the file: `[start, dataStart)` local header, `[dataStart, dataEnd)` data, `[dataEnd,
 * end)` data descriptor.
 */
export interface EntrySpan {
  readonly start: number;
  readonly dataStart: number;
  readonly dataEnd: number;
  readonly end: number;
}

/**
 * Where an entry's bytes are: its local header's name and extra lengths may differ from the directory's. `limit` is
 * where they must end: the file's size, or the central directory's start for a byte-for-byte copy.
 */
export async function locateEntry(
  fh: FileHandle,
  entry: ZipEntry,
  limit: number,
): Promise<Result<EntrySpan, WorkbookError>> {
  const header = await readAt(fh, entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) return err(damaged(part(D.partMissing, entry)));
  const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const dataEnd = dataStart + entry.compressedSize;
  let end = dataEnd;
  if ((entry.flags & 0x8) !== 0) {
    const descriptor = await readAt(fh, dataEnd, 16);
    // The descriptor's signature is optional; its crc tells which form was written.
    end +=
      descriptor.length >= 8 &&
      descriptor.readUInt32LE(0) === DESCRIPTOR_SIGNATURE &&
      descriptor.readUInt32LE(4) === entry.crc32
        ? 16
        : 12;
  }
  if (end > limit) return err(damaged(part(D.partCutOff, entry)));
  return ok({ start: entry.localHeaderOffset, dataStart, dataEnd, end });
}

/** A damage detail naming the entry. */
function part(detail: Words, entry: ZipEntry): Words {
  return formatBoth(detail, { part: entry.name });
}

/** A number as each language writes it in these messages: bare in English, grouped in Hungarian. */
function counted(n: number): Words {
  return { en: String(n), hu: formatCountHu(n) };
}

function tooLarge(entry: ZipEntry, limit: number, why: Words): WorkbookError {
  const text = formatBoth(PACKAGE_MESSAGES.tooLarge, {
    part: entry.name,
    why,
    limit: counted(Math.round(limit / MiB)),
  });
  return { kind: 'too_large', messageHu: text.hu, message: text.en };
}

function unsupported(entry: ZipEntry): WorkbookError | null {
  if (entry.encrypted) {
    const text = formatBoth(PACKAGE_MESSAGES.encrypted, { part: entry.name });
    return { kind: 'encrypted', message: text.en, messageHu: text.hu };
  }
  if (entry.method !== 0 && entry.method !== 8) {
    const text = formatBoth(PACKAGE_MESSAGES.compression, { part: entry.name, method: entry.method });
    return { kind: 'unsupported_format', message: text.en, messageHu: text.hu };
  }
  return null;
}

/** Checks what the central directory claims before anything is inflated. */
export function checkEntry(entry: ZipEntry, limit: number, limits: ReaderLimits): WorkbookError | null {
  const bad = unsupported(entry);
  if (bad) return bad;
  if (entry.uncompressedSize > limit)
    return tooLarge(
      entry,
      limit,
      formatBoth(S.claimsSize, { size: counted(Math.round(entry.uncompressedSize / MiB)) }),
    );
  if (
    entry.uncompressedSize > limits.ratioCheckBytes &&
    entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio
  ) {
    const ratio = counted(Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize)));
    return tooLarge(entry, limit, formatBoth(S.claimsRatio, { ratio }));
  }
  return null;
}

/**
 * The whole inflated entry, for parts that are held in memory anyway (workbook, styles, shared strings).
 * `dataLimit` is where the entry's bytes must end (see `locateEntry`).
 */
export async function readEntry(
  fh: FileHandle,
  dataLimit: number,
  entry: ZipEntry,
  limits: ReaderLimits,
): Promise<Result<Buffer, WorkbookError>> {
  const limit = limits.maxPartBytes;
  const bad = checkEntry(entry, limit, limits);
  if (bad) return err(bad);
  const span = await locateEntry(fh, entry, dataLimit);
  if (!span.ok) return span;
  const compressed = await readAt(fh, span.value.dataStart, entry.compressedSize);
  if (compressed.length < entry.compressedSize) return err(damaged(part(D.partCutOff, entry)));
  // A declared size can lie: inflating stops at the size limit or at the bomb ratio, whichever is smaller.
  const allowed = Math.min(limit, Math.max(limits.ratioCheckBytes, entry.compressedSize * limits.maxCompressionRatio));
  let data: Buffer;
  if (entry.method === 0) {
    data = compressed;
  } else {
    try {
      // Output buffers of the declared size (within the limit): zlib's default of 16 KB made a 13 MB shared-strings
      // part of 800 pieces, joined again at the end.
      const chunkSize = Math.max(64, Math.min(entry.uncompressedSize + 1, allowed + 1, 64 * MiB));
      data = zlib.inflateRawSync(compressed, { maxOutputLength: allowed + 1, chunkSize });
    } catch (e) {
      if (e instanceof RangeError) return err(tooLarge(entry, limit, S.expandsTooFar));
      return err(damaged(part(D.partNotInflatable, entry)));
    }
  }
  if (data.length > allowed) return err(tooLarge(entry, limit, S.expandsTooFar));
  if (data.length !== entry.uncompressedSize || zlib.crc32(data) !== entry.crc32)
    return err(damaged(part(D.partChecksum, entry)));
  return ok(wholePartAsUtf8(data));
}

async function* compressedChunks(
  fh: FileHandle,
  start: number,
  length: number,
  chunkBytes: number,
  entry: ZipEntry,
): AsyncGenerator<Buffer> {
  let done = 0;
  while (done < length) {
    const want = Math.min(chunkBytes, length - done);
    const chunk = await readAt(fh, start + done, want);
    if (chunk.length < want) throw new WorkbookReadError(damaged(part(D.partCutOff, entry)));
    done += want;
    yield chunk;
  }
}

/**
 * The inflated entry as a stream of chunks. Throws `WorkbookReadError` when the entry turns out larger than its
 * limit or than the directory said (sizes in a hostile zip lie), is cut off, or fails its checksum. `verify: false`
 * skips the checksum, for second passes over an entry whose data is checked where it is used. `dataLimit` is where
 * the entry's bytes must end (see `locateEntry`).
 */
export async function* streamEntry(
  fh: FileHandle,
  dataLimit: number,
  entry: ZipEntry,
  limits: ReaderLimits,
  verify = true,
): AsyncGenerator<Buffer> {
  const bad = checkEntry(entry, limits.maxEntryBytes, limits);
  if (bad) throw new WorkbookReadError(bad);
  const span = await locateEntry(fh, entry, dataLimit);
  if (!span.ok) throw new WorkbookReadError(span.error);
  yield* inflateEntry(fh, entry, span.value, limits, verify);
}

/** Streams an entry already checked (`checkEntry`) and located (`locateEntry`); throws as `streamEntry` does. */
export async function* inflateEntry(
  fh: FileHandle,
  entry: ZipEntry,
  span: EntrySpan,
  limits: ReaderLimits = readerLimits(),
  verify = true,
): AsyncGenerator<Buffer> {
  const source = Readable.from(
    compressedChunks(fh, span.dataStart, entry.compressedSize, limits.readChunkBytes, entry),
    { objectMode: false },
  );
  yield* inflateSource(source, entry, limits, verify);
}

/**
 * Streams an entry (already checked) from its compressed bytes held in memory, as `inflateEntry` does from the file:
 * the same chunks, limits and errors.
 */
export async function* inflateHeld(
  compressed: Buffer,
  entry: ZipEntry,
  limits: ReaderLimits = readerLimits(),
  verify = true,
): AsyncGenerator<Buffer> {
  if (compressed.length !== entry.compressedSize) throw new WorkbookReadError(damaged(part(D.partCutOff, entry)));
  yield* inflateSource(Readable.from([compressed], { objectMode: false }), entry, limits, verify);
}

async function* inflateSource(
  source: Readable,
  entry: ZipEntry,
  limits: ReaderLimits,
  verify: boolean,
): AsyncGenerator<Buffer> {
  const limit = limits.maxEntryBytes;
  const inflate =
    entry.method === 8
      ? zlib.createInflateRaw({ chunkSize: Math.max(64, Math.min(limits.readChunkBytes, 512 * 1024)) })
      : null;
  const chunks: AsyncIterable<Buffer> = inflate ? source.pipe(inflate) : source;
  let inflateError: unknown = null;
  source.on('error', (e) => {
    inflateError = e;
    inflate?.destroy(e);
  });
  let total = 0;
  let crc = 0;
  let utf16: Utf16ToUtf8 | null | undefined;
  try {
    for await (const chunk of chunks) {
      total += chunk.length;
      if (total > limit) throw new WorkbookReadError(tooLarge(entry, limit, S.expandsTooFar));
      if (total > limits.ratioCheckBytes && total > entry.compressedSize * limits.maxCompressionRatio) {
        throw new WorkbookReadError(
          tooLarge(entry, limit, formatBoth(S.expandsRatio, { ratio: limits.maxCompressionRatio })),
        );
      }
      if (limits.stopAtDeclaredSize && total > entry.uncompressedSize) {
        throw new WorkbookReadError(
          damaged(formatBoth(D.partPastDeclared, { part: entry.name, size: counted(entry.uncompressedSize) })),
        );
      }
      if (verify) crc = zlib.crc32(chunk, crc);
      // Decided on the first chunk: a UTF-8 part (nearly all) goes on as inflated, a UTF-16 one is transcoded.
      if (utf16 === undefined) utf16 = startsUtf16(chunk);
      const out = utf16 === null ? chunk : utf16.write(chunk);
      if (limits.splitChunkBytes > 0) {
        for (let i = 0; i < out.length; i += limits.splitChunkBytes) yield out.subarray(i, i + limits.splitChunkBytes);
      } else if (out.length > 0) {
        yield out;
      }
    }
    const rest = utf16 instanceof Utf16ToUtf8 ? utf16.end() : null;
    if (rest !== null && rest.length > 0) yield rest;
  } catch (e) {
    if (e instanceof WorkbookReadError) throw e;
    if (inflateError instanceof WorkbookReadError) throw inflateError;
    throw new WorkbookReadError(damaged(part(D.partNotInflatable, entry)));
  } finally {
    source.destroy();
    inflate?.destroy();
  }
  if (total !== entry.uncompressedSize || (verify && crc !== entry.crc32))
    throw new WorkbookReadError(damaged(part(D.partChecksum, entry)));
}

function startsUtf16(first: Buffer): Utf16ToUtf8 | null {
  const order = utf16Order(first);
  return order === null ? null : new Utf16ToUtf8(order);
}
