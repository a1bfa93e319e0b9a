// Sheets inflated by an upload's trial write-back, kept for the real write-back after it: used only where the sheet's
// compressed bytes, read again, are exactly the trial's (docs/write-back.md, "One pass over the sheet").
import type { FileHandle } from 'node:fs/promises';
import type { ReaderLimits } from '../ooxml/reader-options';
import type { ZipEntry } from '../ooxml/zip-central-directory';
import { readAt } from '../ooxml/zip-central-directory';
import { checkEntry, inflateHeld, type EntrySpan } from '../ooxml/zip-entry-data';
import { WorkbookReadError } from '../model/workbook-error';

/** A sheet above this (inflated) is never kept: memory stays bounded whatever the workbook. */
const MAX_KEPT_BYTES = 128 * 1024 * 1024;

/** One sheet as the trial read it: its compressed bytes and what they inflated to. */
interface KeptSheet {
  readonly compressed: Buffer;
  /** What the directory said of the part; a change to any of them is worked out afresh (and checked) too. */
  readonly method: number;
  readonly crc32: number;
  readonly uncompressedSize: number;
  readonly inflated: readonly Buffer[];
}

/** The sheets kept by a write-back with `keepReading`, for the next write-back of the same file. */
interface KeptPackage {
  readonly input: string;
  readonly sheets: ReadonlyMap<string, KeptSheet>;
}

/** The trial's sheets, for the real write after it (one at a time: an upload's trial, then its write). */
let kept: KeptPackage | null = null;

/**
 * The sheets of one write-back: those a previous write kept for this input (the slot is emptied either way), and,
 * with `keep`, those this write inflates in full, handed on by `leave`.
 */
export class SheetKeeper {
  private readonly previous: ReadonlyMap<string, KeptSheet>;
  private readonly fresh = new Map<string, KeptSheet>();

  constructor(
    private readonly input: string,
    private readonly keep: boolean,
  ) {
    const was = kept;
    kept = null;
    this.previous = was !== null && was.input === input ? was.sheets : new Map();
  }

  /**
   * Whether this write can use a kept sheet, or keep it when read `whole` (not a read of its start only); else the
   * caller streams the part as ever.
   */
  wants(entry: ZipEntry, whole: boolean): boolean {
    return (
      ((this.keep && whole) || this.previous.has(entry.name)) &&
      entry.uncompressedSize <= MAX_KEPT_BYTES &&
      entry.compressedSize <= MAX_KEPT_BYTES
    );
  }

  /**
   * The sheet's inflated chunks: the kept ones when its compressed bytes in `fh` are exactly the kept ones (no size,
   * time or checksum alone is trusted), else inflated from the bytes just read (and kept, with `keep`).
   */
  async *chunks(fh: FileHandle, entry: ZipEntry, span: EntrySpan, limits: ReaderLimits): AsyncGenerator<Buffer> {
    const bad = checkEntry(entry, limits.maxEntryBytes, limits);
    if (bad) throw new WorkbookReadError(bad);
    const compressed = await readAt(fh, span.dataStart, entry.compressedSize);
    const match = this.match(entry, compressed);
    if (match !== null) {
      // Kept on for the next write too: a trial that meets an earlier trial's sheet hands it on to its own write.
      if (this.keep) this.fresh.set(entry.name, match);
      yield* match.inflated;
      return;
    }
    const inflated: Buffer[] = [];
    for await (const chunk of inflateHeld(compressed, entry, limits)) {
      if (this.keep) inflated.push(chunk);
      yield chunk;
    }
    // Only a whole, verified part is kept (inflateHeld checked its size and CRC once the last chunk was read).
    if (this.keep) {
      const { method, crc32, uncompressedSize } = entry;
      this.fresh.set(entry.name, { compressed, method, crc32, uncompressedSize, inflated });
    }
  }

  /** Hands the sheets this write kept on to the next write-back (called once the write succeeded). */
  leave(): void {
    if (this.keep && this.fresh.size > 0) kept = { input: this.input, sheets: this.fresh };
  }

  private match(entry: ZipEntry, compressed: Buffer): KeptSheet | null {
    const was = this.previous.get(entry.name);
    if (was === undefined) return null;
    const sameEntry =
      was.method === entry.method && was.crc32 === entry.crc32 && was.uncompressedSize === entry.uncompressedSize;
    return sameEntry && was.compressed.equals(compressed) ? was : null;
  }
}
