// Field-level difference between the body the importer builds from a row and the record the service holds.
// PUT merges per field (docs/api.md, "Modify semantics"), so a modify needs to carry only what differs.
import { isShortenedFrom } from '../values/shortened-text';
import type { FieldChange } from '../model/field-change';
import type { FieldDef, WriteBody } from '../../catalog';
import { SPECIAL_BLOCKS, fieldsForRole, isPropertyType } from '../../catalog';

/**
 * What the row's cells held when the workbook was exported or its results last written (row-snapshot.ts). `matches`:
 * whether `value` is what the field held then; null when the snapshot has no entry for the field (a column added
 * since).
 */
export interface EditedSince {
  matches(key: string, value: unknown, def: FieldDef | undefined): boolean | null;
}

export interface RecordDiff {
  /** The modify body with only the changed fields; `{}` when nothing changes. */
  readonly body: WriteBody;
  readonly changes: readonly FieldChange[];
}

export type DiffResource = 'seller' | 'property';

type Block = Readonly<Record<string, unknown>>;
type MutableBody = Record<string, Record<string, unknown>>;

/** Emptied cells of these fields are not a change: an empty office column means the run's office. */
const EMPTY_MEANS_DEFAULT: ReadonlySet<string> = new Set(['property.office_id']);

/** Text fields whose value is removed by sending `""`: an empty description is no description. */
const CLEARED_WITH_EMPTY_TEXT: ReadonlySet<string> = new Set(['descriptions.hu', 'descriptions.en', 'descriptions.de']);

