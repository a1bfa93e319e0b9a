// What the command line's main thread and its write-back thread say to each other (docs/write-back.md, "The
// write-back on a thread of its own"). Row results the thread was given ahead are named by their number, so the
// thread writes the very objects it rendered ahead (the rewrite copies a row rendered ahead only for its own result).
import type { Lang, Result } from '../../catalog/index';
import type { RowResult } from '../model/row-result';
import type { SheetResults } from '../model/sheet-results';
import type { WriteBackError, WriteBackOptions, WriteBackSummary } from './write-back-types';

/** A result worked out ahead: given once with its number, then named by the number alone. */
export interface AheadItem {
  readonly sheet: string;
  readonly index: number;
  /** Absent when the thread holds this number's result already. */
  readonly result?: RowResult;
}

/** A sheet's results as sent: each either a result or the number of one the thread was given ahead. */
export interface WireSheetResults extends Omit<SheetResults, 'results'> {
  readonly results: readonly (RowResult | number)[];
}

/** No `onWaiting`: the main thread's caller is told at once (the write waits for the thread from the start). */
export type WireWriteOptions = Omit<WriteBackOptions, 'sheets' | 'onWaiting'> & {
  readonly sheets: readonly WireSheetResults[];
};

export type ToWriteBackThread =
  | { readonly kind: 'ahead'; readonly items: readonly AheadItem[] }
  | { readonly kind: 'write'; readonly id: number; readonly options: WireWriteOptions }
  | {
      readonly kind: 'resultsOnly';
      readonly id: number;
      readonly output: string;
      readonly sheets: readonly WireSheetResults[];
      readonly lang: Lang;
    }
  | { readonly kind: 'nameRefusal'; readonly id: number; readonly input: string; readonly output: string };

export type WriteAnswer = Result<WriteBackSummary, WriteBackError>;

export type FromWriteBackThread =
  | { readonly kind: 'written'; readonly id: number; readonly value: WriteAnswer }
  | { readonly kind: 'resultsOnly'; readonly id: number; readonly file: string }
  | { readonly kind: 'nameRefusal'; readonly id: number; readonly refusal: WriteBackError | null }
  /** The call threw (as it would have in the main thread): its message. */
  | { readonly kind: 'threw'; readonly id: number; readonly message: string };
