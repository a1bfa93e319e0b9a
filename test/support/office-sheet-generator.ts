// A realistic office sheet of listings from the catalog's types and real settlements, with slips planted in it:
// prices per m² by settlement and type as public figures give them (docs/plausibility.md, "Figures").
import type { PropertyType } from '../../src/catalog';
import type { PreparedRow } from '../../src/engine/model/prepared-row';
import type { FieldFix, PortalChange, WarningKind } from '../../src/engine/plausibility';
import { seededRandom } from '../../src/sandbox';
import { SETTLEMENTS } from '../../src/sandbox/hungarian-settlements';

/** Budapest's approximate asking price per m² in 2024 (Ft; monthly for rent), by type. */
const BUDAPEST_PER_M2: Readonly<Partial<Record<PropertyType, { readonly sale: number; readonly rent: number }>>> = {
  apartment: { sale: 1_100_000, rent: 5_500 },
  house: { sale: 850_000, rent: 3_500 },
  land: { sale: 60_000, rent: 0 },
  garage: { sale: 350_000, rent: 2_200 },
  holiday_estate: { sale: 800_000, rent: 4_000 },
  office: { sale: 900_000, rent: 6_000 },
  industrial_property: { sale: 300_000, rent: 2_000 },
};

/** Each settlement's prices as a share of Budapest's (county seats about 0.45–0.7, resorts higher). */
const SETTLEMENT_FACTOR: Readonly<Record<string, number>> = {
  Budapest: 1,
  Debrecen: 0.68,
  Szeged: 0.65,
  Miskolc: 0.42,
  Pécs: 0.5,
  Győr: 0.65,
  Nyíregyháza: 0.55,
  Kecskemét: 0.6,
  Székesfehérvár: 0.62,
  Szombathely: 0.52,
  Érd: 0.62,
  Eger: 0.55,
  Veszprém: 0.6,
  Sopron: 0.7,
  Szentendre: 0.8,
  Siófok: 0.75,
};

/** The share of each type among an office's listings, and whether it is let. */
const TYPE_MIX: readonly (readonly [PropertyType, number])[] = [
  ['apartment', 0.5],
  ['house', 0.25],
  ['land', 0.08],
  ['garage', 0.05],
  ['holiday_estate', 0.04],
  ['office', 0.05],
  ['industrial_property', 0.03],
];

export type SlipKind =
  | 'price-thousands'
  | 'price-millions'
  | 'price-three-zeros-too-many'
  | 'sale-as-rent'
  | 'rent-as-sale'
  | 'areas-swapped'
  | 'rooms-tenfold'
  | 'overhead-thousands'
  | 'price-extra-zero'
  | 'duplicate-content'
  | 'price-cut-by-slip'
  | 'settlement-changed';

export const SLIP_KINDS: readonly SlipKind[] = [
  'price-thousands',
  'price-millions',
  'price-three-zeros-too-many',
  'sale-as-rent',
  'rent-as-sale',
  'areas-swapped',
  'rooms-tenfold',
  'overhead-thousands',
  'price-extra-zero',
  'duplicate-content',
  'price-cut-by-slip',
  'settlement-changed',
];

/** What a planted slip must be flagged as, and the fix that undoes it (empty: no single value). */
export interface PlantedSlip {
  readonly slip: SlipKind;
  readonly sheet: string;
  readonly row: number;
  readonly kind: WarningKind;
  readonly fix: readonly FieldFix[];
}

export interface OfficeSheet {
  readonly rows: readonly PreparedRow[];
  /** The office's listings on the portal, as GET /property lists them. */
  readonly officeListings: readonly unknown[];
  readonly changes: (index: number) => readonly PortalChange[] | null;
  readonly slips: readonly PlantedSlip[];
}

export interface SheetOptions {
  readonly seed: number;
  readonly rows: number;
  /** The share of rows with a slip planted. */
  readonly slipShare: number;
  /** Listings of the office already on the portal (some of them modified by the sheet). */
  readonly officeListings: number;
}

