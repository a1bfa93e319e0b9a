// Sale typed as rent, or the other way round: a sale price in the range of monthly rents for that type and size.
import type { ListingAction, ListingFacts } from './listing-facts';
import { judgedPriceOf } from './listing-facts';
import type { Baseline, PriceBaselines } from './price-baseline';
import { measureOf } from './price-baseline';
import { EXPLANATION_TOLERANCE } from './thresholds';

export interface ActionFit {
  readonly action: ListingAction;
  readonly distance: number;
  readonly baseline: Baseline;
}

export function otherAction(action: ListingAction): ListingAction {
  return action === 'sale' ? 'rent' : 'sale';
}

/** The other action when the row's price sits among its listings' prices; else null. */
export function actionFit(f: ListingFacts, baselines: PriceBaselines): ActionFit | null {
  if (f.type === null || f.action === null) return null;
  const action = otherAction(f.action);
  const baseline = baselines.of(f.type, action, f.regionId, measureOf(f));
  const value = judgedPriceOf(f, action);
  if (baseline === null || value === null) return null;
  const distance = Math.abs(Math.log(value / baseline.spread.median));
  return distance <= Math.log(EXPLANATION_TOLERANCE) ? { action, distance, baseline } : null;
}
