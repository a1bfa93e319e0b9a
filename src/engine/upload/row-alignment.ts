// Rows moved against their result columns: a sort or paste of the field columns only leaves each row's Service ID and
// hidden cells beside another listing's cells, and every such row would overwrite its listing with its neighbour's
// (docs/round-trip.md, "Row identity"). Found from the rows' own snapshots, before anything is sent.
import { formatBoth } from '../../catalog';
import type { PreparedRow } from '../model/prepared-row';
import { referenceHash } from '../validation/identity-binding';
import type { ColumnHeaders } from './column-headers';
import { encodeSnapshot, snapshotEntries, snapshotKey, snapshotValuesOf } from './row-snapshot';
import type { PlannedRow } from '../model/planned-row';
import type { UploadPlan } from '../model/upload-plan';
import { ROW_ALIGNMENT_MESSAGES as RA } from './upload-notice-messages';

export interface SheetRefusal {
  readonly message: string;
  readonly messageHu: string;
}

/** Where a moved row was found, and why. */
interface Moved {
  readonly row: number;
  /** The row whose snapshot the moved row's cells now equal, if any ("Sheet row N" when on another sheet). */
  readonly cellsOf: string | null;
}

const NO_KEYS: readonly string[] = [];

/**
 * Fields that tell one listing or seller from another: a row whose changed cells include one of these and all equal
 * another row's snapshot holds that row's cells. A price or a status alone is too common a value to say so.
 */
const DISTINCTIVE: ReadonlySet<string> = new Set(
  [
    'id.transfer_id',
    'property.external_id',
    'location.address',
    'descriptions.hu',
    'descriptions.en',
    'seller.name',
    'seller.phone',
    'seller.email',
  ].map(snapshotKey),
);

/**
 * The rows' snapshots of one role (listings or sellers) over every sheet: rows cut from one sheet and pasted on
 * another carry their cells along, so a moved row is looked for on all of them. Rows by their index in `rows`.
 */
interface SheetSnapshots {
  /** The row whose snapshot is this text. */
  readonly bySnapshot: ReadonlyMap<string, number>;
  /** `keyHash + valueHash` of a distinctive field → the rows whose snapshot holds it. */
  readonly byValue: ReadonlyMap<string, readonly number[]>;
  /** A row's snapshot entries, parsed when first asked (most rows never are). */
  entries(row: number): ReadonlyMap<string, string> | null;
}

/**
 * The sheet's snapshots indexed for the checks below. Built once per sheet with a row to check; only the distinctive
 * entries are read (10,000 rows of 60 fields would otherwise be 600,000 map entries).
 */
function sheetSnapshots(rows: readonly PreparedRow[], role: PreparedRow['role']): SheetSnapshots {
  const texts = new Map<number, string>();
  const bySnapshot = new Map<string, number>();
  const byValue = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const text = row.previous?.snapshot;
    if (row.role !== role || text === undefined) return;
    texts.set(i, text);
    bySnapshot.set(text, i);
    for (const entry of snapshotValuesOf(text, DISTINCTIVE)) {
      const list = byValue.get(entry);
      if (list === undefined) byValue.set(entry, [i]);
      else list.push(i);
    }
  });
  const parsed = new Map<number, ReadonlyMap<string, string> | null>();
  const entries = (row: number): ReadonlyMap<string, string> | null => {
    let found = parsed.get(row);
    if (found === undefined) {
      found = snapshotEntries(texts.get(row));
      parsed.set(row, found);
    }
    return found;
  };
  return { bySnapshot, byValue, entries };
}

/**
 * The row whose snapshot holds all the fields this row changed, as this row now has them, when those are at least
 * two and include a distinctive one: the row's cells came from that row (a sort of some field columns only).
 */
function cellsFrom(
  row: number,
  stored: ReadonlyMap<string, string>,
  now: ReadonlyMap<string, string>,
  sheet: SheetSnapshots,
): number | null {
  const changed = [...stored.keys()].filter((k) => now.get(k) !== stored.get(k));
  const distinctive = changed.find((k) => DISTINCTIVE.has(k));
  if (changed.length < 2 || distinctive === undefined) return null;
  for (const other of sheet.byValue.get(distinctive + (now.get(distinctive) ?? '')) ?? []) {
    const theirs = other === row ? null : sheet.entries(other);
    if (theirs !== null && changed.every((k) => theirs.get(k) === now.get(k))) return other;
  }
  return null;
}
/** Rows named in the message; the rest are counted. */
const NAMED = 3;