type Body = Record<string, Record<string, unknown>>;

interface Listing {
  readonly body: Body;
  readonly type: PropertyType;
}

const STREETS = ['Petőfi Sándor utca', 'Kossuth Lajos utca', 'Rákóczi út', 'Ady Endre utca', 'Arany János utca'];

class Maker {
  private readonly rnd: () => number;
  private addressNo = 0;
  constructor(seed: number) {
    this.rnd = seededRandom(seed);
  }
  next(): number {
    return this.rnd();
  }
  /** A log-normal factor around 1: asking prices of one type and settlement spread about ±35 %. */
  spread(sigma: number): number {
    const u = Math.max(1e-9, this.rnd());
    const v = this.rnd();
    return Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rnd() * items.length)] as T;
  }
  type(): PropertyType {
    let x = this.rnd();
    for (const [t, share] of TYPE_MIX) {
      if (x < share) return t;
      x -= share;
    }
    return 'apartment';
  }
  address(): string {
    this.addressNo += 1;
    return `${this.pick(STREETS)} ${this.addressNo}.`;
  }
  listing(): Listing {
    const type = this.type();
    const settlement = this.pick(SETTLEMENTS);
    const factor = SETTLEMENT_FACTOR[settlement.name] ?? 0.5;
    const letable = type !== 'land' && this.rnd() < 0.18;
    const action = letable ? 'rent' : 'sale';
    const base = BUDAPEST_PER_M2[type] ?? { sale: 500_000, rent: 3_000 };
    const special = this.special(type);
    const area = type === 'land' ? Number(special.plot_area) : Number(special.floor_area);
    const perM2 = (action === 'sale' ? base.sale : base.rent) * factor * this.spread(0.35);
    const step = action === 'sale' ? 100_000 : 5_000;
    const price = Math.max(step, Math.round((perM2 * area) / step) * step);
    const priceBlock: Record<string, unknown> = { price, price_currency: 'huf' };
    if (action === 'rent') priceBlock.price_period = 'monthly';
    if (type === 'apartment') priceBlock.overhead = Math.round((area * 400 * this.spread(0.3)) / 1000) * 1000 || 1000;
    return {
      type,
      body: {
        property: { type, action, status: 'active' },
        location: { region_id: settlement.id, address: this.address() },
        price: priceBlock,
        special: { [type]: special },
      },
    };
  }
  private special(type: PropertyType): Record<string, unknown> {
    const floor = (median: number): number => Math.max(12, Math.round(median * this.spread(0.3)));
    switch (type) {
      case 'apartment': {
        const f = floor(62);
        return { floor_area: f, number_of_rooms: Math.max(1, Math.round(f / 28)) };
      }
      case 'house': {
        const f = floor(120);
        return {
          floor_area: f,
          plot_area: Math.round(f * (3 + this.rnd() * 8)),
          plot_area_unit: 'square_metre',
          number_of_rooms: Math.max(1, Math.round(f / 30)),
        };
      }
      case 'holiday_estate': {
        const f = floor(70);
        return { floor_area: f, plot_area: Math.round(f * (3 + this.rnd() * 6)), plot_area_unit: 'square_metre' };
      }
      case 'land':
        return { plot_area: floor(900), plot_area_unit: 'square_metre' };
      case 'garage':
        return { floor_area: Math.max(12, Math.round(18 * this.spread(0.15))) };
      case 'industrial_property': {
        const f = floor(600);
        return { floor_area: f, plot_area: f * 3, plot_area_unit: 'square_metre' };
      }
      default:
        return { floor_area: floor(120) };
    }
  }
}

function prepared(sheet: string, row: number, body: Body, serviceId: number | null): PreparedRow {
  const transferId = String((body.id as { transfer_id?: unknown } | undefined)?.transfer_id ?? `REF-${row}`);
  return {
    sheet,
    row,
    role: 'properties',
    operation: serviceId === null ? 'create' : 'modify',
    body: { ...body, id: { transfer_id: transferId } },
    transferId,
    serviceId,
    officeId: 1,
    owner: null,
    fingerprint: `fp-${row}`,
    previous: null,
    problems: [],
  };
}

