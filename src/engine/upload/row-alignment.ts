// Rows moved against their result columns: a sort or paste of the field columns only leaves each row's Service ID and
// hidden cells beside another listing's cells, and every such row would overwrite its listing with its neighbour's
// (docs/round-trip.md, "Row identity"). Found from the rows' own snapshots, before anything is sent.
import type { PreparedRow } from '../import-model';
import { referenceHash } from '../validation/identity-binding';
import type { ColumnHeaders } from './partial-updates';
import { encodeSnapshot, snapshotEntries } from './row-snapshot';
import type { PlannedRow, UploadPlan } from './upload-types';

export interface SheetRefusal {
  readonly message: string;
  readonly messageHu: string;
}

/** Where a moved row was found, and why. */
interface Moved {
  readonly row: number;
  /** The row whose snapshot the moved row's cells now equal, if any. */
  readonly cellsOf: number | null;
}

const NO_KEYS: readonly string[] = [];
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
 * row's listing), or its reference and more than half of its fields changed at once, or (no reference on either
 * side) more than two thirds of its fields, at least five, changed at once. An edit does not do that; a sort does.
 */
function movedRow(row: PreparedRow, now: string, bySnapshot: ReadonlyMap<string, number>): Moved | null {
  const own = row.previous?.snapshot;
  const stored = snapshotEntries(own);
  if (own === undefined || stored === null || now === own) return null;
  const other = bySnapshot.get(`${row.sheet}\u0000${now}`);
  if (other !== undefined && other !== row.row) return { row: row.row, cellsOf: other };
  const current = snapshotEntries(now);
  if (current === null) return null;
  const [differing, total] = distance(stored, current);
  const bound = row.previous?.binding;
  const refChanged = bound !== undefined && referenceHash(row.transferId) !== bound.referenceHash;
  const noReferences = row.transferId === null && (bound?.referenceHash ?? null) === null;
  if (refChanged && differing * 2 > total) return { row: row.row, cellsOf: null };
  if (noReferences && differing >= 5 && differing * 3 > total * 2) return { row: row.row, cellsOf: null };
  return null;
}

function refusal(sheet: string, moved: readonly Moved[]): SheetRefusal {
  const en = moved
    .slice(0, NAMED)
    .map((m) =>
      m.cellsOf !== null
        ? `row ${m.row} holds the cells of the listing of row ${m.cellsOf}`
        : `row ${m.row} changed its reference and most of its fields at once`,
    );
  const hu = moved
    .slice(0, NAMED)
    .map((m) =>
      m.cellsOf !== null
        ? `a(z) ${m.row}. sorban a(z) ${m.cellsOf}. sor hirdetésének cellái vannak`
        : `a(z) ${m.row}. sor hivatkozása és legtöbb mezője egyszerre változott`,
    );
  const more = moved.length > NAMED ? moved.length - NAMED : 0;
  return {
    message:
      `${sheet}: rows were moved against their results columns (sorted or pasted only partly?): ${en.join('; ')}` +
      `${more > 0 ? `; and ${more} more rows` : ''}. Nothing of this sheet is sent, as each such row would overwrite ` +
      "its listing with another listing's cells. Undo the sort, or sort whole rows (with the result and hidden " +
      'columns), or export again.',
    messageHu:
      `${sheet}: a sorok elcsúsztak az eredményoszlopaikhoz képest (csak részben rendezte vagy illesztette be?): ` +
      `${hu.join('; ')}${more > 0 ? `; és még ${more} sor` : ''}. Ebből a lapból semmi sem megy el, mert minden ` +
      'ilyen sor egy másik hirdetés celláival írná felül a hirdetését. Vonja vissza a rendezést, vagy teljes sorokat ' +
      'rendezzen (az eredmény- és rejtett oszlopokkal együtt), vagy exportáljon újra.',
  };
}

/** The sheets whose rows were moved against their result columns, with the refusal for their rows. */
export function misalignedSheets(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  headers: ColumnHeaders | null,
): ReadonlyMap<string, SheetRefusal> {
  const bySnapshot = new Map<string, number>();
  for (const row of rows) {
    const s = row.previous?.snapshot;
    if (s !== undefined) bySnapshot.set(`${row.sheet}\u0000${s}`, row.row);
  }
  const moved = new Map<string, Moved[]>();
  rows.forEach((row, i) => {
    if (!sentWithId(plan.rows[i]) || row.previous?.snapshot === undefined) return;
    if (row.role !== 'sellers' && row.role !== 'properties') return;
    const mapped = headers?.get(row.sheet)?.keys() ?? NO_KEYS;
    const found = movedRow(row, encodeSnapshot(row.role, row.body, mapped), bySnapshot);
    if (found === null) return;
    const list = moved.get(row.sheet) ?? [];
    list.push(found);
    moved.set(row.sheet, list);
  });
  const out = new Map<string, SheetRefusal>();
  for (const [sheet, list] of moved) out.set(sheet, refusal(sheet, list));
  return out;
}
