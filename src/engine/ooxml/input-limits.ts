// Every bound on what the reader takes in, in one place: a hostile or broken file meets one of these before it can
// take unbounded time or memory. Each figure is sized from real listing workbooks or from Excel's own limits.
import type { Words } from '../../catalog/index';
import { groupThousands } from '../../catalog/index';

const MiB = 1024 * 1024;

export interface InputLimits {
  /** Size of the file on disk (the browser host takes uploads up to the same 512 MB). */
  readonly maxFileBytes: number;
  /** Entries in the zip: a real workbook has tens, a few thousand with many pictures. */
  readonly maxParts: number;
  /** Sum of the declared unpacked sizes of the parts the reader reads (sheets, strings, styles, workbook). */
  readonly maxUnpackedBytes: number;
  /** Unpacked size of one sheet's XML, streamed; 50,000 rows × 40 columns is about 75 MB. */
  readonly maxEntryBytes: number;
  /** Unpacked size of the shared strings, styles and workbook parts, which are held whole in memory. */
  readonly maxPartBytes: number;
  /** Sheets listed by the workbook; Excel has no fixed limit, listing workbooks have a handful. */
  readonly maxSheets: number;
  /** Rows of one sheet: Excel's last row. */
  readonly maxRowsPerSheet: number;
  /** Columns of one sheet or CSV record: Excel's last column, XFD. */
  readonly maxColumns: number;
  /** Characters in one cell: Excel's limit; longer text cannot have come from Excel. */
  readonly maxCellChars: number;
  /** Rows holding cells, summed over the sheets of a workbook (each sheet counted once, however often it is read). */
  readonly maxTotalRows: number;
  /** Cells, summed the same way: 10 million cells read in about 5 s. */
  readonly maxTotalCells: number;
  /** Time spent inflating and parsing one workbook (not the time the caller spends on the rows). */
  readonly maxReadMs: number;
}

export const DEFAULT_INPUT_LIMITS: InputLimits = {
  maxFileBytes: 512 * MiB,
  maxParts: 100_000,
  maxUnpackedBytes: 2048 * MiB,
  maxEntryBytes: 1024 * MiB,
  maxPartBytes: 256 * MiB,
  maxSheets: 1_000,
  maxRowsPerSheet: 1_048_576,
  maxColumns: 16_384,
  maxCellChars: 32_767,
  maxTotalRows: 2_000_000,
  maxTotalCells: 10_000_000,
  maxReadMs: 120_000,
};

/**
 * How many characters of XML one cell may take before it is refused as too long: its text and formula at their
 * limits, each character written as the longest ordinary escape (`&#x1F600;` carries two UTF-16 units in 9).
 */
export function maxCellXmlChars(limits: Pick<InputLimits, 'maxCellChars'>): number {
  return (limits.maxCellChars + 8_192) * 10 + 4_096;
}

/** How many characters of XML one row may take while it waits for its end tag. */
export const MAX_ROW_XML_CHARS = 32 * MiB;

export function formatCount(n: number): string {
  return groupThousands(n, 'en');
}

export function formatBytes(n: number): string {
  return n >= MiB ? `${formatCount(Math.round(n / MiB))} MB` : `${formatCount(n)} bytes`;
}

/** Hungarian digit grouping: `32 767`. */
export function formatCountHu(n: number): string {
  return groupThousands(n, 'hu');
}

export function formatBytesHu(n: number): string {
  return n >= MiB ? `${formatCountHu(Math.round(n / MiB))} MB` : `${formatCountHu(n)} bájt`;
}

/** A count grouped for each language, as a message parameter (docs/messages.md). */
export function countInBoth(n: number): Words {
  return { en: formatCount(n), hu: formatCountHu(n) };
}

/** A size in bytes or MB written for each language, as a message parameter. */
export function bytesInBoth(n: number): Words {
  return { en: formatBytes(n), hu: formatBytesHu(n) };
}
