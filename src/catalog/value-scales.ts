// Value sets whose codes are grades of one scale, in order, as data (docs/office-conventions.md, "Suggestions by
// meaning"). A word one property type refuses (`újszerű` for a flat, whose conditions have no `like_new`) is offered
// the allowed grades nearest to it on the scale, not the words spelled most like it (`szerkezetkész`).
import type { ValueSetName } from './value-sets';
import { VALUE_SETS } from './value-sets';

export interface ValueScale {
  /** The set whose words name the scale's codes (the catalog's words per code; see value-words.ts). */
  readonly set: ValueSetName;
  /** The grades in order (worst to best, least to most, newest to oldest); a set's other codes are not on it. */
  readonly codes: readonly string[];
}

/** Sets listed in the spec in their scale's order are their own scale (comfort, storeys). */
export const VALUE_SCALES: readonly ValueScale[] = [
  {
    set: 'CONDITION',
    codes: [
      'under_construction',
      'structurally_complete',
      'to_be_renovated',
      'average',
      'good',
      'renovated',
      'excellent',
      'like_new',
    ],
  },
  { set: 'COMFORT', codes: VALUE_SETS.COMFORT },
  {
    set: 'APARTMENT_AGE',
    codes: [
      'new',
      'newly_built',
      'like_new',
      '0-5_years',
      '1-5_years',
      '6-10_years',
      '11-20_years',
      '21-50_years',
      'older_than_50_years',
    ],
  },
  { set: 'FLOORS', codes: VALUE_SETS.FLOORS },
  { set: 'GARAGE_CAPACITY', codes: ['1_place', '2_places', '3_places', 'many_places'] },
];

/** The scale most of the allowed codes grade (at least two of them), if any. */
export function scaleOf(allowed: readonly string[]): ValueScale | undefined {
  let best: ValueScale | undefined;
  let most = 1;
  for (const scale of VALUE_SCALES) {
    const shared = allowed.filter((c) => scale.codes.includes(c)).length;
    if (shared > most) {
      best = scale;
      most = shared;
    }
  }
  return best;
}

/** The allowed codes of the scale by their distance from `code` on it, nearest first; the earlier one on a tie. */
export function nearestOnScale(scale: ValueScale, code: string, allowed: readonly string[]): string[] {
  const at = scale.codes.indexOf(code);
  if (at < 0) return [];
  const distance = (c: string) => Math.abs(scale.codes.indexOf(c) - at);
  return allowed
    .filter((c) => scale.codes.includes(c))
    .sort((a, b) => distance(a) - distance(b) || scale.codes.indexOf(a) - scale.codes.indexOf(b));
}
