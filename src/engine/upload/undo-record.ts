// What a run keeps per row so it can be undone (docs/undo.md, "What a run keeps"): the operation, the fields it sent
// and, for a modify or withdraw, the values the service held before. Journaled with the row's result.
import { z } from 'zod';
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import type { FieldChange } from '../model/field-change';
import type { PlannedRequest, UploadResource } from '../model/planned-request';
import type { PlannedRow } from '../model/planned-row';

/** Flat fields: `block.name` (`price.price`, `special.floor_area`, `seller.id`, `image.url`) → value. */
export type FlatFields = Readonly<Record<string, unknown>>;

export interface UndoRecord {
  readonly resource: UploadResource;
  readonly operation: 'create' | 'modify' | 'withdraw' | 'delete';
  readonly officeId: number | null;
  /** Image rows: how the owner is addressed. */
  readonly owner?: { readonly id: number | null; readonly transferId: string | null };
  /** The record's (an image's) own reference, `id.transfer_id`. */
  readonly ref?: string | null;
  /**
   * A listing withdrawn with no workbook row (sync preview): its address as the portal held it, by which the undo
   * names it beside `ref`; absent in journals of older versions and for workbook rows.
   */
  readonly address?: string | null;
  /**
   * The fields the request set (what the run left on the service, as far as it wrote it); a run's own records hold
   * them as {@link SentValues}, and {@link sentFields} reads either.
   */
  readonly sent?: FlatFields | SentValues;
  /** Modify and withdraw: what each sent field held before the run; absent when the run did not read it. */
  readonly before?: FlatFields;
}

export const undoRecordSchema = z.object({
  resource: z.enum(['seller', 'property', 'seller_image', 'property_image']),
  operation: z.enum(['create', 'modify', 'withdraw', 'delete']),
  officeId: z.number().nullable(),
  owner: z.object({ id: z.number().nullable(), transferId: z.string().nullable() }).optional(),
  ref: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  sent: z.record(z.string(), z.unknown()).optional(),
  before: z.record(z.string(), z.unknown()).optional(),
});

type Block = Readonly<Record<string, unknown>>;

