// Writes a zip sequentially: raw copies of source entries (byte for byte) and new deflated entries.
import type { FileHandle } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import type { ZipEntry } from './zip-central-directory';
import type { EntrySpan } from './zip-entry-data';

/** An entry's data already deflated, with what its headers need. */
export interface DeflatedData {
  readonly chunks: readonly Buffer[];
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly crc32: number;
}

const MAX_32 = 0xffffffff;
const COPY_CHUNK = 1024 * 1024;

/**
 * The fields the local header and the central record share, from `at` (4 in the local header, 6 in the central
 * record): version needed (2.0), flags, method (deflate), time, date, CRC-32 and both sizes.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  stamp: { readonly flags: number; readonly time: number; readonly date: number },
  data: DeflatedData,
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(stamp.flags, at + 2);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt16LE(stamp.time, at + 6);
  header.writeUInt16LE(stamp.date, at + 8);
  header.writeUInt32LE(data.crc32 >>> 0, at + 10);
  header.writeUInt32LE(data.compressedSize, at + 14);
  header.writeUInt32LE(data.uncompressedSize, at + 18);
}

export class ZipWriter {
  private offset = 0;
  private readonly central: Buffer[] = [];
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly out: FileHandle) {}

  /** Copies an entry's local header, data and descriptor unchanged; only its central record's offset moves. */
  async copyRaw(source: FileHandle, entry: ZipEntry, span: EntrySpan): Promise<void> {
    const localOffset = this.offset;
    let position = span.start;
    while (position < span.end) {
      const length = Math.min(COPY_CHUNK, span.end - position);
      const buffer = Buffer.allocUnsafe(length);
      const { bytesRead } = await source.read(buffer, 0, length, position);
      if (bytesRead !== length) throw new Error(`The part "${entry.name}" ended early while it was being copied.`);
      await this.write(buffer);
      position += length;
    }
    const record = Buffer.from(entry.centralRecord);
    record.writeUInt32LE(this.checkOffset(localOffset), 42);
    this.central.push(record);
  }

  /**
   * Writes a replacement for `original` (same name bytes, time and attributes) or a new entry named `name`,
   * with sizes and CRC in the local header (no data descriptor needed).
   */
  async writeEntry(
    target: { readonly original: ZipEntry } | { readonly name: string },
    data: DeflatedData,
  ): Promise<void> {
    if (data.compressedSize > MAX_32 || data.uncompressedSize > MAX_32) {
      throw new Error('A rewritten part would exceed 4 GB, which needs ZIP64 (not supported).');
    }
    const localOffset = this.offset;
    let nameBytes: Buffer;
    let flags: number;
    let time: number;
    let date: number;
    let central: Buffer;
    if ('original' in target) {
      const o = target.original.centralRecord;
      nameBytes = Buffer.from(o.subarray(46, 46 + o.readUInt16LE(28)));
      flags = target.original.flags & 0x800;
      time = target.original.dosTime;
      date = target.original.dosDate;
      // Keeps version made by, attributes and extra fields of the original record; sizes and offset change.
      central = Buffer.from(o);
      const extraLength = o.readUInt16LE(30);
      const extra = o.subarray(46 + nameBytes.length, 46 + nameBytes.length + extraLength);
      if (hasZip64Extra(extra)) {
        central = Buffer.concat([o.subarray(0, 46), nameBytes, o.subarray(46 + nameBytes.length + extraLength)]);
        central.writeUInt16LE(0, 30);
      }
    } else {
      nameBytes = Buffer.from(target.name, 'utf8');
      flags = /^[\x20-\x7e]*$/.test(target.name) ? 0 : 0x800;
      const now = dosDateTime(new Date());
      time = now.time;
      date = now.date;
      central = Buffer.alloc(46 + nameBytes.length);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      nameBytes.copy(central, 46);
      central.writeUInt16LE(nameBytes.length, 28);
    }
    const local = Buffer.alloc(30 + nameBytes.length);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, { flags, time, date }, data);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    nameBytes.copy(local, 30);
    await this.write(local);
    for (const chunk of data.chunks) await this.write(chunk);
    writeEntryFields(central, 6, { flags, time, date }, data);
    central.writeUInt32LE(this.checkOffset(localOffset), 42);
    this.central.push(central);
  }

  /** Writes the central directory and end record, then flushes. */
  async finish(comment: Buffer): Promise<void> {
    const cdOffset = this.checkOffset(this.offset);
    let cdSize = 0;
    for (const record of this.central) {
      await this.write(record);
      cdSize += record.length;
    }
    if (this.central.length > 0xfffe)
      throw new Error('The workbook would have more than 65,535 parts, which needs ZIP64 (not supported).');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.central.length, 8);
    end.writeUInt16LE(this.central.length, 10);
    end.writeUInt32LE(cdSize, 12);
    end.writeUInt32LE(cdOffset, 16);
    end.writeUInt16LE(comment.length, 20);
    await this.write(Buffer.concat([end, comment]));
    await this.flush();
  }

  private checkOffset(offset: number): number {
    if (offset > MAX_32) throw new Error('The written workbook would exceed 4 GB, which needs ZIP64 (not supported).');
    return offset;
  }

  private async write(buffer: Buffer): Promise<void> {
    this.offset += buffer.length;
    if (buffer.length >= 256 * 1024) {
      await this.flush();
      await writeAll(this.out, buffer);
      return;
    }
    this.pending.push(buffer);
    this.pendingBytes += buffer.length;
    if (this.pendingBytes >= 256 * 1024) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const buffer = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    await writeAll(this.out, buffer);
  }
}

async function writeAll(out: FileHandle, buffer: Buffer): Promise<void> {
  let done = 0;
  while (done < buffer.length) {
    const { bytesWritten } = await out.write(buffer, done, buffer.length - done);
    done += bytesWritten;
  }
}

function hasZip64Extra(extra: Buffer): boolean {
  for (let p = 0; p + 4 <= extra.length; p += 4 + extra.readUInt16LE(p + 2)) {
    if (extra.readUInt16LE(p) === 0x0001) return true;
  }
  return false;
}

/** Deflates a small part in memory. */
export function deflateSmall(data: Buffer): DeflatedData {
  const compressed = deflateRawSync(data);
  return {
    chunks: [compressed],
    compressedSize: compressed.length,
    uncompressedSize: data.length,
    crc32: crc32(data) >>> 0,
  };
}

function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((Math.max(d.getFullYear(), 1980) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}
