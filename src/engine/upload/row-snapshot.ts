// What each field of a row held when the workbook was exported (or last written back): tells the fields the user
// edited since from those changed on the portal meanwhile, so a modify sends only the user's edits
// (docs/round-trip.md).
import { hash } from 'node:crypto';
import type { FieldDef, WriteBody } from '../../catalog';
import { IMPORT_ACTION_FIELD } from '../../catalog';
import type { EditedSince } from './record-diff';
import { SNAPSHOT_MARK as MARK } from '../validation/fingerprint-cell';
import { canonicalJson, fieldDef, specialDef } from './record-diff';

/** Base64url characters per entry: a hash of the catalog key, then a hash of the field's normalised value. */
const KEY_CHARS = 6;
const VALUE_CHARS = 8;
const ENTRY_CHARS = KEY_CHARS + VALUE_CHARS;
const ENTRIES = /^[A-Za-z0-9_-]*$/;

export type SnapshotRole = 'sellers' | 'properties';

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * The value as `sameValue` (record-diff.ts) compares it: numbers as numbers to the field's precision (the service
 * echoes a decimal as `"41000000.00"`; a spreadsheet program keeps 15 digits), texts with line ends unified and
 * trimmed, empty, null and absent alike. So a cell re-saved by another program, or the service's echo of the value
 * the export wrote, hashes to the same entry.
 */
export function normalisedValue(def: FieldDef | undefined, v: unknown): string {
  if (isEmpty(v)) return '';
  const kind = def?.type.kind;
  // A text of a text field is never read as a number (names, phones: most of what an upload hashes).
  const numeric = kind === 'uint' || kind === 'decimal' || kind === 'double' || typeof v === 'number';
  const n = numeric ? asNumber(v) : null;
  if (n !== null) {
    const rounded = def?.type.kind === 'decimal' ? Number(n.toFixed(def.type.scale)) : Number(n.toPrecision(15));
    return `n:${String(rounded)}`;
  }
  if (typeof v === 'string') return `s:${(v.includes('\r') ? v.replace(/\r\n?/g, '\n') : v).trim()}`;
  if (typeof v === 'number') return `s:${String(v).trim()}`;
  return `j:${canonicalJson(v)}`;
}

function shortHash(text: string, chars: number): string {
  return hash('sha1', text, 'base64url').slice(0, chars);
}

const KEY_HASHES = new Map<string, string>();

function keyHash(key: string): string {
  let h = KEY_HASHES.get(key);
  if (h === undefined) {
    h = shortHash(key, KEY_CHARS);
    KEY_HASHES.set(key, h);
  }
  return h;
}

/**
 * Hashes of normalised values seen (empty cells, words, prices repeat across rows): sealing a 10,000-listing export
 * hashes a million fields. Only short texts (long ones rarely repeat), and bounded, so the memory stays small. Raw
 * values have their own memo (below); this one serves the values built of parts.
 */
const VALUE_HASHES = new Map<string, string>();
const MAX_VALUE_HASHES = 100_000;
const MAX_MEMO_CHARS = 80;

/**
 * The same hashes by the raw value, per field definition (the normalised text is a function of both): most values
 * repeat as they are, so neither the text nor its lookup key is built again. Bounded per definition.
 */
const RAW_HASHES = new WeakMap<object, RawMemo>();
const NO_DEF = {};
const MAX_RAW_HASHES = 5_000;

/**
 * Values looked up in a field's memo before it judges whether the field repeats, and how many of them must have been
 * found for the memo to be worth keeping: a field of names, phones or e-mails repeats nothing, and filling a map with
 * values never asked again cost an upload of 10,000 sellers as much as hashing them (docs/performance.md, "Upload:
 * results written as batches answer (fifth round)"). A field found not to repeat tries again after `RETRY` values.
 */
const TRIAL = 1_024;
const MIN_FOUND = TRIAL / 8;
const RETRY = 16_384;

/** One field definition's memo of raw values, and whether it is worth its upkeep. */
class RawMemo {
  private readonly hashes = new Map<unknown, string>();
  private looked = 0;
  private found = 0;
  /** Values hashed without the memo until it is tried again (0: in use). */
  private resting = 0;

