import { describe, expect, it } from 'vitest';
import { parseNumberText } from '../../../src/engine/values';

function num(text: string, style: 'amount' | 'coordinate' = 'amount') {
  const r = parseNumberText(text, style);
  return r.ok ? r.value : r.error;
}

describe('parseNumberText', () => {
  it.each([
    ['45000000', 45000000],
    ['45 000 000', 45000000],
    ['45.000.000', 45000000],
    ['45,000,000', 45000000],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1 234,56', 1234.56],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234', 1234],
    ['0,125', 0.125],
    ['1234,567', 1234.567],
    ['45\u00a0000\u00a0000', 45000000],
    ['45\u202f000\u2009000', 45000000],
    ['-3,5', -3.5],
    ['85 m2', 85],
    ['85 m²', 85],
  ])('%s → %d', (text, value) => {
    expect(num(text)).toEqual({ value, currency: null });
  });

  it.each([
    ['45 000 000 Ft', 45000000, 'huf'],
    ['45.000.000,- Ft', 45000000, 'huf'],
    ['HUF 45000000', 45000000, 'huf'],
    ['120 000 forint', 120000, 'huf'],
    ['€ 120 000', 120000, 'eur'],
    ['120.000 EUR', 120000, 'eur'],
    ['99,5 euró', 99.5, 'eur'],
  ])('%s names the currency', (text, value, currency) => {
    expect(num(text)).toEqual({ value, currency });
  });

  it('reports 1,234 as ambiguous with both readings instead of guessing', () => {
    expect(num('1,234')).toEqual({ kind: 'ambiguous', readings: [1.234, 1234] });
    expect(num('12,500')).toEqual({ kind: 'ambiguous', readings: [12.5, 12500] });
  });

  it.each(['12 5', '1.23.4', '45M', 'abc', '1e6', '', '1,2,3', '€ 5 Ft', '1.234.56', '12..5', '.5'])(
    '%s is not a number',
    (text) => {
      expect(num(text)).toEqual({ kind: 'not_a_number' });
    },
  );

  it('never groups thousands in coordinates', () => {
    expect(num('47.497', 'coordinate')).toEqual({ value: 47.497, currency: null });
    expect(num('19,040', 'coordinate')).toEqual({ value: 19.04, currency: null });
    expect(num('47.497.1', 'coordinate')).toEqual({ kind: 'not_a_number' });
  });
});

describe('scale words in a cell (docs/office-conventions.md, "Interpretations")', () => {
  it.each([
    ['45,9 M Ft', 45_900_000, 'huf'],
    ['45,9 MFt', 45_900_000, 'huf'],
    ['850 e Ft', 850_000, 'huf'],
    ['850eFt', 850_000, 'huf'],
    ['1,2 millió Ft', 1_200_000, 'huf'],
    ['1,2 millió', 1_200_000, null],
    ['300 ezer', 300_000, null],
    ['185 k EUR', 185_000, 'eur'],
    ['2 mrd Ft', 2_000_000_000, 'huf'],
  ] as const)('%s', (text, value, currency) => {
    expect(parseNumberText(text)).toEqual({ ok: true, value: { value, currency, ownScale: true } });
  });

  it('never reads a lone letter as a scale', () => {
    for (const t of ['45M', '45 M', '850 e', '12 k']) expect(parseNumberText(t).ok, t).toBe(false);
  });

  it.each([
    ['45 M', 45_000_000],
    ['45M', 45_000_000],
    ['89,9 m', 89_900_000],
    ['850 e', 850_000],
    ['12 k', 12_000],
  ] as const)('reads a lone letter as a scale where the field is money: %s', (text, value) => {
    expect(parseNumberText(text, 'amount', { scaleLetters: true })).toEqual({
      ok: true,
      value: { value, currency: null, ownScale: true },
    });
  });
});
