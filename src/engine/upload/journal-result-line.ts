// The journal's record of a row's result, and a result line's rows as written and read back (docs/upload.md, "The
// journal"): each undo record's `sent` fields as their values alone, their keys once a line.
import { z } from 'zod';
import type { RowStatus } from '../model/row-result';
import { ROW_STATUSES } from '../model/row-result';
import type { FlatFields, UndoRecord } from './undo-record';
import { FEWEST_KEYS_APART, SentValues, undoRecordSchema } from './undo-record';

/** A final result of one row as journaled. */
export interface JournalRowResult {
  /** {@link rowKey} of the row. */
  readonly key: string;
  readonly row: number;
  readonly status: RowStatus;
  readonly serviceId?: number;
  readonly errorCode?: number;
  readonly errorMessage?: string;
  /** The message in Hungarian; absent in journals of older versions. */
  readonly errorMessageHu?: string;
  /** ISO 8601. */
  readonly importedAt?: string;
  /** What was sent; a resumed run reuses the result only while the row is unchanged. */
  readonly fingerprint: string;
  /** What undoing the row needs (undo-record.ts); absent in journals of older versions and for unchanged rows. */
  readonly undo?: UndoRecord;
}

/**
 * A result line's rows as written: `sent` of an undo record is `[n, v1, v2, …]`, the values of the keys in the line's
 * `fields[n]`, where rows of one shape (a sheet's listings) share one list. Lines of older versions, and records of
 * few fields or with a value a list would not keep as it is ({@link valuesApart}), hold `sent` as an object, which
 * reads as before.
 */
export interface ResultLineRows {
  readonly fields?: string[][];
  readonly results: WrittenResult[];
}

type WrittenUndo = Omit<UndoRecord, 'sent'> & { readonly sent?: FlatFields | unknown[] };
type WrittenResult = Omit<JournalRowResult, 'undo'> & { readonly undo?: WrittenUndo };

/** The rows of a result line to write; the records themselves are left as they are. */
export function resultLineRows(results: readonly JournalRowResult[]): ResultLineRows {
  const fields: string[][] = [];
  const out: WrittenResult[] = [];
  for (const r of results) {
    const sent = r.undo?.sent;
    // A record without sent fields, or with them as an object kept so, is written as it is.
    if (r.undo === undefined || sent === undefined) out.push(r as WrittenResult);
    else if (sent instanceof SentValues) {
      const values = sentValuesApart(sent, fields);
      out.push({ ...r, undo: { ...r.undo, sent: values ?? sent.fields() } });
    } else {
      const values = valuesApart(sent, fields);
      out.push(values === null ? (r as WrittenResult) : { ...r, undo: { ...r.undo, sent: values } });
    }
  }
  return fields.length === 0 ? { results: out } : { fields, results: out };
}

/**
 * `[n, v1, v2, …]` of `sent`, its keys found in (or added to) the line's key lists as `fields[n]`; null when the
 * record keeps the object form: too few fields, or a value JSON leaves out of an object but not of a list
 * (`undefined`, a function) or one with its own `toJSON` (which is told its key).
 */
function valuesApart(sent: FlatFields, fields: string[][]): unknown[] | null {
  const keys = Object.keys(sent);
  if (keys.length < FEWEST_KEYS_APART) return null;
  const values: unknown[] = [0];
  for (const key of keys) {
    const v = sent[key];
    if (!keptInList(v)) return null;
    values.push(v);
  }
  values[0] = shapeIndex(fields, keys);
  return values;
}

/**
 * `[n, v1, v2, …]` of a run's own record, its keys the list shared by records of its shape (found by identity first);
 * null when the record keeps the object form, as {@link valuesApart} decides.
 */
function sentValuesApart(sent: SentValues, fields: string[][]): unknown[] | null {
  const { keys, values } = sent;
  if (keys.length < FEWEST_KEYS_APART) return null;
  const out: unknown[] = [0];
  for (const v of values) {
    if (!keptInList(v)) return null;
    out.push(v);
  }
  let n = fields.length - 1;
  while (n >= 0 && fields[n] !== keys) n--;
  // The list is only read from here on (written in the line's JSON).
  out[0] = n >= 0 ? n : shapeIndex(fields, keys as string[]);
  return out;
}

/** A value a list keeps as an object kept it: not left out (`undefined`, a function), no `toJSON` told its key. */
function keptInList(v: unknown): boolean {
  if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return false;
  return typeof v !== 'object' || v === null || typeof (v as { toJSON?: unknown }).toJSON !== 'function';
}

/** The index of `keys` in the line's key lists, a new one when none is equal (looked up from the last: rows of a sheet). */
function shapeIndex(fields: string[][], keys: string[]): number {
  for (let n = fields.length - 1; n >= 0; n--) if (sameKeys(fields[n], keys)) return n;
  fields.push(keys);
  return fields.length - 1;
}

function sameKeys(a: readonly string[] | undefined, b: readonly string[]): boolean {
  if (a === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const writtenUndoSchema = undoRecordSchema.extend({
  sent: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});

export const resultLineSchema = {
  fields: z.array(z.array(z.string())).optional(),
  results: z.array(
    z.object({
      key: z.string(),
      row: z.number(),
      status: z.enum(ROW_STATUSES as [RowStatus, ...RowStatus[]]),
      serviceId: z.number().optional(),
      errorCode: z.number().optional(),
      errorMessage: z.string().optional(),
      errorMessageHu: z.string().optional(),
      importedAt: z.string().optional(),
      fingerprint: z.string(),
      undo: writtenUndoSchema.optional(),
    }),
  ),
};

type ReadLine = z.infer<z.ZodObject<typeof resultLineSchema>>;

/**
 * The rows of a result line as records, each undo record's `sent` an object again; null when a row's values do not
 * match a key list of the line (the line is then unreadable, as any damaged line).
 */
export function resultsOfLine(line: ReadLine): JournalRowResult[] | null {
  const out: JournalRowResult[] = [];
  for (const r of line.results) {
    const sent = r.undo?.sent;
    if (r.undo === undefined || sent === undefined || !Array.isArray(sent)) {
      out.push(r as JournalRowResult);
      continue;
    }
    const keys = line.fields?.[typeof sent[0] === 'number' ? sent[0] : -1];
    if (keys === undefined || keys.length !== sent.length - 1) return null;
    out.push({ ...r, undo: { ...r.undo, sent: Object.fromEntries(keys.map((k, i) => [k, sent[i + 1]])) } });
  }
  return out;
}
