// Locates an entry's raw bytes (local header, data, data descriptor) and inflates them as a bounded stream.
import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw, crc32 } from 'node:zlib';
import { err, ok, type Result } from '../../catalog';
import type { ZipEntry, ZipError } from './zip-central-directory';

const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;

/** Byte ranges of one entry in the source file: `[start, dataStart)` local header, `[dataStart, dataEnd)` data, `[dataEnd, end)` descriptor. */
export interface EntrySpan {
  readonly start: number;
  readonly dataStart: number;
  readonly dataEnd: number;
  readonly end: number;
}

/** Finds where an entry's bytes are, checking the local header agrees with the central directory. */
export async function locateEntry(file: FileHandle, entry: ZipEntry, limit: number): Promise<Result<EntrySpan, ZipError>> {
  const header = Buffer.alloc(30);
  const { bytesRead } = await file.read(header, 0, 30, entry.localHeaderOffset);
  if (bytesRead < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) {
    return err({ kind: 'corrupt', message: `The local header of part "${entry.name}" is missing or damaged.` });
  }
  const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const dataEnd = dataStart + entry.compressedSize;
  let end = dataEnd;
  if ((entry.flags & 0x8) !== 0) {
    const d = Buffer.alloc(16);
    const read = await file.read(d, 0, 16, dataEnd);
    // The descriptor's signature is optional; its crc tells which form was written.
    end += read.bytesRead >= 4 && d.readUInt32LE(0) === DESCRIPTOR_SIGNATURE && d.readUInt32LE(4) === entry.crc32 ? 16 : 12;
  }
  if (end > limit) return err({ kind: 'corrupt', message: `The part "${entry.name}" runs past the end of the zip data: the file was cut short.` });
  return ok({ start: entry.localHeaderOffset, dataStart, dataEnd, end });
}

/** Streams an entry's uncompressed bytes; fails on a wrong size or CRC so truncation and bombs are caught. */
export async function* inflateEntry(file: FileHandle, entry: ZipEntry, span: EntrySpan): AsyncGenerator<Buffer> {
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ZipDataError(`The part "${entry.name}" uses zip compression method ${entry.method}; only stored and deflate are supported.`);
  }
  if (span.dataEnd === span.dataStart) {
    if (entry.uncompressedSize !== 0) throw new ZipDataError(`The part "${entry.name}" is empty but should hold ${entry.uncompressedSize} bytes.`);
    return;
  }
  const raw = Readable.from(readRange(file, span.dataStart, span.dataEnd), { objectMode: false });
  const source = entry.method === 8 ? raw.pipe(createInflateRaw({ chunkSize: 256 * 1024 })) : raw;
  raw.on('error', (e) => source.destroy(e));
  let total = 0;
  let crc = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > entry.uncompressedSize) {
        throw new ZipDataError(`The part "${entry.name}" inflates to more than the ${entry.uncompressedSize} bytes it declares (damaged file or zip bomb).`);
      }
      crc = crc32(chunk, crc);
      yield chunk;
    }
  } catch (e) {
    if (e instanceof ZipDataError) throw e;
    throw new ZipDataError(`The part "${entry.name}" could not be inflated: ${e instanceof Error ? e.message : String(e)}.`);
  } finally {
    source.destroy();
    raw.destroy();
  }
  if (total !== entry.uncompressedSize || crc >>> 0 !== entry.crc32) {
    throw new ZipDataError(`The part "${entry.name}" is damaged (size or checksum does not match): the file was cut short or corrupted.`);
  }
}

/** The bytes `[start, end)` of the file in 256 KB reads; the handle stays open (streams over it would close it). */
async function* readRange(file: FileHandle, start: number, end: number): AsyncGenerator<Buffer> {
  for (let at = start; at < end;) {
    const length = Math.min(256 * 1024, end - at);
    const buffer = Buffer.allocUnsafe(length);
    const { bytesRead } = await file.read(buffer, 0, length, at);
    if (bytesRead === 0) throw new ZipDataError('The file ended before a zip part did: it was cut short.');
    yield bytesRead === length ? buffer : buffer.subarray(0, bytesRead);
    at += bytesRead;
  }
}

/** Reads a small entry whole, refusing one larger than `maxBytes`. */
export async function readEntryBuffer(file: FileHandle, entry: ZipEntry, span: EntrySpan, maxBytes: number): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes) {
    throw new ZipDataError(`The part "${entry.name}" is ${entry.uncompressedSize} bytes, more than the ${maxBytes} allowed for it.`);
  }
  const parts: Buffer[] = [];
  for await (const chunk of inflateEntry(file, entry, span)) parts.push(chunk);
  return Buffer.concat(parts);
}

/** A damaged or unsupported entry found while inflating; caught at the write-back boundary and turned into a result. */
export class ZipDataError extends Error {
  override readonly name = 'ZipDataError';
}
