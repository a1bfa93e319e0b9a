// Values speaks words, never the API's codes: a suggestion is named by the field's word even when the column's list
// (one property type's) lacks it, so "Talán: catering_establishment" reads "Talán: vendéglátó egység".
import { describe, expect, it } from 'vitest';
import { codeWord } from '../../src/renderer/src/components/code-word';

describe('codeWord', () => {
  it("names a code by the field's word in either language", () => {
    expect(codeWord('property.type', 'catering_establishment', 'hu')).toBe('vendéglátó egység');
    expect(codeWord('property.type', 'catering_establishment', 'en')).not.toContain('_');
    expect(codeWord('special.condition', 'like_new', 'hu')).toBe('újszerű');
  });

  it('names a yes/no code by its word', () => {
    expect(codeWord('property.has_video', 'true', 'hu')).toBe('igen');
    expect(codeWord('property.has_video', 'false', 'en')).toBe('no');
  });
});
