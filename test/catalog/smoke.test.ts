import { describe, expect, it } from 'vitest';
import { validateBody } from '../../src/catalog';

describe('catalog', () => {
  it('accepts a minimal property create', () => {
    const r = validateBody('property', 'create', {
      property: { type: 'house', action: 'sale' },
      location: { region_id: 1 },
      price: { price: 45_000_000, price_currency: 'huf' },
    });
    expect(r.ok).toBe(true);
  });
});
