// How a read is tuned: the input limits (see input-limits.ts), each overridable for tests, and chunking.
import type { InputLimits } from './input-limits';
import { DEFAULT_INPUT_LIMITS } from './input-limits';

export interface ReaderOptions extends Partial<InputLimits> {
  /** Inflated/compressed ratio above which an entry past `ratioCheckBytes` is taken for a zip bomb. */
  readonly maxCompressionRatio?: number;
  readonly ratioCheckBytes?: number;
  /** Bytes per read from disk; tests make it small so multi-byte characters straddle chunks. */
  readonly readChunkBytes?: number;
  /** Split every inflated chunk into pieces of at most this many bytes before decoding (tests only). */
  readonly splitChunkBytes?: number;
  /**
   * Stop a streamed entry as soon as it inflates past its declared size, as damage (write-back, which must not
   * rewrite more than the file says), instead of letting the size and ratio limits judge it as a bomb (reading).
   */
  readonly stopAtDeclaredSize?: boolean;
}

export interface ReaderLimits extends InputLimits {
  readonly maxCompressionRatio: number;
  readonly ratioCheckBytes: number;
  readonly readChunkBytes: number;
  readonly splitChunkBytes: number;
  readonly stopAtDeclaredSize: boolean;
}

const MiB = 1024 * 1024;

export function readerLimits(options: ReaderOptions = {}): ReaderLimits {
  const d = DEFAULT_INPUT_LIMITS;
  return {
    maxFileBytes: options.maxFileBytes ?? d.maxFileBytes,
    maxParts: options.maxParts ?? d.maxParts,
    maxUnpackedBytes: options.maxUnpackedBytes ?? d.maxUnpackedBytes,
    maxEntryBytes: options.maxEntryBytes ?? d.maxEntryBytes,
    maxPartBytes: options.maxPartBytes ?? d.maxPartBytes,
    maxSheets: options.maxSheets ?? d.maxSheets,
    maxRowsPerSheet: options.maxRowsPerSheet ?? d.maxRowsPerSheet,
    maxColumns: options.maxColumns ?? d.maxColumns,
    maxCellChars: options.maxCellChars ?? d.maxCellChars,
    maxTotalRows: options.maxTotalRows ?? d.maxTotalRows,
    maxTotalCells: options.maxTotalCells ?? d.maxTotalCells,
    maxReadMs: options.maxReadMs ?? d.maxReadMs,
    // Real sheet XML deflates 5–50×; a run of identical bytes reaches ~1000×, which is what bombs are made of.
    maxCompressionRatio: options.maxCompressionRatio ?? 400,
    ratioCheckBytes: options.ratioCheckBytes ?? 16 * MiB,
    readChunkBytes: Math.max(64, options.readChunkBytes ?? 1024 * 1024),
    splitChunkBytes: options.splitChunkBytes ?? 0,
    stopAtDeclaredSize: options.stopAtDeclaredSize ?? false,
  };
}
