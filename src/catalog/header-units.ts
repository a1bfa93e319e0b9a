// Units and scales office sheets write in headers (`Irányár (M Ft)`, `Alapter. m²`, `Bérleti díj Ft/hó`), as data.
import type { Lang } from './field-types';

export type UnitCurrency = 'huf' | 'eur';
export type UnitPeriod = 'monthly' | 'yearly' | 'daily';
/** Codes of the PLOT_UNIT value set. */
export type UnitArea = 'square_metre' | 'square_fathom' | 'acre';

/** What one word of a header's unit says. */
export type UnitMeaning =
  | { readonly kind: 'scale'; readonly factor: number }
  | { readonly kind: 'currency'; readonly currency: UnitCurrency }
  | { readonly kind: 'period'; readonly period: UnitPeriod }
  | { readonly kind: 'area'; readonly unit: UnitArea }
  /** `db` (pieces), `fő`: a count, which says nothing a number column needs. */
  | { readonly kind: 'count' };

/**
 * Unit words, written as people write them; compared folded (case and accents do not matter) with the dot
 * dropped. `M`/`m` before a currency is a million; `m` alone is not a unit (it would be metres).
 */
export const UNIT_WORDS: readonly (readonly [words: readonly string[], meaning: UnitMeaning])[] = [
  [['M', 'millió', 'millio', 'mió', 'mio', 'mill', 'million', 'mn', 'MM'], { kind: 'scale', factor: 1_000_000 }],
  [['e', 'ezer', 'E', 'k', 'th', 'thousand', 'ezres'], { kind: 'scale', factor: 1_000 }],
  [['mrd', 'milliárd', 'billion', 'bn'], { kind: 'scale', factor: 1_000_000_000 }],
  [['Ft', 'HUF', 'forint', 'forintban', 'Ft-ban'], { kind: 'currency', currency: 'huf' }],
  [['EUR', '€', 'euró', 'euro', 'euróban', 'EUR-ban'], { kind: 'currency', currency: 'eur' }],
  [['hó', 'hónap', 'havonta', 'havi', 'hav', 'month', 'monthly', 'mo', 'pm'], { kind: 'period', period: 'monthly' }],
  [['év', 'évente', 'éves', 'évi', 'year', 'yearly', 'annual', 'pa'], { kind: 'period', period: 'yearly' }],
  [['nap', 'naponta', 'napi', 'éj', 'éjszaka', 'day', 'daily', 'night'], { kind: 'period', period: 'daily' }],
  [
    ['nm', 'm2', 'm²', 'm^2', 'nm2', 'négyzetméter', 'negyzetmeter', 'sqm', 'square metre', 'square meter'],
    { kind: 'area', unit: 'square_metre' },
  ],
  [['nöl', 'n.öl', 'négyszögöl', 'négyszög öl', 'nszöl', 'square fathom'], { kind: 'area', unit: 'square_fathom' }],
  [['hold', 'kh', 'kat. hold', 'kataszteri hold', 'acre'], { kind: 'area', unit: 'acre' }],
  [['db', 'darab', 'pcs', 'fő'], { kind: 'count' }],
];

/** Written together without a space (`MFt`, `eFt`, `mEUR`): the words they stand for. */
export const JOINED_UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  mft: ['M', 'Ft'],
  eft: ['e', 'Ft'],
  mrdft: ['mrd', 'Ft'],
  mhuf: ['M', 'HUF'],
  ehuf: ['e', 'HUF'],
  khuf: ['k', 'HUF'],
  meur: ['M', 'EUR'],
  keur: ['k', 'EUR'],
  eeur: ['e', 'EUR'],
  'm€': ['M', '€'],
  'k€': ['k', '€'],
  'e€': ['e', '€'],
  'ft/ho': ['Ft', 'hó'],
  'eur/ho': ['EUR', 'hó'],
  'ft/ev': ['Ft', 'év'],
  'ft/nap': ['Ft', 'nap'],
  'eur/nap': ['EUR', 'nap'],
};

/** A word after `/` that makes the amount a rate per area (`Ft/m²`): not a field of the API, never read as a price. */
export const PER_AREA_WORDS: readonly string[] = ['m2', 'm²', 'nm', 'négyzetméter', 'nöl', 'sqm'];

/**
 * Where a unit moves a column to another field of the same name: `Erkély (nm)` is the balcony's size, not whether
 * there is one; `Irányár (M Ft)` is an amount, not the guide-price flag.
 */
export const UNIT_COUNTERPARTS: Readonly<Record<'money' | 'area', Readonly<Record<string, string>>>> = {
  money: {
    'price.is_guide_price': 'price.price',
    'price.price_currency': 'price.price',
    'price.price_period': 'price.price',
    'price.is_overhead_excluded': 'price.overhead',
    'price.overhead_currency': 'price.overhead',
    'price.deposit_type': 'price.deposit',
  },
  area: {
    'special.has_balcony': 'special.balcony_size',
    'special.garden_type': 'special.garden_size',
    'special.plot_area_unit': 'special.plot_area',
  },
};

/** Fields holding an amount of money, to which a header's scale and currency apply. */
/** The units a money column can be switched to in the app's values step (a rate keeps its period: `e Ft/hó`). */
export const MONEY_UNIT_CHOICES: readonly string[] = ['Ft', 'e Ft', 'M Ft', 'EUR', 'e EUR', 'M EUR'];

/** The units a plot-area column can be switched to. */
export const AREA_UNIT_CHOICES: readonly string[] = ['m²', 'nöl', 'kat. hold'];

export const MONEY_FIELDS: readonly string[] = ['price.price', 'price.overhead', 'price.deposit'];
/** Fields holding an area, to which a header's area unit applies. */
export const AREA_FIELDS: readonly string[] = [
  'special.floor_area',
  'special.plot_area',
  'special.balcony_size',
  'special.garden_size',
];

/** How a scale is said in messages. */
export const SCALE_WORDS: Readonly<Record<number, Readonly<Record<Lang, string>>>> = {
  1_000: { en: 'thousands', hu: 'ezer' },
  1_000_000: { en: 'millions', hu: 'millió' },
  1_000_000_000: { en: 'billions', hu: 'milliárd' },
};
