// Each kind of plausibility warning on a small sheet, with its fix and what it was judged against.
import { describe, expect, it } from 'vitest';
import { checkPlausibility } from '../../../src/engine/plausibility';
import { budapestFlats, budapestFlatsLet, listingBody, listingRow } from './plausibility-kit';

const only = (rows: Parameters<typeof checkPlausibility>[0]['rows'], officeListings?: readonly unknown[]) =>
  checkPlausibility({ rows, ...(officeListings ? { officeListings } : {}) });

describe('plausibility warnings', () => {
  it('takes a price typed in thousands for a scale slip and offers the forint value', () => {
    const [w] = only([...budapestFlats(), listingRow(40, { price: 45_900, floor: 60 })]);
    expect(w).toMatchObject({ kind: 'scale-slip', row: 40, fix: [{ field: 'price.price', value: 45_900_000 }] });
    expect(w?.messageHu).toContain('45 900 Ft → 45 900 000 Ft?');
    expect(w?.message).toContain('45,900 Ft → 45,900,000 Ft?');
  });

  it('takes a price typed in millions for a scale slip', () => {
    const [w] = only([...budapestFlats(), listingRow(40, { price: 45.9, floor: 60 })]);
    expect(w).toMatchObject({ kind: 'scale-slip', fix: [{ field: 'price.price', value: 45_900_000 }] });
  });

  it('takes a price with three zeros too many for a scale slip', () => {
    const [w] = only([...budapestFlats(), listingRow(40, { price: 45_900_000_000, floor: 60 })]);
    expect(w).toMatchObject({ kind: 'scale-slip', fix: [{ field: 'price.price', value: 45_900_000 }] });
  });

  it('says a sale priced like a monthly rent may be a rent', () => {
    const [w] = only([...budapestFlats(), ...budapestFlatsLet(), listingRow(40, { price: 300_000, floor: 60 })]);
    expect(w).toMatchObject({ kind: 'sale-vs-rent', fix: [{ field: 'property.action', value: 'rent' }] });
  });

  it('takes a land sale typed in thousands for a scale slip when no land rents are there to judge by', () => {
    const [w] = only([listingRow(40, { type: 'land', price: 44_500, plot: 900 })]);
    expect(w).toMatchObject({ kind: 'scale-slip', fix: [{ field: 'price.price', value: 44_500_000 }] });
  });

  it('says a rent priced like a sale may be a sale', () => {
    const rows = [...budapestFlats(), ...budapestFlatsLet()];
    const [w] = only([...rows, listingRow(40, { action: 'rent', price: 62_000_000, floor: 60 })]);
    expect(w).toMatchObject({ kind: 'sale-vs-rent', fix: [{ field: 'property.action', value: 'sale' }] });
  });

  it('flags a price per m² far outside the range, without a fix', () => {
    const [w] = only([...budapestFlats(), listingRow(40, { price: 600_000_000, floor: 60 })]);
    expect(w).toMatchObject({ kind: 'price-per-m2', fix: [], basis: 'sheet' });
  });

  it('leaves a price within the range alone', () => {
    expect(only([...budapestFlats(), listingRow(40, { price: 90_000_000, floor: 60 })])).toEqual([]);
  });

  it('offers to swap a house whose floor area is larger than its plot', () => {
    const [w] = only([listingRow(40, { type: 'house', price: 80_000_000, floor: 900, plot: 80 })]);
    expect(w).toMatchObject({
      kind: 'areas-swapped',
      fix: [
        { field: 'special.floor_area', value: 80 },
        { field: 'special.plot_area', value: 900 },
      ],
    });
  });

  it('flags more rooms than the floor area can hold', () => {
    const [w] = only([listingRow(40, { price: 30_000_000, floor: 45, rooms: 12 })]);
    expect(w).toMatchObject({ kind: 'rooms-vs-area', field: 'special.number_of_rooms', fix: [] });
  });

  it('takes an overhead typed in thousands for a scale slip', () => {
    const [w] = only([listingRow(40, { price: 60_000_000, floor: 60, overhead: 25 })]);
    expect(w).toMatchObject({
      kind: 'scale-slip',
      field: 'price.overhead',
      fix: [{ field: 'price.overhead', value: 25_000 }],
    });
  });

  it('flags the same address, settlement, type and area under a second reference', () => {
    const a = listingRow(40, { ref: 'A-1', address: 'Fő utca 12.', floor: 60 });
    const b = listingRow(41, { ref: 'B-7', address: 'fő u. 12', floor: 60 });
    const [w] = only([a, b]);
    expect(w).toMatchObject({ kind: 'duplicate-content', row: 41 });
    expect(w?.message).toContain('row 40 (A-1)');
  });

  it('judges by the office listings when it has enough of the group, and says so', () => {
    const office = Array.from({ length: 8 }, (_, i) => listingBody({ price: (58 + i) * 1_000_000, floor: 60 }));
    const [w] = only([listingRow(40, { price: 45_900, floor: 60 })], office);
    expect(w).toMatchObject({ kind: 'scale-slip', basis: 'office' });
    expect(w?.message).toContain("of the office's 8 listings");
  });

  it('falls back to the sheet when the office has too few listings, and says so', () => {
    const office = [listingBody({ price: 60_000_000, floor: 60 })];
    const [w] = only([...budapestFlats(), listingRow(40, { price: 45_900, floor: 60 })], office);
    expect(w).toMatchObject({ kind: 'scale-slip', basis: 'sheet' });
    expect(w?.message).toContain('the office has only 1 such listing on the portal, too few to judge by');
    expect(w?.messageHu).toContain('túl kevés');
  });

  it('falls back to the built-in national range for a lone row', () => {
    const [w] = only([listingRow(40, { price: 45_900, floor: 60 })]);
    expect(w).toMatchObject({ kind: 'scale-slip', basis: 'built-in' });
  });

  it('flags a modify that cuts the price by more than half, old → new, offering the old price', () => {
    const rows = [listingRow(40, { price: 6_490_000, floor: 60 })];
    const warnings = checkPlausibility({
      rows,
      changes: () => [{ key: 'price.price', old: 64_900_000, new: 6_490_000 }],
    });
    const w = warnings.find((x) => x.kind === 'price-change');
    expect(w).toMatchObject({ fix: [{ field: 'price.price', value: 64_900_000 }], basis: 'portal' });
    expect(w?.messageHu).toContain('64 900 000 Ft → 6 490 000 Ft');
  });

  it("flags a modify that changes the listing's settlement, old → new", () => {
    const warnings = checkPlausibility({
      rows: [listingRow(40, { price: 60_000_000, floor: 60 })],
      changes: () => [{ key: 'location.region_id', old: 2, new: 1 }],
    });
    expect(warnings).toMatchObject([{ kind: 'identity-change', fix: [{ field: 'location.region_id', value: 2 }] }]);
  });

  it('does not judge an invalid row', () => {
    const bad = {
      ...listingRow(40, { price: 45_900, floor: 60 }),
      problems: [{ field: 'x', column: null, value: 1, message: '', messageHu: '' }],
    };
    expect(only([bad])).toEqual([]);
  });
});
