import { describe, expect, it } from 'vitest';
import type { FieldDef, Operation, Resource } from '../../../src/catalog';
import {
  IMAGE_FIELDS,
  PROPERTY_FIELDS,
  PROPERTY_TYPES,
  SELLER_FIELDS,
  SPECIAL_BLOCKS,
  validateBody,
} from '../../../src/catalog';
import { certainlyValid } from '../../../src/engine/validation';

type Body = Record<string, Record<string, unknown>>;

function goodValue(f: FieldDef): unknown {
  const t = f.type;
  switch (t.kind) {
    case 'string':
      return t.format === 'email'
        ? 'anna@example.hu'
        : t.format === 'url'
          ? 'https://example.hu/a.jpg'
          : 'x'.repeat(Math.max(t.minLength, 3));
    case 'uint':
      return t.min;
    case 'decimal':
      return 1250.5;
    case 'double':
      return (t.min + t.max) / 2;
    case 'bool':
      return true;
    case 'enum':
      return t.values[t.values.length - 1];
    case 'datetime':
      return '2024-01-01T00:00:00Z';
  }
}

function bodyOf(fields: readonly FieldDef[], op: Operation): Body {
  const body: Body = {};
  for (const f of fields) if (!f.onlyOn || f.onlyOn === op) (body[f.block] ??= {})[f.name] = goodValue(f);
  return body;
}

function propertyBody(type: (typeof PROPERTY_TYPES)[number], op: Operation): Body {
  const body = bodyOf(PROPERTY_FIELDS, op);
  delete body.seller?.id;
  (body.property ??= {}).type = type;
  (body.property ??= {}).action = 'rent';
  (body.map ??= {}).visibility = 'area';
  (body.price ??= {}).deposit_type = 'monthly';
  body.special = { [type]: bodyOf(SPECIAL_BLOCKS[type], 'modify').special ?? {} };
  return body;
}

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ODD_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  'x',
  'ab',
  -1,
  0,
  1,
  1.5,
  0.001,
  1e20,
  Number.NaN,
  Infinity,
  true,
  false,
  'brick',
  'apartment',
  'sale',
  'rent',
  'monthly',
  'area',
  'huf',
  51,
  600,
  47.5,
  'https://a.hu/x',
  'ftp://a.hu',
  'a@b.hu',
  'not-an-email',
  {},
  [],
  'x'.repeat(300),
  '2024-01-01',
];

/** Values that switch the schema's cross-field rules on and off. */
const RULE_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  action: ['sale', 'rent', undefined],
  price_period: ['monthly', undefined, null],
  visibility: ['area', 'exact', 'none'],
  radius: [undefined, 50, 49, 501],
  overhead: [undefined, null, 5000],
  overhead_currency: [undefined, 'huf'],
  deposit: [undefined, null, 2],
  deposit_type: [undefined, 'monthly'],
  region_id: [undefined, 1],
  area_id: [undefined, 1013],
  id: [undefined, 5, 0],
  transfer_id: [undefined, 'S-1', ''],
  type: [...PROPERTY_TYPES, 'castle', undefined],
};

function mutate(body: Body, random: () => number): Body {
  const copy = structuredClone(body) as Body;
  const steps = 1 + Math.floor(random() * 3);
  for (let i = 0; i < steps; i++) {
    const blocks = Object.keys(copy);
    const block = blocks[Math.floor(random() * blocks.length)] ?? 'id';
    const r = random();
    if (r < 0.1) {
      Reflect.deleteProperty(copy, block);
      continue;
    }
    if (r < 0.15) {
      (copy as Record<string, unknown>)[`extra${i}`] = {};
      continue;
    }
    let target = copy[block] ?? {};
    if (block === 'special') {
      if (r < 0.25) {
        const other = PROPERTY_TYPES[Math.floor(random() * PROPERTY_TYPES.length)] ?? 'house';
        target[other] = {};
        continue;
      }
      const inner = Object.values(target)[0];
      if (inner && typeof inner === 'object') target = inner as Record<string, unknown>;
    }
    const names = Object.keys(target);
    const ruleNames = Object.keys(RULE_VALUES);
    const name =
      r < 0.2
        ? `unknown_${i}`
        : r < 0.4
          ? (ruleNames[Math.floor(random() * ruleNames.length)] ?? 'x')
          : (names[Math.floor(random() * names.length)] ?? 'x');
    const ruled = RULE_VALUES[name];
    const pool = ruled && random() < 0.7 ? ruled : ODD_VALUES;
    const v = pool[Math.floor(random() * pool.length)];
    if (r > 0.9) Reflect.deleteProperty(target, name);
    else target[name] = v;
  }
  return copy;
}

