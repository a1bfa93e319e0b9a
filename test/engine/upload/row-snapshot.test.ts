import { describe, expect, it } from 'vitest';
import { fieldsForRole, SPECIAL_BLOCKS } from '../../../src/catalog';
import { diffRecord } from '../../../src/engine/upload/record-diff';
import { encodeSnapshot, readSnapshot } from '../../../src/engine/upload/row-snapshot';
import { fingerprintCell, splitFingerprintCell } from '../../../src/engine/validation/fingerprint-cell';

const FP = 'a'.repeat(40);
/** The listing sheet's columns in these tests: every field the body has, and an orientation column. */
const MAPPED: ReadonlySet<string> = new Set([
  'seller.transfer_id',
  'property.type',
  'property.status',
  'property.orientation',
  'price.price',
  'descriptions.hu',
  'special.floor_area',
  'special.number_of_rooms',
]);

/** The body the importer builds from the exported row (orientation empty). */
function exported(): Record<string, Record<string, unknown>> {
  return {
    seller: { transfer_id: 'S1' },
    property: { type: 'apartment', status: 'active' },
    price: { price: 45_000_000 },
    descriptions: { hu: 'Szép lakás.\nMásodik sor.' },
    special: { apartment: { floor_area: 60, number_of_rooms: 2 } },
  };
}

/** The listing as the service lists it, as the export found it. */
function portal(): Record<string, Record<string, unknown>> {
  return {
    id: { id: 700001, transfer_id: 'P1' },
    seller: { id: 500001, transfer_id: 'S1' },
    property: { type: 'apartment', status: 'active' },
    price: { price: '45000000.00' },
    descriptions: { hu: 'Szép lakás.\r\nMásodik sor.  ' },
    special: { apartment: { floor_area: 60, number_of_rooms: 2 } },
  };
}

function with_(
  base: Record<string, Record<string, unknown>>,
  block: string,
  fields: Record<string, unknown>,
): Record<string, Record<string, unknown>> {
  return { ...base, [block]: { ...base[block], ...fields } };
}

const SNAPSHOT = readSnapshot(encodeSnapshot('properties', exported(), MAPPED));

function diff(body: Record<string, Record<string, unknown>>, stored: unknown) {
  return diffRecord('property', body, stored, MAPPED, SNAPSHOT);
}

describe('row snapshot encoding', () => {
  it("hashes a text field's digits as text and a number field's text as its number", () => {
    const seller = readSnapshot(encodeSnapshot('sellers', { seller: { phone: '0012' } }, ['seller.phone']));
    const listing = readSnapshot(encodeSnapshot('properties', exported(), MAPPED));

    expect(seller?.matches('seller.phone', '0012', undefined)).toBe(true);
    expect(seller?.matches('seller.phone', '12', undefined)).toBe(false);
    expect(listing?.matches('price.price', '45000000.00', undefined)).toBe(true);
  });

  it('is 14 base64url characters a field after its mark, and rides after the fingerprint in one cell', () => {
    const snapshot = encodeSnapshot('properties', exported(), MAPPED);
    expect(snapshot).toMatch(/^S1:([A-Za-z0-9_-]{14}){8}$/);
    expect(splitFingerprintCell(fingerprintCell(FP, snapshot))).toEqual({ fingerprint: FP, snapshot, binding: null });
    expect(splitFingerprintCell(FP)).toEqual({ fingerprint: FP, snapshot: null, binding: null });
    expect(splitFingerprintCell(`${FP} something else`)).toEqual({ fingerprint: FP, snapshot: null, binding: null });
  });

  it('does not depend on the order of the body or of the columns', () => {
    const reordered = Object.fromEntries(Object.entries(exported()).reverse());
    expect(encodeSnapshot('properties', reordered, [...MAPPED].reverse())).toBe(
      encodeSnapshot('properties', exported(), MAPPED),
    );
  });

  it('reads the service echo of an exported value as that value: a decimal as text, a text with CR LF', () => {
    const s = readSnapshot(encodeSnapshot('properties', exported(), MAPPED));
    expect(s?.matches('price.price', '45000000.00', undefined)).toBe(true);
    expect(s?.matches('price.price', 45_000_001, undefined)).toBe(false);
    expect(s?.matches('descriptions.hu', 'Szép lakás.\r\nMásodik sor. ', undefined)).toBe(true);
    expect(s?.matches('property.orientation', null, undefined)).toBe(true);
    expect(s?.matches('property.orientation', '', undefined)).toBe(true);
    expect(s?.matches('location.address', 'Váci út 1.', undefined)).toBeNull();
  });

  it('refuses text that is not a snapshot of this version', () => {
    expect(readSnapshot(null)).toBeNull();
    expect(readSnapshot('S2:abc')).toBeNull();
    expect(readSnapshot('S1:abc')).toBeNull();
    expect(readSnapshot('S1:!!!!!!!!!!!!!!')).toBeNull();
  });

  it('gives every catalog key its own key hash, and a listing with every field stays far below 32,767 characters', () => {
    const keys = [
      ...fieldsForRole('properties').map((f) => f.key),
      ...fieldsForRole('sellers').map((f) => f.key),
      ...Object.values(SPECIAL_BLOCKS).flatMap((fields) => fields.map((f) => `special.${f.name}`)),
    ];
    const unique = [...new Set(keys)];
    const hashes = new Set(unique.map((k) => encodeSnapshot('properties', {}, [k]).slice(3, 9)));
    expect(hashes.size).toBe(unique.length);
    expect(encodeSnapshot('properties', {}, unique).length).toBeLessThan(unique.length * 14 + 4);
    expect(unique.length * 14).toBeLessThan(32_767 / 4);
  });
});