  hashOf(def: FieldDef | undefined, v: unknown): string {
    if (this.resting > 0) {
      this.resting--;
      return shortHash(normalisedValue(def, v), VALUE_CHARS);
    }
    let h = this.hashes.get(v);
    this.looked++;
    if (h === undefined) {
      // Not kept by its text as well: a value new to its field is mostly new to every field (a name, a phone), and a
      // second map of them cost an upload of 10,000 sellers more than the hashes themselves.
      h = shortHash(normalisedValue(def, v), VALUE_CHARS);
      if (this.hashes.size >= MAX_RAW_HASHES) this.hashes.clear();
      this.hashes.set(v, h);
    } else this.found++;
    if (this.looked === TRIAL) this.judge();
    return h;
  }

  /** After a trial: a memo that found too few rests (emptied), else it goes on with a new count. */
  private judge(): void {
    if (this.found < MIN_FOUND) {
      this.hashes.clear();
      this.resting = RETRY;
    }
    this.looked = 0;
    this.found = 0;
  }
}

function isRaw(v: unknown): boolean {
  return typeof v === 'string' ? v.length <= MAX_MEMO_CHARS : v === null || v === undefined || typeof v !== 'object';
}

/** The memo of raw values of a field definition (one for values without a definition). */
function rawMemo(def: FieldDef | undefined): RawMemo {
  let memo = RAW_HASHES.get(def ?? NO_DEF);
  if (memo === undefined) {
    memo = new RawMemo();
    RAW_HASHES.set(def ?? NO_DEF, memo);
  }
  return memo;
}

function valueHash(def: FieldDef | undefined, v: unknown, memo: RawMemo = rawMemo(def)): string {
  if (isRaw(v)) return memo.hashOf(def, v);
  // A long text (a description) rarely repeats: hashed as it is, not kept.
  const text = normalisedValue(def, v);
  return typeof v === 'string' ? shortHash(text, VALUE_CHARS) : textHash(text);
}

function textHash(text: string): string {
  if (text.length > MAX_MEMO_CHARS) return shortHash(text, VALUE_CHARS);
  let h = VALUE_HASHES.get(text);
  if (h === undefined) {
    h = shortHash(text, VALUE_CHARS);
    if (VALUE_HASHES.size >= MAX_VALUE_HASHES) VALUE_HASHES.clear();
    VALUE_HASHES.set(text, h);
  }
  return h;
}

function defOf(role: SnapshotRole, type: unknown, key: string): FieldDef | undefined {
  return key.startsWith('special.') ? specialDef(type, key.slice('special.'.length)) : fieldDef(role, key);
}

/** A catalog key's hash and definition, for one role and listing type. */
interface KeyInfo {
  readonly hash: string;
  readonly def: FieldDef | undefined;
  /** The definition's memo of raw values (`rawMemo`), found once per key, not once per value. */
  readonly memo: RawMemo;
}

function keyInfoOf(key: string, def: FieldDef | undefined): KeyInfo {
  return { hash: keyHash(key), def, memo: rawMemo(def) };
}

/**
 * Key infos by block and field name, per role and listing type. Sealing a 10,000-listing export encodes a million
 * fields: looked up by the body's own (interned) property names, no `block.name` string is built and hashed per field.
 * Bounded: a listing type is the user's cell text, so a workbook of odd types cannot grow it without end.
 */
const KEY_INFOS = new Map<string, Map<string, Map<string, KeyInfo>>>();
const MAX_KEY_INFO_SETS = 64;

type KeyInfos = Map<string, Map<string, KeyInfo>>;

/** The last role and text type asked, with their key infos: rows of a sheet come one type after another. */
let last: { readonly role: SnapshotRole; readonly type: string | undefined; readonly infos: KeyInfos } | null = null;

