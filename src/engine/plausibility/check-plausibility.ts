// The plausibility warnings of an import's listing rows, judged against the office's listings and the sheet.
import type { PreparedRow } from '../model/prepared-row';
import type { ListingFacts } from './listing-facts';
import { knownListingFacts, listingFacts } from './listing-facts';
import type { PlausibilityWarning } from './plausibility-warning';
import type { PortalChange } from './portal-changes';
import { portalChangeWarnings } from './portal-changes';
import { areaJudgement } from './area-checks';
import { contentDuplicateWarnings } from './content-duplicates';
import { overheadMedians, overheadWarning } from './overhead-checks';
import { priceBaselines } from './price-baseline';
import { priceWarning } from './price-checks';

export interface PlausibilityInput {
  readonly rows: readonly PreparedRow[];
  /** The office's listings on the portal as GET /property lists them (with `property`, `location`, `price`,
   * `special`); absent or empty: judged by the sheet alone, and every warning says so. */
  readonly officeListings?: readonly unknown[];
  /** Per row (same order as `rows`), the fields a modify changes against the portal; null for a create. */
  readonly changes?: (index: number) => readonly PortalChange[] | null;
}

/** Listing rows that would be sent: valid, not a withdraw or delete. */
function judged(row: PreparedRow): boolean {
  return row.role === 'properties' && row.problems.length === 0 && (row.action ?? 'upsert') === 'upsert';
}

export function checkPlausibility(input: PlausibilityInput): readonly PlausibilityWarning[] {
  const indexes = input.rows.map((_, i) => i).filter((i) => judged(input.rows[i] as PreparedRow));
  const raw = indexes.map((i) => {
    const r = input.rows[i] as PreparedRow;
    // A row whose body is not built yet knows its facts: building 50,000 bodies to read a few values cost more
    // than the rest of the validation after reading (docs/performance.md, "Whole commands against bare baselines").
    return knownListingFacts(r) ?? listingFacts(r.body, { sheet: r.sheet, row: r.row });
  });
  const areas = raw.map(areaJudgement);
  // The sheet's baseline is built from the facts with swapped areas undone, so a swap does not skew the median.
  const facts: readonly ListingFacts[] = areas.map((a) => a.facts);
  const office = (input.officeListings ?? []).map((l) => listingFacts(l, { sheet: '', row: 0 }));
  const baselines = priceBaselines(facts, office);
  const overheads = overheadMedians([...facts, ...office]);
  const warnings: PlausibilityWarning[] = [];
  indexes.forEach((rowIndex, k) => {
    const f = facts[k] as ListingFacts;
    warnings.push(...(areas[k]?.warnings ?? []));
    const price = priceWarning(f, baselines);
    if (price !== null) warnings.push(price);
    const overhead = overheadWarning(f, overheads);
    if (overhead !== null) warnings.push(overhead);
    const changes = input.changes?.(rowIndex) ?? null;
    if (changes !== null) warnings.push(...portalChangeWarnings(f, changes));
  });
  warnings.push(...contentDuplicateWarnings(raw));
  return warnings;
}
