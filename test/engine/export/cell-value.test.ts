import { describe, expect, it } from 'vitest';
import { findField, valueWords } from '../../../src/catalog';
import type { FieldDef } from '../../../src/catalog';
import { cellValue, placeNames } from '../../../src/engine/export/cell-value';
import { listedValue, recordRow } from '../../../src/engine/export/record-row';
import type { ReferenceData } from '../../../src/engine/model/reference-data';

function field(key: string): FieldDef {
  const f = findField('properties', key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
}

const reference: ReferenceData = {
  regions: [
    {
      id: 1,
      name: 'Budapest',
      zipCodes: ['1131'],
      latitude: null,
      longitude: null,
      areas: [{ id: 1013, name: 'XIII. kerület' }],
    },
  ],
  offices: [],
  fetchedAt: '2026-01-01T00:00:00Z',
  source: { baseUrl: 'x', user: 'y' },
};
const places = placeNames(reference);

describe('export cell values', () => {
  it('writes a code as the word of the chosen language', () => {
    const words = valueWords('PROPERTY_TYPE', 'apartment');
    expect(cellValue(field('property.type'), 'apartment', 'hu', places)).toBe(words.hu);
    expect(cellValue(field('property.type'), 'apartment', 'en', places)).toBe(words.en);
  });

  it('writes yes/no as the template dropdown words', () => {
    expect(cellValue(field('property.is_featured'), true, 'hu', places)).toBe('Igen');
    expect(cellValue(field('property.is_featured'), false, 'en', places)).toBe('No');
  });

  it('writes settlement and district by name, and an unknown one by its identifier', () => {
    expect(cellValue(field('location.region_id'), 1, 'hu', places)).toBe('Budapest');
    expect(cellValue(field('location.area_id'), 1013, 'hu', places)).toBe('XIII. kerület');
    expect(cellValue(field('location.region_id'), 99, 'hu', places)).toBe(99);
  });

  it('keeps a code the value set does not know as it came', () => {
    expect(cellValue(field('property.type'), 'castle', 'hu', places)).toBe('castle');
  });

  it('leaves null and absent values empty', () => {
    expect(cellValue(field('property.orientation'), null, 'hu', places)).toBeNull();
    expect(cellValue(field('price.price'), undefined, 'hu', places)).toBeNull();
  });
});

describe('export rows', () => {
  const listing = {
    id: { id: 700001, transfer_id: 'P-1', office_id: 1 },
    property: { type: 'apartment', status: 'active', office_id: 1 },
    seller: { id: 500001, transfer_id: 'S-1' },
    // `garden` is in the apartment's facing set, not in the house's (whose definition heads the combined sheet).
    special: { apartment: { floor_area: 54, facing: 'garden' } },
  };

  it('names the seller by reference when it has one, leaving the service-ID column empty', () => {
    expect(listedValue(listing, field('seller.transfer_id'))).toBe('S-1');
    expect(listedValue(listing, field('seller.id'))).toBeNull();
    expect(listedValue({ ...listing, seller: { id: 500003, transfer_id: null } }, field('seller.id'))).toBe(500003);
  });

  it('reads special fields from the listing type block', () => {
    expect(listedValue(listing, field('special.floor_area'))).toBe(54);
    expect(recordRow(listing, [field('special.floor_area'), field('property.status')], 'hu', places)).toEqual([
      54,
      valueWords('PROPERTY_STATUS', 'active').hu,
    ]);
  });

  it("takes a special field's words from the value set of the listing's own type", () => {
    const garden = valueWords('APARTMENT_FACING', 'garden').hu;
    expect(recordRow(listing, [field('special.facing')], 'hu', places)).toEqual([garden]);
  });
});