function keyInfosOf(role: SnapshotRole, type: unknown): KeyInfos {
  if (last !== null && last.role === role && last.type === type) return last.infos;
  const id = `${role}:${typeof type === 'string' ? `s${type}` : `j${canonicalJson(type ?? null)}`}`;
  let infos = KEY_INFOS.get(id);
  if (infos === undefined) {
    if (KEY_INFOS.size >= MAX_KEY_INFO_SETS) KEY_INFOS.clear();
    infos = new Map();
    KEY_INFOS.set(id, infos);
  }
  if (type === undefined || typeof type === 'string') last = { role, type, infos };
  return infos;
}

/** The key infos of one block's fields (`special`: every type block's), by field name. */
function blockInfos(infos: KeyInfos, block: string): Map<string, KeyInfo> {
  let names = infos.get(block);
  if (names === undefined) {
    names = new Map();
    infos.set(block, names);
  }
  return names;
}

function keyInfo(names: Map<string, KeyInfo>, role: SnapshotRole, type: unknown, block: string, name: string): KeyInfo {
  let info = names.get(name);
  if (info === undefined) {
    const key = `${block}.${name}`;
    info = keyInfoOf(key, defOf(role, type, key));
    names.set(name, info);
  }
  return info;
}

function isBlock(v: unknown): v is Readonly<Record<string, unknown>> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A mapped catalog key split at its first dot (`special.floor_area` → `special`, `floor_area`); null: no dot. */
type SplitKey = readonly [string, string] | null;

/** Split once per key: the same mapped keys come with every row of a sheet. Bounded like the other memos. */
const SPLIT_KEYS = new Map<string, SplitKey>();
const MAX_SPLIT_KEYS = 10_000;

function splitKey(key: string): SplitKey {
  let split = SPLIT_KEYS.get(key);
  if (split === undefined) {
    const dot = key.indexOf('.');
    split = dot < 0 ? null : [key.slice(0, dot), key.slice(dot + 1)];
    if (SPLIT_KEYS.size >= MAX_SPLIT_KEYS) SPLIT_KEYS.clear();
    SPLIT_KEYS.set(key, split);
  }
  return split;
}

/** Whether the body has the catalog key (`price.price`, `special.floor_area`: in any type block), empty or not. */
function hasKey(body: WriteBody, split: SplitKey): boolean {
  if (split === null || !Object.hasOwn(body, split[0])) return false;
  const block = (body as Record<string, unknown>)[split[0]];
  if (!isBlock(block)) return false;
  if (split[0] !== 'special') return Object.hasOwn(block, split[1]);
  for (const type in block) {
    const fields = block[type];
    if (isBlock(fields) && Object.hasOwn(fields, split[1])) return true;
  }
  return false;
}

/**
 * The entries of the row being encoded: key infos and value hashes side by side, the body's fields first, then the
 * mapped columns left empty. Reused from row to row (encoding never nests), so a row allocates no entry objects.
 */
const entryInfos: KeyInfo[] = [];
const entryValues: string[] = [];
let entryCount = 0;

/**
 * The snapshot's text in pieces, joined into one flat string: appended piece by piece it was a tree of 80 string
 * halves a listing (about 3 KB), kept while its batch is in flight and flattened at its fingerprint cell, which cost
 * the collector and the cell's binding more than the joining (docs/performance.md, "(tenth round, snapshots)").
 * Reused from row to row, as the entries are.
 */
const pieces: string[] = [MARK];

function addEntry(info: KeyInfo, value: string): void {
  entryInfos[entryCount] = info;
  entryValues[entryCount] = value;
  entryCount++;
}

/** Where a snapshot's entries are gathered from, with what every field's key info is found by. */
interface Gathering {
  readonly role: SnapshotRole;
  readonly type: unknown;
  readonly infos: KeyInfos;
}

/**
 * `Object.hasOwn` as V8 compiles it inside a `for … in` over the same object: a check of the loop's own cache, where
 * `Object.hasOwn` stays a call (about 13 ns a field, 0.5 µs a listing; node 20). The same answer for every object.
 */
const hasOwnProperty = Object.prototype.hasOwnProperty;

/** One entry per field of the block. */
function addBlock(g: Gathering, blockName: string, block: Readonly<Record<string, unknown>>): void {
  const names = blockInfos(g.infos, blockName);
  for (const name in block) {
    if (!hasOwnProperty.call(block, name)) continue;
    const info = keyInfo(names, g.role, g.type, blockName, name);
    addEntry(info, valueHash(info.def, block[name], info.memo));
  }
}