function sentWithId(p: PlannedRow | undefined): boolean {
  return p?.action === 'send' && p.request.knownId !== null && p.request.operation !== 'create';
}

/** How many of the snapshot's fields the row's cells no longer hold, of how many. */
function distance(stored: ReadonlyMap<string, string>, now: ReadonlyMap<string, string>): [number, number] {
  let differing = 0;
  for (const [key, value] of stored) if (now.get(key) !== value) differing++;
  return [differing, stored.size];
}

/**
 * Whether the row's cells are not the listing its result columns belong to: they equal another row's snapshot (that
 * row's listing), or the fields it changed equal another row's (see {@link cellsFrom}), or its reference and more
 * than half of its fields changed at once, or (no reference on either side) more than two thirds of its fields, at
 * least five, changed at once. An edit does not do that; a sort does.
 */
function movedRow(rows: readonly PreparedRow[], index: number, now: string, sheet: SheetSnapshots): Moved | null {
  const row = rows[index];
  const own = row?.previous?.snapshot;
  const stored = snapshotEntries(own);
  if (row === undefined || own === undefined || stored === null || now === own) return null;
  const named = (i: number): string | null => {
    const r = rows[i];
    if (r === undefined) return null;
    return r.sheet === row.sheet ? String(r.row) : `${r.row} (${r.sheet})`;
  };
  const other = sheet.bySnapshot.get(now);
  if (other !== undefined && other !== index) return { row: row.row, cellsOf: named(other) };
  const current = snapshotEntries(now);
  if (current === null) return null;
  const from = cellsFrom(index, stored, current, sheet);
  if (from !== null) return { row: row.row, cellsOf: named(from) };
  const [differing, total] = distance(stored, current);
  const bound = row.previous?.binding;
  const refChanged = bound !== undefined && referenceHash(row.transferId) !== bound.referenceHash;
  const noReferences = row.transferId === null && (bound?.referenceHash ?? null) === null;
  if (refChanged && differing * 2 > total) return { row: row.row, cellsOf: null };
  if (noReferences && differing >= 5 && differing * 3 > total * 2) return { row: row.row, cellsOf: null };
  return null;
}

function refusal(sheet: string, moved: readonly Moved[]): SheetRefusal {
  const named = moved
    .slice(0, NAMED)
    .map((m) =>
      m.cellsOf !== null
        ? formatBoth(RA.cellsOf, { row: m.row, from: m.cellsOf })
        : formatBoth(RA.changedAtOnce, { row: m.row }),
    );
  const movedText = { en: named.map((t) => t.en).join('; '), hu: named.map((t) => t.hu).join('; ') };
  const more = moved.length > NAMED ? formatBoth(RA.more, { count: moved.length - NAMED }) : '';
  const text = formatBoth(RA.refusal, { sheet, moved: movedText, more });
  return { message: text.en, messageHu: text.hu };
}

/** The sheets whose rows were moved against their result columns, with the refusal for their rows. */
export function misalignedSheets(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  headers: ColumnHeaders | null,
): ReadonlyMap<string, SheetRefusal> {
  const moved = new Map<string, Moved[]>();
  const roles = new Map<PreparedRow['role'], SheetSnapshots>();
  const snapshotsOf = (role: PreparedRow['role']): SheetSnapshots => {
    let found = roles.get(role);
    if (found === undefined) {
      found = sheetSnapshots(rows, role);
      roles.set(role, found);
    }
    return found;
  };
  rows.forEach((row, i) => {
    if (!sentWithId(plan.rows[i]) || row.previous?.snapshot === undefined) return;
    if (row.role !== 'sellers' && row.role !== 'properties') return;
    const mapped = headers?.get(row.sheet)?.keys() ?? NO_KEYS;
    const found = movedRow(rows, i, encodeSnapshot(row.role, row.body, mapped), snapshotsOf(row.role));
    if (found === null) return;
    const list = moved.get(row.sheet) ?? [];
    list.push(found);
    moved.set(row.sheet, list);
  });
  const out = new Map<string, SheetRefusal>();
  for (const [sheet, list] of moved) out.set(sheet, refusal(sheet, list));
  return out;
}
