// The few facts of a listing the plausibility checks judge, read alike from a row's body and a portal record.
import type { PropertyType } from '../../catalog';
import { isPropertyType } from '../../catalog';
import { HUF_PER_EUR, MONTHS_PER_PERIOD, SQUARE_METRES_PER_UNIT } from './thresholds';

export type ListingAction = 'sale' | 'rent';

export interface ListingFacts {
  /** Where the row is; a portal record has the sheet `''` and row 0. */
  readonly sheet: string;
  readonly row: number;
  readonly transferId: string | null;
  readonly type: PropertyType | null;
  readonly action: ListingAction | null;
  readonly regionId: number | null;
  readonly address: string | null;
  /** The price as written, its currency (`huf`, `eur`), and its period for a rent. */
  readonly price: number | null;
  readonly currency: string;
  readonly period: string | null;
  readonly overhead: number | null;
  readonly overheadCurrency: string;
  readonly floorArea: number | null;
  /** The plot as written and its unit. */
  readonly plotArea: number | null;
  readonly plotUnit: string;
  /** Rooms, a half room counted as half. */
  readonly rooms: number | null;
}

type Obj = Readonly<Record<string, unknown>>;

function block(source: unknown, name: string): Obj {
  if (source === null || typeof source !== 'object') return {};
  const b = (source as Obj)[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Obj) : {};
}

function positive(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

function roomsOf(special: Obj): number | null {
  const whole = positive(special.number_of_rooms);
  const half = positive(special.number_of_half_rooms);
  if (whole === null && half === null) return null;
  return (whole ?? 0) + (half ?? 0) / 2;
}

/** Facts of a write body (a prepared row's) or of a record as GET /property lists it: the blocks are the same. */
export function listingFacts(source: unknown, where: { readonly sheet: string; readonly row: number }): ListingFacts {
  const property = block(source, 'property');
  const location = block(source, 'location');
  const price = block(source, 'price');
  const type = isPropertyType(property.type) ? property.type : null;
  const special = type === null ? {} : block(block(source, 'special'), type);
  const action = property.action === 'sale' || property.action === 'rent' ? property.action : null;
  const region = positive(location.region_id);
  return {
    sheet: where.sheet,
    row: where.row,
    transferId: text(block(source, 'id').transfer_id),
    type,
    action,
    regionId: region,
    address: text(location.address),
    price: positive(price.price),
    currency: text(price.price_currency) ?? 'huf',
    period: text(price.price_period),
    overhead: positive(price.overhead),
    overheadCurrency: text(price.overhead_currency) ?? 'huf',
    floorArea: positive(special.floor_area),
    plotArea: positive(special.plot_area),
    plotUnit: text(special.plot_area_unit) ?? 'square_metre',
    rooms: roomsOf(special),
  };
}

/** The plot in m², or null when absent or in a unit not known. */
export function plotSquareMetres(f: ListingFacts): number | null {
  const per = SQUARE_METRES_PER_UNIT[f.plotUnit];
  return f.plotArea === null || per === undefined ? null : f.plotArea * per;
}

/** The area a price is judged per: the plot for land, else the floor area. */
export function judgedArea(f: ListingFacts): number | null {
  return f.type === 'land' ? plotSquareMetres(f) : f.floorArea;
}

/** A price in forints, a rent per month: comparable across currencies and periods. */
export function comparablePrice(
  amount: number,
  currency: string,
  period: string | null,
  action: ListingAction,
): number {
  const huf = currency === 'eur' ? amount * HUF_PER_EUR : amount;
  if (action === 'sale') return huf;
  return huf / (MONTHS_PER_PERIOD[period ?? 'monthly'] ?? 1);
}

/** The price per m² (or the price itself when no area is given) a row is judged by; null without a price. */
export function judgedPriceOf(f: ListingFacts, action: ListingAction, amount = f.price): number | null {
  if (amount === null) return null;
  const comparable = comparablePrice(amount, f.currency, f.period, action);
  const area = judgedArea(f);
  return area === null ? comparable : comparable / area;
}
