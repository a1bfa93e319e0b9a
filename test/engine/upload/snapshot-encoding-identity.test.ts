// The snapshot of any body, however its blocks, type blocks and mapped columns fall, is the one the format defines:
// entries hashed afresh, one per field and per mapped column left empty, sorted as text (docs/round-trip.md).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IMPORT_ACTION_FIELD } from '../../../src/catalog';
import { fieldDef, specialDef } from '../../../src/engine/upload/record-diff';
import { encodeSnapshot, normalisedValue } from '../../../src/engine/upload/row-snapshot';
import { SNAPSHOT_MARK } from '../../../src/engine/validation/fingerprint-cell';
import { failingSeeds } from '../../support/seeded-random';

type Body = Record<string, unknown>;
type Role = 'sellers' | 'properties';

function b64(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

function definition(role: Role, type: unknown, key: string) {
  return key.startsWith('special.') ? specialDef(type, key.slice('special.'.length)) : fieldDef(role, key);
}

function entry(role: Role, type: unknown, key: string, value: unknown): string {
  return b64(key).slice(0, 6) + b64(normalisedValue(definition(role, type, key), value)).slice(0, 8);
}

function isBlock(v: unknown): v is Body {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The snapshot as the format defines it, written out plainly: no memo, no cached key, no shortcut. */
function expected(role: Role, body: Body, mapped: readonly string[]): string {
  const type = isBlock(body['property']) ? body['property']['type'] : undefined;
  const fields = new Map<string, unknown>();
  for (const [block, fieldsOf] of Object.entries(body)) {
    if (!isBlock(fieldsOf)) continue;
    const typeBlocks = block === 'special' ? Object.values(fieldsOf).filter(isBlock) : [fieldsOf];
    for (const f of typeBlocks) for (const [name, v] of Object.entries(f)) fields.set(`${block}.${name}`, v);
  }
  const entries = [...fields].map(([key, v]) => entry(role, type, key, v));
  for (const key of new Set(mapped)) {
    if (key !== IMPORT_ACTION_FIELD && !fields.has(key)) entries.push(entry(role, type, key, null));
  }
  return SNAPSHOT_MARK + entries.sort().join('');
}

const VALUES: readonly unknown[] = [
  null,
  '',
  '  ',
  'Kiss Anna',
  'Árvíztűrő tükörfúrógép\r\nmásodik sor ',
  '41000000.00',
  '12',
  12,
  41_000_000,
  47.123456789012344,
  true,
  false,
  ['a', 1],
  { nested: 'x' },
  '😀 astral',
];
const TYPES: readonly unknown[] = ['apartment', 'house', 'plot', 'nonsense', undefined, { odd: 1 }];
const BLOCK_FIELDS: Readonly<Record<string, readonly string[]>> = {
  seller: ['transfer_id', 'name', 'phone', 'email', 'note'],
  property: ['status', 'orientation', 'heating', 'condition'],
  price: ['price', 'currency', 'rent'],
  location: ['address', 'city', 'zip', 'lat', 'lng'],
  descriptions: ['hu', 'en', 'de'],
};
const SPECIAL_FIELDS = ['floor_area', 'number_of_rooms', 'plot_area', 'floor', 'balcony_area'];
const SPECIAL_TYPES = ['apartment', 'house', 'plot'];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function someOf(next: () => number, names: readonly string[], chance: number): string[] {
  return names.filter(() => next() < chance);
}

function randomBody(next: () => number): Body {
  const body: Body = {};
  for (const [block, names] of Object.entries(BLOCK_FIELDS)) {
    if (next() < 0.3) continue;
    body[block] = Object.fromEntries(someOf(next, names, 0.6).map((n) => [n, pick(next, VALUES)]));
  }
  if (next() < 0.8) {
    const property = isBlock(body['property']) ? body['property'] : {};
    body['property'] = { ...property, type: pick(next, TYPES) };
  }
  if (next() < 0.7) {
    // Mostly one type block, sometimes two naming the same fields (the last one's value counts), sometimes not a block.
    const types = someOf(next, SPECIAL_TYPES, 0.4);
    body['special'] = Object.fromEntries(
      types.map((t) => [
        t,
        next() < 0.1
          ? 'not a block'
          : Object.fromEntries(someOf(next, SPECIAL_FIELDS, 0.5).map((n) => [n, pick(next, VALUES)])),
      ]),
    );
  }
  if (next() < 0.1) body['odd'] = 'not a block';
  return body;
}

/** The body with the same blocks and fields, each given a new random value (the type kept). */
function withValues(shape: Body, next: () => number): Body {
  const fresh = (fields: Body): Body =>
    Object.fromEntries(Object.entries(fields).map(([n, v]) => [n, n === 'type' ? v : pick(next, VALUES)]));
  return Object.fromEntries(
    Object.entries(shape).map(([block, fields]) => {
      if (!isBlock(fields)) return [block, fields];
      if (block !== 'special') return [block, fresh(fields)];
      return [block, Object.fromEntries(Object.entries(fields).map(([t, f]) => [t, isBlock(f) ? fresh(f) : f]))];
    }),
  );
}

function randomMapped(next: () => number): string[] {
  const all = [
    ...Object.entries(BLOCK_FIELDS).flatMap(([block, names]) => names.map((n) => `${block}.${n}`)),
    ...SPECIAL_FIELDS.map((n) => `special.${n}`),
    'property.type',
    IMPORT_ACTION_FIELD,
    'nodot',
    'unknown.block',
  ];
  const mapped = someOf(next, all, next());
  // A key mapped twice (two columns of one field) makes one entry.
  if (next() < 0.2 && mapped.length > 0) mapped.push(pick(next, mapped));
  return mapped;
}

describe('snapshot encoding', () => {
  it('is the format written out plainly, for 20,000 random bodies of every shape, both roles', () => {
    const wrong = failingSeeds(20_000, (next) => {
      const role: Role = next() < 0.3 ? 'sellers' : 'properties';
      const body = randomBody(next);
      const mapped = randomMapped(next);
      return encodeSnapshot(role, body as never, mapped) === expected(role, body, mapped);
    });
    expect(wrong).toEqual([]);
  });

  it('is the format for runs of rows of one shape with their own values, the shapes taking turns', () => {
    const wrong = failingSeeds(2_000, (next) => {
      const role: Role = next() < 0.3 ? 'sellers' : 'properties';
      const shapes = [randomBody(next), randomBody(next)];
      const mapped = randomMapped(next);
      for (let row = 0; row < 12; row++) {
        const shape = shapes[Math.floor(row / 3) % 2] ?? {};
        const body = withValues(shape, next);
        if (encodeSnapshot(role, body as never, mapped) !== expected(role, body, mapped)) return false;
      }
      return true;
    });
    expect(wrong).toEqual([]);
  });

  it('follows a mapped array filled again with other keys between rows', () => {
    const mapped = ['seller.name', 'seller.phone'];
    const body = { seller: { name: 'Kiss Anna' } };
    expect(encodeSnapshot('sellers', body, mapped)).toBe(expected('sellers', body, mapped));
    mapped.splice(0, 2, 'seller.name', 'seller.email');
    expect(encodeSnapshot('sellers', body, mapped)).toBe(expected('sellers', body, mapped));
    mapped.push('seller.note');
    expect(encodeSnapshot('sellers', body, mapped)).toBe(expected('sellers', body, mapped));
  });

  it('orders two keys whose hashes tie by their values, row by row', () => {
    // `odd.f333477` and `odd.f374655` share the key hash BQePD0: their values decide which entry comes first.
    expect(b64('odd.f333477').slice(0, 6)).toBe(b64('odd.f374655').slice(0, 6));
    for (let i = 0; i < 50; i++) {
      const body = { odd: { f333477: `a${i}`, f374655: `b${i}` }, seller: { name: `n${i}` } };
      expect(encodeSnapshot('sellers', body, ['seller.name'])).toBe(expected('sellers', body, ['seller.name']));
    }
  });

  it('is the same for rows of one type after rows of another, and for a type that is not a text', () => {
    const mapped = ['special.floor_area', 'price.price', 'property.type'];
    const rows: Body[] = [
      { property: { type: 'apartment' }, special: { apartment: { floor_area: 60 } } },
      { property: { type: 'house' }, special: { house: { floor_area: 60 } } },
      { property: { type: { odd: 1 } }, price: { price: '41000000.00' } },
      { property: { type: 'apartment' }, special: { apartment: { floor_area: '60' } } },
      { price: { price: 1 } },
    ];
    for (const body of [...rows, ...rows.reverse()]) {
      expect(encodeSnapshot('properties', body as never, mapped)).toBe(expected('properties', body, mapped));
    }
  });
});
