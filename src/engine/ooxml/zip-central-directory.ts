// Reads a zip's end record and central directory: the names, sizes and offsets of its entries, without touching their
// data. Written here rather than taken from a library so that every size and offset is checked against the file and the
// read limits before a byte is inflated (streamed xlsx files carry their sizes only in the central directory), and so
// that write-back can copy untouched entries byte for byte from what it describes.
import type { FileHandle } from 'node:fs/promises';
import type { Result, Words } from '../../catalog/index';
import { err, formatBoth, ok } from '../../catalog/index';
import type { WorkbookError } from '../model/workbook-error';
import { countInBoth } from './input-limits';
import { DAMAGE_MESSAGES as D, PACKAGE_MESSAGES } from './ooxml-messages';

export interface ZipEntry {
  /** Name as stored, without a leading slash. */
  readonly name: string;
  readonly flags: number;
  /** 0 stored, 8 deflated. */
  readonly method: number;
  readonly encrypted: boolean;
  readonly dosTime: number;
  readonly dosDate: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  /** A size or the offset was too large for its 32-bit field and was read from the zip64 extra field. */
  readonly zip64: boolean;
  /** The central directory record byte for byte (a view into the directory: copy it before changing it). */
  readonly centralRecord: Buffer;
}

/** What the end of central directory record says, before any zip64 record is followed. */
export interface EndRecord {
  /** Where the record starts in the file. */
  readonly offset: number;
  readonly disk: number;
  readonly directoryDisk: number;
  readonly entriesOnDisk: number;
  readonly entryCount: number;
  readonly directorySize: number;
  readonly directoryOffset: number;
  /** A 32-bit (or 16-bit count) field is saturated: the real value is in the zip64 end record. */
  readonly saturated: boolean;
  /** Where the zip64 end record is, from the locator just before this record; null without a locator. */
  readonly zip64RecordOffset: number | null;
  /** The archive comment after the record, as far as the file holds it. */
  readonly comment: Buffer;
  /** False when the file ends before the comment length the record declares. */
  readonly commentComplete: boolean;
}

export interface ZipDirectory {
  /** Every entry in directory order, duplicates included. */
  readonly entries: readonly ZipEntry[];
  /** Entries by lower-case name (the last of duplicates): part names in a package are case-insensitive. */
  readonly byName: ReadonlyMap<string, ZipEntry>;
  /** Where the central directory starts: entries' bytes end before it. */
  readonly centralDirectoryOffset: number;
  readonly end: EndRecord;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const MAX_COMMENT = 0xffff;
/** The default bound on entries (see `maxParts` in input-limits.ts); the reader passes its own. */
const MAX_ENTRIES = 100_000;

/** A damaged workbook file, saying what is damaged: a detail from `DAMAGE_MESSAGES` or the sheet scanners' catalog. */
export function damaged(detail: Words): WorkbookError {
  const text = formatBoth(PACKAGE_MESSAGES.damaged, { detail });
  return { kind: 'corrupt', messageHu: text.hu, message: text.en };
}

export async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await fh.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled === length ? buffer : buffer.subarray(0, filled);
}

/**
 * Finds the end record: the last one whose comment fits in the file, else the last signature at all (a file cut
 * inside its comment), so a stray signature inside a comment is not taken for the record.
 */
export async function readEndRecord(fh: FileHandle, fileSize: number): Promise<Result<EndRecord, WorkbookError>> {
  const tailLength = Math.min(fileSize, 22 + MAX_COMMENT);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(fh, tailStart, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIGNATURE) continue;
    if (i + 22 + tail.readUInt16LE(i + 20) <= tail.length) {
      eocd = i;
      break;
    }
    if (eocd < 0) eocd = i;
  }
  if (eocd < 0) return err(damaged(D.endMissing));
  const entryCount = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  const commentLength = tail.readUInt16LE(eocd + 20);
  const locator = eocd - 20;
  return ok({
    offset: tailStart + eocd,
    disk: tail.readUInt16LE(eocd + 4),
    directoryDisk: tail.readUInt16LE(eocd + 6),
    entriesOnDisk: tail.readUInt16LE(eocd + 8),
    entryCount,
    directorySize,
    directoryOffset,
    saturated: entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff,
    zip64RecordOffset:
      locator >= 0 && tail.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE
        ? Number(tail.readBigUInt64LE(locator + 8))
        : null,
    comment: tail.subarray(eocd + 22, Math.min(tail.length, eocd + 22 + commentLength)),
    commentComplete: eocd + 22 + commentLength <= tail.length,
  });
}

