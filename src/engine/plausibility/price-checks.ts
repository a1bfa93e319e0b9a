// A row's price judged against its baseline: a scale slip, sale vs rent, or a price per m² outside the range.
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { ListingFacts } from './listing-facts';
import { judgedPriceOf } from './listing-facts';
import type { Baseline, Measure, PriceBaselines } from './price-baseline';
import { measureOf } from './price-baseline';
import type { PlausibilityWarning } from './plausibility-warning';
import { amountInBoth } from './amounts-in-both';
import { ACTION_MESSAGES, WARNING_MESSAGES } from './plausibility-messages';
import { basisWords } from './basis-words';
import { actionFit } from './sale-vs-rent';
import { scaled, scaleSlipFit, scaleWords } from './scale-slip';
import { RANGE_FACTOR } from './thresholds';

const ACTION_WORDS = {
  sale: { plain: ACTION_MESSAGES.sale, the: ACTION_MESSAGES.saleThe },
  rent: { plain: ACTION_MESSAGES.rent, the: ACTION_MESSAGES.rentThe },
} as const;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The action that opens the Hungarian sentence (`Az eladó hirdetés`); English names it mid-sentence. */
function opening(w: Words): Words {
  return { en: w.en, hu: capital(w.hu) };
}

function inRange(value: number, b: Baseline): boolean {
  return value >= b.spread.q25 / RANGE_FACTOR && value <= b.spread.q75 * RANGE_FACTOR;
}

function warning(f: ListingFacts, w: Omit<PlausibilityWarning, 'sheet' | 'row'>): PlausibilityWarning {
  return { sheet: f.sheet, row: f.row, ...w };
}

/** The price's warning, or null when it is within the range of its type, action and settlement. */
export function priceWarning(f: ListingFacts, baselines: PriceBaselines): PlausibilityWarning | null {
  if (f.type === null || f.action === null || f.price === null) return null;
  const measure: Measure = measureOf(f);
  const baseline = baselines.of(f.type, f.action, f.regionId, measure);
  const value = judgedPriceOf(f, f.action);
  if (baseline === null || value === null || inRange(value, baseline)) return null;
  const rent = f.action === 'rent';
  const basis = basisWords(baseline, measure, rent);
  const written = amountInBoth(f.price, f.currency);
  const scale = scaleSlipFit(value, baseline.spread.median);
  const swap = actionFit(f, baselines);
  // A scale slip is the commoner mistake: sale vs rent wins over it only when judged by real listings.
  const swapWins =
    swap !== null && (scale === null || (swap.baseline.basis !== 'built-in' && swap.distance < scale.distance));
  if (swap !== null && swapWins) {
    const was = ACTION_WORDS[f.action];
    const other = ACTION_WORDS[swap.action];
    const otherBasis = basisWords(swap.baseline, measure, swap.action === 'rent');
    const text = formatBoth(WARNING_MESSAGES.saleVsRent, {
      written,
      was: opening(was.the),
      other: other.the,
      otherBasis,
      asked: other.plain,
    });
    return warning(f, {
      kind: 'sale-vs-rent',
      field: 'property.action',
      value: f.action,
      fix: [{ field: 'property.action', value: swap.action }],
      basis: swap.baseline.basis,
      message: text.en,
      messageHu: text.hu,
    });
  }
  if (scale !== null) {
    const fixed = scaled(f.price, scale.multiplier);
    const text = formatBoth(WARNING_MESSAGES.priceScaleSlip, {
      written,
      scale: scaleWords(scale.multiplier),
      basis,
      fixed: amountInBoth(fixed, f.currency),
    });
    return warning(f, {
      kind: 'scale-slip',
      field: 'price.price',
      value: f.price,
      fix: [{ field: 'price.price', value: fixed }],
      basis: baseline.basis,
      message: text.en,
      messageHu: text.hu,
    });
  }
  const perM2 = measure === 'per-m2';
  const what = perM2
    ? formatBoth(WARNING_MESSAGES.pricePerM2Shown, { amount: amountInBoth(Math.round(value), 'huf') })
    : formatBoth(WARNING_MESSAGES.priceShown, { amount: written });
  const text = formatBoth(WARNING_MESSAGES.priceOutOfRange, { what, action: ACTION_WORDS[f.action].plain, basis });
  return warning(f, {
    kind: 'price-per-m2',
    field: 'price.price',
    value: f.price,
    fix: [],
    basis: baseline.basis,
    message: text.en,
    messageHu: text.hu,
  });
}
