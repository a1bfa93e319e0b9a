// The export scope line of the Help sheet: written and read back the same, a damaged one read as none.
import { describe, expect, it } from 'vitest';
import { describeScope, parseScopeText, scopeText } from '../../../src/engine/template';

describe('export scope text', () => {
  it('reads back what it writes', () => {
    const scope = {
      officeIds: [1, 3],
      types: ['house', 'land'] as const,
      status: 'active' as const,
      updatedAfter: '2026-01-31',
    };
    expect(scopeText(scope)).toBe('offices=1,3; types=house,land; status=active; updated-after=2026-01-31');
    expect(parseScopeText(scopeText(scope))).toEqual(scope);
    const any = { officeIds: [], types: [], status: null, updatedAfter: null };
    expect(parseScopeText(scopeText(any))).toEqual(any);
  });

  it('reads an edited or damaged line as no scope', () => {
    for (const text of ['', 'offices=1', 'offices=x; types=any; status=any; updated-after=any', 'types=boat']) {
      expect(parseScopeText(text), text).toBeNull();
    }
  });

  it('says the scope in words, in both languages', () => {
    const scope = { officeIds: [1], types: ['house'] as const, status: null, updatedAfter: null };
    expect(describeScope(scope, 'en')).toBe('office 1; house; active and inactive');
    expect(describeScope(scope, 'hu')).toBe('iroda 1; ház; aktív és inaktív');
  });

  it('names an office by its name where it is known, else by its number', () => {
    const scope = { officeIds: [1, 2], types: [], status: 'active' as const, updatedAfter: null };
    const names = new Map([[1, 'Duna-Part Ingatlan']]);
    expect(describeScope(scope, 'hu', names)).toBe('Duna-Part Ingatlan, iroda 2; minden típus; csak aktív');
  });
});
