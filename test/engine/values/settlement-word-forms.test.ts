// Settlements written with the adjectival -i, as office sheets do (`budapesti lakás`, `debreceni iroda`): read to the
// settlement only when what remains is one (docs/office-conventions.md, "Hungarian word forms").
import { describe, expect, it } from 'vitest';
import type { RegionMatch } from '../../../src/engine/values';
import { buildRegionIndex } from '../../../src/engine/values';
import { REFERENCE } from './reference-fixture';

const index = buildRegionIndex(REFERENCE);

function ids(m: RegionMatch): [number, number | null] | string {
  return m.kind === 'region' ? [m.region.id, m.area?.id ?? null] : m.problem.en;
}

describe('settlements with the adjectival -i', () => {
  it.each([
    ['budapesti', [1, null]],
    ['Budapesti', [1, null]],
    ['debreceni', [2, null]],
    ['szegedi', [3, null]],
    ['érdi', [11, null]],
    ['budapesti XIII. kerület', [1, 1013]],
  ] as const)('%s is read as its settlement', (text, want) => {
    expect(ids(index.resolveRegion(text))).toEqual(want);
  });

  it('stays unknown when no settlement remains, and a doubled letter stays a slip', () => {
    for (const text of ['budapestii', 'Budapestt', 'szegei', 'i'])
      expect(ids(index.resolveRegion(text))).toMatch(/is not a known settlement/);
  });

  it('stays ambiguous where the settlement name is', () => {
    expect(ids(index.resolveRegion('szentgyörgyi'))).toMatch(/names 2 settlements/);
  });
});

describe('settlements whose stem changes before the -i', () => {
  const withStems = buildRegionIndex({
    ...REFERENCE,
    regions: [
      ...REFERENCE.regions,
      { id: 12, name: 'Eger', zipCodes: ['3300'], latitude: null, longitude: null, areas: [] },
      { id: 13, name: 'Nyíregyháza', zipCodes: ['4400'], latitude: null, longitude: null, areas: [] },
      { id: 14, name: 'Tata', zipCodes: ['2890'], latitude: null, longitude: null, areas: [] },
    ],
  });

  it.each([
    ['egri', [12, null]],
    ['Egri', [12, null]],
    ['nyíregyházi', [13, null]],
    ['Nyiregyhazi', [13, null]],
    ['tatai', [14, null]],
  ] as const)('%s is read as its settlement', (text, want) => {
    expect(ids(withStems.resolveRegion(text))).toEqual(want);
  });

  it('reads no other word as a settlement: a dropped vowel only before r, l, m, n or z, a final -a only of -háza', () => {
    // `szegdi` is a slip for `szegedi` (no vowel drops before d); `tati` is not a form of Tata.
    for (const text of ['szegdi', 'tati', 'egr', 'gri', 'egrii'])
      expect(ids(withStems.resolveRegion(text))).toMatch(/is not a known settlement/);
    // Without Eger in the list, `egri` stays unknown.
    expect(ids(index.resolveRegion('egri'))).toMatch(/is not a known settlement/);
  });
});
