import { describe, expect, it } from 'vitest';
import {
  matchColumns,
  matchHeader,
  proposeMapping,
  proposeSheetMapping,
  resultColumnOf,
  roleFromHeaders,
  roleFromSheetName,
  setColumnField,
  setSheetRole,
  unmappedRequiredFields,
} from '../../../src/engine/mapping';

function fieldOf(role: Parameters<typeof matchHeader>[0], header: string) {
  const m = matchHeader(role, header);
  return [m.field, m.source];
}

describe('matchHeader', () => {
  it('matches canonical keys with full confidence, also inside a label and per type', () => {
    expect(matchHeader('properties', 'price.price')).toEqual({ field: 'price.price', confidence: 1, source: 'key' });
    expect(fieldOf('properties', 'property.type')).toEqual(['property.type', 'key']);
    expect(fieldOf('properties', 'special.floor_area')).toEqual(['special.floor_area', 'key']);
    expect(fieldOf('properties', 'special.house.floor_area')).toEqual(['special.floor_area', 'key']);
    expect(fieldOf('properties', 'Ár (price.price)')).toEqual(['price.price', 'key']);
    expect(fieldOf('properties', 'Alapterület\nspecial.apartment.floor_area')).toEqual(['special.floor_area', 'key']);
  });

  it('matches English and Hungarian labels', () => {
    expect(fieldOf('properties', 'Property type')).toEqual(['property.type', 'label']);
    expect(fieldOf('properties', 'Ingatlan típusa')).toEqual(['property.type', 'label']);
    expect(fieldOf('properties', 'Alapterület (m²)')).toEqual(['special.floor_area', 'label']);
    expect(fieldOf('properties', 'Alapterület (m2)')).toEqual(['special.floor_area', 'label']);
    expect(fieldOf('sellers', 'Telefonszám')).toEqual(['seller.phone', 'label']);
    expect(matchHeader('properties', 'Ár')).toEqual({ field: 'price.price', confidence: 0.95, source: 'label' });
  });

  it.each([
    ['properties', 'Vételár', 'price.price'],
    ['properties', 'Irányszám', 'location.zip_code'],
    ['properties', 'Irányítószám', 'location.zip_code'],
    ['properties', 'Település', 'location.region_id'],
    ['properties', 'Város', 'location.region_id'],
    ['properties', 'Kerület', 'location.area_id'],
    ['properties', 'Alapterület', 'special.floor_area'],
    ['properties', 'Szobák', 'special.number_of_rooms'],
    ['properties', 'Típus', 'property.type'],
    ['properties', 'Azonosító', 'id.transfer_id'],
    ['sellers', 'Email', 'seller.email'],
    ['sellers', 'E-mail', 'seller.email'],
    ['sellers', 'Telefon', 'seller.phone'],
    ['sellers', 'Név', 'seller.name'],
    ['sellers', 'Azonosító', 'id.transfer_id'],
    ['property_images', 'Kép URL', 'image.url'],
    ['seller_images', 'Értékesítő', 'owner.transfer_id'],
  ] as const)('%s: synonym %s', (role, header, field) => {
    expect(matchHeader(role, header).field).toBe(field);
  });

  it('matches without accents and with small typos, with less confidence', () => {
    expect(fieldOf('properties', 'VETELAR')).toEqual(['price.price', 'synonym']);
    expect(fieldOf('properties', 'iranyitoszam')).toEqual(['location.zip_code', 'label']);
    const fuzzy = matchHeader('properties', 'Alapterulete lakas');
    expect(fuzzy.field).toBe('special.floor_area');
    expect(fuzzy.source).toBe('fuzzy');
    expect(fuzzy.confidence).toBeLessThan(0.8);
    expect(fuzzy.confidence).toBeGreaterThan(0.5);
    expect(matchHeader('properties', 'Telefonszámm').field).toBeNull();
    expect(matchHeader('sellers', 'Telefonszámm').field).toBe('seller.phone');
  });

  it('leaves unrelated, blank and result headers unmapped', () => {
    expect(matchHeader('properties', 'Megjegyzés a kollégáknak').field).toBeNull();
    expect(matchHeader('properties', '').field).toBeNull();
    for (const h of [
      'Import status',
      'Service ID',
      'Error code',
      'Error message',
      'Imported at',
      'Import fingerprint',
      'import STATUS',
    ]) {
      expect(matchHeader('properties', h), h).toEqual({ field: null, confidence: 0, source: 'none' });
      expect(resultColumnOf(h), h).not.toBeNull();
    }
    expect(resultColumnOf('Ár')).toBeNull();
  });

  it('gives a label shared by two fields a low confidence', () => {
    const m = matchHeader('properties', 'Heating');
    expect(m.confidence).toBe(0.6);
  });
});