function validOf(resource: Resource, op: Operation, body: Body): boolean {
  return validateBody(resource, op, resource === 'images' ? { images: [body] } : body).ok;
}

describe('certainlyValid', () => {
  const bases: [Resource, Operation, Body][] = [];
  for (const op of ['create', 'modify'] as const) {
    for (const t of PROPERTY_TYPES) bases.push(['property', op, propertyBody(t, op)]);
    bases.push(['seller', op, bodyOf(SELLER_FIELDS, op)]);
    bases.push(['images', op, bodyOf(IMAGE_FIELDS, op)]);
  }

  it('says yes to complete valid bodies of every resource, type and operation', () => {
    for (const [resource, op, body] of bases) {
      expect(validOf(resource, op, body), `${resource} ${op} ${JSON.stringify(body)}`).toBe(true);
      expect(certainlyValid(resource, op, body), `${resource} ${op}`).toBe(true);
    }
  });

  it('never says yes to a body that validateBody refuses (20,000 mutated bodies)', () => {
    const random = rng(20261123);
    let yes = 0;
    let refused = 0;
    for (let i = 0; i < 20_000; i++) {
      const [resource, op, base] = bases[i % bases.length] ?? ['seller', 'create', {}];
      const body = mutate(base, random);
      const valid = validOf(resource, op, body);
      if (!valid) refused++;
      if (certainlyValid(resource, op, body)) {
        yes++;
        expect(valid, `${resource} ${op} ${JSON.stringify(body)}`).toBe(true);
      }
    }
    expect(refused).toBeGreaterThan(5_000);
    expect(yes).toBeGreaterThan(1_000);
  });
});

describe('certainlyValid on the special block', () => {
  const base = propertyBody('apartment', 'modify');
  const apartment = base.special?.apartment ?? {};
  const withSpecial = (special: unknown, type: unknown = 'apartment'): Body =>
    ({ ...base, property: { ...base.property, type }, special }) as Body;

  it('says yes to one type block matching the type, with other types left undefined', () => {
    for (const body of [withSpecial({ apartment }), withSpecial({ house: undefined, apartment })]) {
      expect(validOf('property', 'modify', body)).toBe(true);
      expect(certainlyValid('property', 'modify', body)).toBe(true);
    }
  });

  it('is not sure of a special that is no object, holds no block, two blocks, another type, or an unknown one', () => {
    const notSure = [
      withSpecial(null),
      withSpecial('apartment'),
      withSpecial([]),
      withSpecial({}),
      withSpecial({ apartment: undefined }),
      withSpecial({ apartment, house: {} }),
      withSpecial({ apartment }, 'house'),
      withSpecial({ castle: {} }),
      withSpecial({ apartment: { ...apartment, number_of_rooms: -1 } }),
      withSpecial({ apartment: { ...apartment, not_a_field: 1 } }),
    ];
    for (const body of notSure) expect(certainlyValid('property', 'modify', body), JSON.stringify(body)).toBe(false);
  });

  it('takes a body without a special block, or with it undefined, on its other blocks alone', () => {
    const { special: _left, ...without } = base;
    expect(certainlyValid('property', 'modify', without)).toBe(true);
    expect(certainlyValid('property', 'modify', { ...without, special: undefined } as unknown as Body)).toBe(true);
  });
});

describe('certainlyValid with names of Object.prototype', () => {
  it('never takes an inherited name for a field or an enum code', () => {
    for (const sneaky of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const asCode: Body = { property: { type: sneaky, action: 'sale' } };
      expect(certainlyValid('property', 'modify', asCode)).toBe(false);
      const asField = JSON.parse(`{"property": {"${sneaky}": "sale"}}`) as Body;
      expect(certainlyValid('property', 'modify', asField)).toBe(false);
      expect(validateBody('property', 'modify', asField).ok).toBe(false);
    }
  });
});
