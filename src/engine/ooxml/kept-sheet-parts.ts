// Sheet parts inflated whole, kept for the next write-back of the same workbook: an upload's reader hands the sheets it
// read to the trial write-back, and the trial hands them on to the real write after the last answer. A kept part is
// used only where its compressed bytes, read again, are exactly the ones it was inflated from (docs/write-back.md,
// "One pass over the sheet"; docs/performance.md, "(eighth round, the listings before the first batch)").
import type { ReaderLimits } from './reader-options';
import type { ZipEntry } from './zip-central-directory';
import { inflateHeld } from './zip-entry-data';

/** A part above this (inflated or compressed) is never kept: memory stays bounded whatever the workbook. */
const MAX_KEPT_BYTES = 128 * 1024 * 1024;

/** One sheet part as it was read: its compressed bytes and what they inflated to. */
export interface KeptSheet {
  readonly compressed: Buffer;
  /** What the directory said of the part; a change to any of them is worked out afresh (and checked) too. */
  readonly method: number;
  readonly crc32: number;
  readonly uncompressedSize: number;
  readonly inflated: readonly Buffer[];
}

/** The sheets kept from one file, by part name. */
interface KeptPackage {
  readonly input: string;
  readonly sheets: ReadonlyMap<string, KeptSheet>;
}

/** What was left for the next write-back (one file's at a time: an upload's read, its trial, then its write). */
let kept: KeptPackage | null = null;

/** The sheets left for `input` (none when they were left for another file); the slot is emptied either way. */
export function takeKeptSheets(input: string): ReadonlyMap<string, KeptSheet> {
  const was = kept;
  kept = null;
  return was !== null && was.input === input ? was.sheets : new Map();
}

/** Leaves `sheets` of `input` for the next write-back, in place of anything left before. */
export function leaveKeptSheets(input: string, sheets: ReadonlyMap<string, KeptSheet>): void {
  kept = { input, sheets };
}

/** Whether a part of this size may be kept. */
export function keepable(entry: ZipEntry): boolean {
  return entry.uncompressedSize <= MAX_KEPT_BYTES && entry.compressedSize <= MAX_KEPT_BYTES;
}

/**
 * The part inflated from its compressed bytes held in memory (`inflateHeld`: the same chunks, limits and errors), each
 * chunk yielded as inflated; `keep` gets the whole part once its last chunk was read and its size and CRC checked.
 */
export async function* inflateAndKeep(
  compressed: Buffer,
  entry: ZipEntry,
  limits: ReaderLimits,
  keep: ((sheet: KeptSheet) => void) | null,
): AsyncGenerator<Buffer> {
  const inflated: Buffer[] = [];
  for await (const chunk of inflateHeld(compressed, entry, limits)) {
    if (keep !== null) inflated.push(chunk);
    yield chunk;
  }
  const { method, crc32, uncompressedSize } = entry;
  keep?.({ compressed, method, crc32, uncompressedSize, inflated });
}
