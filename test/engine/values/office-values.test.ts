// Office conventions (docs/office-conventions.md): cell values as office sheets write them: compound rooms, floor
// shorthand, districts, yes/no marks and words with qualifiers; what cannot be read is said, with the closest allowed
// values.
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/catalog';
import { SPECIAL_BLOCKS, fieldsForRole } from '../../../src/catalog';
import {
  buildRegionIndex,
  createValueConverter,
  floorCode,
  parseBoolText,
  parseCompoundRooms,
} from '../../../src/engine/values';
import { REFERENCE } from './reference-fixture';

function apartment(name: string): FieldDef {
  const f = SPECIAL_BLOCKS.apartment.find((x) => x.name === name);
  if (!f) throw new Error(name);
  return f;
}

const converter = createValueConverter();
const codeOf = (field: FieldDef, text: string) => {
  const c = converter.convert(field, text);
  return c.kind === 'value' ? c.value : c.kind;
};

describe('compound room counts', () => {
  it.each([
    ['2+1', 2, 1],
    ['2 + 1 fél', 2, 1],
    ['3+2 félszoba', 3, 2],
    ['1 szoba + 1 fél', 1, 1],
    ['4 + 1 half', 4, 1],
    ['2+ 2 félszobák', 2, 2],
    ['2,5', 2, 1],
    ['1,5 szobás', 1, 1],
    ['3.5 rooms', 3, 1],
  ] as const)('%s', (text, rooms, half) => {
    expect(parseCompoundRooms(text)).toEqual({ rooms, halfRooms: half });
  });

  it('reads nothing else as a pair', () => {
    for (const t of ['2', '2,25', '2,50', '2+', '+1', '2+1+1', 'két szoba'])
      expect(parseCompoundRooms(t), t).toBeNull();
  });

  it('reads a number cell with a half as the whole rooms and one half room, and no other number', () => {
    expect(parseCompoundRooms(2.5)).toEqual({ rooms: 2, halfRooms: 1 });
    for (const n of [2, 2.25, -1.5, 100.5, Number.NaN]) expect(parseCompoundRooms(n), String(n)).toBeNull();
  });

  it('fills one half room from a rooms cell of 1,5, which was refused as not a whole number', () => {
    const split = converter.forColumn(apartment('number_of_rooms'), [{ kind: 'rooms_split' }]);
    for (const cell of ['1,5', 1.5]) {
      expect(split(cell)).toEqual({
        kind: 'value',
        value: 1,
        currency: null,
        fills: [{ key: 'special.number_of_half_rooms', value: 1 }],
      });
    }
  });

  it('fills the half rooms from the rooms column only where the column interprets it', () => {
    const rooms = apartment('number_of_rooms');
    const split = converter.forColumn(rooms, [{ kind: 'rooms_split' }]);
    expect(split('2 + 1 fél')).toEqual({
      kind: 'value',
      value: 2,
      currency: null,
      fills: [{ key: 'special.number_of_half_rooms', value: 1 }],
    });
    expect(converter.forColumn(rooms, [])('2 + 1 fél').kind).toBe('problem');
  });
});

describe('floors', () => {
  it.each([
    ['fszt.', 'downstairs'],
    ['Fszt', 'downstairs'],
    ['földszint', 'downstairs'],
    ['mfszt.', 'mezzanine_floor'],
    ['magasföldszint', 'mezzanine_floor'],
    ['félemelet', 'mezzanine'],
    ['félem.', 'mezzanine'],
    ['3. em.', 'floor_3'],
    ['3.em', 'floor_3'],
    ['3 emelet', 'floor_3'],
    ['III. emelet', 'floor_3'],
    ['IV. em.', 'floor_4'],
    ['X.', 'floor_10'],
    ['2nd floor', 'floor_2'],
    ['tetőtér', 'loft'],
    ['szuterén', 'basement'],
    ['0', 'downstairs'],
  ] as const)('%s → %s', (text, code) => {
    expect(codeOf(apartment('floor'), text)).toBe(code);
  });

  it('reads floor numbers without words and refuses what is no floor', () => {
    expect(floorCode('12. emelet')).toBe('floor_12');
    expect(floorCode('-1')).toBe('basement');
    expect(floorCode('i')).toBeNull();
    expect(floorCode('31. emelet')).toBeNull();
    expect(codeOf(apartment('floor'), 'padlás felett')).toBe('problem');
  });
});

