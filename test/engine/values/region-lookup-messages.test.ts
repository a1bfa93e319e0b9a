// A settlement or district cell the region list does not resolve is told in both languages from the values' catalog
// (docs/messages.md), naming the cell's text, the candidates and, for several settlements, how many.
import { describe, expect, it } from 'vitest';
import type { RegionMatch } from '../../../src/engine/values';
import { buildRegionIndex } from '../../../src/engine/values';
import { REFERENCE } from './reference-fixture';

const index = buildRegionIndex(REFERENCE);

function problem(m: RegionMatch): { readonly en: string; readonly hu: string } | null {
  return m.kind === 'problem' ? { en: m.problem.en, hu: m.problem.hu } : null;
}

describe("the region list's refusals", () => {
  it('names how many settlements a name matches, in both languages', () => {
    const p = problem(index.resolveRegion('szentgyörgyi'));
    expect(p?.en).toMatch(/^"szentgyörgyi" names 2 settlements \(.+\); give the postal code or the id\.$/);
    expect(p?.hu).toMatch(
      /^„szentgyörgyi” 2 települést jelöl \(.+\); adja meg az irányítószámot vagy az azonosítót\.$/,
    );
  });

  it('names a postal code no settlement has', () => {
    expect(problem(index.resolveRegion('9999'))).toEqual({
      en: '"9999" is not a known postal code.',
      hu: '„9999” nem ismert irányítószám.',
    });
  });
});
