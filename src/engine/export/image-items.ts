// The images of listed sellers and listings as items of the image sheets: owner, the image's fields, its own ID.
import type { ListedItem } from './fetch-records';

type Block = Readonly<Record<string, unknown>>;

function blockOf(item: Block | undefined, name: string): Block | undefined {
  const b = item?.[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Block) : undefined;
}

/**
 * The owner as an image row names it: by its reference when it has one, else by its service identifier (the API
 * takes one or the other in the query, docs/api.md). A reference keeps working when the owner row is edited.
 */
function ownerRef(owner: ListedItem): Block {
  const id = blockOf(owner, 'id');
  const transferId = id?.['transfer_id'];
  return typeof transferId === 'string' && transferId !== '' ? { transfer_id: transferId } : { id: id?.['id'] };
}

/**
 * One item per image, shaped like a listed record so the row writer reads it as any other: `owner`, `id`
 * (`id.id` is the image's Service ID, `id.transfer_id` its reference) and `image`. In the service's order
 * (ascending `order`), owner by owner.
 */
export function imageItems(owners: readonly ListedItem[]): ListedItem[] {
  const out: ListedItem[] = [];
  for (const owner of owners) {
    const images = owner['images'];
    if (!Array.isArray(images) || images.length === 0) continue;
    const ref = ownerRef(owner);
    for (const raw of images as readonly unknown[]) {
      if (raw === null || typeof raw !== 'object') continue;
      const id = blockOf(raw as Block, 'id');
      const image = blockOf(raw as Block, 'image') ?? {};
      const serviceId = id?.['id'] ?? image['id'];
      out.push({ owner: ref, id: { id: serviceId, transfer_id: id?.['transfer_id'] ?? null }, image });
    }
  }
  return out;
}
