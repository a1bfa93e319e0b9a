// Suggestions by meaning (docs/office-conventions.md, "Suggestions by meaning"): a word naming a grade the row's type
// does not allow is offered that type's nearest grades on the catalog's scale, not the words spelled most like it.
import { describe, expect, it } from 'vitest';
import type { ValueSetName } from '../../../src/catalog';
import { SPECIAL_BLOCKS, VALUE_SCALES, VALUE_SETS, nearestOnScale, scaleOf } from '../../../src/catalog';
import { createValueConverter, enumIndex, lookupEnum } from '../../../src/engine/values';

const candidatesOf = (set: ValueSetName, text: string) => {
  const m = lookupEnum(enumIndex(set, VALUE_SETS[set]), text);
  return m.kind === 'unknown' ? m.candidates : [];
};

describe('suggestions by meaning', () => {
  it.each([
    ['APARTMENT_CONDITION', 'újszerű', ['excellent', 'renovated', 'good']],
    ['APARTMENT_CONDITION', 'Újszerű állapotú', ['excellent', 'renovated', 'good']],
    ['HOUSE_AGE', '1-5 éves', ['0-5_years', '6-10_years', '11-20_years']],
    ['HOUSE_AGE', 'újszerű', ['newly_built', '0-5_years', '6-10_years']],
  ] as const)('%s: a refused %s is offered %j', (set, text, expected) => {
    expect(candidatesOf(set, text)).toEqual(expected);
  });

  it("a flat's refused condition is never offered a grade far from it by meaning (szerkezetkész)", () => {
    expect(candidatesOf('APARTMENT_CONDITION', 'újszerű')).not.toContain('structurally_complete');
  });

  it('the message of a flat whose condition is újszerű names kiváló first, in both languages', () => {
    const field = SPECIAL_BLOCKS.apartment.find((f) => f.name === 'condition');
    if (!field) throw new Error('condition');
    const c = createValueConverter().convert(field, 'újszerű');
    if (c.kind !== 'problem') throw new Error(c.kind);
    expect(c.problem.hu).toContain('erre gondolt: kiváló, felújított vagy jó?');
    expect(c.problem.en).toContain('did you mean kiváló (excellent)');
  });

  it('a word on no scale keeps the suggestions spelled like it', () => {
    expect(candidatesOf('APARTMENT_CONDITION', 'felújítot')).toContain('renovated');
  });

  it('every scale lists codes of the value sets, each once, and is found for the sets that grade it', () => {
    const codes = new Set(Object.values(VALUE_SETS).flat());
    for (const scale of VALUE_SCALES) {
      expect(new Set(scale.codes).size).toBe(scale.codes.length);
      expect(scale.codes.filter((c) => !codes.has(c))).toEqual([]);
    }
    expect(scaleOf(VALUE_SETS.APARTMENT_CONDITION)?.set).toBe('CONDITION');
    expect(scaleOf(VALUE_SETS.PROPERTY_TYPE)).toBeUndefined();
  });

  it('ranks the allowed codes by distance on the scale, the earlier one on a tie', () => {
    const scale = scaleOf(VALUE_SETS.HOUSE_AGE);
    if (!scale) throw new Error('no age scale');
    expect(nearestOnScale(scale, '1-5_years', VALUE_SETS.HOUSE_AGE).slice(0, 2)).toEqual(['0-5_years', '6-10_years']);
  });
});
