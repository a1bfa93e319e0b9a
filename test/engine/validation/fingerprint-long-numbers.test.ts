import { describe, expect, it } from 'vitest';
import { storedJson } from '../../../src/engine/validation/fingerprint';

/**
 * The storage rule's replacer as fingerprints applied it to every long number before (docs/round-trip.md, "Edited in
 * Excel or LibreOffice"): the oracle of the plain text's rounding.
 */
function byTheReplacer(_key: string, value: unknown): unknown {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) < 1e15) return value;
    return Number.isFinite(value) ? Number(value.toPrecision(15)) : value;
  }
  if (typeof value === 'string' && value.includes('\r')) return value.replace(/\r\n?/g, '\n');
  return value;
}

const oracle = (parts: unknown): string => JSON.stringify(parts, byTheReplacer);

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
      expect(storedJson(parts), String(n)).toBe(oracle(parts));
    }
  });

  it('leaves digits in texts and keys as they are, beside numbers it rounds', () => {
    for (const text of TEXTS) {
      const parts = [
        7,
        { transfer_id: text },
        { [text]: text, map: { longitude: 19.051000000000002, [`${text}"`]: [text, 0.1 + 0.2, text] }, n: -0 },
      ];
      expect(storedJson(parts), JSON.stringify(text)).toBe(oracle(parts));
    }
  });

  it('applies the whole rule when a carriage return is in the text', () => {
    const parts = [
      1,
      null,
      { descriptions: { hu: 'első\r\nmásodik\rharmadik' }, map: { longitude: 19.051000000000002 } },
    ];
    expect(storedJson(parts)).toBe(oracle(parts));
    expect(storedJson(parts)).toContain('első\\nmásodik\\nharmadik');
  });

  it('is the plain text when nothing is long', () => {
    const parts = [1, null, { map: { latitude: 47.501, longitude: 19.052 }, seller: { name: 'Kiss Anna' } }];
    expect(storedJson(parts)).toBe(JSON.stringify(parts));
  });
});
