import { describe, expect, it } from 'vitest';
import { rowFingerprint } from '../../../src/engine/validation';
import { storedJson } from '../../../src/engine/validation/fingerprint';
import { byTheRule, fingerprintByTheRule } from '../../support/storage-rule-oracle';

function expected(officeId: number | null, owner: unknown, body: unknown): string {
  return fingerprintByTheRule(officeId, owner, body);
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

/** Doubles of 16 and 17 significant digits, their neighbours, both signs, and exponents from tiny to huge. */
function edgeNumbers(): number[] {
  const out = [0, -0, 1, -1, 5e-324, -5e-324, Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 53, 2 ** 53 + 2];
  out.push(1e15, 1e15 - 1, 1e15 + 1, -1e15, 999_999_999_999_999, 1e16, 1e21, 1e22, 1.5e300, 1.5e-300);
  out.push(19.051000000000002, 47.501, 0.1 + 0.2, 2 / 3, -2 / 3, 1 / 3e10, 123_456_789.123_456_78);
  for (const text of [
    '1.2345678901234567e25',
    '1.2345678901234567e-7',
    '-9.876543210987654e-15',
    '12345678901234567',
  ]) {
    out.push(Number(text));
  }
  let seed = 20261130;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 4_000; i++) {
    const magnitude = 10 ** Math.floor(random() * 60 - 30);
    const n = (random() - 0.5) * magnitude;
    out.push(n, n + n * Number.EPSILON, -n, Math.round(n));
  }
  return out;
}

/** Texts with digits a number's scan must pass by: in values, in keys, after quotes and backslashes. */
const TEXTS = [
  '19.051000000000002',
  '1234567890123456',
  ':47.12345678901234567,',
  'quote " then 12345678901234567',
  'backslash \\',
  'backslash \\" 47.123456789012345 "',
  '\\\\"12345678.9012345678',
  'ünicode \u2028 1.2345678901234567e25',
  'lone \ud800 0.12345678901234567',
  '\\",12345678901234567',
  '[1.2345678901234567e25]',
  '"":-12345678901234567}',
  '\\\\":[0.30000000000000004,',
];

describe('the storage rule on a fingerprint text with long numbers', () => {
  it('rounds every edge number in the plain text exactly as the replacer did', () => {
    for (const n of edgeNumbers()) {
      const parts = [1, null, { map: { latitude: 47.501, longitude: n }, price: { price: [n, -n] } }];
      expect(storedJson(parts), String(n)).toBe(JSON.stringify(parts, byTheRule));
    }
  });

  it('leaves digits in texts and keys as they are, beside numbers it rounds', () => {
    for (const text of TEXTS) {
      const parts = [
        7,
        { transfer_id: text },
        { [text]: text, map: { longitude: 19.051000000000002, [`${text}"`]: [text, 0.1 + 0.2, text] }, n: -0 },
      ];
      expect(storedJson(parts), JSON.stringify(text)).toBe(JSON.stringify(parts, byTheRule));
    }
  });

  it('applies the whole rule when a carriage return is in the text', () => {
    const parts = [
      1,
      null,
      { descriptions: { hu: 'első\r\nmásodik\rharmadik' }, map: { longitude: 19.051000000000002 } },
    ];
    expect(storedJson(parts)).toBe(JSON.stringify(parts, byTheRule));
    expect(storedJson(parts)).toContain('első\\nmásodik\\nharmadik');
  });

  it('is the plain text when nothing is long', () => {
    const parts = [1, null, { map: { latitude: 47.501, longitude: 19.052 }, seller: { name: 'Kiss Anna' } }];
    expect(storedJson(parts)).toBe(JSON.stringify(parts));
  });
});
