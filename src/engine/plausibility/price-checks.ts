// A row's price judged against its baseline: a scale slip, sale vs rent, or a price per m² outside the range.
import type { ListingFacts } from './listing-facts';
import { judgedPriceOf } from './listing-facts';
import type { Baseline, Measure, PriceBaselines } from './price-baseline';
import { measureOf } from './price-baseline';
import type { PlausibilityWarning } from './plausibility-warning';
import { amountEn, amountHu } from './amount-words';
import { basisWords } from './basis-words';
import { actionFit } from './sale-vs-rent';
import { scaled, scaleSlipFit, scaleWords } from './scale-slip';
import { RANGE_FACTOR } from './thresholds';

const ACTION_WORDS = {
  sale: { en: 'for sale', hu: 'eladó', huThe: 'az eladó' },
  rent: { en: 'for rent', hu: 'kiadó', huThe: 'a kiadó' },
} as const;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

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
  const written = { en: amountEn(f.price, f.currency), hu: amountHu(f.price, f.currency) };
  const scale = scaleSlipFit(value, baseline.spread.median);
  const swap = actionFit(f, baselines);
  // A scale slip is the commoner mistake: sale vs rent wins over it only when judged by real listings.
  const swapWins =
    swap !== null && (scale === null || (swap.baseline.basis !== 'built-in' && swap.distance < scale.distance));
  if (swap !== null && swapWins) {
    const was = ACTION_WORDS[f.action];
    const other = ACTION_WORDS[swap.action];
    const otherBasis = basisWords(swap.baseline, measure, swap.action === 'rent');
    return warning(f, {
      kind: 'sale-vs-rent',
      field: 'property.action',
      value: f.action,
      fix: [{ field: 'property.action', value: swap.action }],
      basis: swap.baseline.basis,
      message:
        `The price ${written.en} of this listing ${was.en} is in the range of listings ${other.en} ` +
        `(${otherBasis.en}); is it ${other.en}?`,
      messageHu:
        `${capital(was.huThe)} hirdetés ára (${written.hu}) ${other.huThe} hirdetések árának felel meg ` +
        `(${otherBasis.hu}); lehet, hogy ${other.hu}?`,
    });
  }
  if (scale !== null) {
    const fixed = scaled(f.price, scale.multiplier);
    const words = scaleWords(scale.multiplier);
    return warning(f, {
      kind: 'scale-slip',
      field: 'price.price',
      value: f.price,
      fix: [{ field: 'price.price', value: fixed }],
      basis: baseline.basis,
      message: `Price ${written.en} is ${words.en} (${basis.en}): ${written.en} → ${amountEn(fixed, f.currency)}?`,
      messageHu: `Az ár (${written.hu}) ${words.hu} (${basis.hu}): ${written.hu} → ${amountHu(fixed, f.currency)}?`,
    });
  }
  const perM2 = measure === 'per-m2';
  const shown = { en: amountEn(Math.round(value), 'huf'), hu: amountHu(Math.round(value), 'huf') };
  return warning(f, {
    kind: 'price-per-m2',
    field: 'price.price',
    value: f.price,
    fix: [],
    basis: baseline.basis,
    message:
      `${perM2 ? `Price per m² ${shown.en}/m²` : `Price ${written.en}`} is far outside the range of listings of this ` +
      `type ${ACTION_WORDS[f.action].en} (${basis.en}).`,
    messageHu:
      `${perM2 ? `A négyzetméterár (${shown.hu}/m²)` : `Az ár (${written.hu})`} messze kívül esik a hasonló ` +
      `${ACTION_WORDS[f.action].hu} hirdetések tartományán (${basis.hu}).`,
  });
}
