import { describe, expect, it } from 'vitest';
import { diffRecord, hasChanges, sameValue } from '../../../src/engine/upload/record-diff';
import { findField } from '../../../src/catalog';

const NONE: ReadonlySet<string> = new Set();
/** Every listing PUT names its seller (the spec: without it the administrator advertises the listing). */
const SELLER = { seller: { transfer_id: 'S1' } };

/** A listing as GET /property lists it with every block. */
function stored(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: { id: 700001, transfer_id: 'P1', office_id: 1 },
    seller: { id: 500001, transfer_id: 'S1' },
    property: { type: 'apartment', status: 'active', action: 'sale', office_id: 1, orientation: 'south' },
    location: { region_id: 1, area_id: 1013, zip_code: '1134', address: 'Váci út 1.' },
    price: { price: 45_000_000, price_currency: 'huf', is_guide_price: false },
    descriptions: { hu: 'Szép lakás.\nMásodik sor.', en: 'Nice flat.' },
    map: { visibility: 'area', radius: 150, latitude: 47.5123456789, longitude: 19.05 },
    special: { apartment: { floor_area: 60, number_of_rooms: 2, floor: 'floor_3', has_elevator: true } },
    ...overrides,
  };
}

/** The body the importer would build from the same listing's exported row. */
function body(): Record<string, Record<string, unknown>> {
  return {
    id: { transfer_id: 'P1' },
    seller: { transfer_id: 'S1' },
    property: { type: 'apartment', status: 'active', action: 'sale', office_id: 1, orientation: 'south' },
    location: { region_id: 1, area_id: 1013, zip_code: '1134', address: 'Váci út 1.' },
    price: { price: 45_000_000, price_currency: 'huf', is_guide_price: false },
    descriptions: { hu: 'Szép lakás.\nMásodik sor.', en: 'Nice flat.' },
    map: { visibility: 'area', radius: 150, latitude: 47.5123456789, longitude: 19.05 },
    special: { apartment: { floor_area: 60, number_of_rooms: 2, floor: 'floor_3', has_elevator: true } },
  };
}

function edited(edit: (b: Record<string, Record<string, unknown>>) => void): Record<string, Record<string, unknown>> {
  const b = body();
  edit(b);
  return b;
}