function blockOf(record: unknown, name: string): Block | undefined {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return undefined;
  const b = (record as Block)[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Block) : undefined;
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

/** The seller a listing body's `seller` block names: by reference, else by service ID; null when it names none. */
export function sellerLinkOf(body: unknown): Block | null {
  const own = blockOf(body, 'seller');
  if (own === undefined) return null;
  if (!isEmpty(own['transfer_id'])) return { transfer_id: own['transfer_id'] };
  return isEmpty(own['id']) ? null : { id: own['id'] };
}

/** The seller the service's record of a listing lists, by its service ID; null when it lists none. */
export function storedSellerLink(stored: unknown): Block | null {
  const id = blockOf(stored, 'seller')?.['id'];
  return typeof id === 'number' ? { id } : null;
}

function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Canonical JSON (keys sorted) for arrays and objects, so key order does not count as a change. */
export function canonicalJson(v: unknown): string {
  return canonical(v);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Block;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'undefined';
}

/**
 * Whether the row's value and the service's are the same for `def`. Numbers compare as numbers (a service may echo
 * a decimal as `"41000000.00"`), to the field's precision; texts compare with line ends unified and trimmed
 * (`sameText`); empty, null and absent are the same; anything else compares as canonical JSON.
 */
export function sameValue(def: FieldDef | undefined, a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  const kind = def?.type.kind;
  if (kind === 'uint' || kind === 'decimal' || kind === 'double') {
    const x = toNumber(a);
    const y = toNumber(b);
    if (x !== null && y !== null) {
      if (kind === 'uint') return x === y;
      const tolerance = def?.type.kind === 'decimal' ? 0.5 * 10 ** -def.type.scale : 1e-9 * Math.max(1, Math.abs(x));
      return Math.abs(x - y) < tolerance;
    }
  }
  if ((kind === 'string' || kind === 'enum') && isScalar(a) && isScalar(b)) return sameText(a, b);
  if (typeof a !== 'object' && typeof b !== 'object') return a === b;
  return canonical(a) === canonical(b);
}

/**
 * Texts with line ends unified (a spreadsheet program may save `\r\n`) and without the spaces around them: the
 * importer trims every cell, so spaces the service holds around a description are not something a row can change.
 */
function sameText(a: string | number, b: string | number): boolean {
  const x = String(a);
  const y = String(b);
  return x === y || x.replace(/\r\n?/g, '\n').trim() === y.replace(/\r\n?/g, '\n').trim();
}

function isScalar(v: unknown): v is string | number {
  return typeof v === 'string' || typeof v === 'number';
}

function roleOf(resource: DiffResource): 'sellers' | 'properties' {
  return resource === 'seller' ? 'sellers' : 'properties';
}

/** Field definitions by key, per role and per property type: a diff asks for every field of every row. */
const ROLE_DEFS = new Map<string, ReadonlyMap<string, FieldDef>>();
const SPECIAL_DEFS = new Map<string, ReadonlyMap<string, FieldDef>>();

export function fieldDef(role: 'sellers' | 'properties', key: string): FieldDef | undefined {
  let defs = ROLE_DEFS.get(role);
  if (defs === undefined) {
    defs = new Map(fieldsForRole(role).map((f) => [f.key, f]));
    ROLE_DEFS.set(role, defs);
  }
  return defs.get(key);
}

/** The definition of a special field for the listing's type, or undefined for an unknown type or name. */
export function specialDef(type: unknown, name: string): FieldDef | undefined {
  if (!isPropertyType(type)) return undefined;
  let defs = SPECIAL_DEFS.get(type);
  if (defs === undefined) {
    defs = new Map(SPECIAL_BLOCKS[type].map((f) => [f.name, f]));
    SPECIAL_DEFS.set(type, defs);
  }
  return defs.get(name);
}

/** `block.name` split once per key, not once per row: a sheet's hundred mapped keys are looked at on every row. */
const SPLIT_KEYS = new Map<string, readonly [string, string]>();

function splitKey(key: string): readonly [string, string] {
  let parts = SPLIT_KEYS.get(key);
  if (parts === undefined) {
    const dot = key.indexOf('.');
    parts = [key.slice(0, Math.max(0, dot)), key.slice(dot + 1)];
    SPLIT_KEYS.set(key, parts);
  }
  return parts;
}

interface DiffState {
  readonly body: MutableBody;
  readonly changes: FieldChange[];
  readonly since: EditedSince | null;
}

/** The field holds what the snapshot says it held: the user did not edit it, whatever the service holds now. */
function unedited(since: EditedSince | null, key: string, value: unknown, def: FieldDef | undefined): boolean {
  return since !== null && since.matches(key, value, def) === true;
}

/** A change of a field the user edited, marked as a conflict when the service's value is not the snapshot's either. */
function change(state: DiffState, c: FieldChange, def: FieldDef | undefined): FieldChange {
  return state.since !== null && state.since.matches(c.key, c.old, def) === false ? { ...c, conflict: true } : c;
}

function put(state: DiffState, block: string, name: string, value: unknown): void {
  (state.body[block] ??= {})[name] = value;
}

/**
 * The modify body for `body` against `stored` (the record as GET lists it), and the changes field by field.
 * `mapped`: the catalog keys of the row's sheet that have a column, so an emptied cell is told from a column the
 * sheet does not have. A listing's `special` block is sent whole when its type changes (the service then starts a
 * fresh block), the district goes with a changed settlement, and the rent period with a changed action.
 * `since`: the row's snapshot (row-snapshot.ts). With one, a field the user did not edit is not sent even where the
 * service's value differs (a colleague changed it on the portal: sending the workbook's stale value would undo that).
 */
export function diffRecord(
  resource: DiffResource,
  body: WriteBody,
  stored: unknown,
  mapped: ReadonlySet<string>,
  since: EditedSince | null = null,
): RecordDiff {
  const role = roleOf(resource);
  const state: DiffState = { body: {}, changes: [], since };
  const bodyProperty = blockOf(body, 'property');
  const storedProperty = blockOf(stored, 'property');
  const storedType = storedProperty?.['type'];
  const type = bodyProperty?.['type'] ?? storedType;
  const typeChanged =
    resource === 'property' &&
    !sameValue(undefined, type, storedType) &&
    !unedited(since, 'property.type', type, fieldDef(role, 'property.type'));
  const regionChanged = changedIn(body, stored, 'location', 'region_id', since);
  const actionChanged = changedIn(body, stored, 'property', 'action', since);
  /** Fields sent even when equal, because another change would otherwise make the service drop them. */
  const forced = new Set<string>();
  if (regionChanged) forced.add('location.area_id');
  if (actionChanged) forced.add('price.price_period');

  for (const [blockName, value] of Object.entries(body)) {
    if (value === undefined || Array.isArray(value)) continue;
    const block = value as Block;
    if (blockName === 'special') diffSpecial(state, block, stored, type, typeChanged);
    else if (blockName === 'seller' && resource === 'property') diffSellerLink(state, block, stored);
    else diffBlock(state, role, blockName, block, blockOf(stored, blockName), forced);
  }
  emptiedCells(state, { role, body, stored, mapped, type, typeChanged, regionChanged, actionChanged });
  if (resource === 'property') keepSeller(state, body, stored, mapped);
  return { body: state.body, changes: state.changes };
}

/**
 * A listing's PUT always names its seller. The spec says a PUT without `seller` makes the office administrator
 * advertise the listing; the sandbox keeps the stored seller instead (docs/api.md), but a modify that only changes a
 * price must not risk handing the listing to the administrator. Nothing is added when nothing is sent.
 */
function keepSeller(state: DiffState, body: WriteBody, stored: unknown, mapped: ReadonlySet<string>): void {
  if (Object.keys(state.body).length === 0 || state.body['seller'] !== undefined) return;
  const own = blockOf(body, 'seller');
  // A seller the user did not edit but a colleague changed on the portal stays the portal's.
  const portalSeller = state.since !== null && sellerUnedited(state.since, body, mapped) && !sameSeller(own, stored);
  if (own !== undefined && sellerLinkOf(body) !== null && !portalSeller) {
    state.body['seller'] = { ...own };
    return;
  }
  const storedSeller = storedSellerLink(stored);
  if (storedSeller !== null) state.body['seller'] = storedSeller;
}

/** Whether the row's seller reference names the seller the service holds. */
function sameSeller(own: Block | undefined, stored: unknown): boolean {
  const theirs = blockOf(stored, 'seller');
  if (own === undefined) return false;
  if (!isEmpty(own['transfer_id'])) return sameValue(undefined, own['transfer_id'], theirs?.['transfer_id']);
  return sameValue(undefined, own['id'], theirs?.['id']);
}

/** Whether the row's seller link (each mapped seller column) holds what the snapshot says it held. */
function sellerUnedited(since: EditedSince, body: WriteBody, mapped: ReadonlySet<string>): boolean {
  const own = blockOf(body, 'seller');
  const keys = new Set([...mapped].filter((k) => k.startsWith('seller.')));
  for (const name of Object.keys(own ?? {})) keys.add(`seller.${name}`);
  if (keys.size === 0) return false;
  return [...keys].every((k) => unedited(since, k, own?.[splitKey(k)[1]] ?? null, undefined));
}

function changedIn(body: WriteBody, stored: unknown, block: string, name: string, since: EditedSince | null): boolean {
  const v = blockOf(body, block)?.[name];
  return (
    v !== undefined &&
    !sameValue(undefined, v, blockOf(stored, block)?.[name]) &&
    !unedited(since, `${block}.${name}`, v, undefined)
  );
}

function diffBlock(
  state: DiffState,
  role: 'sellers' | 'properties',
  blockName: string,
  block: Block,
  storedBlock: Block | undefined,
  forced: ReadonlySet<string>,
): void {
  for (const [name, v] of Object.entries(block)) {
    const key = `${blockName}.${name}`;
    const old = storedBlock?.[name] ?? null;
    const def = fieldDef(role, key);
    // A cell the export shortened stands for the portal's whole text: never sent back as it is.
    if (sameValue(def, v, old) || unedited(state.since, key, v, def) || isShortenedFrom(v, old)) {
      if (forced.has(key)) put(state, blockName, name, v);
      continue;
    }
    put(state, blockName, name, v);
    state.changes.push(change(state, { key, kind: 'set', old, new: v }, def));
  }
}

/** A listing's seller is one reference, by service ID or by transfer_id: equal when it names the same seller. */
function diffSellerLink(state: DiffState, block: Block, stored: unknown): void {
  const storedSeller = blockOf(stored, 'seller');
  const byReference = block['transfer_id'] !== undefined;
  const key = byReference ? 'seller.transfer_id' : 'seller.id';
  const mine = byReference ? block['transfer_id'] : block['id'];
  const theirs = byReference ? storedSeller?.['transfer_id'] : storedSeller?.['id'];
  if (!isEmpty(mine) && (sameValue(undefined, mine, theirs) || unedited(state.since, key, mine, undefined))) return;
  state.body['seller'] = { ...block };
  state.changes.push(change(state, { key, kind: 'set', old: sellerName(storedSeller), new: mine ?? null }, undefined));
}

/** How a stored seller is shown: by its reference when it has one, else by its service ID. */
function sellerName(seller: Block | undefined): unknown {
  if (seller === undefined) return null;
  return isEmpty(seller['transfer_id']) ? (seller['id'] ?? null) : seller['transfer_id'];
}

function diffSpecial(state: DiffState, block: Block, stored: unknown, type: unknown, typeChanged: boolean): void {
  const entries = Object.entries(block);
  const [first] = entries;
  const fields = first?.[1];
  // Not one block of the listing's type: sent as it is, for the service to judge.
  if (
    entries.length !== 1 ||
    first === undefined ||
    first[0] !== type ||
    fields === null ||
    typeof fields !== 'object'
  ) {
    state.body['special'] = { ...block };
    return;
  }
  const storedFields = typeChanged ? undefined : blockOf(blockOf(stored, 'special'), first[0]);
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(fields as Block)) {
    const old = storedFields?.[name] ?? null;
    const def = specialDef(type, name);
    const key = `special.${name}`;
    if (!typeChanged && (sameValue(def, v, old) || unedited(state.since, key, v, def))) continue;
    out[name] = v;
    if (!sameValue(def, v, old)) state.changes.push(change(state, { key, kind: 'set', old, new: v }, def));
  }
  if (Object.keys(out).length > 0 || typeChanged) state.body['special'] = { [first[0]]: out };
}

