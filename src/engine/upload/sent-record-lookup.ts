// Finds on the service the records that doubtful creates made, if they arrived: by transfer_id where the row has
// one, else by content (a record created after it was sent whose fields are the ones sent). Nothing to ask the user.
import type { Result } from '../../catalog';
import { IMAGE_PARTS, PROPERTY_RECORD_PARTS, SELLER_RECORD_PARTS, ok } from '../../catalog';
import type { ApiClient, ApiFailure } from '../api';
import { existingKey, lookupExisting } from './existing-records';
import type { PlannedRequest } from '../model/planned-request';

export interface DoubtfulCreate {
  readonly index: number;
  readonly request: PlannedRequest;
  /** When it was sent; records created well before cannot be it. Null: unknown (any age). */
  readonly sentAt: Date | null;
}

/** Found records by the index of the doubtful create; absent indexes did not arrive. */
export type FoundCreates = ReadonlyMap<number, { readonly id: number }>;

/** Clocks of client and service may differ; records this much older than the send still count. */
const CLOCK_SLACK_MS = 15 * 60 * 1000;

/** True when every value given in `sent` is in `listed` (same place, same value); extra listed fields are ignored. */
export function sentFieldsMatch(sent: unknown, listed: unknown): boolean {
  if (sent === null || typeof sent !== 'object') return sent === listed || (sent === null && listed === undefined);
  if (Array.isArray(sent)) {
    if (!Array.isArray(listed) || sent.length !== listed.length) return false;
    return sent.every((v, i) => sentFieldsMatch(v, (listed as unknown[])[i]));
  }
  if (listed === null || typeof listed !== 'object' || Array.isArray(listed)) return false;
  const l = listed as Record<string, unknown>;
  return Object.entries(sent as Record<string, unknown>).every(([k, v]) => sentFieldsMatch(v, l[k]));
}

function recordOf(listed: unknown): { id: number; officeId: number | null; transferId: string | null } | null {
  if (listed === null || typeof listed !== 'object') return null;
  const id = (listed as Record<string, unknown>)['id'];
  if (id === null || typeof id !== 'object') return null;
  const v = id as Record<string, unknown>;
  if (typeof v['id'] !== 'number') return null;
  return {
    id: v['id'],
    officeId: typeof v['office_id'] === 'number' ? v['office_id'] : null,
    transferId: typeof v['transfer_id'] === 'string' ? v['transfer_id'] : null,
  };
}

/** A seller or property create body against a listed record: the blocks sent, the seller reference, no transfer_id. */
function recordMatches(request: PlannedRequest, listed: unknown): boolean {
  const rec = recordOf(listed);
  if (rec === null || rec.transferId !== null) return false;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const l = listed as Record<string, unknown>;
  for (const [block, value] of Object.entries(body)) {
    if (block === 'id') continue;
    if (block === 'seller' && request.resource === 'property') {
      const s = value as Record<string, unknown> | undefined;
      const ls = l['seller'] as Record<string, unknown> | null | undefined;
      if (s?.['id'] !== undefined && ls?.['id'] !== s['id']) return false;
      if (s?.['transfer_id'] !== undefined && ls?.['transfer_id'] !== s['transfer_id']) return false;
      continue;
    }
    if (!sentFieldsMatch(value, l[block])) return false;
  }
  return true;
}

function imageBody(request: PlannedRequest): Record<string, unknown> {
  const images = (request.body as { images?: unknown[] } | null)?.images;
  const first = Array.isArray(images) ? images[0] : undefined;
  return first !== null && typeof first === 'object' ? (first as Record<string, unknown>) : {};
}

function earliest(items: readonly DoubtfulCreate[]): string | undefined {
  if (items.some((d) => d.sentAt === null)) return undefined;
  const t = Math.min(...items.map((d) => d.sentAt?.getTime() ?? 0));
  return new Date(t - CLOCK_SLACK_MS).toISOString();
}

/**
 * Looks the doubtful creates up. `claimed` holds `resource:id` of records other rows already own (known results),
 * so two rows with the same content never map to one record. Fails only when a look-up fails.
 */
