// Overhead (közös költség, rezsi) typed in thousands: judged per m² against the type's rows, else built in.
import type { PropertyType } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { ListingFacts } from './listing-facts';
import type { PlausibilityWarning, WarningBasis } from './plausibility-warning';
import { amountInBoth } from './amounts-in-both';
import { BASIS_MESSAGES, WARNING_MESSAGES } from './plausibility-messages';
import { median } from './robust-stats';
import { scaled, scaleSlipFit, scaleWords } from './scale-slip';
import { BUILT_IN_OVERHEAD_PER_M2, HUF_PER_EUR, MIN_SHEET_ROWS } from './thresholds';

function perM2(f: ListingFacts): number | null {
  if (f.overhead === null || f.floorArea === null) return null;
  return (f.overheadCurrency === 'eur' ? f.overhead * HUF_PER_EUR : f.overhead) / f.floorArea;
}

interface OverheadMedian {
  readonly median: number;
  readonly basis: WarningBasis;
  readonly count: number;
}

export interface OverheadMedians {
  readonly of: (type: PropertyType) => OverheadMedian;
}

/** The median overhead per m² of each type over the sheet and the office; the built-in one below five. */
export function overheadMedians(facts: readonly ListingFacts[]): OverheadMedians {
  const byType = new Map<PropertyType, number[]>();
  for (const f of facts) {
    const v = perM2(f);
    if (v === null || f.type === null) continue;
    const list = byType.get(f.type) ?? [];
    list.push(v);
    byType.set(f.type, list);
  }
  const [lo, hi] = BUILT_IN_OVERHEAD_PER_M2;
  const builtIn = { median: Math.sqrt(lo * hi), basis: 'built-in' as const, count: 0 };
  const medians = new Map<PropertyType, OverheadMedian>();
  for (const [type, values] of byType) {
    const m = values.length >= MIN_SHEET_ROWS ? median(values) : null;
    if (m !== null) medians.set(type, { median: m, basis: 'sheet-type', count: values.length });
  }
  return { of: (type) => medians.get(type) ?? builtIn };
}

export function overheadWarning(f: ListingFacts, medians: OverheadMedians): PlausibilityWarning | null {
  const value = perM2(f);
  if (value === null || f.type === null || f.overhead === null) return null;
  const m = medians.of(f.type);
  const fit = scaleSlipFit(value, m.median);
  if (fit === null) return null;
  const fixed = scaled(f.overhead, fit.multiplier);
  const words = scaleWords(fit.multiplier);
  const c = f.overheadCurrency;
  const basis =
    m.basis === 'built-in' ? BASIS_MESSAGES.builtInRange : formatBoth(BASIS_MESSAGES.typeListings, { n: m.count });
  const text = formatBoth(WARNING_MESSAGES.overheadScaleSlip, {
    written: amountInBoth(f.overhead, c),
    scale: words,
    median: amountInBoth(Math.round(m.median), 'huf'),
    basis,
    fixed: amountInBoth(fixed, c),
  });
  return {
    kind: 'scale-slip',
    sheet: f.sheet,
    row: f.row,
    field: 'price.overhead',
    value: f.overhead,
    fix: [{ field: 'price.overhead', value: fixed }],
    basis: m.basis,
    message: text.en,
    messageHu: text.hu,
  };
}