function isBlock(v: unknown): v is Block {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * A write body (or one image item) as flat fields; the special block's type key is dropped (`special.<name>`). Runs
 * once per row sent (its undo record): the keys are made once per block and field, and no entry arrays are built.
 */
export function flattenBody(body: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  eachFlatField(body, (key, value) => (out[key] = value));
  return out;
}

/**
 * The fields a run's write sent, as the journal writes them (journal-result-line.ts): the keys, one list shared by
 * every record of one shape (a sheet's listings), and the record's values in their order. As JSON (written anywhere
 * else) it is the flat fields' object.
 */
export class SentValues {
  constructor(
    /** Never changed once made: records of one shape share it. */
    readonly keys: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** The flat fields as {@link flattenBody} gives them. */
  fields(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < this.keys.length; i++) out[this.keys[i] as string] = this.values[i];
    return out;
  }

  toJSON(): Record<string, unknown> {
    return this.fields();
  }
}

/** The flat fields of an undo record's `sent`, in either form. */
export function sentFields(sent: FlatFields | SentValues | undefined): FlatFields | undefined {
  return sent instanceof SentValues ? sent.fields() : sent;
}

/**
 * Fewer fields than this keep the object form in the journal: their keys are a small part of the line (a seller's
 * three fields), and writing them apart cost more than it saved (docs/performance.md, "(eighth round, the send loop)").
 */
export const FEWEST_KEYS_APART = 8;

/** The keys of the last body made into values, shared by the next one of the same shape. */
let lastKeys: readonly string[] = [];
/** Whether the last body had too few fields to be written apart (a seller's): the next is likely the same. */
let lastFew = false;

/**
 * A write body's fields as {@link SentValues}: made straight from the body, as an object with its 40 keys cost a
 * listing about 4 µs (docs/performance.md, "Upload: per-row work while sending"). A body the journal writes as an
 * object ({@link FEWEST_KEYS_APART}) keeps the object form, and so does one whose keys are not all different (a block
 * or field name with a point in it), where the last value of a key counts.
 */
function sentOf(body: unknown): FlatFields | SentValues {
  if (lastFew) {
    const out: Record<string, unknown> = {};
    if (eachFlatField(body, (key, value) => (out[key] = value)) < FEWEST_KEYS_APART) return out;
    lastFew = false;
  }
  const values: unknown[] = [];
  let keys: string[] | null = null;
  eachFlatField(body, (key, value) => {
    if (keys === null && lastKeys[values.length] !== key) keys = lastKeys.slice(0, values.length);
    keys?.push(key);
    values.push(value);
  });
  if (values.length < FEWEST_KEYS_APART) {
    lastFew = true;
    return flattenBody(body);
  }
  if (keys === null && lastKeys.length !== values.length) keys = lastKeys.slice(0, values.length);
  if (keys !== null) {
    if (new Set(keys).size !== keys.length) return flattenBody(body);
    lastKeys = keys;
  }
  return new SentValues(lastKeys, values);
}

/**
 * `Object.hasOwn` as V8 compiles it inside a `for … in` over the same object: a check of the loop's own cache, where
 * `Object.hasOwn` stays a call (about 13 ns a field, 0.5 µs a listing; node 20). The same answer for every object.
 */
const hasOwnProperty = Object.prototype.hasOwnProperty;

/** Calls `visit` with each flat field of a body, in {@link flattenBody}'s order; how many there were. */
function eachFlatField(body: unknown, visit: (key: string, value: unknown) => void): number {
  if (!isBlock(body)) return 0;
  let count = 0;
  const images = body['images'];
  const item: unknown = Array.isArray(images) && images.length === 1 ? images[0] : body;
  const source = isBlock(item) && isBlock(item['image']) ? { image: item['image'] } : body;
  for (const blockName in source) {
    const block = source[blockName];
    if (!hasOwnProperty.call(source, blockName) || !isBlock(block) || blockName === 'id') continue;
    const inner = blockName === 'special' ? firstBlock(block) : block;
    if (inner === undefined) continue;
    const names = flatNames(blockName);
    for (const name in inner) {
      if (!hasOwnProperty.call(inner, name)) continue;
      visit(flatKey(names, blockName, name), inner[name]);
      count++;
    }
  }
  return count;
}

/** The first value of the block that is a block itself (the special block's type block), as `Object.values` finds it. */
function firstBlock(block: Block): Block | undefined {
  for (const type in block) {
    if (!hasOwnProperty.call(block, type)) continue;
    const inner = block[type];
    if (isBlock(inner)) return inner;
  }
  return undefined;
}

/** `block.name` by block and field; the names are the catalog's, but a cap keeps odd bodies from growing it. */
const FLAT_KEYS = new Map<string, Map<string, string>>();
const MAX_FLAT_BLOCKS = 64;
const MAX_FLAT_NAMES = 1_000;

/** The flat keys of one block's fields, by field name: found once per block, not once per field. */
function flatNames(blockName: string): Map<string, string> {
  let names = FLAT_KEYS.get(blockName);
  if (names === undefined) {
    if (FLAT_KEYS.size >= MAX_FLAT_BLOCKS) FLAT_KEYS.clear();
    names = new Map();
    FLAT_KEYS.set(blockName, names);
  }
  return names;
}

function flatKey(names: Map<string, string>, blockName: string, name: string): string {
  let key = names.get(name);
  if (key === undefined) {
    key = `${blockName}.${name}`;
    if (names.size >= MAX_FLAT_NAMES) names.clear();
    names.set(name, key);
  }
  return key;
}

function beforeOf(changes: readonly FieldChange[] | undefined): Record<string, unknown> | undefined {
  if (changes === undefined) return undefined;
  const out: Record<string, unknown> = {};
  for (const c of changes) if (c.kind !== 'kept') out[c.key] = c.old ?? null;
  return out;
}

/**
 * The undo record of row `row` after result `r`: null when the run changed nothing there (skipped, failed, invalid).
 * `withdrawnFrom`: the status a withdrawn listing had before (read before the run), when known.
 */
export function undoRecordOf(
  row: PreparedRow,
  planned: PlannedRow | undefined,
  r: Pick<RowResult, 'status'>,
  withdrawnFrom: string | undefined,
): UndoRecord | null {
  if (r.status !== 'created' && r.status !== 'updated' && r.status !== 'deleted') return null;
  const request = planned?.action === 'send' ? planned.request : null;
  const resource = request?.resource ?? RESOURCE_OF[row.role];
  const image = resource === 'seller_image' || resource === 'property_image';
  const owner = image ? ownerOf(request, row) : undefined;
  const officeId = request?.officeId ?? row.officeId;
  if (r.status === 'created') return recordOf(resource, 'create', officeId, row.transferId, owner, sentOf(row.body));
  if (r.status === 'deleted') return recordOf(resource, 'delete', officeId, row.transferId, owner);
  if (request?.operation === 'withdraw') {
    const before = withdrawnFrom === undefined ? undefined : { 'property.status': withdrawnFrom };
    return recordOf(resource, 'withdraw', officeId, row.transferId, owner, { 'property.status': 'inactive' }, before);
  }
  const before = beforeOf(planned?.action === 'send' ? planned.changes : undefined);
  const sent = sentOf(request?.body ?? row.body);
  return recordOf(resource, 'modify', officeId, row.transferId, owner, sent, before);
}

/**
 * An undo record with its keys in the journal's order (resource, operation, office, reference, then the owner, the
 * fields sent and the values before where there are any): made as one literal for a row that is no image (every
 * seller and listing), not spread together from parts, which cost each row's record two objects more and a copy.
 */
function recordOf(
  resource: UploadResource,
  operation: UndoRecord['operation'],
  officeId: number | null,
  ref: string | null,
  owner: UndoRecord['owner'],
  sent?: FlatFields | SentValues,
  before?: FlatFields,
): UndoRecord {
  if (owner === undefined && before === undefined) {
    return sent === undefined ? { resource, operation, officeId, ref } : { resource, operation, officeId, ref, sent };
  }
  return {
    resource,
    operation,
    officeId,
    ref,
    ...(owner === undefined ? {} : { owner }),
    ...(sent === undefined ? {} : { sent }),
    ...(before === undefined ? {} : { before }),
  };
}

/** The owner as the request addressed it, with its service ID where the plan knew it. */
function ownerOf(
  request: PlannedRequest | null,
  row: PreparedRow,
): { readonly id: number | null; readonly transferId: string | null } {
  const owner = request?.owner ?? row.owner ?? { id: null, transferId: null };
  return owner.id === null && request?.ownerId !== undefined ? { ...owner, id: request.ownerId } : owner;
}

const RESOURCE_OF: Readonly<Record<PreparedRow['role'], UploadResource>> = {
  sellers: 'seller',
  properties: 'property',
  seller_images: 'seller_image',
  property_images: 'property_image',
};