describe('three-way decision with a snapshot', () => {
  it('a field not edited is not sent though the portal changed it; the edited one is, without a conflict', () => {
    const body = with_(exported(), 'property', { status: 'inactive' });
    const d = diff(body, with_(portal(), 'price', { price: '52000000.00' }));
    expect(d.body).toEqual({ property: { status: 'inactive' }, seller: { transfer_id: 'S1' } });
    expect(d.changes).toEqual([{ key: 'property.status', kind: 'set', old: 'active', new: 'inactive' }]);
  });

  it('a field edited on both sides is sent and marked as a conflict, old being the portal value', () => {
    const d = diff(with_(exported(), 'price', { price: 41_000_000 }), with_(portal(), 'price', { price: 52_000_000 }));
    expect(d.body).toEqual({ price: { price: 41_000_000 }, seller: { transfer_id: 'S1' } });
    expect(d.changes).toEqual([{ key: 'price.price', kind: 'set', old: 52_000_000, new: 41_000_000, conflict: true }]);
  });

  it('a field edited to the value the portal already holds sends nothing', () => {
    const d = diff(with_(exported(), 'price', { price: 52_000_000 }), with_(portal(), 'price', { price: 52_000_000 }));
    expect(d.body).toEqual({});
  });

  it('a special field follows the same rules', () => {
    const stored = with_(portal(), 'special', { apartment: { floor_area: 70, number_of_rooms: 3 } });
    const body = with_(exported(), 'special', { apartment: { floor_area: 60, number_of_rooms: 4 } });
    const d = diff(body, stored);
    expect(d.body).toEqual({ special: { apartment: { number_of_rooms: 4 } }, seller: { transfer_id: 'S1' } });
    expect(d.changes).toEqual([{ key: 'special.number_of_rooms', kind: 'set', old: 3, new: 4, conflict: true }]);
  });

  it('a cell empty at the export and still empty leaves the value a colleague set on the portal', () => {
    const d = diff(exported(), with_(portal(), 'property', { orientation: 'south' }));
    expect(d.body).toEqual({});
    expect(d.changes).toEqual([]);
  });

  it('a cell emptied since the export is an edit: the value is removed, a conflict if the portal changed it', () => {
    const body = with_(exported(), 'descriptions', { hu: undefined });
    delete body['descriptions'];
    const kept = diff(body, portal());
    expect(kept.body).toEqual({ descriptions: { hu: '' }, seller: { transfer_id: 'S1' } });
    expect(kept.changes).toEqual([
      { key: 'descriptions.hu', kind: 'clear', old: portal()['descriptions']?.['hu'], new: null },
    ]);
    const both = diff(body, with_(portal(), 'descriptions', { hu: 'Új leírás.' }));
    expect(both.changes).toEqual([
      { key: 'descriptions.hu', kind: 'clear', old: 'Új leírás.', new: null, conflict: true },
    ]);
  });

  it('a seller the user did not edit but the portal changed stays the portal one in the PUT', () => {
    const body = with_(exported(), 'property', { status: 'inactive' });
    const d = diff(body, { ...portal(), seller: { id: 500009, transfer_id: 'S9' } });
    expect(d.body).toEqual({ property: { status: 'inactive' }, seller: { id: 500009 } });
  });

  it('a seller row follows the same rules: a name edited, a phone changed on the portal stays', () => {
    const sellerMapped = ['id.transfer_id', 'seller.name', 'seller.phone', 'seller.can_manage_properties'];
    const row = { id: { transfer_id: 'S1' }, seller: { name: 'Kiss Anna', phone: '+36 30 555 0001' } };
    const since = readSnapshot(encodeSnapshot('sellers', row, sellerMapped));
    const listed = {
      id: { id: 500001, transfer_id: 'S1' },
      seller: { id: 500001, name: 'Kiss Anna', phone: '+36 30 555 0009', can_manage_properties: true },
    };
    const edited = { ...row, seller: { ...row.seller, name: 'Kiss Éva' } };
    const d = diffRecord('seller', edited, listed, new Set(sellerMapped), since);
    expect(d.body).toEqual({ seller: { name: 'Kiss Éva' } });
    expect(d.changes).toEqual([{ key: 'seller.name', kind: 'set', old: 'Kiss Anna', new: 'Kiss Éva' }]);
  });

  it('without a snapshot (an older workbook) the row is compared with the service as before', () => {
    const body = with_(exported(), 'property', { status: 'inactive' });
    const d = diffRecord('property', body, with_(portal(), 'price', { price: 52_000_000 }), MAPPED, null);
    expect(d.body).toEqual({
      property: { status: 'inactive' },
      price: { price: 45_000_000 },
      seller: { transfer_id: 'S1' },
    });
  });
});
