// A listing that cannot be checked is not sent: an import that needs the service's reference data and has none
// (neither fetched nor saved) refuses its listings, whose settlement and office are checked with it; a settlement
// given by its id would otherwise go unchecked (docs/upload.md, "Without reference data").
import type { PreparedRow } from '../model/prepared-row';
import { withProblems } from './cross-row-rules';
import { rowProblem } from './describe-problem';
import type { PrepareContext } from './prepare-context';
import type { SheetPlan } from './sheet-plan';
import { UNCHECKED_LISTING_MESSAGES as M } from './unchecked-listing-messages';

/** What a sheet's rows get when they cannot be checked; null when they can (or need no reference data). */
export function uncheckedListingRefusal(
  plan: SheetPlan,
  context: PrepareContext,
): ((row: PreparedRow) => PreparedRow) | null {
  if (context.options.referenceRequired !== true || context.regions !== null || plan.role !== 'properties') return null;
  const key = 'location.region_id';
  const column = plan.columnOf.get(key) ?? null;
  return (row) => withProblems(row, [rowProblem('properties', key, column, null, M.noReference)]);
}
