import { describe, expect, it } from 'vitest';
import type { ValueSetName } from '../../src/catalog';
import { VALUE_SETS, hasHungarianWord, valueWords, valueSchema } from '../../src/catalog';

const setNames = Object.keys(VALUE_SETS) as ValueSetName[];

/** Stricter than any folding the matcher does (punctuation too), so no two codes of a set can ever be confused. */
function normalizeWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-–.,]+/g, ' ')
    .trim();
}

describe('every enum value set', () => {
  it.each(setNames.map((s) => [s] as const))('%s: one valid and one invalid value', (set) => {
    const schema = valueSchema({
      key: 'x.y',
      block: 'x',
      name: 'y',
      nullable: false,
      required: { create: false, modify: false },
      type: { kind: 'enum', set, values: VALUE_SETS[set] },
      label: { en: '', hu: '' },
      help: { en: '', hu: '' },
    });
    expect(schema.safeParse(VALUE_SETS[set][0]).success).toBe(true);
    expect(schema.safeParse('nincs_ilyen').success).toBe(false);
  });

  it.each(setNames.map((s) => [s] as const))(
    '%s: every code has a Hungarian word, and no word names two codes',
    (set) => {
      const seen = new Map<string, string>();
      for (const code of VALUE_SETS[set]) {
        expect(hasHungarianWord(set, code), `${set}.${code}`).toBe(true);
        const w = valueWords(set, code);
        for (const word of [code, w.en, w.hu, ...w.synonyms]) {
          const key = normalizeWord(word);
          const other = seen.get(key);
          expect(other === undefined || other === code, `${set}: "${word}" names both ${other} and ${code}`).toBe(true);
          seen.set(key, code);
        }
      }
    },
  );

  it('FLOOR_NO runs floor_1 to floor_30', () => {
    expect(VALUE_SETS.FLOOR_NO).toContain('floor_1');
    expect(VALUE_SETS.FLOOR_NO).toContain('floor_30');
    expect(VALUE_SETS.FLOOR_NO).not.toContain('floor_31');
  });

  it('words depend on the set where a code means different things', () => {
    expect(valueWords('COMFORT', 'none').hu).toBe('komfort nélküli');
    expect(valueWords('MAP_VISIBILITY', 'none').hu).toBe('nincs térkép');
    expect(valueWords('HOUSE_BUILDING_MATERIAL', 'brick').hu).toBe('tégla');
  });
});