interface EmptiedInput {
  readonly role: 'sellers' | 'properties';
  readonly body: WriteBody;
  readonly stored: unknown;
  readonly mapped: ReadonlySet<string>;
  readonly type: unknown;
  readonly typeChanged: boolean;
  readonly regionChanged: boolean;
  readonly actionChanged: boolean;
}

/** Mapped cells left empty where the service holds a value: removed where the API can, else reported as kept. */
function emptiedCells(state: DiffState, e: EmptiedInput): void {
  let sellerSeen = false;
  for (const key of e.mapped) {
    if (EMPTY_MEANS_DEFAULT.has(key)) continue;
    const [blockName, name] = splitKey(key);
    if (blockName === 'seller' && e.role === 'properties') {
      if (!sellerSeen) emptiedSeller(state, e);
      sellerSeen = true;
      continue;
    }
    if (blockName === 'special') {
      emptiedSpecial(state, e, name);
      continue;
    }
    if (blockOf(e.body, blockName)?.[name] !== undefined) continue;
    const old = blockOf(e.stored, blockName)?.[name];
    if (isEmpty(old)) continue;
    const def = fieldDef(e.role, key);
    // Empty at the export too: the value is the portal's, not something the user removed.
    if (unedited(state.since, key, null, def)) continue;
    if ((key === 'location.area_id' && e.regionChanged) || (key === 'price.price_period' && e.actionChanged)) {
      // The service drops these itself with the other change (docs/api.md): shown, nothing to send.
      state.changes.push(change(state, { key, kind: 'clear', old, new: null }, def));
    } else if (def?.nullable === true) {
      put(state, blockName, name, null);
      state.changes.push(change(state, { key, kind: 'clear', old, new: null }, def));
    } else if (CLEARED_WITH_EMPTY_TEXT.has(key)) {
      put(state, blockName, name, '');
      state.changes.push(change(state, { key, kind: 'clear', old, new: null }, def));
    } else {
      state.changes.push({ key, kind: 'kept', old, new: null });
    }
  }
}

