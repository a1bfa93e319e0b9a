// Rules across rows: unique references within the office, and references to sellers and image owners that exist.
import type { SheetRole, Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import { DUPLICATE_MESSAGES as DUP, PLACE_MESSAGES as PLACE } from './validation-messages';
import type { PreparedRow, RowProblem } from '../model/prepared-row';
import { byColumn, rowProblem } from './describe-problem';
import { PreparedRowRecord } from './prepared-row-record';
import { deleteAndWriteText } from './action-problems';

/** How many other rows a duplicate's message names; the rest are counted, so a message never grows with the group. */
export const NAMED_DUPLICATE_ROWS = 5;

/** A row with more problems; rows are readonly, so the flagged ones are copied. */
export function withProblems(row: PreparedRow, extra: readonly RowProblem[]): PreparedRow {
  return extra.length === 0 ? row : { ...row, problems: [...row.problems, ...extra].sort(byColumn) };
}

/** The prepared rows of one sheet, as the duplicate rules see them. */
export interface SheetRows {
  readonly sheet: string;
  readonly role: SheetRole;
  readonly rows: readonly PreparedRow[];
  readonly columnOf: ReadonlyMap<string, string>;
}

type UniqueKey = 'id.transfer_id' | 'property.external_id';
type Scope = string | number | null;

/** A row by its sheet (index into the sheets checked together) and its index in that sheet's rows. */
interface Place {
  readonly sheet: number;
  readonly index: number;
}

interface UniqueRule {
  readonly key: UniqueKey;
  readonly valueOf: (r: PreparedRow) => string | null;
  readonly scopeOf: (r: PreparedRow) => Scope;
}

function isImageRole(role: SheetRole): boolean {
  return role === 'property_images' || role === 'seller_images';
}

/** The row's website code; a body not built yet is not built for it. */
function externalIdOf(r: PreparedRow): string | null {
  return PreparedRowRecord.externalIdOf(r);
}

/** What must be unique for a role: references per office (images: per owner), website codes per office. */
function uniqueRules(role: SheetRole): readonly UniqueRule[] {
  const transfer: UniqueRule = {
    key: 'id.transfer_id',
    valueOf: (r) => r.transferId,
    scopeOf: isImageRole(role) ? (r) => `${r.owner?.transferId ?? ''}/${r.owner?.id ?? ''}` : (r) => r.officeId,
  };
  if (role !== 'properties') return [transfer];
  return [transfer, { key: 'property.external_id', valueOf: externalIdOf, scopeOf: (r) => r.officeId }];
}

/**
 * The groups of two or more rows sharing a value within a scope, in one pass. Nested maps are keyed by the raw
 * values, so no key strings are built for the (usual) unique rows.
 */
function duplicateGroups(sheets: readonly SheetRows[], rule: UniqueRule): Place[][] {
  const scopes = new Map<Scope, Map<string, number | Place[]>>();
  const groups: Place[][] = [];
  // Rows mostly share one scope (the office), so the last one is kept at hand.
  let lastScope: Scope | undefined;
  let lastSeen: Map<string, number | Place[]> | undefined;
  for (let sheet = 0; sheet < sheets.length; sheet++) {
    const rows = sheets[sheet]?.rows ?? [];
    for (let index = 0; index < rows.length; index++) {
      const r = rows[index] as PreparedRow;
      const v = rule.valueOf(r);
      if (v === null) continue;
      const scope = rule.scopeOf(r);
      let seen = scope === lastScope ? lastSeen : scopes.get(scope);
      if (!seen) scopes.set(scope, (seen = new Map()));
      lastScope = scope;
      lastSeen = seen;
      // A row seen once is kept as a number (its sheet and index packed), so unique rows make no object.
      const first = seen.get(v);
      if (first === undefined) seen.set(v, sheet * PACK + index);
      else if (typeof first === 'number') {
        const g = [unpack(first), { sheet, index }];
        groups.push(g);
        seen.set(v, g);
      } else first.push({ sheet, index });
    }
  }
  return groups;
}

/** Rows per sheet a packed place can tell apart; the first sheet's places stay small integers. */
const PACK = 2 ** 32;

function unpack(packed: number): Place {
  return { sheet: Math.floor(packed / PACK), index: packed % PACK };
}

/** `row 3, 4 and in row 2 of sheet "X"` / `3, 4. sorban és "X" munkalap 2. sorában`: own sheet first. */
function describePlaces(sheets: readonly SheetRows[], self: number, named: readonly Place[]): Words {
  const bySheet = new Map<number, number[]>();
  for (const p of named) {
    const list = bySheet.get(p.sheet) ?? [];
    list.push(sheets[p.sheet]?.rows[p.index]?.row ?? 0);
    bySheet.set(p.sheet, list);
  }
  const order = [...bySheet.keys()].sort((a, b) => (a === self ? -1 : b === self ? 1 : a - b));
  const places = order.map((sheet) => {
    const numbers = bySheet.get(sheet) ?? [];
    const rows = { count: numbers.length, rows: numbers.join(', ') };
    if (sheet === self) return formatBoth(PLACE.ownRows, rows);
    return formatBoth(PLACE.otherSheetRows, { ...rows, sheet: sheets[sheet]?.sheet ?? '' });
  });
  return { en: places.map((p) => p.en).join(PLACE.and.en), hu: places.map((p) => p.hu).join(PLACE.and.hu) };
}

/** The problem of one row of a group: the first other rows by number, the rest counted. */
function groupProblem(
  sheets: readonly SheetRows[],
  rule: UniqueRule,
  group: readonly Place[],
  self: Place,
): RowProblem {
  const s = sheets[self.sheet];
  const row = s?.rows[self.index];
  const role = s?.role ?? 'sellers';
  const v = row ? rule.valueOf(row) : null;
  const named = group.filter((p) => p !== self).slice(0, NAMED_DUPLICATE_ROWS);
  const where = describePlaces(sheets, self.sheet, named);
  const more = group.length - 1 - named.length;
  const moreText = more > 0 ? formatBoth(DUP.more, { more, total: group.length }) : '';
  const scope = isImageRole(role) ? DUP.ownerScope : DUP.officeScope;
  const actions = new Set(group.map((p) => sheets[p.sheet]?.rows[p.index]?.action ?? 'upsert'));
  if (actions.has('delete') && actions.size > 1) {
    return rowProblem(role, rule.key, s?.columnOf.get(rule.key) ?? null, v, deleteAndWriteText(String(v), where));
  }
  const text = formatBoth(DUP.alsoUsed, { value: String(v), where, more: moreText, scope });
  return rowProblem(role, rule.key, s?.columnOf.get(rule.key) ?? null, v, text);
}

/**
 * Adds a group's problem to each of its rows. Only the first rows name others that differ per row; every later
 * row names the same first rows, so they share one problem: work and memory stay linear in the rows.
 */
function flagGroup(
  sheets: readonly SheetRows[],
  rule: UniqueRule,
  group: readonly Place[],
  extra: readonly Map<number, RowProblem[]>[],
): void {
  let shared: RowProblem | null = null;
  group.forEach((place, i) => {
    let problem: RowProblem;
    if (i <= NAMED_DUPLICATE_ROWS) problem = groupProblem(sheets, rule, group, place);
    else problem = shared ??= groupProblem(sheets, rule, group, place);
    const bySheet = extra[place.sheet];
    if (!bySheet) return;
    const list = bySheet.get(place.index);
    if (list) list.push(problem);
    else bySheet.set(place.index, [problem]);
  });
}

/**
 * Flags every row whose `id.transfer_id` (per office; for images per owner) or `property.external_id` (per office)
 * is used by another row of the same sheets, naming the first other rows and counting the rest. The sheets are
 * checked together, so they must all have the same role (two seller sheets share one office's references).
 */
export function flagDuplicatesAcross(sheets: readonly SheetRows[]): PreparedRow[][] {
  const role = sheets[0]?.role;
  if (role === undefined) return [];
  const extra = sheets.map(() => new Map<number, RowProblem[]>());
  for (const rule of uniqueRules(role)) {
    for (const group of duplicateGroups(sheets, rule)) flagGroup(sheets, rule, group, extra);
  }
  return sheets.map((s, i) => {
    const found = extra[i];
    if (!found || found.size === 0) return [...s.rows];
    return s.rows.map((r, index) => withProblems(r, found.get(index) ?? []));
  });
}

/**
 * Duplicate references across all sheets of one role (two listings or seller sheets share the office's references),
 * each sheet's rows in order: the command line's validation and the app's alike.
 */
export function flagDuplicatesByRole(sheets: readonly SheetRows[]): PreparedRow[][] {
  const out: PreparedRow[][] = sheets.map((s) => [...s.rows]);
  for (const role of new Set(sheets.map((s) => s.role))) {
    const indexes = sheets.flatMap((s, i) => (s.role === role ? [i] : []));
    const flagged = flagDuplicatesAcross(indexes.map((i) => sheets[i] as SheetRows));
    indexes.forEach((i, k) => {
      out[i] = flagged[k] ?? [];
    });
  }
  return out;
}

/** {@link flagDuplicatesAcross} for the rows of one sheet. */
export function flagDuplicates(
  rows: readonly PreparedRow[],
  role: SheetRole,
  columnOf: ReadonlyMap<string, string>,
): PreparedRow[] {
  return flagDuplicatesAcross([{ sheet: rows[0]?.sheet ?? '', role, rows, columnOf }])[0] ?? [];
}

/** The seller reference of a property row, if it gives one. */
export function sellerReferenceOf(row: PreparedRow): string | null {
  return PreparedRowRecord.sellerTransferIdOf(row);
}

/**
 * The seller a row names: a listing's seller, a seller image's owner; null for other rows and rows that name none.
 * The rows the seller checks look at, for the command line and the app alike.
 */
export function sellerNamedBy(role: SheetRole | null, row: PreparedRow): string | null {
  if (role === 'properties') return sellerReferenceOf(row);
  return role === 'seller_images' ? (row.owner?.transferId ?? null) : null;
}

/**
 * Seller references of listing and seller image rows that no sellers sheet of the workbook defines: the ones the
 * seller look-up asks the service about, for the command line and the app alike.
 */
export function sellerReferencesOutside(
  sheets: Iterable<{ readonly role: SheetRole | null; readonly rows: readonly PreparedRow[] }>,
): Set<string> {
  // Only listing and seller image rows name a seller: a workbook of sellers alone names none, and its rows are not
  // read (its references were collected for nothing, 10,000 sellers read twice before an upload's first batch).
  const all = [...sheets];
  const naming = all.filter((s) => s.role === 'properties' || s.role === 'seller_images');
  const outside = new Set<string>();
  if (naming.length === 0) return outside;
  const defined = new Set<string>();
  for (const s of all)
    if (s.role === 'sellers') for (const r of s.rows) if (r.transferId !== null) defined.add(r.transferId);
  for (const s of naming) {
    for (const r of s.rows) {
      const ref = sellerNamedBy(s.role, r);
      if (ref !== null && !defined.has(ref)) outside.add(ref);
    }
  }
  return outside;
}