const clone = (b: Body): Body => JSON.parse(JSON.stringify(b)) as Body;
const special = (b: Body, type: PropertyType): Record<string, unknown> =>
  (b.special as Record<string, Record<string, unknown>>)[type] as Record<string, unknown>;

/** Plants one slip in a row's body; returns the warning it must raise, or null when it does not apply. */
function plant(slip: SlipKind, l: Listing): { body: Body; kind: WarningKind; fix: FieldFix[] } | null {
  const b = clone(l.body);
  const price = b.price as Record<string, number | string>;
  const property = b.property as Record<string, string>;
  const p = Number(price.price);
  const sale = property.action === 'sale';
  const s = special(b, l.type);
  switch (slip) {
    case 'price-thousands':
      price.price = Math.round(p / 1000);
      return { body: b, kind: 'scale-slip', fix: [{ field: 'price.price', value: Number(price.price) * 1000 }] };
    case 'price-millions':
      if (!sale || p < 1_000_000) return null;
      price.price = Math.round(p / 10_000) / 100;
      return {
        body: b,
        kind: 'scale-slip',
        fix: [{ field: 'price.price', value: Math.round(Number(price.price) * 1e6) }],
      };
    case 'price-three-zeros-too-many':
      price.price = p * 1000;
      return { body: b, kind: 'scale-slip', fix: [{ field: 'price.price', value: p }] };
    case 'sale-as-rent': {
      if (!sale || l.type === 'land') return null;
      // A sale row given the monthly rent its listing would fetch.
      const area = Number(s.floor_area);
      const rentPerM2 = (BUDAPEST_PER_M2[l.type]?.rent ?? 3000) * (p / area / (BUDAPEST_PER_M2[l.type]?.sale ?? 1));
      price.price = Math.max(5_000, Math.round((rentPerM2 * area) / 5_000) * 5_000);
      return { body: b, kind: 'sale-vs-rent', fix: [{ field: 'property.action', value: 'rent' }] };
    }
    case 'rent-as-sale': {
      if (sale) return null;
      const area = Number(s.floor_area);
      const salePerM2 = (BUDAPEST_PER_M2[l.type]?.sale ?? 1) * (p / area / (BUDAPEST_PER_M2[l.type]?.rent ?? 1));
      price.price = Math.round((salePerM2 * area) / 100_000) * 100_000;
      return { body: b, kind: 'sale-vs-rent', fix: [{ field: 'property.action', value: 'sale' }] };
    }
    case 'areas-swapped': {
      if (l.type !== 'house') return null;
      const [floor, plot] = [s.floor_area, s.plot_area];
      s.floor_area = plot;
      s.plot_area = floor;
      const fix = [
        { field: 'special.floor_area', value: Number(floor) },
        { field: 'special.plot_area', value: Number(plot) },
      ];
      return { body: b, kind: 'areas-swapped', fix };
    }
    case 'rooms-tenfold':
      if (s.number_of_rooms === undefined) return null;
      s.number_of_rooms = Number(s.number_of_rooms) * 10;
      return { body: b, kind: 'rooms-vs-area', fix: [] };
    case 'overhead-thousands':
      if (price.overhead === undefined) return null;
      price.overhead = Number(price.overhead) / 1000;
      return { body: b, kind: 'scale-slip', fix: [{ field: 'price.overhead', value: Number(price.overhead) * 1000 }] };
    case 'price-extra-zero':
      price.price = p * 10;
      return { body: b, kind: 'price-per-m2', fix: [] };
    case 'duplicate-content':
    case 'price-cut-by-slip':
    case 'settlement-changed':
      // Planted by plantRow: they need a second row or the portal's record.
      return null;
  }
}

