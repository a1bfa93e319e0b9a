// Reads a zip's end record and central directory, so entries can be copied raw or inflated one at a time.
import type { FileHandle } from 'node:fs/promises';
import { err, ok, type Result } from '../../catalog';

/** One entry as the central directory describes it; `centralRecord` is its record byte for byte. */
export interface ZipEntry {
  readonly name: string;
  readonly flags: number;
  readonly method: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  readonly dosTime: number;
  readonly dosDate: number;
  readonly centralRecord: Buffer;
}

export interface ZipDirectory {
  readonly entries: readonly ZipEntry[];
  /** Where the central directory starts: the end of the last entry's data. */
  readonly centralDirectoryOffset: number;
  /** The archive comment after the end record, kept as it was. */
  readonly comment: Buffer;
  readonly fileSize: number;
}

export interface ZipError {
  readonly kind: 'corrupt' | 'too_large' | 'unsupported_format';
  readonly message: string;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const MAX_EOCD_SEARCH = 22 + 0xffff;

/** Reads the central directory; refuses ZIP64, multi-disk and encrypted archives with a plain reason. */
export async function readZipDirectory(file: FileHandle): Promise<Result<ZipDirectory, ZipError>> {
  const { size } = await file.stat();
  if (size < 22) return err({ kind: 'corrupt', message: `The file is ${size} bytes long, too short to be a zip (xlsx) file.` });
  const tailLength = Math.min(size, MAX_EOCD_SEARCH);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  let eocd = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE && i + 22 + tail.readUInt16LE(i + 20) <= tailLength) { eocd = i; break; }
  }
  if (eocd < 0) return err({ kind: 'corrupt', message: 'The file has no zip end record: it is not an xlsx file or it was cut short.' });
  const disk = tail.readUInt16LE(eocd + 4);
  const cdDisk = tail.readUInt16LE(eocd + 6);
  const countOnDisk = tail.readUInt16LE(eocd + 8);
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  const comment = Buffer.from(tail.subarray(eocd + 22, eocd + 22 + tail.readUInt16LE(eocd + 20)));
  if (eocd >= 20 && tail.readUInt32LE(eocd - 20) === ZIP64_LOCATOR_SIGNATURE || count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    return err({ kind: 'too_large', message: 'The workbook is a ZIP64 archive (over 4 GB or 65,535 parts); writing results into it is not supported.' });
  }
  if (disk !== 0 || cdDisk !== 0 || countOnDisk !== count) {
    return err({ kind: 'unsupported_format', message: 'The workbook is a multi-part (spanned) zip archive, which is not supported.' });
  }
  const eocdOffset = size - tailLength + eocd;
  if (cdOffset + cdSize > eocdOffset) return err({ kind: 'corrupt', message: 'The zip central directory points past the end of the file: the file is damaged or cut short.' });
  const cd = Buffer.alloc(cdSize);
  await file.read(cd, 0, cdSize, cdOffset);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL_SIGNATURE) {
      return err({ kind: 'corrupt', message: `Zip central directory record ${i + 1} of ${count} is damaged.` });
    }
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > cd.length) return err({ kind: 'corrupt', message: `Zip central directory record ${i + 1} runs past the directory's end.` });
    const flags = cd.readUInt16LE(p + 8);
    const nameBytes = cd.subarray(p + 46, p + 46 + nameLength);
    const name = (flags & 0x800) !== 0 ? nameBytes.toString('utf8') : nameBytes.toString('latin1');
    const entry: ZipEntry = {
      name,
      flags,
      method: cd.readUInt16LE(p + 10),
      dosTime: cd.readUInt16LE(p + 12),
      dosDate: cd.readUInt16LE(p + 14),
      crc32: cd.readUInt32LE(p + 16),
      compressedSize: cd.readUInt32LE(p + 20),
      uncompressedSize: cd.readUInt32LE(p + 24),
      localHeaderOffset: cd.readUInt32LE(p + 42),
      centralRecord: Buffer.from(cd.subarray(p, end)),
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff || entry.localHeaderOffset === 0xffffffff) {
      return err({ kind: 'too_large', message: `The part "${name}" uses ZIP64 sizes (over 4 GB); writing results into it is not supported.` });
    }
    if ((flags & 0x1) !== 0) return err({ kind: 'unsupported_format', message: 'The workbook is encrypted; save it without a password first.' });
    if (entry.localHeaderOffset + 30 > cdOffset) return err({ kind: 'corrupt', message: `The part "${name}" starts past the end of the zip data.` });
    entries.push(entry);
    p = end;
  }
  return ok({ entries, centralDirectoryOffset: cdOffset, comment, fileSize: size });
}
