// The office's listings on the portal with the blocks the plausibility checks judge by (docs/plausibility.md).
import type { Result } from '../../catalog';
import { ok } from '../../catalog';
import type { ApiClient, ApiFailure } from '../api';
import type { PreparedRow } from '../model/prepared-row';
import { sheetOffices } from '../upload/sync-preview';

const PARTS: readonly string[] = ['id', 'property', 'location', 'price', 'special'];

/** The listings of every office the sheet's listing rows go to; none when the sheet has no listing rows. */
export async function fetchOfficeListings(
  client: ApiClient,
  rows: readonly PreparedRow[],
  officeId: number | null,
  signal?: AbortSignal,
): Promise<Result<readonly unknown[], ApiFailure>> {
  if (!rows.some((r) => r.role === 'properties')) return ok([]);
  const listings: unknown[] = [];
  for (const office of sheetOffices(rows, officeId)) {
    const listed = await client.listRecordBodies('property', { office_id: office, part: PARTS }, signal);
    if (!listed.ok) return listed;
    listings.push(...listed.value);
  }
  return ok(listings);
}
