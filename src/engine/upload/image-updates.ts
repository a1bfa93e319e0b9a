// Image modifies narrowed to their changed fields (docs/round-trip.md): which owners' images to fetch, and the plan row
// after comparing the row's image item with the image the service holds.
import type { PreparedRow } from '../model/prepared-row';
import type { CurrentRecords, WantedRecord } from './current-records';
import { currentKey } from './current-records';
import { diffImage, storedImage } from './image-diff';
import type { FieldChange } from '../model/field-change';
import type { PlannedRequest } from '../model/planned-request';
import type { PlannedRow } from '../model/planned-row';
import type { UploadPlan } from '../model/upload-plan';

const NO_KEYS: ReadonlySet<string> = new Set();

type ImageModify = {
  readonly action: 'send';
  readonly request: PlannedRequest & { readonly ownerId: number; readonly transferId: string };
};

/** A PUT of one image named by its reference, whose owner's service ID the plan knows. */
export function isImageModify(p: PlannedRow | undefined): p is ImageModify {
  return (
    p?.action === 'send' &&
    p.request.method === 'PUT' &&
    p.request.operation === 'modify' &&
    (p.request.resource === 'property_image' || p.request.resource === 'seller_image') &&
    typeof p.request.ownerId === 'number' &&
    p.request.transferId !== null
  );
}

function ownerResource(request: PlannedRequest): 'seller' | 'property' {
  return request.resource === 'seller_image' ? 'seller' : 'property';
}

/** The owners whose images the plan's image modifies need, per resource. */
export function imageOwnersWanted(plan: UploadPlan): {
  readonly seller: readonly WantedRecord[];
  readonly property: readonly WantedRecord[];
} {
  const seller: WantedRecord[] = [];
  const property: WantedRecord[] = [];
  // Indexed: a plan without image rows is passed over once, in code not yet optimised (`for … of` made an object a row).
  for (let i = 0; i < plan.rows.length; i++) {
    const p = plan.rows[i];
    if (!isImageModify(p)) continue;
    const wanted = { id: p.request.ownerId, officeId: p.request.officeId };
    if (ownerResource(p.request) === 'seller') seller.push(wanted);
    else property.push(wanted);
  }
  return { seller, property };
}

/** The one image item the plan sends for an image row (`{"images": [item]}`), or null for another body. */
function itemOf(request: PlannedRequest): Readonly<Record<string, unknown>> | null {
  const images = (request.body as { readonly images?: unknown } | null)?.images;
  if (!Array.isArray(images) || images.length !== 1) return null;
  const item: unknown = images[0];
  return item !== null && typeof item === 'object' ? (item as Readonly<Record<string, unknown>>) : null;
}

/**
 * The image modify with only its changed fields, or `skipped` when nothing differs. An image the owner's list does not
 * hold (deleted meanwhile) or an owner not listed keeps its whole item: the PUT answers for it as before. Emptied
 * cells are looked for only where the item is the row's own.
 */
export function narrowImage(
  p: ImageModify,
  row: PreparedRow,
  current: CurrentRecords,
  mapped: ReadonlySet<string>,
  headers: ReadonlyMap<string, string> | undefined,
): PlannedRow {
  const item = itemOf(p.request);
  const owner = current.get(currentKey(ownerResource(p.request), p.request.ownerId));
  const stored = storedImage(owner, p.request.transferId);
  if (item === null || stored === undefined) return p;
  const diff = diffImage(item, stored, item === row.body ? mapped : NO_KEYS);
  const changes = diff.changes.map((c): FieldChange => {
    const column = headers?.get(c.key);
    return column !== undefined ? { ...c, column } : c;
  });
  if (diff.item === null) return { action: 'skipped', serviceId: p.request.knownId, changes };
  return { action: 'send', request: { ...p.request, body: { images: [diff.item] } }, changes };
}