/** Reads the central directory, following zip64 records where the classic fields are saturated. */
export async function readZipDirectory(
  fh: FileHandle,
  knownFileSize?: number,
  knownEnd?: EndRecord,
  maxEntries = MAX_ENTRIES,
): Promise<Result<ZipDirectory, WorkbookError>> {
  const fileSize = knownFileSize ?? (await fh.stat()).size;
  let end = knownEnd;
  if (end === undefined) {
    const found = await readEndRecord(fh, fileSize);
    if (!found.ok) return found;
    end = found.value;
  }
  let { entryCount, directorySize, directoryOffset } = end;
  if (end.saturated) {
    const zip64Offset = end.zip64RecordOffset;
    if (zip64Offset === null) return err(damaged(D.zip64Missing));
    if (zip64Offset + 56 > fileSize) return err(damaged(D.zip64Outside));
    const record = await readAt(fh, zip64Offset, 56);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) return err(damaged(D.zip64Unreadable));
    entryCount = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }
  if (entryCount > maxEntries) {
    const text = formatBoth(PACKAGE_MESSAGES.tooManyParts, {
      count: countInBoth(entryCount),
      max: countInBoth(maxEntries),
    });
    return err({ kind: 'too_large', message: text.en, messageHu: text.hu });
  }
  if (directoryOffset + directorySize > fileSize) return err(damaged(D.directoryPastEnd));

  const directory = await readAt(fh, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  const byName = new Map<string, ZipEntry>();
  let p = 0;
  for (let n = 0; n < entryCount; n++) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== CENTRAL_SIGNATURE)
      return err(damaged(D.directoryBroken));
    const flags = directory.readUInt16LE(p + 8);
    const method = directory.readUInt16LE(p + 10);
    const crc32 = directory.readUInt32LE(p + 16);
    let compressedSize = directory.readUInt32LE(p + 20);
    let uncompressedSize = directory.readUInt32LE(p + 24);
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    let localHeaderOffset = directory.readUInt32LE(p + 42);
    const zip64 = compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff;
    const nameEnd = p + 46 + nameLength;
    if (nameEnd + extraLength + commentLength > directory.length) return err(damaged(D.directoryCutOff));
    const name = directory.toString((flags & 0x800) !== 0 ? 'utf8' : 'latin1', p + 46, nameEnd).replace(/^\/+/, '');
    // Zip64 sizes live in extra field 0x0001, holding only the values whose 32-bit field is saturated, in this order.
    let e = nameEnd;
    const extraEnd = nameEnd + extraLength;
    while (e + 4 <= extraEnd) {
      const id = directory.readUInt16LE(e);
      const size = directory.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let q = e + 4;
        const take = (): number => {
          const v = q + 8 <= e + 4 + size ? Number(directory.readBigUInt64LE(q)) : -1;
          q += 8;
          return v;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = take();
        if (compressedSize === 0xffffffff) compressedSize = take();
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
      }
      e += 4 + size;
    }
    if (
      compressedSize < 0 ||
      uncompressedSize < 0 ||
      localHeaderOffset < 0 ||
      localHeaderOffset + compressedSize > fileSize
    ) {
      return err(damaged(formatBoth(D.partOutside, { part: name })));
    }
    const entry: ZipEntry = {
      name,
      flags,
      method,
      encrypted: (flags & 1) !== 0,
      dosTime: directory.readUInt16LE(p + 12),
      dosDate: directory.readUInt16LE(p + 14),
      crc32,
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
      zip64,
      centralRecord: directory.subarray(p, extraEnd + commentLength),
    };
    entries.push(entry);
    byName.set(name.toLowerCase(), entry);
    p = extraEnd + commentLength;
  }
  return ok({ entries, byName, centralDirectoryOffset: directoryOffset, end });
}
