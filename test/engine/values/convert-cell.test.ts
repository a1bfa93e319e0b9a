import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/catalog';
import { SPECIAL_BLOCKS, VALUE_SETS, findField } from '../../../src/catalog';
import type { Converted, EnumIndex } from '../../../src/engine/values';
import { createValueConverter, enumIndex, lookupEnum, parseBoolText, parseDateText } from '../../../src/engine/values';

function field(key: string): FieldDef {
  const f = findField('properties', key) ?? findField('sellers', key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
}

function special(type: keyof typeof SPECIAL_BLOCKS, name: string): FieldDef {
  const f = SPECIAL_BLOCKS[type].find((x) => x.name === name);
  if (!f) throw new Error(`no special ${name}`);
  return f;
}

function valueOf(c: Converted): unknown {
  return c.kind === 'value' ? c.value : c.kind;
}

function problemOf(c: Converted): string {
  if (c.kind !== 'problem') throw new Error(`expected a problem, got ${JSON.stringify(c)}`);
  return c.problem.en;
}

const cv = createValueConverter();

describe('enum values', () => {
  it.each([
    ['property.action', 'eladó', 'sale'],
    ['property.action', 'Eladó', 'sale'],
    ['property.action', 'ELADO', 'sale'],
    ['property.action', 'kiadó', 'rent'],
    ['property.action', 'for rent', 'rent'],
    ['property.action', 'sale', 'sale'],
    ['property.type', 'lakás', 'apartment'],
    ['property.type', '  Családi   ház ', 'house'],
    ['property.type', 'holiday_estate', 'holiday_estate'],
    ['property.type', 'holiday estate', 'holiday_estate'],
    ['price.price_currency', 'Ft', 'huf'],
    ['price.price_currency', '€', 'eur'],
    ['property.orientation', 'ÉK', 'northeast'],
  ])('%s: %s → %s', (key, text, code) => {
    expect(valueOf(cv.convert(field(key), text))).toBe(code);
  });

  it('accepts special-field words accent- and case-insensitively', () => {
    const material = special('house', 'building_material');
    expect(valueOf(cv.convert(material, 'tégla'))).toBe('brick');
    expect(valueOf(cv.convert(material, 'Tegla'))).toBe('brick');
    expect(valueOf(cv.convert(material, 'TÉGLA'))).toBe('brick');
    expect(valueOf(cv.convert(special('apartment', 'floor'), '3. emelet'))).toBe('floor_3');
    expect(valueOf(cv.convert(special('apartment', 'floor'), 3))).toBe('floor_3');
    expect(valueOf(cv.convert(special('apartment', 'heating_type'), 'gázcirkó'))).toBe('circulating');
  });

  it('reports an unknown word with candidates, never a guess', () => {
    const c = cv.convert(field('property.type'), 'lakásx');
    expect(problemOf(c)).toBe('"lakásx" is not an allowed value; did you mean lakás (apartment)?');
    expect(c.kind === 'problem' && c.problem.hu).toBe('„lakásx” nem megengedett érték; erre gondolt: lakás?');
  });

  it('reports a word that means two codes of the set as ambiguous', () => {
    // The catalog's words have no such clash today (checked below); the lookup must still refuse to pick one.
    const index: EnumIndex = {
      set: 'X',
      codes: ['own', 'shared'],
      byCode: new Map(),
      exact: new Map(),
      folded: new Map([['kert', ['own', 'shared']]]),
      entries: [],
      fuse: null,
    };
    expect(lookupEnum(index, 'Kert')).toEqual({ kind: 'ambiguous', codes: ['own', 'shared'] });
    for (const [set, codes] of Object.entries(VALUE_SETS)) {
      for (const [word, found] of enumIndex(set, codes).folded) expect(found, `${set}: ${word}`).toHaveLength(1);
    }
  });

  it('honours value overrides before any lookup', () => {
    const withOverride = createValueConverter({
      overrides: [
        { field: 'property.type', value: 'Tégla lakás', code: 'apartment' },
        { field: 'special.has_elevator', value: 'részben', code: 'true' },
      ],
    });
    expect(valueOf(withOverride.convert(field('property.type'), 'tégla  lakás'))).toBe('apartment');
    expect(valueOf(withOverride.convert(special('apartment', 'has_elevator'), 'részben'))).toBe(true);
    const wrong = createValueConverter({ overrides: [{ field: 'property.type', value: 'x', code: 'castle' }] });
    expect(problemOf(wrong.convert(field('property.type'), 'x'))).toContain('not an allowed value');
  });

  it('refuses a yes/no or a date in an enum column', () => {
    expect(problemOf(cv.convert(field('property.type'), true))).toContain('is a yes/no value');
    expect(problemOf(cv.convert(field('property.type'), new Date('2024-01-01')))).toContain('is a date');
  });
});

describe('yes/no values', () => {
  const elevator = special('apartment', 'has_elevator');
  it.each([
    ['igen', true],
    ['Igen', true],
    ['nem', false],
    ['yes', true],
    ['no', false],
    ['true', true],
    ['FALSE', false],
    ['i', true],
    ['n', false],
    ['1', true],
    ['0', false],
    ['x', true],
    ['X', true],
    ['van', true],
    ['nincs', false],
  ])('%s → %s', (text, b) => {
    expect(valueOf(cv.convert(elevator, text))).toBe(b);
  });
  it('takes booleans and 1/0 numbers, and treats empty as not given', () => {
    expect(valueOf(cv.convert(elevator, true))).toBe(true);
    expect(valueOf(cv.convert(elevator, 0))).toBe(false);
    expect(cv.convert(elevator, '')).toEqual({ kind: 'empty' });
    expect(cv.convert(elevator, '   ')).toEqual({ kind: 'empty' });
    expect(cv.convert(elevator, null)).toEqual({ kind: 'empty' });
  });
  it('refuses other words and numbers', () => {
    expect(problemOf(cv.convert(elevator, 'talán'))).toContain('is not a yes/no value');
    expect(problemOf(cv.convert(elevator, 2))).toContain('is not a yes/no value');
    expect(parseBoolText('maybe')).toBeNull();
  });
});

describe('numbers', () => {
  it('takes Excel numbers and Hungarian text', () => {
    expect(valueOf(cv.convert(field('price.price'), 45000000))).toBe(45000000);
    expect(cv.convert(field('price.price'), '45 000 000 Ft')).toEqual({
      kind: 'value',
      value: 45000000,
      currency: 'huf',
    });
    expect(valueOf(cv.convert(field('price.price'), '45.000.000'))).toBe(45000000);
    expect(valueOf(cv.convert(field('price.overhead'), '12,5'))).toBe(12.5);
    expect(valueOf(cv.convert(field('map.latitude'), '47,497'))).toBe(47.497);
    expect(valueOf(cv.convert(field('map.latitude'), '47.497'))).toBe(47.497);
  });
  it('refuses fractions in whole-number fields', () => {
    expect(problemOf(cv.convert(special('apartment', 'floor_area'), '12,5'))).toBe('"12,5" is not a whole number.');
    expect(problemOf(cv.convert(special('apartment', 'floor_area'), 55.5))).toBe('55.5 is not a whole number.');
  });
  it('reports ambiguous text with both readings as candidates', () => {
    const c = cv.convert(field('price.price'), '1,234');
    expect(c.kind === 'problem' && c.problem.candidates).toEqual(['1.234', '1234']);
    expect(problemOf(c)).toContain('ambiguous');
  });
  it('refuses a currency outside money fields, and text that is not a number', () => {
    expect(problemOf(cv.convert(special('apartment', 'floor_area'), '55 Ft'))).toContain('names a currency');
    expect(problemOf(cv.convert(field('price.price'), 'negyvenötmillió'))).toBe('"negyvenötmillió" is not a number.');
    expect(problemOf(cv.convert(field('price.price'), true))).toContain('is a yes/no value; a number is expected');
  });
});

describe('text, dates and error cells', () => {
  it('trims text and keeps numbers typed as references as text', () => {
    expect(valueOf(cv.convert(field('location.address'), '  Fő utca 1. '))).toBe('Fő utca 1.');
    expect(valueOf(cv.convert(field('location.zip_code'), 1131))).toBe('1131');
    expect(problemOf(cv.convert(field('location.address'), true))).toContain('text is expected');
  });
  it('names Excel error values', () => {
    const c = cv.convert(field('price.price'), { error: '#REF!' });
    expect(problemOf(c)).toBe('the cell holds the Excel error #REF!; correct the formula or type the value.');
  });
  it('parses ISO and Hungarian dates', () => {
    expect(parseDateText('2024.05.31.')).toBe('2024-05-31T00:00:00');
    expect(parseDateText('2024. 05. 31. 14:30')).toBe('2024-05-31T14:30:00');
    expect(parseDateText('2024-05-31T14:30:00Z')).toBe('2024-05-31T14:30:00Z');
    expect(parseDateText('2024.02.30.')).toBeNull();
    expect(parseDateText('tegnap')).toBeNull();
  });
});
