// Reads sellers and properties of the chosen offices through the list endpoints, every block the sheet needs.
import type { Result } from '../../catalog';
import { IMAGE_PARTS, PROPERTY_RECORD_PARTS, SELLER_RECORD_PARTS, err, formatBoth, ok } from '../../catalog';
import type { ApiClient, ApiFailure } from '../api';
import { failureInBoth } from '../api';
import type { ExportError } from './export-error';
import { exportError } from './export-error';
import { EXPORT_ERROR_MESSAGES as M } from './export-error-messages';
import type { ExportQuery } from './export-query';
import { listingMatches } from './export-query';

/** One listed item as the service returns it: blocks chosen by `part`. */
export type ListedItem = Readonly<Record<string, unknown>>;

export interface OfficeRecords {
  readonly officeId: number;
  readonly sellers: readonly ListedItem[];
  readonly properties: readonly ListedItem[];
}

export interface FetchedEvent {
  readonly officeId: number;
  readonly resource: 'seller' | 'property';
  readonly count: number;
  /** Images of those records, when they are exported. */
  readonly images?: number;
}

function imageCount(items: readonly ListedItem[]): number {
  let n = 0;
  for (const item of items) {
    const images = item['images'];
    if (Array.isArray(images)) n += images.length;
  }
  return n;
}

export type FetchProgress = (event: FetchedEvent) => void;

/** Sellers then properties of each office, in the service's order (ascending id). */
export async function fetchOfficeRecords(
  client: ApiClient,
  officeIds: readonly number[],
  query: ExportQuery,
  onFetched: FetchProgress,
  signal?: AbortSignal,
  withImages = false,
): Promise<Result<readonly OfficeRecords[], ExportError>> {
  const out: OfficeRecords[] = [];
  const changed = query.updatedAfter === null ? {} : { updated_after: query.updatedAfter };
  const images = withImages ? IMAGE_PARTS : [];
  for (const officeId of officeIds) {
    const sellerQuery = { office_id: officeId, part: [...SELLER_RECORD_PARTS, ...images], ...changed };
    const sellers = await client.listRecordBodies('seller', sellerQuery, signal);
    if (!sellers.ok) return err(fetchFailed('sellersNotListed', officeId, sellers.error));
    const sellerItems = sellers.value as ListedItem[];
    const sellerImages = withImages ? { images: imageCount(sellerItems) } : {};
    onFetched({ officeId, resource: 'seller', count: sellerItems.length, ...sellerImages });
    const propertyQuery = { office_id: officeId, part: [...PROPERTY_RECORD_PARTS, ...images], ...changed };
    const properties = await client.listRecordBodies('property', propertyQuery, signal);
    if (!properties.ok) return err(fetchFailed('listingsNotListed', officeId, properties.error));
    const listings = (properties.value as ListedItem[]).filter((p) => listingMatches(p, query));
    const listingImages = withImages ? { images: imageCount(listings) } : {};
    onFetched({ officeId, resource: 'property', count: listings.length, ...listingImages });
    out.push({ officeId, sellers: sellerItems, properties: listings });
  }
  return ok(out);
}

function fetchFailed(which: 'sellersNotListed' | 'listingsNotListed', officeId: number, f: ApiFailure): ExportError {
  return exportError('fetch_failed', formatBoth(M[which], { office: String(officeId), why: failureInBoth(f) }));
}
