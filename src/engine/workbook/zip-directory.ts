// Reads a zip's central directory: the names, sizes and offsets of its entries, without touching their data.
// Written here rather than taken from a library so that every size and offset is checked against the file and the
// read limits before a byte is inflated (streamed xlsx files carry their sizes only in the central directory).
import type { FileHandle } from 'node:fs/promises';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { WorkbookError } from './workbook-types';

export interface ZipEntry {
  /** Name as stored, without a leading slash. */
  readonly name: string;
  /** 0 stored, 8 deflated. */
  readonly method: number;
  readonly encrypted: boolean;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

/** Entries by lower-case name: part names in a package are case-insensitive. */
export type ZipDirectory = ReadonlyMap<string, ZipEntry>;

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 100_000;

export function damaged(detail: string): WorkbookError {
  return {
    kind: 'corrupt',
    message: `The workbook file is damaged or incomplete (${detail}). If it was copied or downloaded, copy it again; otherwise open it in Excel, save it as .xlsx (Excel Workbook) and try again.`,
  };
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await fh.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled === length ? buffer : buffer.subarray(0, filled);
}

export async function readZipDirectory(fh: FileHandle, fileSize: number): Promise<Result<ZipDirectory, WorkbookError>> {
  const tailLength = Math.min(fileSize, 22 + MAX_COMMENT);
  const tail = await readAt(fh, fileSize - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) { eocd = i; break; }
  }
  if (eocd < 0) return err(damaged('its end is missing, so it was probably cut off'));

  let entryCount = tail.readUInt16LE(eocd + 10);
  let directorySize = tail.readUInt32LE(eocd + 12);
  let directoryOffset = tail.readUInt32LE(eocd + 16);
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) return err(damaged('its zip64 directory is missing'));
    const zip64Offset = Number(tail.readBigUInt64LE(locator + 8));
    if (zip64Offset + 56 > fileSize) return err(damaged('its zip64 directory points outside the file'));
    const record = await readAt(fh, zip64Offset, 56);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) return err(damaged('its zip64 directory is unreadable'));
    entryCount = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }
  if (entryCount > MAX_ENTRIES) return err(damaged(`it claims ${entryCount} parts`));
  if (directoryOffset + directorySize > fileSize) return err(damaged('its table of contents points past the end of the file'));

  const directory = await readAt(fh, directoryOffset, directorySize);
  const entries = new Map<string, ZipEntry>();
  let p = 0;
  for (let n = 0; n < entryCount; n++) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== CENTRAL_SIGNATURE) return err(damaged('its table of contents is broken'));
    const flags = directory.readUInt16LE(p + 8);
    const method = directory.readUInt16LE(p + 10);
    const crc32 = directory.readUInt32LE(p + 16);
    let compressedSize = directory.readUInt32LE(p + 20);
    let uncompressedSize = directory.readUInt32LE(p + 24);
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    let localHeaderOffset = directory.readUInt32LE(p + 42);
    const nameEnd = p + 46 + nameLength;
    if (nameEnd + extraLength + commentLength > directory.length) return err(damaged('its table of contents is cut off'));
    const name = directory.toString((flags & 0x800) !== 0 ? 'utf8' : 'latin1', p + 46, nameEnd).replace(/^\/+/, '');
    // Zip64 sizes live in extra field 0x0001, holding only the values whose 32-bit field is saturated, in this order.
    let e = nameEnd;
    const extraEnd = nameEnd + extraLength;
    while (e + 4 <= extraEnd) {
      const id = directory.readUInt16LE(e);
      const size = directory.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let q = e + 4;
        const take = (): number => { const v = q + 8 <= e + 4 + size ? Number(directory.readBigUInt64LE(q)) : -1; q += 8; return v; };
        if (uncompressedSize === 0xffffffff) uncompressedSize = take();
        if (compressedSize === 0xffffffff) compressedSize = take();
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
      }
      e += 4 + size;
    }
    if (compressedSize < 0 || uncompressedSize < 0 || localHeaderOffset < 0 || localHeaderOffset + compressedSize > fileSize) {
      return err(damaged(`part ${name} points outside the file`));
    }
    entries.set(name.toLowerCase(), {
      name, method, encrypted: (flags & 1) !== 0, crc32, compressedSize, uncompressedSize, localHeaderOffset,
    });
    p = extraEnd + commentLength;
  }
  return ok(entries);
}

/** Where an entry's compressed bytes start: after its local header, whose name and extra lengths may differ from the directory's. */
export async function entryDataOffset(fh: FileHandle, entry: ZipEntry, fileSize: number): Promise<Result<number, WorkbookError>> {
  const header = await readAt(fh, entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50) return err(damaged(`part ${entry.name} is missing`));
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > fileSize) return err(damaged(`part ${entry.name} is cut off`));
  return ok(start);
}

export { readAt };
