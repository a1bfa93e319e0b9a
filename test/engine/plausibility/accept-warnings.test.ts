// Accepting warnings: one row's, or every row's of a kind; the command line's list of kinds.
import { describe, expect, it } from 'vitest';
import { checkPlausibility, openWarnings, parseAcceptedKinds } from '../../../src/engine/plausibility';
import { listingRow } from './plausibility-kit';

const warnings = checkPlausibility({
  rows: [listingRow(2, { price: 45_900, floor: 60 }), listingRow(3, { price: 30_000_000, floor: 45, rooms: 12 })],
});

describe('accepting warnings', () => {
  it('takes out one row of a kind', () => {
    const open = openWarnings(warnings, { kinds: [], rows: ['Ingatlanok!2#scale-slip'] });
    expect(open.map((w) => w.kind)).toEqual(['rooms-vs-area']);
  });

  it('takes out every row of a kind', () => {
    expect(openWarnings(warnings, { kinds: ['rooms-vs-area'], rows: [] }).map((w) => w.row)).toEqual([2]);
  });

  it('reads a list of kinds, and all', () => {
    expect(parseAcceptedKinds('scale-slip, sale-vs-rent')).toEqual({ ok: true, kinds: ['scale-slip', 'sale-vs-rent'] });
    expect(parseAcceptedKinds('all')).toMatchObject({ ok: true });
  });

  it('names an unknown kind', () => {
    expect(parseAcceptedKinds('scale-slip,typo')).toEqual({ ok: false, word: 'typo' });
  });
});