/** The office sheet: clean rows, some modifying the office's listings, and one slip in every `1/slipShare` rows. */
export function officeSheet(o: SheetOptions): OfficeSheet {
  const m = new Maker(o.seed);
  const portal: Listing[] = Array.from({ length: o.officeListings }, () => m.listing());
  const records = portal.map((l, i) => ({ ...clone(l.body), id: { id: i + 1, transfer_id: `P-${i + 1}` } }));
  const rows: PreparedRow[] = [];
  const changes = new Map<number, PortalChange[]>();
  const slips: PlantedSlip[] = [];
  const sheet = 'Ingatlanok';
  let next = 0;
  const push = (body: Body, serviceId: number | null, diff: PortalChange[] | null): number => {
    const row = next + 2;
    rows.push(prepared(sheet, row, body, serviceId));
    if (diff !== null) changes.set(next, diff);
    next += 1;
    return row;
  };
  for (let i = 0; i < o.rows; i++) {
    // A third of the sheet modifies listings already on the portal (unchanged here: a clean modify).
    const existing = i % 3 === 0 && i / 3 < portal.length ? Math.floor(i / 3) : null;
    const l: Listing = existing !== null ? (portal[existing] as Listing) : m.listing();
    const serviceId = existing === null ? null : existing + 1;
    const body = existing === null ? clone(l.body) : { ...clone(l.body), id: { transfer_id: `P-${serviceId}` } };
    const slipped = m.next() < o.slipShare;
    if (!slipped) {
      push(body, serviceId, serviceId === null ? null : []);
      continue;
    }
    const slip = m.pick(SLIP_KINDS);
    const planted = plantRow(m, slip, l, body, serviceId);
    if (planted === null) {
      push(body, serviceId, serviceId === null ? null : []);
      continue;
    }
    for (const extra of planted.before) push(extra, null, null);
    const row = push(planted.body, planted.serviceId, planted.changes);
    slips.push({ slip, sheet, row, kind: planted.kind, fix: planted.fix });
  }
  return { rows, officeListings: records, changes: (i) => changes.get(i) ?? null, slips };
}

interface PlantedRow {
  readonly body: Body;
  readonly serviceId: number | null;
  readonly changes: PortalChange[] | null;
  readonly kind: WarningKind;
  readonly fix: readonly FieldFix[];
  /** Rows pushed before the slipped one (the original of a duplicate). */
  readonly before: readonly Body[];
}

function plantRow(m: Maker, slip: SlipKind, l: Listing, body: Body, serviceId: number | null): PlantedRow | null {
  const price = Number((l.body.price as Record<string, unknown>).price);
  switch (slip) {
    case 'duplicate-content': {
      if (serviceId !== null) return null;
      const copy = { ...clone(body), id: { transfer_id: `DUP-${m.next().toString(36).slice(2, 8)}` } };
      return { body: copy, serviceId: null, changes: null, kind: 'duplicate-content', fix: [], before: [body] };
    }
    case 'price-cut-by-slip': {
      if (serviceId === null) return null;
      const cut = Math.round(price / 10 / 100_000) * 100_000 || price / 10;
      (body.price as Record<string, unknown>).price = cut;
      const changes = [{ key: 'price.price', old: price, new: cut }];
      return {
        body,
        serviceId,
        changes,
        kind: 'price-change',
        fix: [{ field: 'price.price', value: price }],
        before: [],
      };
    }
    case 'settlement-changed': {
      if (serviceId === null) return null;
      const old = Number((l.body.location as Record<string, unknown>).region_id);
      const now = old === 1 ? 2 : 1;
      (body.location as Record<string, unknown>).region_id = now;
      const changes = [{ key: 'location.region_id', old, new: now }];
      const fix = [{ field: 'location.region_id', value: old }];
      return { body, serviceId, changes, kind: 'identity-change', fix, before: [] };
    }
    default: {
      const p = plant(slip, { ...l, body });
      if (p === null) return null;
      return { body: p.body, serviceId, changes: serviceId === null ? null : [], kind: p.kind, fix: p.fix, before: [] };
    }
  }
}
