// Office conventions (docs/office-conventions.md): what a header's unit and compound values put into a row, each
// reported and each switchable per column.
import { describe, expect, it } from 'vitest';
import type { SheetMapping } from '../../../src/engine/model/workbook-mapping';
import {
  describeInterpretations,
  parseMappingTemplate,
  possibleInterpretations,
  proposeSheetMapping,
  setInterpretation,
  templateFromMapping,
} from '../../../src/engine/mapping';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { createPrepareContext, createRowPreparer, prepareRows } from '../../../src/engine/validation';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { REFERENCE } from '../values/reference-fixture';

function sheet(headers: readonly string[]): SheetMapping {
  return proposeSheetMapping({ sheet: 'Ingatlanok', headerRow: 1, headers, role: 'properties' });
}

function prepare(mapping: SheetMapping, ...rows: (readonly CellValue[])[]): PreparedRow[] {
  return prepareRows(
    { mapping, rows: rows.map((cells, i) => ({ number: i + 2, cells })) },
    { reference: REFERENCE, officeId: 1 },
  );
}

const BASE = ['Azonosító', 'Típus', 'Ügylet', 'Település', 'Kerület'];
const sale = (ref: string): CellValue[] => [ref, 'lakás', 'eladó', 'Budapest', 'XIII'];
const rent = (ref: string): CellValue[] => [ref, 'lakás', 'kiadó', 'Budapest', 'XIII'];

describe('possible interpretations', () => {
  it('follow the header and the field', () => {
    expect(possibleInterpretations('Irányár (M Ft)', 'price.price')).toEqual([
      { kind: 'scale', factor: 1_000_000, unit: 'M Ft' },
      { kind: 'currency', currency: 'huf', unit: 'M Ft' },
    ]);
    expect(possibleInterpretations('Bérleti díj (EUR/hó)', 'price.price').map((i) => i.kind)).toEqual([
      'currency',
      'period',
    ]);
    expect(possibleInterpretations('Kaució (hónap)', 'price.deposit')).toEqual([
      { kind: 'period', period: 'monthly', target: 'price.deposit_type', unit: 'hónap' },
    ]);
    expect(possibleInterpretations('Telek (nöl)', 'special.plot_area')).toEqual([
      { kind: 'plot_unit', code: 'square_fathom', unit: 'nöl' },
    ]);
    expect(possibleInterpretations('Szobák', 'special.number_of_rooms')).toEqual([{ kind: 'rooms_split' }]);
    expect(possibleInterpretations('Alapterület (m²)', 'special.floor_area')).toEqual([]);
    expect(possibleInterpretations('Irányár (M Ft)', null)).toEqual([]);
  });
});

describe('interpreted rows', () => {
  const m = sheet([...BASE, 'Irányár (M Ft)', 'Szobák']);

  it("scale the column's numbers, take the currency from the header and split 2+1", () => {
    const [a, b, c] = prepare(
      m,
      [...sale('A'), 45.9, '2+1'],
      [...sale('B'), '39,5', '3 + 1 fél'],
      [...sale('C'), '45 900 000 Ft', 2],
    );
    expect(a?.problems).toEqual([]);
    expect(a?.body.price).toEqual({ price: 45_900_000, price_currency: 'huf' });
    expect(a?.body.special).toEqual({ apartment: { number_of_rooms: 2, number_of_half_rooms: 1 } });
    expect(b?.body.price).toEqual({ price: 39_500_000, price_currency: 'huf' });
    expect(b?.body.special).toEqual({ apartment: { number_of_rooms: 3, number_of_half_rooms: 1 } });
    // A cell naming its own currency is read as written.
    expect(c?.body.price).toEqual({ price: 45_900_000, price_currency: 'huf' });
  });

  it('can be turned off per column: then the numbers are whole forints and 2+1 is not a number', () => {
    const price = m.columns.find((c) => c.header === 'Irányár (M Ft)')?.index ?? -1;
    const rooms = m.columns.find((c) => c.header === 'Szobák')?.index ?? -1;
    const off = setInterpretation(setInterpretation(m, price, 'scale', false), rooms, 'rooms_split', false);
    const [a] = prepare(off, [...sale('A'), 45_900_000, '2+1']);
    expect(a?.body.price).toEqual({ price: 45_900_000, price_currency: 'huf' });
    expect(a?.problems.map((p) => [p.field, p.value])).toEqual([['special.number_of_rooms', '2+1']]);
    expect(describeInterpretations(off, [{ cells: [...sale('A'), 45.9, '2+1'] }]).map((i) => [i.kind, i.on])).toEqual([
      ['scale', false],
      ['currency', true],
      ['rooms_split', false],
    ]);
    expect(setInterpretation(off, price, 'scale', true).columns[price]?.off).toBeUndefined();
  });

  it('keep what is turned off in a saved mapping, and apply it to the next workbook', () => {
    const price = m.columns.find((c) => c.header === 'Irányár (M Ft)')?.index ?? -1;
    const template = templateFromMapping({ sheets: [setInterpretation(m, price, 'scale', false)] });
    expect(template.sheets[0]?.off).toEqual({ 'Irányár (M Ft)': ['scale'] });
    const parsed = parseMappingTemplate(JSON.parse(JSON.stringify(template)));
    if (!parsed.ok) throw new Error(parsed.error);
    const again = proposeSheetMapping(
      { sheet: 'Ingatlanok', headerRow: 1, headers: [...BASE, 'Irányár (M Ft)'] },
      { template: parsed.value },
    );
    expect(again.columns.find((c) => c.header === 'Irányár (M Ft)')?.off).toEqual(['scale']);
    expect(parseMappingTemplate({ ...template, sheets: [{ ...template.sheets[0], off: { x: ['guess'] } }] }).ok).toBe(
      false,
    );
  });

  it("report a row whose currency differs from the header's, never overwrite it", () => {
    const eur = sheet([...BASE, 'Ár (EUR)', 'Pénznem']);
    const [a, b] = prepare(eur, [...sale('A'), 150_000, 'forint'], [...sale('B'), '150 000 Ft', null]);
    expect(a?.problems.map((p) => p.field)).toEqual(['price.price']);
    expect(a?.body.price).toMatchObject({ price_currency: 'huf' });
    expect(b?.problems[0]?.message).toContain('the header says EUR');
  });

  it('fill the rent period of rent rows only, and the deposit type from months', () => {
    const m2 = sheet([...BASE, 'Bérleti díj (e Ft/hó)', 'Kaució (hónap)']);
    const [r, s] = prepare(m2, [...rent('R'), 250, 2], [...sale('S'), 250, null]);
    expect(r?.problems).toEqual([]);
    expect(r?.body.price).toEqual({
      price: 250_000,
      price_currency: 'huf',
      price_period: 'monthly',
      deposit: 2,
      deposit_type: 'monthly',
    });
    expect(s?.body.price).toEqual({ price: 250_000, price_currency: 'huf' });
  });

  it('fill the plot area unit from the header, and report a half-room column that disagrees', () => {
    const house = sheet([...BASE, 'Ár', 'Telek (nöl)', 'Szobák', 'Félszobák']);
    const [h] = prepare(house, ['H', 'ház', 'eladó', 'Budapest', 'XIII', '60 000 000 Ft', 200, '3+1', 2]);
    expect(h?.body.special).toMatchObject({
      house: { plot_area: 200, plot_area_unit: 'square_fathom', number_of_rooms: 3, number_of_half_rooms: 2 },
    });
    expect(h?.problems.map((p) => [p.field, p.message])).toEqual([
      ['special.number_of_half_rooms', expect.stringContaining('but the Rooms column (H) says 1') as unknown],
    ]);
  });
});

