// The plausibility warnings of an import's listing rows, judged against the office's listings and the sheet.
import { unchangedSinceResult } from '../model/unchanged-since-result';
import type { PreparedRow } from '../model/prepared-row';
import type { ListingFacts } from './listing-facts';
import { knownListingFacts, listingFacts } from './listing-facts';
import type { PlausibilityWarning } from './plausibility-warning';
import type { PortalChange } from './portal-changes';
import { portalChangeWarnings } from './portal-changes';
import type { AreaJudgement } from './area-checks';
import { areaJudgement } from './area-checks';
import { contentDuplicateSteps } from './content-duplicates';
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

/**
 * Listing rows that would be sent: valid, not a withdraw or delete, and not unchanged since a result saying the portal
 * holds them (a results workbook opened again sends nothing, so its warnings do not come back).
 */
function judged(row: PreparedRow): boolean {
  return (
    row.role === 'properties' &&
    row.problems.length === 0 &&
    (row.action ?? 'upsert') === 'upsert' &&
    !unchangedSinceResult(row)
  );
}

export function checkPlausibility(input: PlausibilityInput): readonly PlausibilityWarning[] {
  const steps = plausibilitySteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/**
 * The same warnings in the same order, the work cut into slices of a few milliseconds with a turn of the event loop
 * between them: an upload judges while its batches are in flight, and one block of tens of milliseconds would hold
 * back reading an answer and writing the next request (docs/performance.md, "Upload: per-row work while sending").
 */
export async function checkPlausibilityInTurns(input: PlausibilityInput): Promise<readonly PlausibilityWarning[]> {
  const steps = plausibilitySteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Rows judged between two turns: about a millisecond or two of work each (10,000 listings take 20-50 ms). */
const ROWS_A_SLICE = 500;

/** The check as steps: it yields after each slice of rows, and returns the warnings. */
function* plausibilitySteps(input: PlausibilityInput): Generator<void, readonly PlausibilityWarning[]> {
  const indexes: number[] = [];
  for (let i = 0; i < input.rows.length; i++) if (judged(input.rows[i] as PreparedRow)) indexes.push(i);
  const raw: ListingFacts[] = [];
  const areas: AreaJudgement[] = [];
  // The sheet's baseline is built from the facts with swapped areas undone, so a swap does not skew the median.
  const facts: ListingFacts[] = [];
  for (const i of indexes) {
    const r = input.rows[i] as PreparedRow;
    // A row whose body is not built yet knows its facts: building 50,000 bodies to read a few values cost more
    // than the rest of the validation after reading (docs/performance.md, "Whole commands against bare baselines").
    const f = knownListingFacts(r) ?? listingFacts(r.body, { sheet: r.sheet, row: r.row });
    const area = areaJudgement(f);
    raw.push(f);
    areas.push(area);
    facts.push(area.facts);
    if (raw.length % ROWS_A_SLICE === 0) yield;
  }
  const listed = input.officeListings ?? [];
  const office: ListingFacts[] = [];
  for (const l of listed) {
    office.push(listingFacts(l, { sheet: '', row: 0 }));
    if (office.length % ROWS_A_SLICE === 0) yield;
  }
  yield;
  const baselines = priceBaselines(facts, office);
  yield;
  const overheads = overheadMedians([...facts, ...office]);
  yield;
  const warnings: PlausibilityWarning[] = [];
  for (let k = 0; k < indexes.length; k++) {
    const f = facts[k] as ListingFacts;
    const areaWarnings = (areas[k] as AreaJudgement).warnings;
    if (areaWarnings.length > 0) warnings.push(...areaWarnings);
    const price = priceWarning(f, baselines);
    if (price !== null) warnings.push(price);
    const overhead = overheadWarning(f, overheads);
    if (overhead !== null) warnings.push(overhead);
    const changes = input.changes?.(indexes[k] as number) ?? null;
    if (changes !== null) warnings.push(...portalChangeWarnings(f, changes));
    if ((k + 1) % ROWS_A_SLICE === 0) yield;
  }
  yield* contentDuplicateSteps(raw, warnings, ROWS_A_SLICE);
  return warnings;
}
