// Records a run's row outcomes: in memory for the caller, and in the journal before anything depends on them.
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import type { Journal, JournalIntentItem, JournalRowResult } from './journal';
import type { UndoRecord } from './undo-record';
import type { PlannedRequest } from '../model/planned-request';

export interface Settled {
  readonly index: number;
  readonly result: Omit<RowResult, 'row'>;
}

export interface RunRecorder {
  /** One per prepared row; undefined until the row has an outcome. */
  readonly results: readonly (RowResult | undefined)[];
  /** Rows answered in this run (not carried ones), and how many of them failed. */
  readonly answered: { done: number; failed: number };
  /** Sets results without journaling them (already durable: carried over). */
  adopt(index: number, r: JournalRowResult): void;
  /**
   * Sets final results at once and journals them once `after` has settled (at once without it); resolves once they
   * are durable. `after` lets an answered batch's records be made after the next batch has left (chunk-sender.ts).
   */
  settle(batch: number | null, entries: readonly Settled[], after?: Promise<void>): Promise<void>;
  /** Journals that these rows are about to be sent; resolves once durable, before the request goes out. */
  intend(batch: number, entries: readonly Intended[]): Promise<void>;
  /** Journals that these sent rows were certainly not applied: safe to send again. */
  release(batch: number, indexes: readonly number[]): Promise<void>;
  /** Sets a result for the report only: not final, not journaled (not sent, or still in doubt). */
  note(index: number, result: Omit<RowResult, 'row'>): void;
}

export interface Intended {
  readonly index: number;
  readonly request: PlannedRequest;
}

/** What undoing row `index` after `result` needs (undo-record.ts), journaled with the result; null: nothing. */
export type UndoOf = (index: number, result: Omit<RowResult, 'row'>) => UndoRecord | null;

export function createRecorder(
  rows: readonly PreparedRow[],
  keys: readonly string[],
  journal: Journal | null,
  undoOf: UndoOf | null = null,
): RunRecorder {
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const answered = { done: 0, failed: 0 };
  const key = (i: number): string => keys[i] ?? '';
  return {
    results,
    answered,
    adopt(index, r) {
      results[index] = fromJournal(r);
    },
    async settle(batch, entries, after) {
      for (const { index, result } of entries) {
        const row = rows[index];
        if (row === undefined) continue;
        results[index] = finalResult(row, result);
        answered.done += 1;
        if (result.status === 'failed') answered.failed += 1;
      }
      if (!journal) return;
      if (after !== undefined) await after;
      const records: JournalRowResult[] = [];
      for (const { index, result } of entries) {
        const row = rows[index];
        if (row === undefined) continue;
        records.push(journalResult(row, key(index), result, undoOf?.(index, result) ?? null));
      }
      if (records.length > 0) await journal.results(batch, records);
    },
    async intend(batch, entries) {
      if (!journal) return;
      const items: JournalIntentItem[] = entries.map(({ index, request }) => ({
        key: key(index),
        row: rows[index]?.row ?? 0,
        operation: request.operation,
        transferId: request.transferId,
        fingerprint: rows[index]?.fingerprint ?? '',
      }));
      await journal.intent(batch, items);
    },
    async release(batch, indexes) {
      if (journal && indexes.length > 0) await journal.release(batch, indexes.map(key));
    },
    note(index, result) {
      const row = rows[index];
      if (row !== undefined) results[index] = finalResult(row, result);
    },
  };
}

// These run once per row: plain assignments, not conditional spreads (measurably faster).
export function finalResult(row: PreparedRow, r: Omit<RowResult, 'row'>): RowResult {
  const out: { -readonly [K in keyof RowResult]: RowResult[K] } = { row: row.row, status: r.status };
  if (r.serviceId !== undefined) out.serviceId = r.serviceId;
  if (r.errorCode !== undefined) out.errorCode = r.errorCode;
  if (r.errorMessage !== undefined) out.errorMessage = r.errorMessage;
  if (r.errorMessageHu !== undefined) out.errorMessageHu = r.errorMessageHu;
  if (r.importedAt !== undefined) out.importedAt = r.importedAt;
  if (r.pending !== undefined) out.pending = r.pending;
  if (r.waitsFor !== undefined) out.waitsFor = r.waitsFor;
  if (r.status === 'created' || r.status === 'updated' || r.status === 'deleted') out.fingerprint = row.fingerprint;
  return out;
}

/** The journal's record of a row's result; `undo` last, as a spread of the record with it wrote it (the same line). */
export function journalResult(
  row: PreparedRow,
  key: string,
  r: Omit<RowResult, 'row'>,
  undo: UndoRecord | null = null,
): JournalRowResult {
  const out: { -readonly [K in keyof JournalRowResult]: JournalRowResult[K] } = {
    key,
    row: row.row,
    status: r.status,
    fingerprint: row.fingerprint,
  };
  if (r.serviceId !== undefined) out.serviceId = r.serviceId;
  if (r.errorCode !== undefined) out.errorCode = r.errorCode;
  if (r.errorMessage !== undefined) out.errorMessage = r.errorMessage;
  if (r.errorMessageHu !== undefined) out.errorMessageHu = r.errorMessageHu;
  if (r.importedAt !== undefined) out.importedAt = isoText(r.importedAt);
  if (undo !== null) out.undo = undo;
  return out;
}

/** The last time written out, and its text: the rows of a batch share their time, written out once per batch. */
let lastTime: { readonly at: Date; readonly text: string } | null = null;

function isoText(at: Date): string {
  if (lastTime?.at !== at) lastTime = { at, text: at.toISOString() };
  return lastTime.text;
}

export function fromJournal(r: JournalRowResult): RowResult {
  const out: { -readonly [K in keyof RowResult]: RowResult[K] } = { row: r.row, status: r.status };
  if (r.serviceId !== undefined) out.serviceId = r.serviceId;
  if (r.errorCode !== undefined) out.errorCode = r.errorCode;
  if (r.errorMessage !== undefined) out.errorMessage = r.errorMessage;
  if (r.errorMessageHu !== undefined) out.errorMessageHu = r.errorMessageHu;
  if (r.importedAt !== undefined) out.importedAt = new Date(r.importedAt);
  if (r.status === 'created' || r.status === 'updated' || r.status === 'deleted' || r.status === 'skipped')
    out.fingerprint = r.fingerprint;
  return out;
}
