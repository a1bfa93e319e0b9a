// The current state of the records a run modifies, fetched in as few list requests as the API allows.
import type { Result } from '../../catalog';
import { IMAGE_PARTS, PROPERTY_RECORD_PARTS, SELLER_RECORD_PARTS, err, ok } from '../../catalog';
import type { ApiClient, ApiFailure } from '../api';
import { chunkForQuery } from '../api';
import { runBounded } from './run-bounded';

export type CurrentResource = 'seller' | 'property';

/**
 * Above this many records to compare in one office, the office is listed whole. Higher than the look-ups' threshold
 * (existing-records.ts): these lists carry every block, so a whole office of 50,000 listings is a large answer, while
 * 5,000 IDs are some 28 requests of about 180 records, four at a time.
 */
export const CURRENT_WHOLE_OFFICE_ABOVE = 5000;

/** Records as GET lists them (`id`, `seller`, `property`, …), by resource and service ID: see {@link currentKey}. */
export type CurrentRecords = ReadonlyMap<string, unknown>;

export function currentKey(resource: CurrentResource, id: number): string {
  return `${resource}#${id}`;
}

/** One record wanted: its service ID and the office the run addresses it in. */
export interface WantedRecord {
  readonly id: number;
  readonly officeId: number;
}

export interface CurrentWants {
  readonly seller: readonly WantedRecord[];
  readonly property: readonly WantedRecord[];
  /** Blocks of the property write shape the rows carry; `id` is always asked for. */
  readonly propertyBlocks: ReadonlySet<string>;
  /** Owners of modified images: listed with `images.id,images.image`, in the same requests as their records. */
  readonly imageOwners?: {
    readonly seller: readonly WantedRecord[];
    readonly property: readonly WantedRecord[];
  };
}

/** The order of GET /property's `part` values (docs/api.md), so the query is the same whatever the rows' order. */
export const PROPERTY_BLOCKS: readonly string[] = PROPERTY_RECORD_PARTS.filter((p) => p !== 'id');

function serviceIdOf(item: unknown): number | null {
  if (item === null || typeof item !== 'object') return null;
  const id = (item as { id?: unknown }).id;
  const n = id !== null && typeof id === 'object' ? (id as { id?: unknown }).id : undefined;
  return typeof n === 'number' ? n : null;
}

interface Job {
  readonly resource: CurrentResource;
  readonly run: () => Promise<Result<readonly unknown[], ApiFailure>>;
}

/** The list requests for one resource: whole offices above the threshold, the other IDs in query-sized chunks. */
function jobsFor(
  client: ApiClient,
  resource: CurrentResource,
  wanted: readonly WantedRecord[],
  part: readonly string[],
  signal: AbortSignal | undefined,
): Job[] {
  const byOffice = new Map<number, number[]>();
  for (const w of wanted) {
    const ids = byOffice.get(w.officeId) ?? [];
    ids.push(w.id);
    byOffice.set(w.officeId, ids);
  }
  const jobs: Job[] = [];
  const byId = new Set<number>();
  for (const [officeId, ids] of byOffice) {
    if (new Set(ids).size > CURRENT_WHOLE_OFFICE_ABOVE) {
      jobs.push({ resource, run: () => client.listRecordBodies(resource, { office_id: officeId, part }, signal) });
    } else for (const id of ids) byId.add(id);
  }
  for (const chunk of chunkForQuery([...byId])) {
    jobs.push({ resource, run: () => client.listRecordBodies(resource, { id: chunk, part }, signal) });
  }
  return jobs;
}

interface PartGroup {
  readonly resource: CurrentResource;
  readonly wanted: readonly WantedRecord[];
  readonly part: readonly string[];
}

/**
 * The records of one resource in groups that share a `part`: records only (their blocks), records whose images are
 * also compared (blocks and images, one entry each), and image owners only (`id` and images). Usually one group.
 */
function partGroups(
  resource: CurrentResource,
  records: readonly WantedRecord[],
  owners: readonly WantedRecord[],
  part: readonly string[],
): PartGroup[] {
  if (owners.length === 0) return [{ resource, wanted: records, part }];
  const ownerIds = new Set(owners.map((o) => o.id));
  const recordIds = new Set(records.map((r) => r.id));
  const onlyOwners = new Map<number, WantedRecord>();
  for (const o of owners) if (!recordIds.has(o.id)) onlyOwners.set(o.id, o);
  return [
    { resource, wanted: records.filter((r) => !ownerIds.has(r.id)), part },
    { resource, wanted: records.filter((r) => ownerIds.has(r.id)), part: [...part, ...IMAGE_PARTS] },
    { resource, wanted: [...onlyOwners.values()], part: ['id', ...IMAGE_PARTS] },
  ];
}

/**
 * Fetches the wanted records with `part` limited to the blocks the rows carry (and the images of owners whose images
 * are modified, in the same requests where the owner is also a modified record). IDs go comma-separated, as many per
 * request as the query length allows, without an office filter (an ID names one record wherever it is); an office
 * with more than {@link CURRENT_WHOLE_OFFICE_ABOVE} wanted records is listed whole, one request instead of dozens. A record
 * the service does not list (deleted meanwhile, or moved out of a listed office) is simply absent from the answer.
 */
export async function fetchCurrentRecords(
  client: ApiClient,
  wants: CurrentWants,
  options: { readonly signal?: AbortSignal; readonly parallel?: number } = {},
): Promise<Result<Map<string, unknown>, ApiFailure>> {
  const propertyPart = ['id', ...PROPERTY_BLOCKS.filter((b) => wants.propertyBlocks.has(b))];
  const groups = [
    ...partGroups('seller', wants.seller, wants.imageOwners?.seller ?? [], SELLER_RECORD_PARTS),
    ...partGroups('property', wants.property, wants.imageOwners?.property ?? [], propertyPart),
  ];
  const jobs = groups.flatMap((g) => jobsFor(client, g.resource, g.wanted, g.part, options.signal));
  const found = new Map<string, unknown>();
  const failure = await runBounded(
    jobs.map((job) => async () => {
      const r = await job.run();
      if (r.ok)
        for (const item of r.value) {
          const id = serviceIdOf(item);
          if (id !== null) found.set(currentKey(job.resource, id), item);
        }
      return r;
    }),
    options.parallel,
  );
  return failure !== null ? err(failure) : ok(found);
}
