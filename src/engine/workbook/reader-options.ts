// Limits that keep a hostile or broken file from taking unbounded time or memory, with defaults sized for real workbooks.

export interface ReaderOptions {
  /** Largest uncompressed size of one zip entry (a sheet's XML); 50,000 rows × 40 columns is about 75 MB. */
  readonly maxEntryBytes?: number;
  /** Largest uncompressed size of the shared strings, styles and workbook parts, which are held whole in memory. */
  readonly maxPartBytes?: number;
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

export interface ReaderLimits {
  readonly maxEntryBytes: number;
  readonly maxPartBytes: number;
  readonly maxCompressionRatio: number;
  readonly ratioCheckBytes: number;
  readonly readChunkBytes: number;
  readonly splitChunkBytes: number;
  readonly stopAtDeclaredSize: boolean;
}

const MiB = 1024 * 1024;

export function readerLimits(options: ReaderOptions = {}): ReaderLimits {
  return {
    maxEntryBytes: options.maxEntryBytes ?? 1024 * MiB,
    maxPartBytes: options.maxPartBytes ?? 256 * MiB,
    // Real sheet XML deflates 5–50×; a run of identical bytes reaches ~1000×, which is what bombs are made of.
    maxCompressionRatio: options.maxCompressionRatio ?? 400,
    ratioCheckBytes: options.ratioCheckBytes ?? 16 * MiB,
    readChunkBytes: Math.max(64, options.readChunkBytes ?? 1024 * 1024),
    splitChunkBytes: options.splitChunkBytes ?? 0,
    stopAtDeclaredSize: options.stopAtDeclaredSize ?? false,
  };
}