export async function findSentCreates(
  client: ApiClient,
  items: readonly DoubtfulCreate[],
  claimed: ReadonlySet<string>,
): Promise<Result<FoundCreates, ApiFailure>> {
  const found = new Map<number, { readonly id: number }>();
  const taken = new Set(claimed);
  const claim = (resource: string, index: number, id: number): void => {
    taken.add(`${resource}:${id}`);
    found.set(index, { id });
  };

  // 1. By transfer_id: records, and images whose owner and image both have one.
  const byTid = items.filter(
    (d) => d.request.transferId !== null && (d.request.owner === null || d.request.owner.transferId !== null),
  );
  if (byTid.length > 0) {
    const need = { seller: new Map<number, Set<string>>(), property: new Map<number, Set<string>>() };
    for (const { request: r } of byTid) {
      const res = r.resource === 'seller' || r.resource === 'seller_image' ? 'seller' : 'property';
      const tid = r.owner === null ? r.transferId : r.owner.transferId;
      if (tid === null) continue;
      const set = need[res].get(r.officeId) ?? new Set<string>();
      set.add(tid);
      need[res].set(r.officeId, set);
    }
    const withImages = byTid.some((d) => d.request.owner !== null);
    const looked = await lookupExisting(client, need, { withImages, parallel: 2 });
    if (!looked.ok) return looked;
    for (const { index, request: r } of byTid) {
      if (r.owner === null) {
        const res = r.resource === 'seller' ? 'seller' : 'property';
        const rec = r.transferId === null ? undefined : looked.value.get(existingKey(res, r.officeId, r.transferId));
        if (rec !== undefined) claim(r.resource, index, rec.id);
        continue;
      }
      const ownerRes = r.resource === 'seller_image' ? 'seller' : 'property';
      const ownerTid = r.owner.transferId;
      const owner = ownerTid === null ? undefined : looked.value.get(existingKey(ownerRes, r.officeId, ownerTid));
      const image = owner?.images.find((im) => im.transferId === r.transferId);
      if (image !== undefined) claim('image', index, image.id);
    }
  }

  // 2. Records without transfer_id: by content, among the office's records created since shortly before sending.
  const byContent = items.filter((d) => d.request.transferId === null && d.request.owner === null);
  const groups = new Map<string, DoubtfulCreate[]>();
  for (const d of byContent) {
    const k = `${d.request.resource}|${d.request.officeId}`;
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  for (const group of groups.values()) {
    const first = group[0];
    if (first === undefined) continue;
    const resource = first.request.resource === 'seller' ? 'seller' : 'property';
    const after = earliest(group);
    const listed = await client.listRecordBodies(resource, {
      office_id: first.request.officeId,
      part: resource === 'seller' ? SELLER_RECORD_PARTS : PROPERTY_RECORD_PARTS,
      ...(after !== undefined ? { created_after: after } : {}),
    });
    if (!listed.ok) return listed;
    for (const d of group) {
      const hit = listed.value.find((l) => {
        const rec = recordOf(l);
        return rec !== null && !taken.has(`${d.request.resource}:${rec.id}`) && recordMatches(d.request, l);
      });
      const rec = hit === undefined ? null : recordOf(hit);
      if (rec !== null) claim(d.request.resource, d.index, rec.id);
    }
  }

  // 3. Images without their own transfer_id (or whose owner is named by id): by content among the owner's images.
  const images = items.filter((d) => d.request.owner !== null && !byTid.includes(d));
  for (const d of images) {
    const r = d.request;
    const owner = r.owner;
    if (owner === null) continue;
    const resource = r.resource === 'seller_image' ? 'seller' : 'property';
    const part = ['id', ...IMAGE_PARTS];
    const listed = await client.listRecordBodies(resource, { office_id: r.officeId, part });
    if (!listed.ok) return listed;
    const ownerItem = listed.value.find((l) => {
      const rec = recordOf(l);
      return rec !== null && (owner.id !== null ? rec.id === owner.id : rec.transferId === owner.transferId);
    }) as { images?: unknown[] } | undefined;
    const sent = imageBody(r);
    for (const im of ownerItem?.images ?? []) {
      const v = im as { id?: { id?: unknown; transfer_id?: unknown }; image?: unknown };
      const id = v.id?.id;
      if (typeof id !== 'number' || taken.has(`image:${id}`)) continue;
      const tidOk = r.transferId === null ? (v.id?.transfer_id ?? null) === null : v.id?.transfer_id === r.transferId;
      if (tidOk && sentFieldsMatch(sent['image'] ?? {}, v.image)) {
        claim('image', d.index, id);
        break;
      }
    }
  }
  return ok(found);
}

/** `resource:id` as {@link findSentCreates} claims it. */
export function claimKey(resource: PlannedRequest['resource'], id: number): string {
  return `${resource === 'seller_image' || resource === 'property_image' ? 'image' : resource}:${id}`;
}
