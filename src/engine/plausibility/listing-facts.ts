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
  /** The area written as 0 (floor first), which the facts above leave out as not given; null when none is. */
  readonly zeroArea: ZeroAreaField | null;
}

export type ZeroAreaField = 'special.floor_area' | 'special.plot_area';

type Obj = Readonly<Record<string, unknown>>;

/** A block a listing does not have: one empty object for all of them (read only). */
const NO_BLOCK: Obj = Object.freeze({});

function block(source: unknown, name: string): Obj {
  if (source === null || typeof source !== 'object') return NO_BLOCK;
  const b = (source as Obj)[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Obj) : NO_BLOCK;
}

function positive(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

function isZero(v: unknown): boolean {
  return v === 0 || (typeof v === 'string' && v.trim() !== '' && Number(v) === 0);
}

function zeroAreaOf(v: Readonly<ListingFields>): ZeroAreaField | null {
  if (isZero(v.floorArea)) return 'special.floor_area';
  return isZero(v.plotArea) ? 'special.plot_area' : null;
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/**
 * The values of a listing the facts are read from, as its body holds them (unknown until read): a row's preparer
 * that knows them without building the body gives them here (`knownListingFacts`).
 */
export interface ListingFields {
  transferId: unknown;
  type: unknown;
  action: unknown;
  regionId: unknown;
  address: unknown;
  price: unknown;
  priceCurrency: unknown;
  pricePeriod: unknown;
  overhead: unknown;
  overheadCurrency: unknown;
  /** Of the `special` block of the listing's type. */
  floorArea: unknown;
  plotArea: unknown;
  plotAreaUnit: unknown;
  rooms: unknown;
  halfRooms: unknown;
}

/** Fields all unknown, to be filled in. */
export function emptyListingFields(): ListingFields {
  return {
    transferId: undefined,
    type: undefined,
    action: undefined,
    regionId: undefined,
    address: undefined,
    price: undefined,
    priceCurrency: undefined,
    pricePeriod: undefined,
    overhead: undefined,
    overheadCurrency: undefined,
    floorArea: undefined,
    plotArea: undefined,
    plotAreaUnit: undefined,
    rooms: undefined,
    halfRooms: undefined,
  };
}

function roomsOf(whole: number | null, half: number | null): number | null {
  if (whole === null && half === null) return null;
  return (whole ?? 0) + (half ?? 0) / 2;
}

type Where = { readonly sheet: string; readonly row: number };

/** The facts of a listing's values. */
export function listingFactsOf(v: Readonly<ListingFields>, where: Where): ListingFacts {
  const type = isPropertyType(v.type) ? v.type : null;
  return {
    sheet: where.sheet,
    row: where.row,
    transferId: text(v.transferId),
    type,
    action: v.action === 'sale' || v.action === 'rent' ? v.action : null,
    regionId: positive(v.regionId),
    address: text(v.address),
    price: positive(v.price),
    currency: text(v.priceCurrency) ?? 'huf',
    period: text(v.pricePeriod),
    overhead: positive(v.overhead),
    overheadCurrency: text(v.overheadCurrency) ?? 'huf',
    floorArea: type === null ? null : positive(v.floorArea),
    plotArea: type === null ? null : positive(v.plotArea),
    plotUnit: (type === null ? null : text(v.plotAreaUnit)) ?? 'square_metre',
    rooms: type === null ? null : roomsOf(positive(v.rooms), positive(v.halfRooms)),
    zeroArea: type === null ? null : zeroAreaOf(v),
  };
}

/**
 * The values `listingFacts` reads, filled in for each listing and read at once by `listingFactsOf` (which keeps none
 * of them): one object for all listings rather than one more per listing judged.
 */
const read: ListingFields = emptyListingFields();

/** Facts of a write body (a prepared row's) or of a record as GET /property lists it: the blocks are the same. */
export function listingFacts(source: unknown, where: Where): ListingFacts {
  const property = block(source, 'property');
  const location = block(source, 'location');
  const price = block(source, 'price');
  const special = isPropertyType(property.type) ? block(block(source, 'special'), property.type) : NO_BLOCK;
  read.transferId = block(source, 'id').transfer_id;
  read.type = property.type;
  read.action = property.action;
  read.regionId = location.region_id;
  read.address = location.address;
  read.price = price.price;
  read.priceCurrency = price.price_currency;
  read.pricePeriod = price.price_period;
  read.overhead = price.overhead;
  read.overheadCurrency = price.overhead_currency;
  read.floorArea = special.floor_area;
  read.plotArea = special.plot_area;
  read.plotAreaUnit = special.plot_area_unit;
  read.rooms = special.number_of_rooms;
  read.halfRooms = special.number_of_half_rooms;
  return listingFactsOf(read, where);
}

/**
 * The key of a method a prepared row may have that gives its listing facts without building its body (a row whose
 * body is built when first read: validation/prepared-row-record.ts). A method, not a property, so a copy of the row
 * made by a spread (e.g. with other problems or another body) does not carry facts that may no longer be its own.
 */
export const KNOWN_LISTING_FACTS: unique symbol = Symbol('known listing facts');

export interface KnowsListingFacts {
  [KNOWN_LISTING_FACTS](): ListingFacts | null;
}

/** A row's listing facts when it knows them without its body, else null. */
export function knownListingFacts(row: object): ListingFacts | null {
  const method = (row as Partial<KnowsListingFacts>)[KNOWN_LISTING_FACTS];
  return typeof method === 'function' ? method.call(row) : null;
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
