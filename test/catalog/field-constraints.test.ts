import { describe, expect, it } from 'vitest';
import type { FieldDef, FieldType, IssueRule, PropertyType, Resource } from '../../src/catalog';
import {
  IMAGE_FIELDS,
  PROPERTY_FIELDS,
  PROPERTY_TYPES,
  SELLER_FIELDS,
  SPECIAL_BLOCKS,
  validateBody,
} from '../../src/catalog';

interface Probe {
  readonly value: unknown;
  readonly rule: IssueRule['kind'] | null;
}

/** Values just inside and just outside every bound a field type has. */
function probes(type: FieldType): readonly Probe[] {
  switch (type.kind) {
    case 'string': {
      const out: Probe[] = [];
      const fill = (n: number) =>
        type.format === 'email'
          ? `${'a'.repeat(Math.max(1, n - 5))}@x.hu`
          : type.format === 'url'
            ? `https://x.hu/${'a'.repeat(Math.max(0, n - 13))}`
            : 'á'.repeat(n);
      if (type.maxLength !== null) {
        out.push({ value: fill(type.maxLength), rule: null }, { value: fill(type.maxLength + 1), rule: 'too_long' });
      }
      if (type.minLength > 0) out.push({ value: 'a'.repeat(type.minLength - 1), rule: 'too_short' });
      if (type.minLength > 0 && type.format === undefined) out.push({ value: 'a'.repeat(type.minLength), rule: null });
      out.push({ value: 12, rule: 'type' });
      if (type.format === 'email') out.push({ value: 'nem-email', rule: 'format' });
      if (type.format === 'url') out.push({ value: 'ftp://x.hu/a.jpg', rule: 'format' });
      return out;
    }
    case 'uint':
      return [
        { value: type.min, rule: null },
        { value: type.max, rule: null },
        ...(type.min > 0
          ? [{ value: type.min - 1, rule: 'too_small' as const }]
          : [{ value: -1, rule: 'too_small' as const }]),
        ...(type.max < Number.MAX_SAFE_INTEGER ? [{ value: type.max + 1, rule: 'too_big' as const }] : []),
        { value: type.min + 0.5, rule: 'not_integer' },
        { value: '5', rule: 'type' },
      ];
    case 'decimal': {
      const intDigits = type.precision - type.scale;
      const biggest = Number(`${'9'.repeat(intDigits - 2)}.${'9'.repeat(type.scale)}`);
      return [
        { value: 0, rule: null },
        { value: 12.5, rule: null },
        { value: biggest, rule: null },
        { value: 1.125, rule: 'decimal' },
        { value: 10 ** intDigits, rule: 'decimal' },
        { value: -0.01, rule: 'too_small' },
        { value: 'sok', rule: 'type' },
      ];
    }
    case 'double':
      return [
        { value: type.min, rule: null },
        { value: type.max, rule: null },
        { value: type.min - 0.001, rule: 'too_small' },
        { value: type.max + 0.001, rule: 'too_big' },
        { value: '47.5', rule: 'type' },
      ];
    case 'bool':
      return [
        { value: true, rule: null },
        { value: false, rule: null },
        { value: 'igen', rule: 'type' },
      ];
    case 'enum':
      return [
        { value: type.values[0], rule: null },
        { value: `${type.values[0]}_x`, rule: 'enum' },
      ];
    case 'datetime':
      return [
        { value: '2026-11-23T10:00:00Z', rule: null },
        { value: 'tegnap', rule: 'format' },
      ];
  }
}

function bodyFor(resource: Resource, field: FieldDef, value: unknown, type?: PropertyType): unknown {
  if (resource === 'images') return { images: [{ [field.block]: { [field.name]: value } }] };
  if (type) return { property: { type }, special: { [type]: { [field.name]: value } } };
  return { [field.block]: { [field.name]: value } };
}

function check(resource: Resource, field: FieldDef, type?: PropertyType): void {
  for (const probe of probes(field.type)) {
    const result = validateBody(resource, 'modify', bodyFor(resource, field, value(probe), type));
    const label = `${type ?? resource} ${field.key} = ${JSON.stringify(probe.value)?.slice(0, 40)}`;
    if (probe.rule === null) {
      expect(result.ok, `${label} should be accepted: ${JSON.stringify(result.ok ? null : result.error)}`).toBe(true);
    } else {
      expect(result.ok, `${label} should be refused`).toBe(false);
      if (!result.ok) {
        expect(
          result.error.map((i) => i.rule.kind),
          label,
        ).toContain(probe.rule);
        expect(result.error[0]?.field).toBe(field.key);
      }
    }
  }
  const nullResult = validateBody(resource, 'modify', bodyFor(resource, field, null, type));
  expect(nullResult.ok, `${field.key} null`).toBe(field.nullable);
}

function value(p: Probe): unknown {
  return p.value;
}

describe('every field of the catalog, just inside and just outside each bound', () => {
  it.each(PROPERTY_FIELDS.map((f) => [f.key, f] as const))('property %s', (_key, field) => check('property', field));
  it.each(SELLER_FIELDS.map((f) => [f.key, f] as const))('seller %s', (_key, field) => check('seller', field));
  it.each(IMAGE_FIELDS.map((f) => [f.key, f] as const))('image %s', (_key, field) => check('images', field));
  it.each(PROPERTY_TYPES.map((t) => [t] as const))('special block %s', (type) => {
    for (const field of SPECIAL_BLOCKS[type]) check('property', field, type);
  });
});

describe('bounds named in the spec', () => {
  const modify = (body: unknown) => validateBody('property', 'modify', body);
  it.each([
    [{ map: { radius: 49 } }, false],
    [{ map: { radius: 50 } }, true],
    [{ map: { radius: 500 } }, true],
    [{ map: { radius: 501 } }, false],
    [{ map: { latitude: 43.999 } }, false],
    [{ map: { latitude: 44 } }, true],
    [{ map: { latitude: 50 } }, true],
    [{ map: { latitude: 50.001 } }, false],
    [{ map: { longitude: 14.999 } }, false],
    [{ map: { longitude: 15 } }, true],
    [{ map: { longitude: 24 } }, true],
    [{ map: { longitude: 24.001 } }, false],
    [{ price: { price: 1e16 } }, false],
    [{ price: { price: 999_999_999_999.99 } }, true],
    [{ price: { price: 45_000_000.5 } }, true],
    [{ price: { deposit: 99_999_999 } }, true],
    [{ price: { deposit: 100_000_000 } }, false],
    [{ id: { transfer_id: '' } }, false],
    [{ id: { transfer_id: 'x'.repeat(40) } }, true],
    [{ id: { transfer_id: 'x'.repeat(41) } }, false],
    [{ property: { external_id: 'x'.repeat(40) } }, true],
    [{ property: { external_id: 'x'.repeat(41) } }, false],
  ])('%j accepted: %s', (body, accepted) => {
    expect(modify(body).ok).toBe(accepted);
  });

  it('seller name is string(3-64) and phone string(8-64)', () => {
    const seller = (name: string, phone: string) => validateBody('seller', 'modify', { seller: { name, phone } }).ok;
    expect(seller('Ab', '12345678')).toBe(false);
    expect(seller('Abc', '12345678')).toBe(true);
    expect(seller('A'.repeat(64), '1'.repeat(64))).toBe(true);
    expect(seller('A'.repeat(65), '12345678')).toBe(false);
    expect(seller('Abc', '1234567')).toBe(false);
  });
});
