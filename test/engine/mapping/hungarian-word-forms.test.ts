// Hungarian word forms (docs/office-conventions.md, "Hungarian word forms"): headers with the possessive, compounds
// written together, apart or hyphenated, value words with adjectival and case endings are read through the catalog's
// own words; a word the catalog keeps apart from another (`Ár`, `Áram`) is never merged with it.
import { describe, expect, it } from 'vitest';
import type { SheetRole, ValueSetName } from '../../../src/catalog';
import { SHEET_ROLES, VALUE_SETS } from '../../../src/catalog';
import { matchHeader, proposeFromValues, proposeMapping } from '../../../src/engine/mapping';
import { enumIndex, lookupEnum, namesOneCode } from '../../../src/engine/values';
import { headerForms, valueForms } from '../../support/word-form-kit';

const codeOf = (set: ValueSetName, text: string) => {
  const m = lookupEnum(enumIndex(set, VALUE_SETS[set]), text);
  return m.kind === 'code' ? m.code : m.kind;
};

describe('header forms', () => {
  it.each([
    // the wanted forms of docs/office-conventions.md that head columns
    ['Ingatlantípus', 'property.type'],
    ['Fűtéstípusa', 'special.heating_type'],
    ['Erkélyes', 'special.has_balcony'],
    ['Kerületi', 'location.area_id'],
    ['Garázsos', 'special.has_garage'],
    ['Gázos', 'special.has_gas'],
    ['Kertes', 'special.garden_type'],
    // the possessive: -a, -e, -ja, -je
    ['Ára', 'price.price'],
    ['Kerülete', 'location.area_id'],
    ['Irodája', 'property.office_id'],
    ['Hirdetés azonosítója', 'id.transfer_id'],
    ['Értékesítő kódja', 'seller.transfer_id'],
    ['Kertje', 'special.garden_type'],
    ['Erkélye', 'special.has_balcony'],
    ['Fűtése', 'special.heating_type'],
    // together, apart, hyphenated, with and without the possessive
    ['Ingatlan típus', 'property.type'],
    ['Ingatlan-típus', 'property.type'],
    ['Ingatlan-típusa', 'property.type'],
    ['Ingatlantípusa', 'property.type'],
    ['Kerttípus', 'special.garden_type'],
    ['Kert-típus', 'special.garden_type'],
    ['Ügylettípus', 'property.action'],
    ['Ügylet-típus', 'property.action'],
    ['Nettóár', 'price.is_tax_excluded'],
  ])('%s heads the %s column', (header, field) => {
    expect(matchHeader('properties', header).field).toBe(field);
  });

  it.each(SHEET_ROLES)(
    'no %s header word with its possessive, together or hyphenated, reads to another field',
    (role) => {
      const wrong = headerForms(role as SheetRole)
        .map((f) => ({ ...f, got: matchHeader(f.role, f.form) }))
        .filter((f) => f.got.field !== null && f.got.field !== f.field && f.got.confidence > 0.6)
        .map((f) => `${f.form} → ${String(f.got.field)} (not ${f.field})`);
      expect(wrong).toEqual([]);
    },
  );

  it('reads nearly every header form to its field (783 of 785 when measured; docs/office-conventions.md)', () => {
    const forms = SHEET_ROLES.flatMap((role) => headerForms(role));
    const read = forms.filter((f) => matchHeader(f.role, f.form).field === f.field).length;
    expect(read / forms.length).toBeGreaterThan(0.98);
  });

  it.each([
    ['Ár', 'price.price'],
    ['Áram', 'special.has_electricity'],
    ['Ára', 'price.price'],
  ])('%s stays %s: Ár and Áram are never merged', (header, field) => {
    expect(matchHeader('properties', header).field).toBe(field);
  });

  it.each(['Áru', 'Area code', 'Kertész', 'Irodalom', 'Lakáshitel'])(
    '%s is not read as a form of a header',
    (header) => {
      const m = matchHeader('properties', header);
      expect(m.source === 'fuzzy' || m.field === null || m.confidence < 0.85, `${header} → ${String(m.field)}`).toBe(
        true,
      );
    },
  );
});

