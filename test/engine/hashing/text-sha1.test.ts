// The short SHA-1 is node:crypto's, character for character, for every text a cell can hold: ASCII, Hungarian
// accents, astral characters, surrogates without their pair, and lengths around the block boundaries.
import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha1Base64url } from '../../../src/engine/hashing/text-sha1';
import { failingSeeds } from '../../support/seeded-random';

function node(text: string, chars: number): string {
  return hash('sha1', text, 'base64url').slice(0, chars);
}

/** Characters of every UTF-8 length, and both halves of a surrogate pair on their own. */
const ALPHABET = [
  'a',
  'Z',
  '0',
  ' ',
  '\n',
  '\r',
  ':',
  'é',
  'ő',
  'Ű',
  '€',
  '中',
  '😀',
  '𝄞',
  '\ud83d',
  '\ude00',
  '\u07ff',
  '\u0800',
  '\uffff',
];

function randomText(next: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(next() * ALPHABET.length)] ?? 'a';
  return text;
}

describe('sha1Base64url', () => {
  it('is node:crypto base64url SHA-1, cut to 1 to 27 characters, for 20,000 random texts of 0 to 300 units', () => {
    const wrong = failingSeeds(20_000, (next) => {
      const text = randomText(next, Math.floor(next() ** 2 * 300));
      const chars = next() < 0.5 ? 8 : 1 + Math.floor(next() * 27);
      return sha1Base64url(text, chars) === node(text, chars);
    });
    expect(wrong).toEqual([]);
  });

  it('hashes a prefix and a text as their join', () => {
    const wrong = failingSeeds(5_000, (next) => {
      const prefix = randomText(next, Math.floor(next() * 4));
      const text = randomText(next, Math.floor(next() * 140));
      return sha1Base64url(text, 8, prefix) === node(prefix + text, 8);
    });
    expect(wrong).toEqual([]);
  });

  it('pads at the block boundaries: 0 to 200 bytes, one and two bytes a character', () => {
    for (let n = 0; n <= 200; n++) {
      for (const text of ['x'.repeat(n), 'é'.repeat(n >> 1), `${'x'.repeat(n)}ő`]) {
        expect(sha1Base64url(text, 27)).toBe(node(text, 27));
      }
    }
  });

  it('encodes a surrogate without its pair as Node does (U+FFFD), and a pair as one character', () => {
    for (const text of [
      '\ud800',
      '\udc00',
      'a\ud800b',
      '\udc00\ud800',
      '\ud83d\ude00',
      '\ud83d\ud83d\ude00',
      'x\ud83d',
    ]) {
      expect(sha1Base64url(text, 8)).toBe(node(text, 8));
      expect(sha1Base64url(text, 8, '\ud83d')).toBe(node(`\ud83d${text}`, 8));
    }
  });

  it('hands long texts to node:crypto with the same result', () => {
    for (const text of ['a'.repeat(1_000), 'Árvíztűrő tükörfúrógép '.repeat(500), '😀'.repeat(3_000)]) {
      expect(sha1Base64url(text, 8)).toBe(node(text, 8));
      expect(sha1Base64url(text, 6, 's:')).toBe(node(`s:${text}`, 6));
    }
  });
});