describe('record diff', () => {
  it('finds nothing to send for a row equal to the record', () => {
    const d = diffRecord('property', body(), stored(), NONE);
    expect(d.body).toEqual({});
    expect(d.changes).toEqual([]);
    expect(hasChanges(d)).toBe(false);
  });

  it('sends only the changed field of a block, with old and new', () => {
    const d = diffRecord(
      'property',
      edited((b) => (b['price'] = { ...b['price'], price: 41_000_000 })),
      stored(),
      NONE,
    );
    expect(d.body).toEqual({ price: { price: 41_000_000 }, ...SELLER });
    expect(d.changes).toEqual([{ key: 'price.price', kind: 'set', old: 45_000_000, new: 41_000_000 }]);
  });

  it('compares numbers as numbers: a decimal echoed as text, or to the field precision, is no change', () => {
    const asText = stored({ price: { price: '45000000.00', price_currency: 'huf', is_guide_price: false } });
    expect(diffRecord('property', body(), asText, NONE).body).toEqual({});
    const price = findField('properties', 'price.price');
    expect(sameValue(price, 45_000_000.001, 45_000_000)).toBe(true);
    expect(sameValue(price, 45_000_000.01, 45_000_000)).toBe(false);
    const latitude = findField('properties', 'map.latitude');
    expect(sameValue(latitude, 47.5123456789, 47.51234567890001)).toBe(true);
    expect(sameValue(latitude, 47.5123, 47.5124)).toBe(false);
  });

  it('compares texts as texts: a postal code typed as a number is the same code, line ends do not count', () => {
    const zip = findField('properties', 'location.zip_code');
    expect(sameValue(zip, 1134, '1134')).toBe(true);
    expect(sameValue(zip, '1134', '1135')).toBe(false);
    const d = diffRecord(
      'property',
      edited((b) => (b['descriptions'] = { hu: 'Szép lakás.\r\nMásodik sor.', en: 'Nice flat.' })),
      stored(),
      NONE,
    );
    expect(d.body).toEqual({});
  });

  it('does not take a number for yes/no or a code', () => {
    expect(sameValue(findField('properties', 'price.is_guide_price'), 0, false)).toBe(false);
    expect(sameValue(findField('properties', 'property.status'), 'active', 'inactive')).toBe(false);
  });

  it('sends a changed special field inside its type block only', () => {
    const d = diffRecord(
      'property',
      edited((b) => (b['special'] = { apartment: { floor_area: 62, number_of_rooms: 2, floor: 'floor_3' } })),
      stored(),
      NONE,
    );
    expect(d.body).toEqual({ special: { apartment: { floor_area: 62 } }, ...SELLER });
    expect(d.changes).toEqual([{ key: 'special.floor_area', kind: 'set', old: 60, new: 62 }]);
  });

  it('sends the whole special block with a new type, as the service starts a fresh block', () => {
    const d = diffRecord(
      'property',
      edited((b) => {
        b['property'] = { ...b['property'], type: 'house' };
        b['special'] = { house: { floor_area: 60, number_of_rooms: 2 } };
      }),
      stored(),
      NONE,
    );
    expect(d.body).toEqual({
      property: { type: 'house' },
      special: { house: { floor_area: 60, number_of_rooms: 2 } },
      ...SELLER,
    });
  });

  it('sends a description that changed and leaves the others', () => {
    const d = diffRecord(
      'property',
      edited((b) => (b['descriptions'] = { hu: 'Új szöveg.', en: 'Nice flat.' })),
      stored(),
      NONE,
    );
    expect(d.body).toEqual({ descriptions: { hu: 'Új szöveg.' }, ...SELLER });
  });

  it('keeps the district with a changed settlement, since a settlement alone drops the stored district', () => {
    const d = diffRecord(
      'property',
      edited((b) => (b['location'] = { ...b['location'], region_id: 11, area_id: 1013 })),
      stored(),
      NONE,
    );
    expect(d.body).toEqual({ location: { region_id: 11, area_id: 1013 }, ...SELLER });
    expect(d.changes.map((c) => c.key)).toEqual(['location.region_id']);
  });

  it('treats a seller named by reference or by service ID as the same seller as listed', () => {
    expect(diffRecord('property', body(), stored(), NONE).body).toEqual({});
    const byId = edited((b) => (b['seller'] = { id: 500001 }));
    expect(diffRecord('property', byId, stored(), NONE).body).toEqual({});
    const other = edited((b) => (b['seller'] = { transfer_id: 'S2' }));
    const d = diffRecord('property', other, stored(), NONE);
    expect(d.body).toEqual({ seller: { transfer_id: 'S2' } });
    expect(d.changes).toEqual([{ key: 'seller.transfer_id', kind: 'set', old: 'S1', new: 'S2' }]);
  });

  it('compares arrays and objects whole, whatever the order of keys', () => {
    expect(sameValue(undefined, [1, { a: 1, b: 2 }], [1, { b: 2, a: 1 }])).toBe(true);
    expect(sameValue(undefined, [1, 2], [2, 1])).toBe(false);
    const d = diffRecord('property', { map: { extra: [1, 2, 3] } }, stored({ map: { extra: [1, 2] } }), NONE);
    expect(d.body).toEqual({ map: { extra: [1, 2, 3] }, seller: { id: 500001 } });
  });

  it('names the stored seller in a listing PUT whose row has no seller column, and adds nothing when nothing is sent', () => {
    const noSeller = edited((b) => {
      delete b['seller'];
      b['price'] = { ...b['price'], price: 41_000_000 };
    });
    expect(diffRecord('property', noSeller, stored(), NONE).body).toEqual({
      price: { price: 41_000_000 },
      seller: { id: 500001 },
    });
    expect(diffRecord('property', body(), stored(), NONE).body).toEqual({});
  });

  it('compares a seller field by field', () => {
    const listed = {
      id: { id: 500001, transfer_id: 'S1', office_id: 1 },
      seller: { id: 500001, name: 'Kiss Anna', phone: '+36 30 555 0001', email: 'anna@example.hu', public_email: null },
    };
    const row = { id: { transfer_id: 'S1' }, seller: { name: 'Kiss Anna', phone: '+36 30 555 0002' } };
    const d = diffRecord('seller', row, listed, NONE);
    expect(d.body).toEqual({ seller: { phone: '+36 30 555 0002' } });
  });
});

