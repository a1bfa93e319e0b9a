// What write-back is asked and what it answers: the options, the summary of what was written and the refusals. Kept
// apart from write-back.ts so the format writers (csv-write-back.ts, xlsx-write-back.ts) import only types.
import type { FileHandle } from 'node:fs/promises';
import type { Lang, Result } from '../../catalog/index';
import type { RESULT_HEADERS } from '../model/result-headers';
import type { SheetResults } from '../model/sheet-results';
import type { ResultsGate } from './results-gate';

export interface WriteBackOptions {
  readonly input: string;
  readonly output: string;
  readonly sheets: readonly SheetResults[];
  /** Allows replacing an existing output file, including the input itself. */
  readonly overwrite?: boolean;
  /**
   * False for a trial removed at once (an upload's check that its results can be written): the file and its folder
   * are not synced to disk, which only a copy that is kept needs, and an .xlsx's rewritten sheets are stored
   * uncompressed.
   */
  readonly durable?: boolean;
  /**
   * An upload's trial: what a CSV input's bytes gave (their encoding, the survey of its columns) is kept for the real
   * write-back, which uses it only if the file's bytes are still the same.
   */
  readonly keepReading?: boolean;
  /**
   * Told when the write has walked a sheet and waits for its deflate's tail (then the disk): work the caller does now
   * overlaps that wait (docs/performance.md, "(ninth round, second pass, the listings' end)").
   */
  readonly onWaiting?: () => void;
  /**
   * A write begun before its results are all known (an upload's, while its batches are answered): its sheets read
   * each row's result through the gate once given, and the copy is put in place only if `adopted` resolves true
   * (docs/write-back.md, "Written as the batches answer"). An .xlsx only.
   */
  readonly ahead?: {
    readonly gate: ResultsGate;
    readonly adopted: Promise<boolean>;
  };
}

export type ResultColumnKey = keyof typeof RESULT_HEADERS;

export interface SheetWriteSummary {
  readonly sheet: string;
  /** Column letter of each result column. */
  readonly columns: Readonly<Record<ResultColumnKey, string>>;
  /** Result headers that were already in the header row and were reused. */
  readonly reusedHeaders: readonly ResultColumnKey[];
  readonly rowsWritten: number;
  /** Rows that did not exist in the sheet and were added. */
  readonly rowsCreated: number;
  readonly notesWritten: number;
  /** Cells whose value was replaced by an edit. */
  readonly cellsEdited: number;
  /** Edits left out because they fell in a result column (the results own those columns). */
  readonly editsSkipped: number;
}

export interface WriteBackSummary {
  readonly format: 'xlsx' | 'csv';
  readonly output: string;
  readonly sheets: readonly SheetWriteSummary[];
  /** xlsx: parts copied byte for byte, parts rewritten, parts added. */
  readonly partsCopied: number;
  readonly partsRewritten: readonly string[];
  readonly partsAdded: readonly string[];
  /**
   * Parts left out: only `xl/calcChain.xml`, when a formula cell in a result column or an edited cell was replaced
   * (Excel rebuilds it).
   */
  readonly partsRemoved: readonly string[];
  /**
   * csv in Windows-1250 or ISO-8859-2: characters of the results the encoding lacks, each written as `?`
   * (docs/write-back.md, "CSV files in Windows-1250 or ISO-8859-2"). Absent when none were.
   */
  readonly replacedCharacters?: readonly string[];
}

export type WriteBackErrorKind =
  | 'not_found'
  | 'unsupported_format'
  | 'corrupt'
  | 'too_large'
  | 'sheet_not_found'
  | 'invalid_results'
  | 'output_exists'
  /** The output's name says another format than the copy of the input would be (`outputNameProblem`). */
  | 'output_name'
  | 'write_failed'
  /** No safe columns for the results: nothing was written into the workbook; see `resultsFile`. */
  | 'no_room';

export interface WriteBackError {
  readonly kind: WriteBackErrorKind;
  readonly message: string;
  /** The message in Hungarian, for refusals the user can act on (`no_room`). */
  readonly messageHu?: string;
  /**
   * `no_room`: the separate small workbook beside the output that holds the results instead (absent when none were
   * given).
   */
  readonly resultsFile?: string;
  /** `no_room`: the language of the sheet's headers, which the separate results workbook is written in. */
  readonly lang?: Lang;
}

/** What a format writer produces into the temporary output file. */
export type FormatWriter = (
  input: string,
  out: FileHandle,
  sheets: readonly SheetResults[],
  options?: Pick<WriteBackOptions, 'keepReading' | 'onWaiting' | 'durable'> & { readonly gate?: ResultsGate },
) => Promise<Result<Omit<WriteBackSummary, 'output'>, WriteBackError>>;
