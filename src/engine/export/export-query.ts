// What an export reads: which offices, and which listings of them (type, status, changed since).
import type { Lang, PropertyType } from '../../catalog';

export type ListingStatus = 'active' | 'inactive';

export interface ExportQuery {
  /** Offices to export; empty: every office the user sees. */
  readonly officeIds: readonly number[];
  /** Only listings of these types; empty: every type. */
  readonly types: readonly PropertyType[];
  /** Only listings with this status; null: both. */
  readonly status: ListingStatus | null;
  /** ISO 8601: only records modified later (the service filters, docs/api.md). */
  readonly updatedAfter: string | null;
  readonly lang: Lang;
}

/** The list endpoint has no type or status filter (docs/api.md), so those are applied to what it returns. */
export function listingMatches(item: Readonly<Record<string, unknown>>, query: ExportQuery): boolean {
  const property = item['property'] as { readonly type?: unknown; readonly status?: unknown } | undefined;
  if (query.types.length > 0 && !query.types.some((t) => t === property?.type)) return false;
  return query.status === null || property?.status === query.status;
}