describe('matchColumns', () => {
  it('never gives one field to two columns: the more confident keeps it, the leftmost on a tie', () => {
    const cols = matchColumns('properties', ['Vételár', 'price.price', 'Ár', 'Település', 'Város']);
    expect(cols.map((c) => c.field)).toEqual([null, 'price.price', null, 'location.region_id', null]);
    expect(cols[0]).toEqual({ index: 0, column: 'A', header: 'Vételár', field: null, confidence: 0, source: 'none' });
    expect(cols[1]).toMatchObject({ column: 'B', confidence: 1, source: 'key' });
  });
});

describe('sheet roles', () => {
  it.each([
    ['Sellers', 'sellers'],
    ['Értékesítők', 'sellers'],
    ['Eladók', 'sellers'],
    ['ertekesitok', 'sellers'],
    ['Properties', 'properties'],
    ['Ingatlanok', 'properties'],
    ['Hirdetések', 'properties'],
    ['Listings', 'properties'],
    ['Property images', 'property_images'],
    ['Ingatlan képek', 'property_images'],
    ['Képek', 'property_images'],
    ['Seller images', 'seller_images'],
    ['Értékesítő képek', 'seller_images'],
    ['Eladó lakások', 'properties'],
    ['Képviselők', null],
    ['Ingatlanok képei', 'property_images'],
    ['Kiadó ingatlanok', 'properties'],
    ['Munka1', null],
    ['Help', null],
  ] as const)('%s → %s', (name, role) => {
    expect(roleFromSheetName(name)).toBe(role);
  });

  it('falls back to the fields the headers match', () => {
    expect(roleFromHeaders(['Név', 'Email', 'Telefon'])).toBe('sellers');
    expect(roleFromHeaders(['Típus', 'Ár', 'Település', 'Alapterület'])).toBe('properties');
    expect(roleFromHeaders(['Hirdetés', 'Kép URL', 'Sorrend'])).toBe('property_images');
    expect(roleFromHeaders(['Értékesítő', 'Kép URL'])).toBe('seller_images');
    expect(roleFromHeaders(['Megjegyzés', 'Dátum'])).toBeNull();
  });
});

describe('unmappedRequiredFields', () => {
  it("lists what a new record needs that no column gives, allowing the price's currency and the postal code to stand in", () => {
    const keys = (headers: string[], role: 'properties' | 'sellers') =>
      unmappedRequiredFields(proposeSheetMapping({ sheet: 'x', headerRow: 1, headers, role })).map((f) => f.key);
    expect(keys(['Típus', 'Ár'], 'properties')).toEqual(['property.action', 'location.region_id']);
    expect(keys(['Típus', 'Eladó vagy kiadó', 'Irányítószám', 'Ár'], 'properties')).toEqual([]);
    expect(keys(['Típus', 'Eladó vagy kiadó', 'Település', 'Pénznem'], 'properties')).toEqual(['price.price']);
    expect(keys(['Név'], 'sellers')).toEqual(['seller.phone', 'seller.email']);
  });
});

describe('proposeMapping', () => {
  it('proposes roles and columns for a whole workbook; explicit roles win', () => {
    const m = proposeMapping([
      { sheet: 'Ingatlanok', headerRow: 3, headers: ['Azonosító', 'Típus', 'Ár', 'Import status'] },
      { sheet: 'Munka2', headerRow: 1, headers: ['Név', 'E-mail', 'Telefon'] },
      { sheet: 'Jegyzetek', headerRow: 1, headers: ['Megjegyzés'] },
      { sheet: 'Adatok', headerRow: 1, headers: ['Név', 'Email'], role: 'sellers' },
    ]);
    expect(m.sheets.map((s) => [s.sheet, s.role, s.headerRow])).toEqual([
      ['Ingatlanok', 'properties', 3],
      ['Munka2', 'sellers', 1],
      ['Jegyzetek', null, 1],
      ['Adatok', 'sellers', 1],
    ]);
    expect(m.sheets[0]?.columns.map((c) => c.field)).toEqual(['id.transfer_id', 'property.type', 'price.price', null]);
    expect(m.sheets[2]?.columns[0]?.field).toBeNull();
  });

  it('lets the user set a column (another column gives the field up) and change the role', () => {
    const [sheet] = proposeMapping([{ sheet: 'Ingatlanok', headerRow: 1, headers: ['Ár', 'Összeg'] }]).sheets;
    if (!sheet) throw new Error('no sheet');
    const changed = setColumnField(sheet, 1, 'price.price');
    expect(changed.columns.map((c) => [c.field, c.source])).toEqual([
      [null, 'none'],
      ['price.price', 'user'],
    ]);
    expect(setColumnField(sheet, 1, 'no.such_field')).toBe(sheet);
    expect(setSheetRole(sheet, 'sellers').role).toBe('sellers');
  });
});
