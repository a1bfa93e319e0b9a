// What an export reads: which offices, and which listings of them (type, status, changed since).
import type { Lang } from '../../catalog';
import type { ListingScope, ScopeStatus } from '../template/export-scope';

export type ListingStatus = ScopeStatus;

/**
 * The scope its Help sheet then records (`officeIds` empty: every office the user sees; `updatedAfter`, ISO 8601:
 * the service filters, docs/api.md), and the export's language.
 */
export interface ExportQuery extends ListingScope {
  readonly lang: Lang;
}

/** The list endpoint has no type or status filter (docs/api.md), so those are applied to what it returns. */
export function listingMatches(item: Readonly<Record<string, unknown>>, query: ExportQuery): boolean {
  const property = item['property'] as { readonly type?: unknown; readonly status?: unknown } | undefined;
  if (query.types.length > 0 && !query.types.some((t) => t === property?.type)) return false;
  return query.status === null || property?.status === query.status;
}
