// Listing rows for the plausibility tests: an apartment in Budapest unless told otherwise.
import type { PreparedRow } from '../../../src/engine/model/prepared-row';

export interface Listing {
  readonly ref?: string;
  readonly type?: string;
  readonly action?: 'sale' | 'rent';
  readonly region?: number;
  readonly address?: string;
  readonly price?: number;
  readonly overhead?: number;
  readonly floor?: number;
  readonly plot?: number;
  readonly rooms?: number;
}

export function listingBody(l: Listing): Record<string, unknown> {
  const type = l.type ?? 'apartment';
  const special: Record<string, unknown> = {};
  if (l.floor !== undefined) special.floor_area = l.floor;
  if (l.plot !== undefined) Object.assign(special, { plot_area: l.plot, plot_area_unit: 'square_metre' });
  if (l.rooms !== undefined) special.number_of_rooms = l.rooms;
  return {
    id: { transfer_id: l.ref ?? null },
    property: { type, action: l.action ?? 'sale' },
    location: { region_id: l.region ?? 1, ...(l.address !== undefined ? { address: l.address } : {}) },
    price: {
      price: l.price ?? 60_000_000,
      price_currency: 'huf',
      ...(l.action === 'rent' ? { price_period: 'monthly' } : {}),
      ...(l.overhead !== undefined ? { overhead: l.overhead } : {}),
    },
    special: { [type]: special },
  };
}

export function listingRow(row: number, l: Listing): PreparedRow {
  return {
    sheet: 'Ingatlanok',
    row,
    role: 'properties',
    operation: 'create',
    body: listingBody(l) as PreparedRow['body'],
    transferId: l.ref ?? null,
    serviceId: null,
    officeId: 1,
    owner: null,
    fingerprint: `fp-${row}`,
    previous: null,
    problems: [],
  };
}

/** Eight Budapest flats of 60 m² at about 1 million Ft/m², rows 2–9: a group the sheet can judge by. */
export function budapestFlats(): PreparedRow[] {
  const prices = [55, 58, 60, 62, 64, 66, 59, 61].map((m) => m * 1_000_000);
  return prices.map((price, i) => listingRow(i + 2, { ref: `F${i}`, price, floor: 60, rooms: 2 }));
}

/** The same flats let, rows 20–27, at about 5,000 Ft/m² a month. */
export function budapestFlatsLet(): PreparedRow[] {
  const rents = [280, 300, 310, 290, 320, 305, 295, 315].map((k) => k * 1000);
  return rents.map((price, i) => listingRow(i + 20, { ref: `R${i}`, action: 'rent', price, floor: 60, rooms: 2 }));
}
