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

function group(judged: readonly Judged[], withRegion: boolean): ReadonlyMap<string, readonly number[]> {
  const groups = new Map<string, number[]>();
  for (const j of judged) {
    const key = keyOf(j.type, j.action, withRegion ? j.regionId : null, j.measure);
    const list = groups.get(key);
    if (list === undefined) groups.set(key, [j.value]);
    else list.push(j.value);
  }
  return groups;
}

function keyOf(type: string, action: string, regionId: number | null, measure: Measure): string {
  return `${type}|${action}|${regionId ?? '-'}|${measure}`;
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
  const cache = new Map<string, Baseline | null>();
  const compute = (type: PropertyType, action: ListingAction, region: number | null, measure: Measure) => {
    const exact = keyOf(type, action, region, measure);
    const officeValues = region === null ? [] : (officeGroups.get(exact) ?? []);
    const officeCount = officeValues.length;
    const officeSpread = officeCount >= MIN_OFFICE_LISTINGS ? spreadOf(officeValues) : null;
    if (officeSpread) return { spread: officeSpread, basis: 'office' as const, officeCount };
    const sheetValues = region === null ? [] : (sheetGroups.get(exact) ?? []);
    const sheetSpread = sheetValues.length >= MIN_SHEET_ROWS ? spreadOf(sheetValues) : null;
    if (sheetSpread) return { spread: sheetSpread, basis: 'sheet' as const, officeCount };
    const typeValues = typeGroups.get(keyOf(type, action, null, measure)) ?? [];
    const typeSpread = typeValues.length >= MIN_SHEET_ROWS ? spreadOf(typeValues) : null;
    if (typeSpread) return { spread: typeSpread, basis: 'sheet-type' as const, officeCount };
    if (measure === 'whole') return null;
    return { spread: builtIn(type, action), basis: 'built-in' as const, officeCount };
  };
  return {
    of: (type, action, regionId, measure) => {
      const key = keyOf(type, action, regionId, measure);
      if (!cache.has(key)) cache.set(key, compute(type, action, regionId, measure));
      return cache.get(key) ?? null;
    },
  };
}