describe('emptied cells', () => {
  const mapped = new Set([
    'property.orientation',
    'property.office_id',
    'location.area_id',
    'descriptions.en',
    'special.floor',
    'special.floor_area',
    'seller.transfer_id',
    'seller.id',
    'id.transfer_id',
  ]);

  it('clears a field that takes null with null, and a description with an empty text', () => {
    const b = edited((x) => {
      x['property'] = { type: 'apartment', status: 'active', action: 'sale' };
      x['descriptions'] = { hu: 'Szép lakás.\nMásodik sor.' };
      x['special'] = { apartment: { floor_area: 60, number_of_rooms: 2, has_elevator: true } };
    });
    const d = diffRecord('property', b, stored(), mapped);
    expect(d.body).toEqual({
      property: { orientation: null },
      descriptions: { en: '' },
      special: { apartment: { floor: null } },
      ...SELLER,
    });
    expect(d.changes.filter((c) => c.kind === 'clear').map((c) => [c.key, c.old])).toEqual([
      ['property.orientation', 'south'],
      ['descriptions.en', 'Nice flat.'],
      ['special.floor', 'floor_3'],
    ]);
  });

  it('reports a value the API cannot remove as kept, and sends nothing for it', () => {
    const b = edited((x) => {
      delete x['seller'];
      delete x['id'];
      x['location'] = { region_id: 1, zip_code: '1134', address: 'Váci út 1.' };
      x['special'] = { apartment: { number_of_rooms: 2, floor: 'floor_3', has_elevator: true } };
    });
    const d = diffRecord('property', b, stored(), mapped);
    expect(d.body).toEqual({});
    expect(d.changes.map((c) => [c.key, c.kind, c.old])).toEqual([
      ['location.area_id', 'kept', 1013],
      ['special.floor_area', 'kept', 60],
      ['seller.transfer_id', 'kept', 'S1'],
      ['id.transfer_id', 'kept', 'P1'],
    ]);
  });

  it('says nothing of an empty office column (the run office) or of columns the sheet does not have', () => {
    const b = edited((x) => (x['property'] = { type: 'apartment', status: 'active', orientation: 'south' }));
    expect(diffRecord('property', b, stored(), mapped).changes).toEqual([]);
    const bare = { price: { price: 45_000_000 } };
    expect(diffRecord('property', bare, stored(), NONE)).toEqual({ body: {}, changes: [] });
  });

  it('shows the district the service drops when the settlement changes and the district cell is empty', () => {
    const b = edited((x) => (x['location'] = { region_id: 11, zip_code: '1134', address: 'Váci út 1.' }));
    const d = diffRecord('property', b, stored(), mapped);
    expect(d.body).toEqual({ location: { region_id: 11 }, ...SELLER });
    expect(d.changes).toContainEqual({ key: 'location.area_id', kind: 'clear', old: 1013, new: null });
  });

  it('does not look at an emptied cell whose value the service holds as empty', () => {
    const b = edited((x) => (x['descriptions'] = { hu: 'Szép lakás.\nMásodik sor.' }));
    const listed = stored({ descriptions: { hu: 'Szép lakás.\nMásodik sor.', en: '' } });
    const d = diffRecord('property', b, listed, mapped);
    expect(d.body).toEqual({});
  });
});