/** The type blocks' fields; two type blocks naming the same field make one entry, the last one's. */
function addSpecial(g: Gathering, special: Readonly<Record<string, unknown>>): void {
  let blocks = 0;
  for (const type in special) if (isBlock(special[type])) blocks++;
  if (blocks <= 1) {
    for (const type in special) if (isBlock(special[type])) addBlock(g, 'special', special[type]);
    return;
  }
  const byName = new Map<string, readonly [KeyInfo, string]>();
  const names = blockInfos(g.infos, 'special');
  for (const type in special) {
    const block = special[type];
    if (!isBlock(block)) continue;
    for (const name in block) {
      if (!hasOwnProperty.call(block, name)) continue;
      const info = keyInfo(names, g.role, g.type, 'special', name);
      byName.set(name, [info, valueHash(info.def, block[name], info.memo)]);
    }
  }
  for (const [info, value] of byName.values()) addEntry(info, value);
}

/**
 * What a row's snapshot is laid out by, apart from its values: the key infos of its fields in the body's order, the
 * mapped columns, which of these the body leaves empty, and the entries' order. Rows of one sheet share it, so the
 * entries are not sorted nor the columns looked up in the body again for every row: a listing of 40 fields spent a
 * third of its snapshot in those.
 */
interface Layout {
  readonly infos: KeyInfos;
  readonly fields: readonly KeyInfo[];
  readonly mapped: readonly string[];
  readonly empty: readonly KeyInfo[];
  /** Entry indices in the snapshot's order; null when two keys hash alike, so the values decide each row's order. */
  readonly order: readonly number[] | null;
}

let lastLayout: Layout | null = null;

function sameList<T>(a: readonly T[], from: number, b: readonly T[], count: number): boolean {
  if (a.length - from < count || b.length !== count) return false;
  for (let i = 0; i < count; i++) if (a[from + i] !== b[i]) return false;
  return true;
}

/** The key infos of the mapped columns the body leaves empty (the Import action is mapped like a field but is none). */
function emptyColumns(g: Gathering, body: WriteBody, mapped: readonly string[]): KeyInfo[] {
  const empty: KeyInfo[] = [];
  const added = new Set<string>();
  for (const key of mapped) {
    if (key === IMPORT_ACTION_FIELD || added.has(key)) continue;
    const split = splitKey(key);
    if (hasKey(body, split)) continue;
    added.add(key);
    empty.push(
      split === null
        ? keyInfoOf(key, defOf(g.role, g.type, key))
        : keyInfo(blockInfos(g.infos, split[0]), g.role, g.type, split[0], split[1]),
    );
  }
  return empty;
}

/**
 * The gathered entries' indices sorted as the entries' text would sort (both parts have a fixed length), without
 * building and comparing 14-character strings: joined strings that long are ropes in V8, slow to compare.
 */
function sortedOrder(): number[] {
  const order = Array.from({ length: entryCount }, (_, i) => i);
  return order.sort((a, b) => {
    const ka = entryInfos[a]?.hash ?? '';
    const kb = entryInfos[b]?.hash ?? '';
    if (ka !== kb) return ka < kb ? -1 : 1;
    const va = entryValues[a] ?? '';
    const vb = entryValues[b] ?? '';
    return va < vb ? -1 : va > vb ? 1 : 0;
  });
}

function keysTie(order: readonly number[]): boolean {
  for (let i = 1; i < order.length; i++) {
    if (entryInfos[order[i - 1] ?? 0]?.hash === entryInfos[order[i] ?? 0]?.hash) return true;
  }
  return false;
}

