// What listings of a type, sale or rent and settlement cost: the office's own, else the sheet's, else built in.
import type { PropertyType } from '../../catalog';
import type { ListingAction, ListingFacts } from './listing-facts';
import { judgedArea, judgedPriceOf } from './listing-facts';
import type { WarningBasis } from './plausibility-warning';
import type { Spread } from './robust-stats';
import { spreadOf } from './robust-stats';
import { BUILT_IN_PRICE_PER_M2, MIN_OFFICE_LISTINGS, MIN_SHEET_ROWS } from './thresholds';

/** Per m² when the row gives its area; else the whole price, judged only against listings without one either. */
export type Measure = 'per-m2' | 'whole';

export interface Baseline {
  readonly spread: Spread;
  readonly basis: WarningBasis;
  /** The office's listings of the group, when too few to judge by (said in the warning). */
  readonly officeCount: number;
}

export interface PriceBaselines {
  readonly of: (
    type: PropertyType,
    action: ListingAction,
    regionId: number | null,
    measure: Measure,
  ) => Baseline | null;
}

export function measureOf(f: ListingFacts): Measure {
  return judgedArea(f) === null ? 'whole' : 'per-m2';
}

interface Judged {
  readonly type: PropertyType;
  readonly action: ListingAction;
  readonly regionId: number | null;
  readonly measure: Measure;
  readonly value: number;
}

/** Each listing's judged price, worked out once for the three groupings. */
function judgedOf(facts: readonly ListingFacts[]): Judged[] {
  const out: Judged[] = [];
  for (const f of facts) {
    if (f.type === null || f.action === null) continue;
    const value = judgedPriceOf(f, f.action);
    if (value !== null)
      out.push({ type: f.type, action: f.action, regionId: f.regionId, measure: measureOf(f), value });
  }
  return out;
}

/**
 * Values by type, sale or rent, settlement and measure, in nested maps: a key string made per listing (three per
 * listing) cost more than the rest of the price checks on 50,000 rows.
 */
class Groups<T> {
  readonly #byType = new Map<PropertyType, Map<ListingAction, Map<Measure, Map<number | null, T>>>>();

  get(type: PropertyType, action: ListingAction, regionId: number | null, measure: Measure): T | undefined {
    return this.#byType.get(type)?.get(action)?.get(measure)?.get(regionId);
  }

  set(type: PropertyType, action: ListingAction, regionId: number | null, measure: Measure, value: T): void {
    let byAction = this.#byType.get(type);
    if (byAction === undefined) this.#byType.set(type, (byAction = new Map()));
    let byMeasure = byAction.get(action);
    if (byMeasure === undefined) byAction.set(action, (byMeasure = new Map()));
    let byRegion = byMeasure.get(measure);
    if (byRegion === undefined) byMeasure.set(measure, (byRegion = new Map()));
    byRegion.set(regionId, value);
  }
}

function group(judged: readonly Judged[], withRegion: boolean): Groups<readonly number[]> {
  const groups = new Groups<number[]>();
  for (const j of judged) {
    const region = withRegion ? j.regionId : null;
    const list = groups.get(j.type, j.action, region, j.measure);
    if (list === undefined) groups.set(j.type, j.action, region, j.measure, [j.value]);
    else list.push(j.value);
  }
  return groups;
}

/** The built-in national range as a spread: its quartiles as given, the median between them. */
function builtIn(type: PropertyType, action: ListingAction): Spread {
  const [q25, q75] = BUILT_IN_PRICE_PER_M2[type][action];
  return { median: Math.sqrt(q25 * q75), q25, q75, count: 0 };
}

/**
 * Baselines from the office's listings on the portal and the sheet's rows. A group of the office judges from
 * {@link MIN_OFFICE_LISTINGS}; else the sheet's rows of the same group from {@link MIN_SHEET_ROWS}; else every
 * listing of the type anywhere; else, per m² only, the built-in national range.
 */
export function priceBaselines(sheet: readonly ListingFacts[], office: readonly ListingFacts[]): PriceBaselines {
  const officeJudged = judgedOf(office);
  const sheetJudged = judgedOf(sheet);
  const officeGroups = group(officeJudged, true);
  const sheetGroups = group(sheetJudged, true);
  const typeGroups = group([...sheetJudged, ...officeJudged], false);
  const cache = new Groups<Baseline | null>();
  const compute = (type: PropertyType, action: ListingAction, region: number | null, measure: Measure) => {
    const officeValues = region === null ? [] : (officeGroups.get(type, action, region, measure) ?? []);
    const officeCount = officeValues.length;
    const officeSpread = officeCount >= MIN_OFFICE_LISTINGS ? spreadOf(officeValues) : null;
    if (officeSpread) return { spread: officeSpread, basis: 'office' as const, officeCount };
    const sheetValues = region === null ? [] : (sheetGroups.get(type, action, region, measure) ?? []);
    const sheetSpread = sheetValues.length >= MIN_SHEET_ROWS ? spreadOf(sheetValues) : null;
    if (sheetSpread) return { spread: sheetSpread, basis: 'sheet' as const, officeCount };
    const typeValues = typeGroups.get(type, action, null, measure) ?? [];
    const typeSpread = typeValues.length >= MIN_SHEET_ROWS ? spreadOf(typeValues) : null;
    if (typeSpread) return { spread: typeSpread, basis: 'sheet-type' as const, officeCount };
    if (measure === 'whole') return null;
    return { spread: builtIn(type, action), basis: 'built-in' as const, officeCount };
  };
  return {
    // One look-up a row once its group is worked out (a group's baseline is null, never undefined).
    of: (type, action, regionId, measure) => {
      let baseline = cache.get(type, action, regionId, measure);
      if (baseline === undefined)
        cache.set(type, action, regionId, measure, (baseline = compute(type, action, regionId, measure)));
      return baseline;
    },
  };
}
