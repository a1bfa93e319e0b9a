// The office's listings on the portal with the blocks the plausibility checks judge by (docs/plausibility.md).
import type { Result } from '../../catalog';
import { ok } from '../../catalog';
import type { ApiClient, ApiFailure } from '../api';
import type { PreparedRow } from '../model/prepared-row';
import type { RecordListsAhead } from '../upload/lookalike-records';
import { RECORD_LIST_PARTS, recordListKey } from '../upload/lookalike-records';
import { sheetOffices } from '../upload/sync-preview';

/**
 * The listings of every office the sheet's listing rows go to; none when the sheet has no listing rows. An office's
 * list the upload asked early for its lookalike check (`ahead`: the same request) is taken, not asked again.
 */
export async function fetchOfficeListings(
  client: ApiClient,
  rows: readonly PreparedRow[],
  officeId: number | null,
  signal?: AbortSignal,
  ahead: RecordListsAhead = new Map(),
): Promise<Result<readonly unknown[], ApiFailure>> {
  if (!rows.some((r) => r.role === 'properties')) return ok([]);
  const listings: unknown[] = [];
  for (const office of sheetOffices(rows, officeId)) {
    const listed = await officeList(client, office, signal, ahead);
    if (!listed.ok) return listed;
    listings.push(...listed.value);
  }
  return ok(listings);
}

/** One office's listings: the early list where it was read, else asked now (also when the early one failed). */
async function officeList(
  client: ApiClient,
  office: number,
  signal: AbortSignal | undefined,
  ahead: RecordListsAhead,
): Promise<Result<readonly unknown[], ApiFailure>> {
  const early = await ahead.get(recordListKey('property', office));
  if (early?.ok === true) return early;
  return client.listRecordBodies('property', { office_id: office, part: RECORD_LIST_PARTS.property }, signal);
}
