// Cell values of both readers in one comparable shape, and the rule that says when two of them are the same value.
import { excelSerialToDate } from '../../src/engine/workbook/excel-date';
import type { CellValue } from '../../src/engine/model/cell-value';

/**
 * A normalised cell value (openpyxl_dump.py writes the same shapes): text, number, boolean, error, date or date-time
 * as `YYYY-MM-DDTHH:MM:SS.mmm` (wall-clock, no zone), a time of day `HH:MM:SS.mmm`, a duration in days.
 * An empty string is an empty cell and never appears.
 */
export type Norm =
  | { readonly s: string }
  | { readonly n: number }
  | { readonly b: boolean }
  | { readonly e: string }
  | { readonly d: string }
  | { readonly t: string }
  | { readonly dur: number };

export function normalise(value: CellValue): Norm | null {
  if (value === null) return null;
  if (typeof value === 'string') return value === '' ? null : { s: value };
  if (typeof value === 'number') return { n: value };
  if (typeof value === 'boolean') return { b: value };
  if (value instanceof Date)
    return { d: Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString().slice(0, 23) };
  return { e: value.error };
}

/** The days Excel's serial 0 falls on: a time of day alone (openpyxl: a time) reads as a date-time on one of them. */
const TIME_ONLY_DAYS: ReadonlySet<string> = new Set(['1899-12-30', '1899-12-31', '1904-01-01']);

function ms(iso: string): number {
  return Date.parse(`${iso}Z`);
}

/** Dates compare to the millisecond with 1 ms of slack: both sides round a binary fraction of a day. */
function sameInstant(a: string, b: string): boolean {
  const x = ms(a);
  const y = ms(b);
  return !Number.isNaN(x) && !Number.isNaN(y) && Math.abs(x - y) <= 1;
}

/** Whether our reader's value `ours` is the value the reference reader gives as `theirs`. */
export function sameValue(ours: Norm, theirs: Norm): boolean {
  if ('d' in ours) {
    if ('d' in theirs) return sameInstant(ours.d, theirs.d);
    if ('t' in theirs) {
      const [day = '', time = ''] = ours.d.split('T');
      return TIME_ONLY_DAYS.has(day) && sameInstant(`1970-01-01T${time}`, `1970-01-01T${theirs.t}`);
    }
    if ('dur' in theirs) {
      return [false, true].some((date1904) =>
        sameInstant(ours.d, excelSerialToDate(theirs.dur, date1904).toISOString().slice(0, 23)),
      );
    }
    return false;
  }
  return JSON.stringify(ours) === JSON.stringify(theirs);
}

export function kindOf(v: Norm | null | undefined): string {
  if (v === null || v === undefined) return 'empty';
  if ('s' in v) return 'text';
  if ('n' in v) return 'number';
  if ('b' in v) return 'boolean';
  if ('e' in v) return 'error';
  if ('d' in v) return 'date';
  if ('t' in v) return 'time';
  return 'duration';
}

export function show(v: Norm | null | undefined): string {
  if (v === null || v === undefined) return '(empty)';
  const text = JSON.stringify(Object.values(v)[0]);
  return `${kindOf(v)} ${text.length > 60 ? `${text.slice(0, 57)}…"` : text}`;
}

/** `A1` → { column: 0, row: 1 }. */
export function parseRef(ref: string): { readonly column: number; readonly row: number } {
  const m = /^([A-Z]+)(\d+)$/.exec(ref);
  if (!m) throw new Error(`not a cell reference: ${ref}`);
  let n = 0;
  for (const ch of m[1] ?? '') n = n * 26 + (ch.charCodeAt(0) - 64);
  return { column: n - 1, row: Number(m[2]) };
}

export interface CellRange {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** `B2:D4` (or a single cell) as 0-based columns and 1-based rows; null for anything else. */
export function parseRange(ref: string): CellRange | null {
  const [a = '', b = a] = ref.replace(/\$/g, '').split(':');
  if (!/^[A-Z]+\d+$/.test(a) || !/^[A-Z]+\d+$/.test(b)) return null;
  const p = parseRef(a);
  const q = parseRef(b);
  return {
    top: Math.min(p.row, q.row),
    left: Math.min(p.column, q.column),
    bottom: Math.max(p.row, q.row),
    right: Math.max(p.column, q.column),
  };
}

export function inRange(range: CellRange, column: number, row: number): boolean {
  return row >= range.top && row <= range.bottom && column >= range.left && column <= range.right;
}