describe('yes/no marks', () => {
  it.each([
    ['van', true],
    ['nincs', false],
    ['x', true],
    ['✓', true],
    ['✔', true],
    ['✗', false],
    ['i', true],
    ['n', false],
    ['-', false],
    ['Igen', true],
  ] as const)('%s → %s', (text, b) => {
    expect(parseBoolText(text)).toBe(b);
    expect(codeOf(apartment('has_elevator'), text)).toBe(b);
  });

  it('says which words it accepts for anything else', () => {
    const c = converter.convert(apartment('has_elevator'), 'talán');
    expect(c.kind === 'problem' && c.problem.en).toContain('van/nincs');
  });
});

describe('words with qualifiers', () => {
  it.each([
    ['heating_type', 'gáz (cirkó)', 'circulating'],
    ['heating_type', 'cirkó (gáz)', 'circulating'],
    ['heating_type', 'gáz (konvektor)', 'convector'],
    ['heating_type', 'elektromos fűtés', 'electric'],
    ['heating_type', 'házközponti (egyedi méréssel)', 'central_inhouse_with_individual_meter'],
    ['condition', 'jó állapotú', 'good'],
    ['condition', 'felújítandó állapotú', 'to_be_renovated'],
    ['condition', 'közepes állapotban', 'average'],
    ['building_material', 'tégla építésű', 'brick'],
  ] as const)('%s: %s → %s', (field, text, code) => {
    expect(codeOf(apartment(field), text)).toBe(code);
  });

  it('calls two different core words ambiguous instead of choosing', () => {
    const c = converter.convert(apartment('heating_type'), 'távfűtés (cirkó)');
    expect(c.kind).toBe('problem');
    expect(c.kind === 'problem' && c.problem.candidates).toEqual(['district', 'circulating']);
  });

  it('offers the closest allowed values for a word it cannot read', () => {
    const c = converter.convert(apartment('heating_type'), 'kondenzációs kazán');
    expect(c.kind === 'problem' && c.problem.candidates.length).toBeGreaterThan(0);
    expect(c.kind === 'problem' && c.problem.en).toContain('did you mean');
  });
});

describe('districts as offices write them', () => {
  const index = buildRegionIndex(REFERENCE);
  const budapest = index.byId.get(1);
  if (!budapest) throw new Error('fixture');
  it.each([
    ['XIII. ker.', 1013],
    ['XIII.ker', 1013],
    ['13. kerület', 1013],
    ['13. ker', 1013],
    ['Bp. XIII.', 1013],
    ['Bp XIII. ker.', 1013],
    ['Budapest XIII. kerület', 1013],
    ['XIII. kerület (Angyalföld)', 1013],
    ['District 13', 1013],
    ['II', 1002],
  ] as const)('%s', (text, id) => {
    const m = index.resolveArea(budapest, text);
    expect(m.kind === 'area' ? m.area.id : m.problem.en).toBe(id);
  });

  it('reads the settlement written short before its district, but not alone', () => {
    const m = index.resolveRegion('Bp. XIII.');
    expect(m.kind === 'region' ? [m.region.id, m.area?.id] : m.problem.en).toEqual([1, 1013]);
    expect(index.resolveRegion('Bp').kind).toBe('problem');
  });
});

describe('a scale letter alone', () => {
  const field = (key: string): FieldDef => {
    const f = fieldsForRole('properties').find((x) => x.key === key);
    if (!f) throw new Error(key);
    return f;
  };

  it('is millions in a price cell (`45 M`, its currency from the row)', () => {
    expect(converter.convert(field('price.price'), '45 M')).toMatchObject({ kind: 'value', value: 45_000_000 });
  });

  it('is not read in a field that is not money (`45 m` of floor area is not 45 million)', () => {
    expect(converter.convert(apartment('floor_area'), '45 m').kind).toBe('problem');
  });
});

describe('a cell with its own scale in a scaled column', () => {
  const price = fieldsForRole('properties').find((x) => x.key === 'price.price');
  if (!price) throw new Error('price.price');
  const inMillions = converter.forColumn(price, [{ kind: 'scale', factor: 1_000_000, unit: 'M Ft' }]);

  it.each(['45,9 millió', '45,9 M', '45 900 e'])('is read as written, not scaled again: %s', (cell) => {
    expect(inMillions(cell)).toMatchObject({ kind: 'value', value: 45_900_000 });
  });

  it('scales a bare number', () => {
    expect(inMillions('45,9')).toMatchObject({ kind: 'value', value: 45_900_000 });
  });
});
