// Office conventions (docs/office-conventions.md): headers of office sheets: abbreviations with or without the dot,
// domain words, units and scales.
import { describe, expect, it } from 'vitest';
import { matchColumns, matchHeader, parseHeader, readHeader } from '../../../src/engine/mapping';

describe('units in headers', () => {
  it.each([
    ['Vételár (M Ft)', 'Vételár', { scale: 1_000_000, currency: 'huf', period: null, area: null }],
    ['Ár, millió Ft', 'Ár', { scale: 1_000_000, currency: 'huf' }],
    ['Kaució [e Ft]', 'Kaució', { scale: 1_000, currency: 'huf' }],
    ['Rezsi ezer Ft', 'Rezsi', { scale: 1_000, currency: 'huf' }],
    ['Ár (MFt)', 'Ár', { scale: 1_000_000, currency: 'huf' }],
    ['Ár EUR', 'Ár', { scale: null, currency: 'eur' }],
    ['Ár (€)', 'Ár', { currency: 'eur' }],
    ['Bérleti díj Ft/hó', 'Bérleti díj', { currency: 'huf', period: 'monthly' }],
    ['Díj havonta', 'Díj', { currency: null, period: 'monthly' }],
    ['Alapterület (nm)', 'Alapterület', { area: 'square_metre' }],
    ['Terület m2', 'Terület', { area: 'square_metre' }],
    ['Terület (m²)', 'Terület', { area: 'square_metre' }],
    ['Telek (négyszögöl)', 'Telek', { area: 'square_fathom' }],
  ] as const)('%s', (header, name, unit) => {
    const p = parseHeader(header);
    expect(p.name).toBe(name);
    expect(p.unit).toMatchObject(unit);
  });

  it('does not read a lone letter or an ordinary word as a unit', () => {
    expect(parseHeader('Ár (M)').unit).toBeNull();
    expect(parseHeader('Lift (i/n)').unit).toBeNull();
    expect(parseHeader('Leírás (magyar)').unit).toBeNull();
    expect(parseHeader('Ügylet típusa').unit).toBeNull();
  });
});

describe('office headers', () => {
  it.each([
    ['Hirdetés azon.', 'id.transfer_id'],
    ['Azon', 'id.transfer_id'],
    ['Ref. szám', 'id.transfer_id'],
    ['Hivatkozás', 'id.transfer_id'],
    ['Hivatkozási szám', 'id.transfer_id'],
    ['Megb.', 'property.action'],
    ['Ügyletfajta', 'property.action'],
    ['Ingatlan kategória', 'property.type'],
    ['Közös ktg', 'price.overhead'],
    ['Közös költség (e Ft/hó)', 'price.overhead'],
    ['Lakóter.', 'special.floor_area'],
    ['Lakóter', 'special.floor_area'],
    ['Ker', 'location.area_id'],
    ['Irányár (M Ft)', 'price.price'],
    ['Irányár', 'price.price'],
    ['Irányáras', 'price.is_guide_price'],
    ['Utca, hsz.', 'location.address'],
    ['Ir.sz.', 'location.zip_code'],
    ['Em.', 'special.floor'],
    ['Kaució (hónap)', 'price.deposit'],
    ['Bútorozottság', 'special.furnishing'],
    ['Klíma', 'special.has_air_conditioning'],
    ['Erkély', 'special.has_balcony'],
    ['Erkély (nm)', 'special.balcony_size'],
    ['Erkély m²', 'special.balcony_size'],
    ['Kert (m2)', 'special.garden_size'],
    ['Telek (nöl)', 'special.plot_area'],
    ['Price (EUR)', 'price.price'],
    ['Floor area (sqm)', 'special.floor_area'],
  ] as const)('%s → %s', (header, field) => {
    expect(matchHeader('properties', header).field).toBe(field);
  });

  it('gives `Irányár` the price alone, and the guide-price flag beside a price column', () => {
    expect(matchColumns('properties', ['Irányár']).map((c) => c.field)).toEqual(['price.price']);
    expect(matchColumns('properties', ['Ár', 'Irányár']).map((c) => c.field)).toEqual([
      'price.price',
      'price.is_guide_price',
    ]);
    expect(matchColumns('properties', ['Irányár', 'Vételár']).map((c) => c.field)).toEqual(['price.price', null]);
  });

  it('refuses an amount per area and says why', () => {
    const r = readHeader('properties', 'Négyzetméterár (Ft/m²)');
    expect(r.match.field).toBeNull();
    expect(r.reason?.en).toContain('amount per area');
    expect(r.reason?.hu).toMatch(/^„[^"”]+” területegységre vetített/);
  });

  it('offers the closest fields for a header it cannot read', () => {
    const r = readHeader('properties', 'Lakás hangulata');
    expect(r.match.field).toBeNull();
    expect(r.closest).toContain('special.condition');
  });

  it('never reads a word cut short when it starts two different fields', () => {
    // `Épít.` starts `Építőanyag` (building material) and `Építés éve` (age): not guessed.
    expect(matchHeader('properties', 'Épít.').source).not.toBe('synonym');
  });
});