/** The layout of the gathered row: the last one when its fields and mapped columns are the same, else worked out. */
function layoutOf(g: Gathering, body: WriteBody, mapped: readonly string[]): Layout {
  const fields = entryCount;
  const last = lastLayout;
  if (
    last !== null &&
    last.infos === g.infos &&
    sameList(entryInfos, 0, last.fields, fields) &&
    sameList(mapped, 0, last.mapped, mapped.length)
  ) {
    return last;
  }
  const empty = emptyColumns(g, body, mapped);
  for (const info of empty) addEntry(info, valueHash(info.def, null, info.memo));
  const order = sortedOrder();
  entryCount = fields;
  // The mapped keys copied: a caller may fill the same array again for another sheet.
  const layout = {
    infos: g.infos,
    fields: entryInfos.slice(0, fields),
    mapped: [...mapped],
    empty,
    order: keysTie(order) ? null : order,
  };
  lastLayout = layout;
  return layout;
}

/**
 * The snapshot of a row: one entry per field of its body and per mapped column left empty (an empty cell is a value
 * too: typing into it later is an edit). About 14 characters a field: a listing of 100 fields takes 1,400 of the
 * cell's 32,767.
 */
export function encodeSnapshot(role: SnapshotRole, body: WriteBody, mapped: Iterable<string>): string {
  const type = (body['property'] as Record<string, unknown> | undefined)?.['type'];
  const g: Gathering = { role, type, infos: keyInfosOf(role, type) };
  entryCount = 0;
  for (const blockName in body) {
    const block = (body as Record<string, unknown>)[blockName];
    if (!isBlock(block)) continue;
    if (blockName === 'special') addSpecial(g, block);
    else addBlock(g, blockName, block);
  }
  const layout = layoutOf(g, body, Array.isArray(mapped) ? (mapped as readonly string[]) : [...mapped]);
  for (const info of layout.empty) addEntry(info, valueHash(info.def, null, info.memo));
  const size = 2 * entryCount + 1;
  if (pieces.length !== size) pieces.length = size;
  pieces[0] = MARK;
  let at = 1;
  for (const i of layout.order ?? sortedOrder()) {
    pieces[at++] = entryInfos[i]?.hash ?? '';
    pieces[at++] = entryValues[i] ?? '';
  }
  return pieces.join('');
}

/** The hash a snapshot entry names the catalog key by (`location.address`). */
export function snapshotKey(key: string): string {
  return keyHash(key);
}

/**
 * The entries of the given key hashes only, `key hash + value hash` each: no map per snapshot, for indexing thousands
 * of rows by a few fields. Empty when the text is not a snapshot this version writes.
 */
export function snapshotValuesOf(text: string | null | undefined, keys: ReadonlySet<string>): string[] {
  if (text === null || text === undefined || !text.startsWith(MARK)) return [];
  const out: string[] = [];
  for (let i = MARK.length; i + ENTRY_CHARS <= text.length; i += ENTRY_CHARS) {
    if (keys.has(text.slice(i, i + KEY_CHARS))) out.push(text.slice(i, i + ENTRY_CHARS));
  }
  return out;
}

/** The snapshot's entries, key hash → value hash; null when the text is not one this version writes. */
export function snapshotEntries(text: string | null | undefined): ReadonlyMap<string, string> | null {
  if (text === null || text === undefined || !text.startsWith(MARK)) return null;
  const body = text.slice(MARK.length);
  if (body.length % ENTRY_CHARS !== 0 || !ENTRIES.test(body)) return null;
  const entries = new Map<string, string>();
  for (let i = 0; i < body.length; i += ENTRY_CHARS) {
    entries.set(body.slice(i, i + KEY_CHARS), body.slice(i + KEY_CHARS, i + ENTRY_CHARS));
  }
  return entries;
}

/** The snapshot as record-diff.ts asks it; null when the text is not one this version writes (`S1:` and entries). */
export function readSnapshot(text: string | null | undefined): EditedSince | null {
  const entries = snapshotEntries(text);
  if (entries === null) return null;
  return {
    matches(key: string, value: unknown, def: FieldDef | undefined): boolean | null {
      const entry = entries.get(keyHash(key));
      // Without a definition, the key's own (a seller link, a region): a number written as text still hashes alike.
      const known =
        def ?? (key.startsWith('special.') ? undefined : (fieldDef('properties', key) ?? fieldDef('sellers', key)));
      return entry === undefined ? null : entry === valueHash(known, value);
    },
  };
}
