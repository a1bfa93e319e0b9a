// What already exists on the service, looked up by transfer_id before planning and when reconciling.
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { ApiClient, ApiFailure, ListedRecord } from '../api';
import { runBounded } from './run-bounded';

/** Keyed by {@link existingKey}. */
export type ExistingRecords = ReadonlyMap<string, ListedRecord>;

export function existingKey(resource: 'seller' | 'property', officeId: number, transferId: string): string {
  return `${resource}|${officeId}|${transferId}`;
}

/** Above this many references in one office, the office is listed whole instead of filtered by reference. */
export const WHOLE_OFFICE_ABOVE = 1000;

/** A look-up's answer asked before the rows were prepared: an office listed whole, by {@link wholeOfficeKey}. */
export type ExistingAhead = ReadonlyMap<string, Promise<Result<readonly ListedRecord[], ApiFailure>>>;

/** The key of one office's whole listing of one resource (ids only) in `ExistingAhead`. */
export function wholeOfficeKey(resource: 'seller' | 'property', officeId: number): string {
  return `${resource}|${officeId}`;
}

/** The parts a look-up asks for: the ids, and the image ids where image rows need their owners'. */
function partsOf(withImages: boolean): string[] {
  return withImages ? ['id', 'images.id'] : ['id'];
}

/** The look-up's listing of an office whole, the request `lookupExisting` makes above WHOLE_OFFICE_ABOVE references. */
export function listWholeOffice(
  client: ApiClient,
  resource: 'seller' | 'property',
  officeId: number,
  withImages: boolean,
  signal?: AbortSignal,
): Promise<Result<readonly ListedRecord[], ApiFailure>> {
  const q = { office_id: officeId, part: partsOf(withImages) };
  return resource === 'seller' ? client.listSellers(q, signal) : client.listProperties(q, signal);
}

/**
 * Looks up every (resource, office, transfer_id); `withImages` also fetches image ids (for image rows' owners).
 * An office listed whole in `ahead` (asked before the rows were prepared, without image ids) is read from there.
 */
export async function lookupExisting(
  client: ApiClient,
  need: {
    readonly seller: ReadonlyMap<number, ReadonlySet<string>>;
    readonly property: ReadonlyMap<number, ReadonlySet<string>>;
  },
  options: {
    readonly withImages: boolean;
    readonly signal?: AbortSignal;
    readonly parallel?: number;
    readonly ahead?: ExistingAhead;
  },
): Promise<Result<Map<string, ListedRecord>, ApiFailure>> {
  const found = new Map<string, ListedRecord>();
  const part = partsOf(options.withImages);
  const jobs: (() => Promise<Result<readonly ListedRecord[], ApiFailure>>)[] = [];
  for (const resource of ['seller', 'property'] as const) {
    for (const [officeId, ids] of need[resource]) {
      const list = [...ids];
      const early = options.withImages ? undefined : options.ahead?.get(wholeOfficeKey(resource, officeId));
      if (early !== undefined || list.length > WHOLE_OFFICE_ABOVE || list.some((t) => t.includes(','))) {
        // One listing of the office's ids is cheaper than dozens of filtered ones, and the only way to find
        // references containing a comma (the filter's separator).
        jobs.push(async () => {
          const r = await (early ?? listWholeOffice(client, resource, officeId, options.withImages, options.signal));
          if (r.ok)
            for (const rec of r.value)
              if (rec.transferId !== null && ids.has(rec.transferId))
                found.set(existingKey(resource, rec.officeId ?? officeId, rec.transferId), rec);
          return r;
        });
        continue;
      }
      // Chunked here (not only in the client) so the look-ups run in parallel.
      for (let i = 0; i < list.length; i += 150) {
        const chunk = list.slice(i, i + 150);
        const q = { office_id: officeId, transfer_id: chunk, part };
        jobs.push(async () => {
          const r =
            resource === 'seller'
              ? await client.listSellers(q, options.signal)
              : await client.listProperties(q, options.signal);
          if (r.ok)
            for (const rec of r.value)
              if (rec.transferId !== null)
                found.set(existingKey(resource, rec.officeId ?? officeId, rec.transferId), rec);
          return r;
        });
      }
    }
  }
  const failure = await runBounded(jobs, options.parallel);
  return failure !== null ? err(failure) : ok(found);
}