describe('value forms', () => {
  it.each([
    // the wanted forms of docs/office-conventions.md written in cells
    ['PROPERTY_TYPE', 'lakásos', 'apartment'],
    ['PROPERTY_TYPE', 'házas', 'house'],
    ['PROPERTY_TYPE', 'irodai', 'office'],
    ['PROPERTY_TYPE', 'garázsos', 'garage'],
    ['PROPERTY_ACTION', 'kiadós', 'rent'],
    ['PROPERTY_ACTION', 'eladói', 'sale'],
    ['PROPERTY_ACTION', 'kiadási', 'rent'],
    ['HOUSE_BUILDING_MATERIAL', 'téglás', 'brick'],
    ['HOUSE_BUILDING_MATERIAL', 'panelos', 'panel'],
    ['HOUSE_HEATING_SOURCE', 'gázos', 'gas'],
    ['APARTMENT_FACING', 'kertes', 'garden'],
    ['CONDITION', 'újszerűs', 'like_new'],
    ['CONDITION', 'felújítandós', 'to_be_renovated'],
    // more adjectival and case endings
    ['HOUSE_BUILDING_MATERIAL', 'Téglás', 'brick'],
    ['HOUSE_BUILDING_MATERIAL', 'vályogos', 'adobe'],
    ['FACING4', 'udvaris', 'courtyard'],
    ['PROPERTY_TYPE', 'nyaralós', 'holiday_estate'],
    ['FLOOR_NO', 'tetőtéren', 'loft'],
    ['FLOOR_NO', 'szuterénben', 'basement'],
    // the plural, and two endings on one word
    ['PROPERTY_TYPE', 'lakások', 'apartment'],
    ['PROPERTY_TYPE', 'garázsok', 'garage'],
    ['HOUSE_BUILDING_MATERIAL', 'téglák', 'brick'],
    ['APARTMENT_FACING', 'kertek', 'garden'],
    ['HOUSE_BUILDING_MATERIAL', 'téglásak', 'brick'],
    ['APARTMENT_FACING', 'kertesek', 'garden'],
    ['PROPERTY_TYPE', 'lakásokban', 'apartment'],
    // stems that change before the ending: a dropped vowel (étterem → éttermi), a v-stem (kő → köves)
    ['CATERING_SUBTYPE', 'éttermi', 'restaurant'],
    ['CATERING_SUBTYPE', 'éttermes', 'restaurant'],
    ['HOUSE_BUILDING_MATERIAL', 'köves', 'stone'],
    ['HOUSE_BUILDING_MATERIAL', 'kövek', 'stone'],
  ] as const)('%s: %s is %s', (set, text, code) => {
    expect(codeOf(set, text)).toBe(code);
  });

  it('every one-word value with -s/-os/-es/-ös or -i reads to its own code or to none, never another', () => {
    const wrong = valueForms()
      .map((f) => ({ ...f, got: codeOf(f.set, f.form) }))
      .filter((f) => f.got !== f.code && f.got !== 'unknown' && f.got !== 'ambiguous')
      .map((f) => `${f.set}: ${f.form} → ${f.got} (not ${f.code})`);
    expect(wrong).toEqual([]);
  });

  it('every plural and doubly ended value word reads to its own code or to none, never another', () => {
    const wrong = valueForms('more')
      .map((f) => ({ ...f, got: codeOf(f.set, f.form) }))
      .filter((f) => f.got !== f.code && f.got !== 'unknown' && f.got !== 'ambiguous')
      .map((f) => `${f.set}: ${f.form} → ${f.got} (not ${f.code})`);
    expect(wrong).toEqual([]);
  });

  it('reads nearly every value form to its code (479 of 488 when measured; docs/office-conventions.md)', () => {
    const forms = valueForms();
    const read = forms.filter((f) => codeOf(f.set, f.form) === f.code).length;
    expect(read / forms.length).toBeGreaterThan(0.95);
  });

  it.each([
    ['HOUSE_HEATING_SOURCE', 'gázló'],
    ['APARTMENT_FACING', 'kertész'],
    ['PROPERTY_TYPE', 'irodalom'],
    ['PROPERTY_TYPE', 'lakáshitel'],
    ['HOUSE_HEATING_SOURCE', 'árammentes'],
    // a doubled last letter is a typing slip: -s and -n follow a vowel only (lakásos, not lakáss)
    ['PROPERTY_TYPE', 'lakáss'],
    ['PROPERTY_TYPE', 'garázss'],
    ['PROPERTY_TYPE', 'lakáskk'],
    ['PROPERTY_TYPE', 'lakásokk'],
    // a stem is changed back only as Hungarian changes it: no vowel drops before d or t, no v after a consonant
    ['CATERING_SUBTYPE', 'étterdi'],
    ['CATERING_SUBTYPE', 'ettermtes'],
    ['HOUSE_BUILDING_MATERIAL', 'kvos'],
  ] as const)('%s: %s names no code', (set, text) => {
    expect(namesOneCode(enumIndex(set, VALUE_SETS[set]), text)).toBe(false);
  });
});

describe('columns recognised by their values in suffixed forms', () => {
  it('an unknown header whose cells are suffixed type words is proposed as the property type', () => {
    const headers = ['Hirdetés azonosító', 'Település', 'Ár', 'Oszlop X'];
    const rows = [
      ['P-1', 'Budapest', 45_000_000, 'lakásos'],
      ['P-2', 'Budapest', 52_000_000, 'házas'],
      ['P-3', 'Budapest', 30_000_000, 'irodai'],
    ];
    const table = {
      sheet: 'Ingatlanok',
      headerRow: 1,
      columns: headers.map((header, index) => ({ index, header })),
      rows: rows.map((cells, i) => ({ number: i + 2, cells })),
      warnings: [],
    };
    const start = proposeMapping([{ sheet: table.sheet, headerRow: 1, headers, role: 'properties' }]);
    const tables = new Map([[table.sheet, table]]) as unknown as Parameters<typeof proposeFromValues>[1];
    const column = proposeFromValues(start, tables).mapping.sheets[0]?.columns.find((c) => c.header === 'Oszlop X');
    expect(column?.field).toBe('property.type');
  });
});
