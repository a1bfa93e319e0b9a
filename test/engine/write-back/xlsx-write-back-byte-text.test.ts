// A cell's text as the rows rendered ahead write it (xlsx-write-back-byte-text.ts): written with 'latin1', its
// characters give exactly the UTF-8 bytes of the text as the write-back escapes it.
import { describe, expect, it } from 'vitest';
import { cellByteText } from '../../../src/engine/write-back/xlsx-write-back-byte-text';
import { escapeCellText } from '../../../src/engine/write-back/xlsx-write-back-xml';

function sameBytes(text: string): void {
  expect(Buffer.from(cellByteText(text), 'latin1').equals(Buffer.from(escapeCellText(text), 'utf8'))).toBe(true);
}

/** Characters that each take another path: plain ASCII, escaped, dropped, two to four UTF-8 bytes, surrogates. */
const ALPHABET = [
  'a',
  'Z',
  '0',
  ' ',
  '\t',
  '\n',
  '\r',
  '-',
  '_',
  'x',
  'X',
  'F',
  'f',
  '9',
  ':',
  '.',
  '~',
  '\u007f',
  '&',
  '<',
  '>',
  '"',
  "'",
  '=',
  '?',
  '\u0000',
  '\u0007',
  '\u000b',
  '\u001f',
  'é',
  'ő',
  'Ű',
  '\u00a0',
  '€',
  '\ufffe',
  '\uffff',
  '\ud800',
  '\udc00',
  '\ud83d\ude00',
];

describe('cellByteText', () => {
  it('gives the escaped text’s UTF-8 bytes for texts of every kind', () => {
    for (const text of [
      '',
      'létrehozva',
      '2026-11-30 03:05:58 +01:00',
      '43a0f4e2 S1:0w31lUYUTiHipJ1T_cZAH3e-iUk I1:700006.1.miN8jyHM',
      '_x0041_ and _x00e9_ and _xZZZZ_ and _x004',
      'Price < 0 & "bad"',
      'Hiányzó ár',
      '\ud83d\ude00 lone \ud800 and \udc00',
      'a\u0007b\u000bc\ufffed',
      'x'.repeat(40_000),
    ])
      sameBytes(text);
  });

  it('gives them for random texts, twice (the second time from what it keeps)', () => {
    let seed = 12345;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3000; i++) {
      let text = '';
      const length = next(40);
      for (let k = 0; k < length; k++) text += ALPHABET[next(ALPHABET.length)] ?? '';
      sameBytes(text);
      sameBytes(text);
    }
  });

  it('gives plain ASCII texts back as they are', () => {
    const text = 'S1:abc-_DEF I1:12.3';
    expect(cellByteText(text)).toBe(text);
  });
});
