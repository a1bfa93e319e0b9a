// Inflates one zip entry, either streamed chunk by chunk (sheets) or whole (small parts), never past the read limits.
import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { ReaderLimits } from './reader-options';
import type { WorkbookError } from './workbook-types';
import { WorkbookReadError } from './workbook-types';
import type { ZipEntry } from './zip-directory';
import { damaged, entryDataOffset, readAt } from './zip-directory';

const MiB = 1024 * 1024;

function tooLarge(entry: ZipEntry, limit: number, why: string): WorkbookError {
  return {
    kind: 'too_large',
    message: `The workbook part ${entry.name} ${why} (limit ${Math.round(limit / MiB)} MB). Either the workbook is far larger than a listing import can take, or it is deliberately malformed (a "zip bomb"). Split the data into smaller workbooks, or save a fresh copy from Excel, and try again.`,
  };
}

function unsupported(entry: ZipEntry): WorkbookError | null {
  if (entry.encrypted) {
    return { kind: 'encrypted', message: `The workbook part ${entry.name} is password-protected. Open the file in Excel, remove the password, save it as .xlsx and try again.` };
  }
  if (entry.method !== 0 && entry.method !== 8) {
    return { kind: 'unsupported_format', message: `The workbook part ${entry.name} uses compression method ${entry.method}, which Excel does not write. Open the file in Excel, save it as .xlsx (Excel Workbook) and try again.` };
  }
  return null;
}

/** Checks what the central directory claims before anything is inflated. */
export function checkEntry(entry: ZipEntry, limit: number, limits: ReaderLimits): WorkbookError | null {
  const bad = unsupported(entry);
  if (bad) return bad;
  if (entry.uncompressedSize > limit) return tooLarge(entry, limit, `claims to expand to ${Math.round(entry.uncompressedSize / MiB)} MB`);
  if (entry.uncompressedSize > limits.ratioCheckBytes && entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio) {
    return tooLarge(entry, limit, `claims to expand ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))} times its stored size`);
  }
  return null;
}

/** The whole inflated entry, for parts that are held in memory anyway (workbook, styles, shared strings). */
export async function readEntry(fh: FileHandle, fileSize: number, entry: ZipEntry, limits: ReaderLimits): Promise<Result<Buffer, WorkbookError>> {
  const limit = limits.maxPartBytes;
  const bad = checkEntry(entry, limit, limits);
  if (bad) return err(bad);
  const start = await entryDataOffset(fh, entry, fileSize);
  if (!start.ok) return start;
  const compressed = await readAt(fh, start.value, entry.compressedSize);
  if (compressed.length < entry.compressedSize) return err(damaged(`part ${entry.name} is cut off`));
  // A declared size can lie: inflating stops at the size limit or at the bomb ratio, whichever is smaller.
  const allowed = Math.min(limit, Math.max(limits.ratioCheckBytes, entry.compressedSize * limits.maxCompressionRatio));
  let data: Buffer;
  if (entry.method === 0) {
    data = compressed;
  } else {
    try {
      data = zlib.inflateRawSync(compressed, { maxOutputLength: allowed + 1 });
    } catch (e) {
      if (e instanceof RangeError) return err(tooLarge(entry, limit, 'expands too far'));
      return err(damaged(`part ${entry.name} cannot be decompressed`));
    }
  }
  if (data.length > allowed) return err(tooLarge(entry, limit, 'expands too far'));
  if (data.length !== entry.uncompressedSize || zlib.crc32(data) !== entry.crc32) return err(damaged(`part ${entry.name} fails its checksum`));
  return ok(data);
}

async function* compressedChunks(fh: FileHandle, start: number, length: number, chunkBytes: number, entry: ZipEntry): AsyncGenerator<Buffer> {
  let done = 0;
  while (done < length) {
    const want = Math.min(chunkBytes, length - done);
    const chunk = await readAt(fh, start + done, want);
    if (chunk.length < want) throw new WorkbookReadError(damaged(`part ${entry.name} is cut off`));
    done += want;
    yield chunk;
  }
}

/**
 * The inflated entry as a stream of chunks. Throws `WorkbookReadError` when the entry turns out larger than its
 * limit or than the directory said (sizes in a hostile zip lie), is cut off, or fails its checksum. `verify: false`
 * skips the checksum, for second passes over an entry whose data is checked where it is used.
 */
export async function* streamEntry(fh: FileHandle, fileSize: number, entry: ZipEntry, limits: ReaderLimits, verify = true): AsyncGenerator<Buffer> {
  const limit = limits.maxEntryBytes;
  const bad = checkEntry(entry, limit, limits);
  if (bad) throw new WorkbookReadError(bad);
  const start = await entryDataOffset(fh, entry, fileSize);
  if (!start.ok) throw new WorkbookReadError(start.error);
  const source = Readable.from(compressedChunks(fh, start.value, entry.compressedSize, limits.readChunkBytes, entry), { objectMode: false });
  const inflate = entry.method === 8 ? zlib.createInflateRaw({ chunkSize: Math.max(64, Math.min(limits.readChunkBytes, 512 * 1024)) }) : null;
  const chunks: AsyncIterable<Buffer> = inflate ? source.pipe(inflate) : source;
  let inflateError: unknown = null;
  source.on('error', (e) => { inflateError = e; inflate?.destroy(e); });
  let total = 0;
  let crc = 0;
  try {
    for await (const chunk of chunks) {
      total += chunk.length;
      if (total > limit) throw new WorkbookReadError(tooLarge(entry, limit, 'expands too far'));
      if (total > limits.ratioCheckBytes && total > entry.compressedSize * limits.maxCompressionRatio) {
        throw new WorkbookReadError(tooLarge(entry, limit, `expands more than ${limits.maxCompressionRatio} times its stored size`));
      }
      if (verify) crc = zlib.crc32(chunk, crc);
      if (limits.splitChunkBytes > 0) {
        for (let i = 0; i < chunk.length; i += limits.splitChunkBytes) yield chunk.subarray(i, i + limits.splitChunkBytes);
      } else {
        yield chunk;
      }
    }
  } catch (e) {
    if (e instanceof WorkbookReadError) throw e;
    if (inflateError instanceof WorkbookReadError) throw inflateError;
    throw new WorkbookReadError(damaged(`part ${entry.name} cannot be decompressed`));
  } finally {
    source.destroy();
    inflate?.destroy();
  }
  if (total !== entry.uncompressedSize || (verify && crc !== entry.crc32)) throw new WorkbookReadError(damaged(`part ${entry.name} fails its checksum`));
}
