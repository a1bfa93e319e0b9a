import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '../../../src/catalog';
import {
  parseMappingTemplate,
  propertyTypeFromSheetName,
  proposeMapping,
  proposeSheetMapping,
  setDefaultPropertyType,
  setSheetRole,
  templateFromMapping,
  unmappedRequiredFields,
} from '../../../src/engine/mapping';
import { propertySheetName } from '../../../src/engine/template';

const HEADERS = ['Azonosító', 'Értékesítő', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület'];

describe('propertyTypeFromSheetName', () => {
  it('knows every per-type template sheet in both languages, including names cut to 31 characters', () => {
    for (const type of PROPERTY_TYPES) {
      for (const lang of ['hu', 'en'] as const)
        expect(propertyTypeFromSheetName(propertySheetName(type, lang)), propertySheetName(type, lang)).toBe(type);
    }
    expect(propertyTypeFromSheetName('Ingatlanok – lakás')).toBe('apartment');
    expect(propertyTypeFromSheetName('Properties – apartment')).toBe('apartment');
    expect(propertyTypeFromSheetName('Properties – catering')).toBe('catering_establishment');
  });

  it('finds one type word anywhere in the name: accents, case, synonyms and plurals do not matter', () => {
    expect(propertyTypeFromSheetName('Eladó LAKASOK')).toBe('apartment');
    expect(propertyTypeFromSheetName('Családi házak 2024')).toBe('house');
    expect(propertyTypeFromSheetName('flats')).toBe('apartment');
    expect(propertyTypeFromSheetName('Irodák')).toBe('office');
    expect(propertyTypeFromSheetName('guest house listings')).toBe('guest_house');
    expect(propertyTypeFromSheetName('Ipari ingatlanok')).toBe('industrial_property');
  });

  it('gives no default for two type words, none, or a word only inside another word', () => {
    expect(propertyTypeFromSheetName('Lakások és házak')).toBeNull();
    expect(propertyTypeFromSheetName('Properties – apartment, house')).toBeNull();
    expect(propertyTypeFromSheetName('Ingatlanok')).toBeNull();
    expect(propertyTypeFromSheetName('Properties')).toBeNull();
    expect(propertyTypeFromSheetName('Landing page')).toBeNull();
    expect(propertyTypeFromSheetName('Lakáscélú hitelek')).toBeNull();
  });
});

describe('the default type in the mapping', () => {
  it('is set on properties sheets from the name, never on other roles', () => {
    expect(
      proposeSheetMapping({ sheet: 'Ingatlanok – lakás', headerRow: 1, headers: HEADERS }).defaultPropertyType,
    ).toBe('apartment');
    expect(proposeSheetMapping({ sheet: 'Ingatlanok', headerRow: 1, headers: HEADERS }).defaultPropertyType).toBeNull();
    const images = proposeSheetMapping({ sheet: 'Lakás képek', headerRow: 1, headers: ['Hirdetés', 'Kép URL'] });
    expect(images.role).toBe('property_images');
    expect(images.defaultPropertyType).toBeUndefined();
  });

  it('a user choice wins over the name and survives a change of role back to properties', () => {
    const m = proposeSheetMapping({
      sheet: 'Ingatlanok – lakás',
      headerRow: 1,
      headers: HEADERS,
      defaultPropertyType: null,
    });
    expect(m.defaultPropertyType).toBeNull();
    const house = setDefaultPropertyType(m, 'house');
    expect(house.defaultPropertyType).toBe('house');
    expect(setSheetRole(house, 'properties').defaultPropertyType).toBe('house');
  });

  it('lets the required-fields check leave out property.type', () => {
    const withDefault = proposeSheetMapping({ sheet: 'Properties – apartment', headerRow: 1, headers: HEADERS });
    const without = proposeSheetMapping({ sheet: 'Ingatlanok', headerRow: 1, headers: HEADERS, role: 'properties' });
    expect(unmappedRequiredFields(without).map((f) => f.key)).toContain('property.type');
    expect(unmappedRequiredFields(withDefault).map((f) => f.key)).not.toContain('property.type');
  });

  it('is saved in a mapping template and used for a sheet whose name names no type; old templates still load', () => {
    const mapping = proposeMapping([
      { sheet: 'Ingatlanok', headerRow: 1, headers: HEADERS, role: 'properties', defaultPropertyType: 'land' },
    ]);
    const template = templateFromMapping(mapping);
    expect(template.sheets[0]?.defaultPropertyType).toBe('land');
    const parsed = parseMappingTemplate(JSON.parse(JSON.stringify(template)));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(
      proposeSheetMapping({ sheet: 'Ingatlanok', headerRow: 1, headers: HEADERS }, { template: parsed.value })
        .defaultPropertyType,
    ).toBe('land');
    // The sheet's own name is more telling than the template's saved default.
    expect(
      proposeSheetMapping({ sheet: 'Eladó lakások', headerRow: 1, headers: HEADERS }, { template: parsed.value })
        .defaultPropertyType,
    ).toBe('apartment');

    const old = parseMappingTemplate({
      kind: template.kind,
      version: 1,
      sheets: [{ sheet: 'Ingatlanok', role: 'properties', columns: { Ár: 'price.price' } }],
    });
    expect(old.ok).toBe(true);
    const wrong = parseMappingTemplate({
      kind: template.kind,
      version: 1,
      sheets: [{ sheet: 'X', role: 'properties', columns: {}, defaultPropertyType: 'castle' }],
    });
    expect(wrong.ok).toBe(false);
    const sellers = parseMappingTemplate({
      kind: template.kind,
      version: 1,
      sheets: [{ sheet: 'X', role: 'sellers', columns: {}, defaultPropertyType: 'house' }],
    });
    expect(sellers.ok ? '' : sellers.error).toContain('defaultPropertyType');
  });
});
