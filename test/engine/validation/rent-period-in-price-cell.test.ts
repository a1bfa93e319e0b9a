// A rent typed with its period in the cell (`250 000 Ft/hó`, `2 500 EUR / hónap`, `300 000 Ft havonta`) is the amount,
// its currency and the rent's period, as a `Ft/hó` header says it for the whole column.
import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { preparedListing } from '../../support/prepare-rows-kit';

const HEADERS = ['Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület'];

function prepared(cells: readonly CellValue[]): PreparedRow {
  return preparedListing(HEADERS, cells);
}

function price(row: PreparedRow): Record<string, unknown> {
  return (row.body as { price?: Record<string, unknown> }).price ?? {};
}

describe('a rent with its period in the price cell', () => {
  it.each([
    ['250 000 Ft/hó', 250_000, 'huf', 'monthly'],
    ['2 500 EUR / hónap', 2_500, 'eur', 'monthly'],
    ['300 000 Ft havonta', 300_000, 'huf', 'monthly'],
    ['3 000 000 Ft/év', 3_000_000, 'huf', 'yearly'],
    ['15 000 Ft / nap', 15_000, 'huf', 'daily'],
  ] as const)('%s', (cell, amount, currency, period) => {
    const row = prepared(['lakás', 'kiadó', 'Szeged', cell, 40]);
    expect(row.problems).toEqual([]);
    expect(price(row)).toMatchObject({ price: amount, price_currency: currency, price_period: period });
  });

  it('refuses a period that is not a word of one, naming the value', () => {
    const row = prepared(['lakás', 'kiadó', 'Szeged', '250 000 Ft/hét', 40]);
    expect(row.problems.map((p) => p.message)).toContainEqual(
      expect.stringContaining('"250 000 Ft/hét" is not a number'),
    );
  });

  it.each(['2 500 EUR / hónap', '3 000 000 Ft/év'])(
    'refuses it on a sale row, naming the value and the period: %s',
    (cell) => {
      const row = prepared(['lakás', 'eladó', 'Szeged', cell, 40]);
      const problem = row.problems.find((p) => p.field === 'price.price');
      expect(problem?.message).toContain(`"${cell}" is an amount per`);
      expect(problem?.message).toContain('but the row is a sale');
      expect(problem?.messageHu).toContain('de a sor eladó');
    },
  );

  it("lets the cell's own period stand over its column header's", () => {
    const mapping = ['Típus', 'Eladó vagy kiadó', 'Település', 'Bérleti díj (Ft/hó)', 'Alapterület'];
    const row = preparedListing(mapping, ['lakás', 'kiadó', 'Szeged', '3 000 000 Ft/év', 40]);
    expect(row.problems).toEqual([]);
    expect(price(row)).toMatchObject({ price: 3_000_000, price_period: 'yearly' });
  });

  it("names a period that differs from the row's own in words, not codes", () => {
    const headers = ['Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület', 'Bérleti időszak'];
    const row = preparedListing(headers, ['lakás', 'kiadó', 'Szeged', '250 000 Ft/hó', 40, 'évente']);
    const [problem] = row.problems;
    expect(problem?.messageHu).toContain('évente');
    expect(problem?.messageHu).toContain('havonta');
    expect(problem?.messageHu).not.toMatch(/yearly|monthly/);
  });
});

describe('an amount per square metre in the price cell', () => {
  it.each(['3 500 Ft/m²/hó', '3 500 Ft/m2', '12 EUR / nm / hó'])(
    'is refused saying the whole price is wanted: %s',
    (cell) => {
      const row = preparedListing(
        ['Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület'],
        ['iroda', 'kiadó', 'Szeged', cell, 120],
      );
      const problem = row.problems.find((p) => p.field === 'price.price');
      expect(problem?.message).toContain('is a price per square metre');
      expect(problem?.messageHu).toContain('négyzetméterár');
    },
  );
});
