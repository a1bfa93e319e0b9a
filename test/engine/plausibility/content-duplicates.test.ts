import { describe, expect, it } from 'vitest';
import { formatBoth } from '../../../src/catalog';
import type { ListingFacts } from '../../../src/engine/plausibility/listing-facts';
import { judgedArea } from '../../../src/engine/plausibility/listing-facts';
import {
  addressKey,
  contentDuplicateSteps,
  contentHash,
  duplicateWarning,
} from '../../../src/engine/plausibility/content-duplicates';
import { WARNING_MESSAGES } from '../../../src/engine/plausibility/plausibility-messages';
import type { PlausibilityWarning } from '../../../src/engine/plausibility/plausibility-warning';

/** The search as it was written before the rows were grouped by a hash: one key string per row, in one map. */
function byKeyStrings(facts: readonly ListingFacts[]): PlausibilityWarning[] {
  const out: PlausibilityWarning[] = [];
  const first = new Map<string, ListingFacts>();
  for (const f of facts) {
    const area = judgedArea(f);
    if (f.address === null || f.type === null || f.regionId === null || area === null) continue;
    const key = `${f.regionId}|${f.type}|${Math.round(area)}|${addressKey(f.address)}`;
    const seen = first.get(key);
    if (seen === undefined) {
      first.set(key, f);
      continue;
    }
    if (seen.transferId !== null && seen.transferId === f.transferId) continue;
    // The warning itself is the search's own: what is compared is which rows are paired.
    out.push(duplicateWarning(seen, f));
  }
  return out;
}

function searched(facts: readonly ListingFacts[]): PlausibilityWarning[] {
  const out: PlausibilityWarning[] = [];
  const steps = contentDuplicateSteps(facts, out, 7);
  while (steps.next().done !== true);
  return out;
}

function facts(over: Partial<ListingFacts>): ListingFacts {
  return {
    sheet: 'Ingatlanok',
    row: 2,
    transferId: null,
    type: 'apartment',
    action: 'sale',
    regionId: 1,
    address: 'Fő utca 1.',
    price: null,
    currency: 'huf',
    period: null,
    overhead: null,
    overheadCurrency: 'huf',
    floorArea: 50,
    plotArea: null,
    plotUnit: 'square_metre',
    rooms: null,
    zeroArea: null,
    ...over,
  };
}

describe('the content duplicate search', () => {
  it('warns as one key string per row did, over rows of few settlements, types, areas and addresses', () => {
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return Math.floor((seed / 0x7fffffff) * n);
    };
    const addresses = ['Fő utca 1.', 'fő u. 1', 'FŐ UTCA 1', 'Váci út 2.', 'váci út 2', 'Utcai u.12', 'utcai u12', 'x'];
    const types = ['apartment', 'house', 'land', 'office'] as const;
    const regions = [1, 2, 2.5, 1e21, null];
    const areas = [50, 50.4, 49.6, 0.4, 1e12, 3e9, null];
    const rows: ListingFacts[] = [];
    for (let i = 0; i < 3000; i++) {
      const area = areas[next(areas.length)] ?? null;
      rows.push(
        facts({
          sheet: next(4) === 0 ? 'Második' : 'Ingatlanok',
          row: i + 2,
          transferId: next(3) === 0 ? null : `T-${next(40)}`,
          type: next(10) === 0 ? null : (types[next(types.length)] ?? null),
          regionId: regions[next(regions.length)] ?? null,
          address: next(12) === 0 ? null : (addresses[next(addresses.length)] ?? null),
          floorArea: area,
          plotArea: next(2) === 0 ? area : null,
          plotUnit: next(5) === 0 ? 'hectare' : 'square_metre',
        }),
      );
    }
    const expected = byKeyStrings(rows);
    expect(expected.length).toBeGreaterThan(500);
    expect(searched(rows)).toEqual(expected);
  });

  it('tells apart two rows of one hash and different addresses, and finds the later one again', () => {
    const [a, b] = [facts({ row: 2, address: '17pan6c ifg' }), facts({ row: 3, address: '1u0rhmn ryx' })];
    // Two addresses whose rows share a hash (found by a search): only the key strings tell them apart.
    expect(contentHash(a)).toBe(contentHash(b));
    expect(addressKey(a.address ?? '')).not.toBe(addressKey(b.address ?? ''));
    const rows = [a, b, facts({ row: 4, address: '1U0RHMN RYX' }), facts({ row: 5, address: '17pan6c ifg.' })];
    const warnings = searched(rows);
    expect(warnings.map((w) => [w.row, w.message])).toEqual([
      [
        4,
        formatBoth(WARNING_MESSAGES.sameContent, {
          place: formatBoth(WARNING_MESSAGES.rowHere, { row: 3 }),
          firstRef: '',
          ref: '',
        }).en,
      ],
      [
        5,
        formatBoth(WARNING_MESSAGES.sameContent, {
          place: formatBoth(WARNING_MESSAGES.rowHere, { row: 2 }),
          firstRef: '',
          ref: '',
        }).en,
      ],
    ]);
    expect(warnings).toEqual(byKeyStrings(rows));
  });
});
