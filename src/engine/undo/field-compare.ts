// Field by field: what the portal holds now against what a run left and what was there before it (docs/undo.md,
// "Never overwrite what changed since"). Values compare as the upload's diff compares them (record-diff.ts).
import type { FieldDef } from '../../catalog';
import { IMAGE_FIELDS } from '../../catalog';
import { fieldDef, sameValue, specialDef } from '../upload/record-diff';
import type { FlatFields } from '../upload/undo-record';
import { flattenBody } from '../upload/undo-record';
import type { UploadResource } from '../model/planned-request';

type Block = Readonly<Record<string, unknown>>;

const IMAGE_DEFS: ReadonlyMap<string, FieldDef> = new Map(IMAGE_FIELDS.map((f) => [f.key, f]));

/** Texts removed by sending `""` (docs/round-trip.md, "Emptied cells"); other non-nullable fields cannot be emptied. */
const CLEARED_WITH_EMPTY_TEXT: ReadonlySet<string> = new Set([
  'descriptions.hu',
  'descriptions.en',
  'descriptions.de',
  'image.long_title',
  'image.short_title',
]);

function isBlock(v: unknown): v is Block {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function isEmptyValue(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

/** A record as GET lists it, as flat fields (its images and ids left out). */
export function flattenRecord(record: unknown): FlatFields {
  if (!isBlock(record)) return {};
  const { images: _images, id: _id, ...blocks } = record;
  return flattenBody(blocks);
}

/** The listing's type as the record holds it (special fields are defined per type). */
export function typeOf(record: unknown): unknown {
  const property = isBlock(record) ? record['property'] : undefined;
  return isBlock(property) ? property['type'] : undefined;
}

export function defOf(resource: UploadResource, key: string, type: unknown): FieldDef | undefined {
  if (resource === 'seller_image' || resource === 'property_image') return IMAGE_DEFS.get(key);
  if (key.startsWith('special.')) return specialDef(type, key.slice('special.'.length));
  return fieldDef(resource === 'seller' ? 'sellers' : 'properties', key);
}

/** A listing's seller link (`seller.id` / `seller.transfer_id`): one reference, equal by either name. */
function isSellerKey(resource: UploadResource, key: string): boolean {
  return resource === 'property' && (key === 'seller.id' || key === 'seller.transfer_id');
}

function sameSeller(record: FlatFields, value: unknown): boolean {
  if (isEmptyValue(value)) return isEmptyValue(record['seller.id']) && isEmptyValue(record['seller.transfer_id']);
  return typeof value === 'number' ? record['seller.id'] === value : record['seller.transfer_id'] === value;
}

/** Whether the portal's record holds `value` for `key`. */
export function holds(
  resource: UploadResource,
  record: FlatFields,
  key: string,
  value: unknown,
  type: unknown,
): boolean {
  if (isSellerKey(resource, key)) return sameSeller(record, value);
  const def = defOf(resource, key, type);
  return sameValue(def, unsetAsNo(def, record[key]), unsetAsNo(def, value));
}

/** A yes/no field never set reads as no (a listing never featured is not featured). */
function unsetAsNo(def: FieldDef | undefined, v: unknown): unknown {
  return def?.type.kind === 'bool' && isEmptyValue(v) ? false : v;
}

export type PutBackValue = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

/**
 * What to send to put `before` back into `key`: the value itself, or for an empty one `null` where the field takes it,
 * `""` for a text emptied that way; nothing (not possible) where the API cannot remove a value.
 */
export function putBackValue(resource: UploadResource, key: string, before: unknown, type: unknown): PutBackValue {
  if (!isEmptyValue(before)) return { ok: true, value: before };
  if (CLEARED_WITH_EMPTY_TEXT.has(key)) return { ok: true, value: '' };
  if (isSellerKey(resource, key)) return { ok: false };
  const def = defOf(resource, key, type);
  if (def?.type.kind === 'bool') return { ok: true, value: false };
  return def?.nullable === true ? { ok: true, value: null } : { ok: false };
}

/** Flat fields back into a write body's blocks; special fields go under the listing's type. */
export function bodyOf(fields: FlatFields, type: unknown): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(fields)) {
    const dot = key.indexOf('.');
    const block = key.slice(0, dot);
    const name = key.slice(dot + 1);
    if (block === 'seller') {
      out['seller'] = typeof value === 'number' ? { id: value } : { transfer_id: value };
      continue;
    }
    const target = (out[block] ??= {});
    if (block === 'special') {
      const inner = (target[String(type)] ??= {}) as Record<string, unknown>;
      inner[name] = value;
    } else target[name] = value;
  }
  return out;
}
