import { describe, expect, it } from 'vitest';
import { isBlankText, trimmedText } from '../../../src/engine/values/trimmed-text';

/** Every UTF-16 code unit, as a one-character text. */
const EVERY_CODE = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code));

describe('trimmedText and isBlankText', () => {
  it('equal trim() for every code unit at either end, alone, doubled and around a word', () => {
    const differ: string[] = [];
    for (const c of EVERY_CODE) {
      for (const text of [c, c + c, `${c}lakás`, `lakás${c}`, `${c}x${c}`, `${c} ${c}`]) {
        if (trimmedText(text) !== text.trim() || isBlankText(text) !== (text.trim() === '')) differ.push(text);
      }
    }
    expect(differ).toEqual([]);
  });

  it('give a text with no white space at its ends back as it is', () => {
    const text = 'Világos, csendes lakás';
    expect(trimmedText(text)).toBe(text);
    expect(isBlankText(text)).toBe(false);
  });

  it('trim what trim trims, inside ends too', () => {
    expect(trimmedText('\u00a0 45 000 000 Ft\t\n')).toBe('45 000 000 Ft');
    expect(trimmedText('\ufeffigen\u3000')).toBe('igen');
    expect(trimmedText('')).toBe('');
    expect(isBlankText('')).toBe(true);
    expect(isBlankText(' \u2028\u00a0')).toBe(true);
    expect(isBlankText('\u2013')).toBe(false);
  });
});
