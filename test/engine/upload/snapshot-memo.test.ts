import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fieldDef } from '../../../src/engine/upload/record-diff';
import { encodeSnapshot, normalisedValue } from '../../../src/engine/upload/row-snapshot';
import { SNAPSHOT_MARK } from '../../../src/engine/validation/fingerprint-cell';

/** One entry as the format defines it, hashed afresh for every value: no memo of any kind. */
function entry(key: string, value: unknown): string {
  const b64 = (text: string): string => createHash('sha1').update(text).digest('base64url');
  return b64(key).slice(0, 6) + b64(normalisedValue(fieldDef('sellers', key), value)).slice(0, 8);
}

/** The snapshot of a seller body of one block, with the mapped columns it leaves empty. */
function expected(seller: Readonly<Record<string, unknown>>, emptyMapped: readonly string[]): string {
  const entries = [
    ...Object.entries(seller).map(([name, v]) => entry(`seller.${name}`, v)),
    ...emptyMapped.map((key) => entry(key, null)),
  ];
  return SNAPSHOT_MARK + entries.sort().join('');
}

const MAPPED = ['seller.name', 'seller.phone', 'seller.email', 'seller.can_manage_properties', 'seller.note'];

/**
 * Row i's seller: a unique name, phone and e-mail (fields that never repeat, whose memo rests), a flag that repeats
 * (whose memo is kept), and a note that repeats only in the second half (a resting memo tried again must find it).
 */
function seller(i: number): Record<string, unknown> {
  return {
    name: `Eladó ${i}`,
    phone: `+36 1 555 ${String(i).padStart(5, '0')}`,
    email: i % 7 === 0 ? '' : `s${i}@example.hu`,
    can_manage_properties: i % 3 === 0,
    note: i < 20_000 ? `egyedi ${i}` : `ismétlődő ${i % 5}`,
  };
}

describe('snapshot hashes through the memo of raw values', () => {
  it('are those of hashing every value afresh, for 40,000 sellers whose fields repeat, never or later', () => {
    const wrong: number[] = [];
    for (let i = 0; i < 40_000; i++) {
      const body = { seller: seller(i) };
      const got = encodeSnapshot('sellers', body, MAPPED);
      if (got !== expected(body.seller, [])) wrong.push(i);
    }
    expect(wrong).toEqual([]);
  });

  it('give the same hash to a value after its field found no repeats as before', () => {
    const first = encodeSnapshot('sellers', { seller: { name: 'Kiss Anna' } }, ['seller.name', 'seller.phone']);
    for (let i = 0; i < 5_000; i++) encodeSnapshot('sellers', { seller: { name: `Név ${i}` } }, ['seller.name']);
    const again = encodeSnapshot('sellers', { seller: { name: 'Kiss Anna' } }, ['seller.name', 'seller.phone']);
    expect(again).toBe(first);
    expect(again).toBe(expected({ name: 'Kiss Anna' }, ['seller.phone']));
  });
});
