// Chooses the columns the per-row results go into: an earlier write-back's columns, else columns nobody uses.
// Shared by the xlsx and csv writers, so both place results by the same rule (docs/write-back.md).
import type { Lang } from '../../catalog';
import { RESULT_HEADERS, resultHeaders, resultKeyOfHeader } from '../model/result-headers';
import { headerLanguage } from './workbook-language';

export type ResultKey = keyof typeof RESULT_HEADERS;
export const RESULT_KEYS = Object.keys(RESULT_HEADERS) as ResultKey[];

/** 0-based column of each result header. */
export type ResultColumnMap = Readonly<Record<ResultKey, number>>;

export interface PlacementRules {
  /** Trimmed, non-empty header texts by 0-based column. */
  readonly headerTexts: ReadonlyMap<number, string>;
  /** Last column of the header row holding something; new columns start right of it. */
  readonly headerLast: number;
  /** A column a new result column may take: nothing in any row, nothing covering it (merge, pivot, table, filter). */
  readonly isFree: (column: number) => boolean;
  /** An earlier result column that can no longer be written (now under a merge or a pivot table's area). */
  readonly isBlocked: (column: number) => boolean;
  /** Columns the sheet can have (16,384 in xlsx; a csv has no limit of its own). */
  readonly maxColumns: number;
}

export interface ResultPlacement {
  readonly columns: ResultColumnMap;
  /** New header cells (column → text); reused result headers are left as they are. */
  readonly newHeaders: ReadonlyMap<number, string>;
  readonly reused: readonly ResultKey[];
  /** The language the sheet's result headers and statuses are written in: an earlier write-back's, else the headers'. */
  readonly lang: Lang;
}

/** Columns still needed when no placement is possible. */
export interface NoRoom {
  readonly needed: number;
  readonly free: number;
  /** The language the results would have spoken on the sheet; the separate results workbook speaks it instead. */
  readonly lang: Lang;
}

/**
 * Reuses a result column an earlier write-back made (its header text is ours) unless something now covers it; the
 * others go into the first run of free columns right of the header, or failing that into any free columns there.
 * Earlier columns count as ours only beside our "Import status" header, which every write-back writes: without it a
 * "Service ID" or "Error message" column is the user's own data (a CRM export has such columns) and is never written.
 * Every write-back places status first and the others right of it, so a same-named column left of the leftmost
 * status header is the user's too.
 */
export function placeResultColumns(rules: PlacementRules): ResultPlacement | NoRoom {
  const columns: Partial<Record<ResultKey, number>> = {};
  const reused: ResultKey[] = [];
  const missing: ResultKey[] = [];
  const from = firstStatusColumn(rules.headerTexts);
  const lang = from === null ? headerLanguage(rules.headerTexts.values()) : from.lang;
  for (const key of RESULT_KEYS) {
    const found = from === null ? undefined : earlierColumn(rules, key, from.col);
    if (found === undefined) missing.push(key);
    else {
      columns[key] = found;
      reused.push(key);
    }
  }
  const taken = new Set(Object.values(columns));
  const usable = (c: number): boolean => !taken.has(c) && rules.isFree(c);
  const start = Math.max(0, rules.headerLast + 1);
  const chosen =
    firstRun(start, missing.length, rules.maxColumns, usable) ??
    scattered(start, missing.length, rules.maxColumns, usable);
  if (chosen.length < missing.length) return { needed: missing.length, free: chosen.length, lang };
  const newHeaders = new Map<number, string>();
  missing.forEach((key, i) => {
    const col = chosen[i] ?? 0;
    columns[key] = col;
    newHeaders.set(col, resultHeaders(lang)[key]);
  });
  const get = (k: ResultKey): number => columns[k] ?? 0;
  return {
    columns: {
      status: get('status'),
      serviceId: get('serviceId'),
      errorCode: get('errorCode'),
      errorMessage: get('errorMessage'),
      importedAt: get('importedAt'),
      fingerprint: get('fingerprint'),
    },
    newHeaders,
    reused,
    lang,
  };
}

/**
 * Where an earlier write-back's columns start: its leftmost "Import status" header in either language (covered or
 * not), if any, and that language.
 */
function firstStatusColumn(headerTexts: ReadonlyMap<number, string>): { col: number; lang: Lang } | null {
  let first: { col: number; lang: Lang } | null = null;
  for (const [col, text] of headerTexts) {
    const found = resultKeyOfHeader(text);
    if (found?.key === 'status' && (first === null || col < first.col)) first = { col, lang: found.lang };
  }
  return first;
}

/**
 * The rightmost unblocked column with this header: a write-back puts its columns right of everything the sheet holds,
 * so when the user has a same-named column too, ours is the one further right.
 */
function earlierColumn(rules: PlacementRules, key: ResultKey, from: number): number | undefined {
  let found: number | undefined;
  for (const [col, text] of rules.headerTexts) {
    if (
      resultKeyOfHeader(text)?.key === key &&
      col >= from &&
      !rules.isBlocked(col) &&
      (found === undefined || col > found)
    )
      found = col;
  }
  return found;
}

export function isNoRoom(p: ResultPlacement | NoRoom): p is NoRoom {
  return 'needed' in p;
}

function firstRun(start: number, count: number, max: number, usable: (c: number) => boolean): number[] | null {
  if (count === 0) return [];
  let run = 0;
  for (let c = start; c < max; c++) {
    run = usable(c) ? run + 1 : 0;
    if (run === count) return Array.from({ length: count }, (_, i) => c - count + 1 + i);
  }
  return null;
}

function scattered(start: number, count: number, max: number, usable: (c: number) => boolean): number[] {
  const out: number[] = [];
  for (let c = start; c < max && out.length < count; c++) if (usable(c)) out.push(c);
  return out;
}
