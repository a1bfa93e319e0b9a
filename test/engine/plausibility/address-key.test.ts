import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../src/engine/plausibility/content-duplicates';

/** The address key as four replacements: what the one-pass `addressKey` must give. */
function byReplacements(address: string): string {
  return address
    .toLowerCase()
    .replace(/\butca\b|\bu\b\.?/g, 'u')
    .replace(/[.,/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Pieces that meet at the edges the folding looks at: words, `u`, `utca`, accents, punctuation, every kind of space. */
const PIECES = [
  'u',
  'U',
  'utca',
  'UTCA',
  'u.',
  'tca',
  'a',
  '_',
  '1',
  'ő',
  'Ő',
  'ű',
  'é',
  'İ',
  'ß',
  ' ',
  '  ',
  '\t',
  '\n',
];
const MORE = ['\u00a0', '\u2003', '\u2028', '\u3000', '\ufeff', '.', ',', '/', '-', '..', 'út', 'Fő', 'x'];

describe('the address key', () => {
  it('folds case, `utca` and `u.`, punctuation and spaces', () => {
    expect(addressKey('Fő utca 12.')).toBe(addressKey('fő u. 12'));
    expect(addressKey('  Váci út 1/A, 3. em. 4. ')).toBe('váci út 1 a 3 em 4');
    expect(addressKey('Utcai u.12')).toBe('utcai u12');
  });

  it('gives what the four replacements give, on 200,000 texts made of the pieces it looks at', () => {
    const alphabet = [...PIECES, ...MORE];
    let seed = 1;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const differing: string[] = [];
    for (let k = 0; k < 200_000; k++) {
      let text = '';
      for (let j = Math.floor(next() * 10); j > 0; j--) text += alphabet[Math.floor(next() * alphabet.length)] ?? '';
      if (addressKey(text) !== byReplacements(text)) differing.push(text);
    }
    expect(differing).toEqual([]);
  });
});
