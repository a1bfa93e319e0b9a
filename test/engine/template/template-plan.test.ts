// The template's columns come from the catalog only, carry their keys, and pick the right rules.
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES, SPECIAL_BLOCKS, fieldsForRole, propertyFieldsFor, valueWords } from '../../../src/catalog';
import type { FieldDef } from '../../../src/catalog';
import {
  headerKey,
  parseTemplateLang,
  parseTemplateTypes,
  planTemplate,
  propertySheetName,
  templateHeader,
} from '../../../src/engine/template';
import type { DataSheetPlan, TemplateColumn } from '../../../src/engine/template';
import { allowedWords } from '../../../src/engine/template/field-rule';
import { expectHeaderHasKey, SAMPLE_REFERENCE } from './template-helpers';

function column(sheet: DataSheetPlan | undefined, key: string): TemplateColumn {
  const c = sheet?.columns.find((x) => x.key === key);
  if (!c) throw new Error(`no column ${key} on ${sheet?.name ?? '(no sheet)'}`);
  return c;
}

function listWords(c: TemplateColumn): readonly string[] {
  if (c.rule.kind !== 'list' || c.rule.source.kind !== 'lists') throw new Error(`${c.key} has no list of words`);
  return c.rule.source.words;
}

describe('template headers', () => {
  it('put the canonical key in brackets after the label', () => {
    const price = fieldsForRole('properties').find((f) => f.key === 'price.price') as FieldDef;
    expect(templateHeader(price, 'hu')).toBe('Ár [price.price]');
    expect(templateHeader(price, 'en')).toBe('Price [price.price]');
    expect(headerKey('Ár [price.price]')).toBe('price.price');
    expect(headerKey('Ár')).toBeNull();
  });
});

