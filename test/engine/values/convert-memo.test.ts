import { describe, expect, it } from 'vitest';
import { PROPERTY_FIELDS, PROPERTY_TYPES, SELLER_FIELDS, SPECIAL_BLOCKS } from '../../../src/catalog';
import type { FieldDef } from '../../../src/catalog';
import { REMEMBERED_TEXTS, TextMemo, buildRegionIndex, createValueConverter } from '../../../src/engine/values';
import { REFERENCE } from './reference-fixture';
import type { CellValue } from '../../../src/engine/model/cell-value';

const FIELDS: readonly FieldDef[] = [
  ...PROPERTY_FIELDS,
  ...SELLER_FIELDS,
  ...PROPERTY_TYPES.flatMap((t) => SPECIAL_BLOCKS[t]),
];

const CELLS: readonly CellValue[] = [
  'igen',
  'Nem',
  ' x ',
  'maybe',
  'tégla',
  'TEGLA',
  'brick',
  'lakás',
  'eladó',
  'dél',
  'xyz',
  '45 000 000 Ft',
  '€ 1200',
  '1,234',
  '1.234',
  '12,5',
  '-5',
  'abc',
  '55 m²',
  '2024.05.31.',
  '2024-05-31T14:00',
  '2024-02-30',
  '  padded  ',
  '',
  '   ',
  0,
  1,
  2,
  47.5,
  -3,
  true,
  false,
  new Date(Date.UTC(2024, 4, 31)),
  { error: '#N/A' },
  null,
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '42',
];

describe('the value converter remembering texts', () => {
  const overrides = [
    { field: 'property.type', value: 'xyz', code: 'house' },
    { field: 'special.has_elevator', value: 'maybe', code: 'true' },
  ];

  it('answers a repeated cell exactly as a fresh conversion does, for every field', () => {
    const shared = createValueConverter({ overrides });
    for (let round = 0; round < 2; round++) {
      for (const field of FIELDS) {
        for (const cell of CELLS) {
          expect(shared.convert(field, cell)).toEqual(createValueConverter({ overrides }).convert(field, cell));
        }
      }
    }
  });

  it('converts through forField exactly as through convert', () => {
    const shared = createValueConverter({ overrides });
    for (const field of FIELDS) {
      const one = shared.forField(field);
      for (const cell of [...CELLS, ...CELLS])
        expect(one(cell)).toEqual(createValueConverter({ overrides }).convert(field, cell));
    }
  });

  it('still converts correctly once a field has more distinct texts than it remembers', () => {
    const price = PROPERTY_FIELDS.find((f) => f.key === 'price.price');
    if (!price) throw new Error('no price field');
    const c = createValueConverter();
    for (let i = 0; i < REMEMBERED_TEXTS + 500; i++) {
      expect(c.convert(price, `${1000 + i} Ft`)).toEqual({ kind: 'value', value: 1000 + i, currency: 'huf' });
    }
    expect(c.convert(price, '1000 Ft')).toEqual({ kind: 'value', value: 1000, currency: 'huf' });
    expect(c.convert(price, 'sok')).toMatchObject({ kind: 'problem' });
  });
});

describe('TextMemo', () => {
  it('remembers up to its bound, then answers afresh; inherited names are ordinary texts', () => {
    const memo = new TextMemo<number>();
    for (let i = 0; i < REMEMBERED_TEXTS + 10; i++) expect(memo.get(`t${i}`) ?? memo.remember(`t${i}`, i)).toBe(i);
    expect(memo.get('t0')).toBe(0);
    expect(memo.get(`t${REMEMBERED_TEXTS + 5}`)).toBeUndefined();
    expect(new TextMemo<number>().get('constructor')).toBeUndefined();
  });

  it('keeps settlement lookups right past the bound', () => {
    const regions = buildRegionIndex(REFERENCE);
    for (let i = 0; i < REMEMBERED_TEXTS + 20; i++) expect(regions.resolveRegion(`Sehol ${i}`).kind).toBe('problem');
    expect(regions.resolveRegion('Budapest')).toMatchObject({ kind: 'region', region: { id: 1 } });
    expect(regions.resolveRegion('1131')).toMatchObject({ kind: 'region', region: { id: 1 } });
  });
});