/** A listing whose seller cells were emptied keeps its seller: a modify without `seller` leaves it as it is. */
function emptiedSeller(state: DiffState, e: EmptiedInput): void {
  if (blockOf(e.body, 'seller') !== undefined) return;
  const storedSeller = blockOf(e.stored, 'seller');
  const old = sellerName(storedSeller);
  if (isEmpty(old) || (state.since !== null && sellerUnedited(state.since, e.body, e.mapped))) return;
  const key = isEmpty(storedSeller?.['transfer_id']) ? 'seller.id' : 'seller.transfer_id';
  state.changes.push({ key, kind: 'kept', old, new: null });
}

function emptiedSpecial(state: DiffState, e: EmptiedInput, name: string): void {
  if (e.typeChanged || !isPropertyType(e.type)) return;
  const def = specialDef(e.type, name);
  if (def === undefined) return;
  const bodyFields = blockOf(blockOf(e.body, 'special'), e.type);
  if (bodyFields?.[name] !== undefined) return;
  const old = blockOf(blockOf(e.stored, 'special'), e.type)?.[name];
  const key = `special.${name}`;
  if (isEmpty(old) || unedited(state.since, key, null, def)) return;
  if (!def.nullable) {
    state.changes.push({ key, kind: 'kept', old, new: null });
    return;
  }
  const special = (state.body['special'] ??= {});
  const fields = (special[e.type] ??= {}) as Record<string, unknown>;
  fields[name] = null;
  state.changes.push(change(state, { key, kind: 'clear', old, new: null }, def));
}

/** Whether the diff sends anything. */
export function hasChanges(diff: RecordDiff): boolean {
  return Object.keys(diff.body).length > 0;
}
