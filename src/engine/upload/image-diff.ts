// Partial updates of images (docs/round-trip.md): an image modify carries only the fields of its item that differ from
// the image the service holds, since an image PUT merges per field like PUT /property (docs/api.md, "Images").
import type { FieldDef } from '../../catalog';
import { IMAGE_FIELDS } from '../../catalog';
import type { FieldChange } from '../model/field-change';
import { sameValue } from './record-diff';

type Block = Readonly<Record<string, unknown>>;

/** The fields of `image` a row can change, by name; the item's `id.transfer_id` names the image and is not compared. */
const IMAGE_DEFS: ReadonlyMap<string, FieldDef> = new Map(
  IMAGE_FIELDS.filter((f) => f.key.startsWith('image.')).map((f) => [f.key.slice('image.'.length), f]),
);

/**
 * Texts removed by sending `""`: an image title has no minimum length and `null` is refused (docs/api.md: `null` only
 * for fields marked N or T). The URL and the order cannot be removed, so their emptied cells are reported as kept.
 */
const CLEARED_WITH_EMPTY_TEXT: ReadonlySet<string> = new Set(['long_title', 'short_title']);

export interface ImageDiff {
  /** The image item to send: the row's `id` and only the changed fields of `image`; null when nothing changes. */
  readonly item: Block | null;
  readonly changes: readonly FieldChange[];
}

function blockOf(value: unknown, name: string): Block | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const b = (value as Block)[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Block) : undefined;
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

/**
 * The image item `item` (`{id: {transfer_id}, image: {…}}`, as a row builds it) against `stored` (the image as GET
 * lists it under `images`, with `images.image`). `mapped`: the catalog keys of the row's sheet that have a column,
 * so an emptied title is told from a sheet without a title column. An emptied title is cleared with `""`; an
 * emptied URL or order is kept by the service and reported so.
 */
export function diffImage(item: Block, stored: unknown, mapped: ReadonlySet<string>): ImageDiff {
  const image = blockOf(item, 'image') ?? {};
  const storedImage = blockOf(stored, 'image') ?? {};
  const out: Record<string, unknown> = {};
  const changes: FieldChange[] = [];
  for (const [name, v] of Object.entries(image)) {
    const old = storedImage[name] ?? null;
    if (sameValue(IMAGE_DEFS.get(name), v, old)) continue;
    out[name] = v;
    changes.push({ key: `image.${name}`, kind: 'set', old, new: v });
  }
  for (const name of IMAGE_DEFS.keys()) {
    const key = `image.${name}`;
    const old = storedImage[name];
    if (!mapped.has(key) || image[name] !== undefined || isEmpty(old)) continue;
    if (CLEARED_WITH_EMPTY_TEXT.has(name)) {
      out[name] = '';
      changes.push({ key, kind: 'clear', old, new: null });
    } else changes.push({ key, kind: 'kept', old, new: null });
  }
  if (Object.keys(out).length === 0) return { item: null, changes };
  return { item: { ...item, image: out }, changes };
}

/** The image of `owner` (a record as GET lists it with `images.id,images.image`) whose reference is `transferId`. */
export function storedImage(owner: unknown, transferId: string): unknown {
  if (owner === null || typeof owner !== 'object') return undefined;
  const images = (owner as { readonly images?: unknown }).images;
  if (!Array.isArray(images)) return undefined;
  return (images as readonly unknown[]).find((im) => blockOf(im, 'id')?.['transfer_id'] === transferId);
}
