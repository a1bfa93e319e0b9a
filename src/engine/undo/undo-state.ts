// What the portal holds now for the rows of a run to undo: their records, their owners' images, and which listings
// name the sellers the run created (a seller is deleted only when none does).
import type { Result } from '../../catalog';
import { ok } from '../../catalog';
import type { ApiClient, ApiFailure } from '../api';
import type { WantedRecord } from '../upload/current-records';
import { PROPERTY_BLOCKS, fetchCurrentRecords } from '../upload/current-records';
import { storedSellerLink } from '../upload/record-diff';
import type { UndoState } from './undo-plan';
import { ownerIdOf } from './undo-plan';
import type { RunRow } from './undo-types';

const ALL_BLOCKS: ReadonlySet<string> = new Set(PROPERTY_BLOCKS);

function idOf(record: unknown): number | null {
  const id = record !== null && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
  const n = id !== null && typeof id === 'object' ? (id as { id?: unknown }).id : undefined;
  return typeof n === 'number' ? n : null;
}

/** `rows`: the rows to plan; `all`: every row of the run (an image's owner may be a row created by the run). */
export async function fetchUndoState(
  client: ApiClient,
  rows: readonly RunRow[],
  all: readonly RunRow[],
  signal?: AbortSignal,
): Promise<Result<UndoState, ApiFailure>> {
  const seller: WantedRecord[] = [];
  const property: WantedRecord[] = [];
  const owners = { seller: [] as WantedRecord[], property: [] as WantedRecord[] };
  const sellerOffices = new Set<number>();
  const ownerOf = new Map<string, number>();
  for (const r of rows) {
    const u = r.undo;
    if (u === null || r.serviceId === null || u.operation === 'delete') continue;
    const officeId = u.officeId ?? 0;
    if (u.resource === 'seller' || u.resource === 'property') {
      (u.resource === 'seller' ? seller : property).push({ id: r.serviceId, officeId });
      if (u.resource === 'seller' && u.operation === 'create' && u.officeId !== null) sellerOffices.add(u.officeId);
      continue;
    }
    const ownerId = ownerIdOf(r, all);
    if (ownerId === null) continue;
    ownerOf.set(r.key, ownerId);
    (u.resource === 'seller_image' ? owners.seller : owners.property).push({ id: ownerId, officeId });
  }
  const records = await fetchCurrentRecords(
    client,
    { seller, property, propertyBlocks: ALL_BLOCKS, imageOwners: owners },
    signal ? { signal } : {},
  );
  if (!records.ok) return records;
  const namedBy = new Map<number, number[]>();
  for (const officeId of sellerOffices) {
    const listed = await client.listRecordBodies('property', { office_id: officeId, part: ['id', 'seller'] }, signal);
    if (!listed.ok) return listed;
    for (const item of listed.value) {
      const sellerId = storedSellerLink(item)?.['id'];
      const id = idOf(item);
      if (typeof sellerId !== 'number' || id === null) continue;
      namedBy.set(sellerId, [...(namedBy.get(sellerId) ?? []), id]);
    }
  }
  return ok({ records: records.value, namedBy, owners: ownerOf });
}