describe('words in a mapping file', () => {
  const base = { kind: 'listing-importer/mapping-template', version: 1, sheets: [] };
  it('accepts words mapped to what their field can hold', () => {
    expect(
      parseMappingTemplate({
        ...base,
        values: [
          { field: 'special.heating_type', value: 'kondenzációs kazán', code: 'circulating' },
          { field: 'special.has_elevator', value: 'működik', code: 'true' },
          { field: 'location.region_id', value: 'Bp', code: '1' },
        ],
      }).ok,
    ).toBe(true);
  });

  it('refuses a word mapped to an unknown field or to a value the field cannot hold, naming it', () => {
    const bad = parseMappingTemplate({
      ...base,
      values: [
        { field: 'special.heating_type', value: 'kazán', code: 'boiler' },
        { field: 'special.nope', value: 'x', code: 'y' },
      ],
    });
    expect(bad.ok ? '' : bad.error).toContain('values[0].code: "boiler" is not a value of special.heating_type');
    expect(bad.ok ? '' : bad.error).toContain('values[1].field: "special.nope" is not a field');
  });
});

describe('a unit given in the mapping file', () => {
  it("changes what a column's numbers mean, and an unreadable unit is refused", () => {
    const template = parseMappingTemplate({
      kind: 'listing-importer/mapping-template',
      version: 1,
      sheets: [{ sheet: 'Ingatlanok', role: 'properties', columns: {}, units: { Ár: 'e EUR' } }],
    });
    if (!template.ok) throw new Error(template.error);
    const m = proposeSheetMapping(
      { sheet: 'Ingatlanok', headerRow: 1, headers: [...BASE, 'Ár'] },
      { template: template.value },
    );
    expect(m.columns.find((c) => c.header === 'Ár')).toMatchObject({ field: 'price.price', unit: 'e EUR' });
    const [a] = prepare(m, [...sale('A'), 185]);
    expect(a?.body.price).toEqual({ price: 185_000, price_currency: 'eur' });
    expect(templateFromMapping({ sheets: [m] }).sheets[0]?.units).toEqual({ Ár: 'e EUR' });
    const bad = parseMappingTemplate({
      kind: 'listing-importer/mapping-template',
      version: 1,
      sheets: [{ sheet: null, role: 'properties', columns: {}, units: { Ár: 'sok pénz' } }],
    });
    expect(bad.ok ? '' : bad.error).toContain('sheets[0].units.Ár: is not a unit');
  });
});

describe("a header's period and the office defaults", () => {
  it('fills a yearly rent from the header before the default monthly could', () => {
    const m = sheet([...BASE, 'Bérleti díj (EUR/év)']);
    const preparer = createRowPreparer(m, createPrepareContext({ reference: REFERENCE, officeId: 1 }), {
      officeDefaults: true,
    });
    const row = preparer.prepare({ number: 2, cells: [...rent('Y'), 12_000] });
    expect(row?.problems).toEqual([]);
    expect(row?.body.price).toMatchObject({ price: 12_000, price_currency: 'eur', price_period: 'yearly' });
  });
});