describe('planTemplate', () => {
  it('has one column per catalog field of each role, in catalog order, each header carrying its key', () => {
    for (const lang of ['hu', 'en'] as const) {
      const plan = planTemplate(lang, null, SAMPLE_REFERENCE);
      const roles = plan.sheets.map((s) => s.role);
      expect(roles).toEqual(['sellers', 'properties', 'property_images', 'seller_images']);
      for (const sheet of plan.sheets) {
        expect(sheet.columns.map((c) => c.key)).toEqual(fieldsForRole(sheet.role).map((f) => f.key));
        for (const c of sheet.columns) expectHeaderHasKey(c.header, c.key);
      }
    }
  });

  it("gives each chosen type its own sheet with only that type's special fields", () => {
    const plan = planTemplate('hu', ['apartment', 'land'], null);
    const names = plan.sheets.map((s) => s.name);
    expect(names).toEqual([
      'Értékesítők',
      'Ingatlanok – lakás',
      'Ingatlanok – telek',
      'Ingatlan képek',
      'Értékesítő képek',
    ]);
    const land = plan.sheets[2];
    expect(land?.columns.map((c) => c.key)).toEqual(propertyFieldsFor(['land']).map((f) => f.key));
    expect(land?.columns.filter((c) => c.special).map((c) => c.key)).toEqual(SPECIAL_BLOCKS.land.map((f) => f.key));
    // On the land sheet has_electricity is the UTILITY3 set, not yes/no; the type column offers just "telek".
    expect(listWords(column(land, 'special.has_electricity'))).toEqual(['telken belül', 'telken kívül', 'nincs']);
    expect(listWords(column(land, 'property.type'))).toEqual(['telek']);
  });

  it('unites the words of a special field on the combined sheet and says which types it is for', () => {
    const plan = planTemplate('hu', null, null);
    const properties = plan.sheets[1];
    const electricity = column(properties, 'special.has_electricity');
    expect(listWords(electricity)).toEqual(
      expect.arrayContaining(['Igen', 'Nem', 'telken belül', 'telken kívül', 'nincs']),
    );
    const material = column(properties, 'special.building_material');
    const expected = PROPERTY_TYPES.flatMap((t) =>
      SPECIAL_BLOCKS[t].filter((f) => f.name === 'building_material'),
    ).flatMap((f) => allowedWords(f.type, 'hu') ?? []);
    expect(new Set(listWords(material))).toEqual(new Set(expected));
    expect(expected.length).toBeGreaterThan(listWords(material).length);
    expect(valueWords('HOUSE_BUILDING_MATERIAL', 'ytong').hu).toBe('ytong');
    expect(column(properties, 'special.capacity').note).toContain('Csak ezeknél: garázs');
  });

  it('derives rules from the field types: ranges, digits, lengths, yes/no', () => {
    const plan = planTemplate('hu', null, SAMPLE_REFERENCE);
    const [sellers, properties] = plan.sheets;
    expect(column(properties, 'map.radius').rule).toEqual({ kind: 'whole', min: 50, max: 500 });
    expect(column(properties, 'map.radius').note).toContain('Egész szám, 50–500');
    expect(column(properties, 'map.latitude').rule).toEqual({ kind: 'decimal', min: 44, max: 50 });
    expect(column(properties, 'map.longitude').rule).toEqual({ kind: 'decimal', min: 15, max: 24 });
    expect(column(properties, 'price.deposit').rule).toEqual({ kind: 'whole', min: 0, max: 99_999_999 });
    expect(column(properties, 'property.external_id').rule).toEqual({ kind: 'textLength', min: 0, max: 40 });
    expect(column(properties, 'property.external_id').note).toContain('Szöveg, legfeljebb 40 karakter');
    expect(column(sellers, 'seller.name').rule).toEqual({ kind: 'textLength', min: 3, max: 64 });
    expect(listWords(column(properties, 'property.is_featured'))).toEqual(['Igen', 'Nem']);
    expect(listWords(column(properties, 'price.price_currency'))).toEqual(['forint', 'euró']);
    expect(column(properties, 'price.price_currency').note).toContain('Lehetséges értékek: forint, euró');
    expect(column(properties, 'descriptions.hu').rule).toEqual({ kind: 'none' });
  });

  it("marks exactly the catalog's create-required fields as required", () => {
    const plan = planTemplate('en', null, null);
    for (const sheet of plan.sheets) {
      expect(sheet.columns.filter((c) => c.required).map((c) => c.key)).toEqual(
        fieldsForRole(sheet.role)
          .filter((f) => f.required.create)
          .map((f) => f.key),
      );
    }
  });

  it('offers settlements from the reference data, and leaves the column free without it', () => {
    const withRegions = planTemplate('hu', null, SAMPLE_REFERENCE).sheets[1];
    expect(column(withRegions, 'location.region_id').rule).toEqual({
      kind: 'list',
      source: { kind: 'regions' },
      strict: false,
    });
    const district = column(withRegions, 'location.area_id').rule;
    expect(district.kind === 'list' && district.source.kind === 'districts' ? district.source.words : []).toEqual([
      'Belváros',
      'V. kerület',
      'XIII. kerület',
    ]);
    const without = planTemplate('hu', null, null).sheets[1];
    expect(column(without, 'location.region_id').rule).toEqual({ kind: 'none' });
    expect(column(without, 'location.region_id').note).toContain('nem volt elérhető településlista');
  });

  it("keeps every sheet name within Excel's 31 characters and recognisable as a properties sheet", () => {
    for (const t of PROPERTY_TYPES) {
      for (const lang of ['hu', 'en'] as const) {
        const name = propertySheetName(t, lang);
        expect(name.length).toBeLessThanOrEqual(31);
        expect(name.startsWith(lang === 'hu' ? 'Ingatlanok – ' : 'Properties – ')).toBe(true);
      }
    }
    expect(propertySheetName('catering_establishment', 'en')).toBe('Properties – catering');
    expect(propertySheetName('catering_establishment', 'hu')).toBe('Ingatlanok – vendéglátó egység');
  });
});

describe('template options', () => {
  it('read types as codes or words, and name the bad value and the allowed ones', () => {
    expect(parseTemplateTypes('apartment, ház,guest house')).toEqual({
      ok: true,
      value: ['apartment', 'house', 'guest_house'],
    });
    const bad = parseTemplateTypes('apartment,villa');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.message).toContain('"villa"');
      expect(bad.error.message).toContain('catering_establishment');
    }
    expect(parseTemplateLang('EN')).toEqual({ ok: true, value: 'en' });
    const lang = parseTemplateLang('de');
    expect(!lang.ok && lang.error.message).toBe('Unknown language "de"; allowed: hu, en.');
  });
});
