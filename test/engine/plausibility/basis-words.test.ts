// The basis a warning names is said as a person would: one listing, two listings, never "listing(s)".
import { describe, expect, it } from 'vitest';
import { basisWords } from '../../../src/engine/plausibility/basis-words';

const spread = { median: 950_000, q25: 900_000, q75: 1_000_000, count: 9 };

describe('basisWords', () => {
  it('says "1 such listing" and "2 such listings" in English, never "listing(s)"', () => {
    const one = basisWords({ spread, basis: 'sheet', officeCount: 1 }, 'per-m2', false);
    const two = basisWords({ spread, basis: 'sheet', officeCount: 2 }, 'per-m2', false);
    expect(one.en).toContain('only 1 such listing on the portal');
    expect(two.en).toContain('only 2 such listings on the portal');
    expect(`${one.en} ${two.en}`).not.toContain('(s)');
  });
});
