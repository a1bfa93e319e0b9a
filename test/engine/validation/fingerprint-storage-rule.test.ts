import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rowFingerprint } from '../../../src/engine/validation';

/** The storage rule stated afresh (docs/round-trip.md, "Edited in Excel or LibreOffice"): the oracle. */
function byTheRule(_key: string, value: unknown): unknown {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) < 1e15) return value;
    return Number.isFinite(value) ? Number(value.toPrecision(15)) : value;
  }
  if (typeof value === 'string' && value.includes('\r')) return value.replace(/\r\n?/g, '\n');
  return value;
}

function expected(officeId: number | null, owner: unknown, body: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify([officeId, owner ?? null, body], byTheRule))
    .digest('hex');
}

const NUMBERS = [
  0,
  -0,
  1,
  -17,
  0.1 + 0.2,
  47.123456789012344,
  47.1234567890123,
  123456789012345,
  999999999999999,
  1e15,
  1e15 + 1,
  Number('1234567890123456789'),
  -(2 ** 53 + 2),
  1e21,
  Number('1.2345678901234567e25'),
  1.5e-7,
  Number('1.2345678901234567e-7'),
  5e-324,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
  45_000_000.5,
  2 / 3,
];

const STRINGS = [
  '',
  'Kiss Anna',
  'első sor\r\nmásodik',
  'csak\rCR',
  'literal \\r backslash',
  'IBAN 1177300100000000123456789',
  '+36 1 555 0001',
  '1234567890123456',
  '12345678.90123456',
  'idézet " és \\ jel\n',
];

describe('row fingerprints under the storage rule', () => {
  it('are the rule-applied JSON hash for every number and text kind, alone and mixed in a body', () => {
    for (const n of NUMBERS) {
      const body = { price: { price: n }, special: { flat: { floor_area: n, rooms: 2 } } };
      expect(rowFingerprint(7, null, body), String(n)).toBe(expected(7, null, body));
    }
    for (const s of STRINGS) {
      const body = { seller: { name: s, phone: '+36 1 555 0001' }, descriptions: { hu: [s, 12.5] } };
      expect(rowFingerprint(null, { transfer_id: s }, body), JSON.stringify(s)).toBe(
        expected(null, { transfer_id: s }, body),
      );
    }
  });

  it('are the rule-applied JSON hash for 5,000 random bodies', () => {
    let seed = 12345;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const value = (): unknown => {
      const r = random();
      if (r < 0.3) return Math.round(random() * 10 ** Math.floor(random() * 20));
      if (r < 0.5) return random() * 10 ** Math.floor(random() * 25 - 8);
      if (r < 0.6) return NUMBERS[Math.floor(random() * NUMBERS.length)];
      if (r < 0.9) return STRINGS[Math.floor(random() * STRINGS.length)];
      return r < 0.95 ? null : random() < 0.5;
    };
    for (let i = 0; i < 5_000; i++) {
      const body = { seller: { name: value(), phone: value() }, price: { price: value(), more: [value(), value()] } };
      const owner = i % 3 === 0 ? { transfer_id: value() } : null;
      expect(rowFingerprint(i, owner, body)).toBe(expected(i, owner, body));
    }
  });
});
