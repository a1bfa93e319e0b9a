// Sheets inflated by an upload's read or trial write-back, kept for the write-back after it: used only where the
// sheet's compressed bytes, read again, are exactly the kept ones (docs/write-back.md, "One pass over the sheet").
import type { FileHandle } from 'node:fs/promises';
import type { ReaderLimits } from '../ooxml/reader-options';
import type { ZipEntry } from '../ooxml/zip-central-directory';
import { readAt } from '../ooxml/zip-central-directory';
import { checkEntry, type EntrySpan } from '../ooxml/zip-entry-data';
import type { KeptSheet } from '../ooxml/kept-sheet-parts';
import { inflateAndKeep, keepable, leaveKeptSheets, takeKeptSheets } from '../ooxml/kept-sheet-parts';
import { WorkbookReadError } from '../model/workbook-error';

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
    this.previous = takeKeptSheets(input);
  }

  /**
   * Whether this write can use a kept sheet, or keep it when read `whole` (not a read of its start only); else the
   * caller streams the part as ever.
   */
  wants(entry: ZipEntry, whole: boolean): boolean {
    return ((this.keep && whole) || this.previous.has(entry.name)) && keepable(entry);
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
    // Only a whole, verified part is kept (its size and CRC are checked once the last chunk was read).
    yield* inflateAndKeep(compressed, entry, limits, this.keep ? (sheet) => this.fresh.set(entry.name, sheet) : null);
  }

  /** Hands the sheets this write kept on to the next write-back (called once the write succeeded). */
  leave(): void {
    if (this.keep && this.fresh.size > 0) leaveKeptSheets(this.input, this.fresh);
  }

  private match(entry: ZipEntry, compressed: Buffer): KeptSheet | null {
    const was = this.previous.get(entry.name);
    if (was === undefined) return null;
    const sameEntry =
      was.method === entry.method && was.crc32 === entry.crc32 && was.uncompressedSize === entry.uncompressedSize;
    return sameEntry && was.compressed.equals(compressed) ? was : null;
  }
}
