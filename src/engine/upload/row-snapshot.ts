// What each field of a row held when the workbook was exported (or last written back): tells the fields the user
// edited since from those changed on the portal meanwhile, so a modify sends only the user's edits (issue 13).
import { hash } from 'node:crypto';
import type { FieldDef, WriteBody } from '../../catalog';
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
  const n = asNumber(v);
  if (n !== null && (kind === 'uint' || kind === 'decimal' || kind === 'double' || typeof v === 'number')) {
    const rounded = def?.type.kind === 'decimal' ? Number(n.toFixed(def.type.scale)) : Number(n.toPrecision(15));
    return `n:${String(rounded)}`;
  }
  if (typeof v === 'string' || typeof v === 'number') return `s:${String(v).replace(/\r\n?/g, '\n').trim()}`;
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
 * hashes a million fields. Only short texts (long ones rarely repeat), and bounded, so the memory stays small.
 */
const VALUE_HASHES = new Map<string, string>();
const MAX_VALUE_HASHES = 100_000;
const MAX_MEMO_CHARS = 80;

function valueHash(def: FieldDef | undefined, v: unknown): string {
  const text = normalisedValue(def, v);
  if (text.length > MAX_MEMO_CHARS) return shortHash(text, VALUE_CHARS);
  let h = VALUE_HASHES.get(text);
  if (h === undefined) {
    h = shortHash(text, VALUE_CHARS);
    if (VALUE_HASHES.size >= MAX_VALUE_HASHES) VALUE_HASHES.clear();
    VALUE_HASHES.set(text, h);
  }
  return h;
}

/** Every field of the body by catalog key (`price.price`, `special.floor_area`, `seller.transfer_id`). */
export function bodyFields(body: WriteBody): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [blockName, block] of Object.entries(body)) {
    if (block === null || typeof block !== 'object' || Array.isArray(block)) continue;
    for (const [name, v] of Object.entries(block as Record<string, unknown>)) {
      if (blockName !== 'special') out.set(`${blockName}.${name}`, v);
      else if (v !== null && typeof v === 'object' && !Array.isArray(v))
        for (const [field, fv] of Object.entries(v as Record<string, unknown>)) out.set(`special.${field}`, fv);
    }
  }
  return out;
}

function defOf(role: SnapshotRole, type: unknown, key: string): FieldDef | undefined {
  return key.startsWith('special.') ? specialDef(type, key.slice('special.'.length)) : fieldDef(role, key);
}

/**
 * The snapshot of a row: one entry per field of its body and per mapped column left empty (an empty cell is a value
 * too: typing into it later is an edit). About 14 characters a field: a listing of 100 fields takes 1,400 of the
 * cell's 32,767.
 */
export function encodeSnapshot(role: SnapshotRole, body: WriteBody, mapped: Iterable<string>): string {
  const fields = bodyFields(body);
  for (const key of mapped) if (!fields.has(key)) fields.set(key, null);
  const type = (body['property'] as Record<string, unknown> | undefined)?.['type'];
  const entries = [...fields].map(([key, v]) => keyHash(key) + valueHash(defOf(role, type, key), v));
  return MARK + entries.sort().join('');
}

/** The snapshot as record-diff.ts asks it; null when the text is not one this version writes (`S1:` and entries). */
export function readSnapshot(text: string | null | undefined): EditedSince | null {
  if (text === null || text === undefined || !text.startsWith(MARK)) return null;
  const body = text.slice(MARK.length);
  if (body.length % ENTRY_CHARS !== 0 || !ENTRIES.test(body)) return null;
  const entries = new Map<string, string>();
  for (let i = 0; i < body.length; i += ENTRY_CHARS) {
    entries.set(body.slice(i, i + KEY_CHARS), body.slice(i + KEY_CHARS, i + ENTRY_CHARS));
  }
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
