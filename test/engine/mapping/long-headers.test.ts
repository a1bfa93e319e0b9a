// Header matching stays linear. Only HEADER_CHARS_READ characters of a header are read, so headers
// just under and over that length behave alike, and huge headers or 200,000 columns complete (timings: bench/).
import { describe, expect, it } from 'vitest';
import {
  HEADER_CHARS_READ,
  ROLE_HEADERS_READ,
  matchHeader,
  normalizeHeader,
  proposeMapping,
  readHeader,
  roleFromHeaders,
} from '../../../src/engine/mapping';

describe('long headers', () => {
  it('reads a header padded to just under and just over the characters read alike', () => {
    const under = `Alapterület${' '.repeat(HEADER_CHARS_READ - 12)}`;
    const over = `Alapterület${' '.repeat(HEADER_CHARS_READ + 12)}`;
    expect(under.length).toBe(HEADER_CHARS_READ - 1);
    expect(matchHeader('properties', under).field).toBe('special.floor_area');
    expect(matchHeader('properties', over).field).toBe('special.floor_area');
  });

  it('does not read what stands beyond the characters read', () => {
    const word = 'Irányítószám';
    const inside = `${'x'.repeat(HEADER_CHARS_READ - word.length - 1)} ${word}`;
    const beyond = `${'x'.repeat(HEADER_CHARS_READ)} ${word}`;
    expect(normalizeHeader(inside)).toContain('iranyitoszam');
    expect(normalizeHeader(beyond)).not.toContain('iranyitoszam');
    expect(matchHeader('properties', `price.price${'-'.repeat(HEADER_CHARS_READ)}`).field).toBe('price.price');
    expect(matchHeader('properties', `${'-'.repeat(HEADER_CHARS_READ)}price.price`).field).toBeNull();
  });

  it('completes on one 200,000-character header', () => {
    // Its first characters repeat one word, which is as much as can be said of it: a fuzzy match, never certain.
    const m = readHeader('properties', 'Alapterület'.repeat(18_182));
    expect(m.match).toMatchObject({ field: 'special.floor_area', source: 'fuzzy' });
    expect(m.match.confidence).toBeLessThan(0.8);
    expect(readHeader('properties', 'q'.repeat(200_000)).match.field).toBeNull();
  });

  it("completes on 20 headers of 32,767 characters, each of Excel's longest", () => {
    const headers = Array.from({ length: 20 }, (_, i) => `Ár ${i} ${'hosszú fejléc '.repeat(2400)}`.slice(0, 32_767));
    const [sheet] = proposeMapping([{ sheet: 'Ingatlanok', headerRow: 1, headers }]).sheets;
    expect(sheet?.columns).toHaveLength(20);
    expect(headers.every((h) => h.length === 32_767)).toBe(true);
  });

  it('completes on 200,000 columns and maps the few it knows', () => {
    const headers = Array.from({ length: 200_000 }, (_, i) => `Oszlop ${i}`);
    headers[5] = 'Irányár (M Ft)';
    headers[199_998] = 'Alapter. (m²)';
    const [sheet] = proposeMapping([{ sheet: 'Ingatlanok', headerRow: 1, headers }]).sheets;
    const mapped = (sheet?.columns ?? []).filter((c) => c.field !== null).map((c) => [c.index, c.field]);
    expect(mapped).toEqual([
      [5, 'price.price'],
      [199_998, 'special.floor_area'],
    ]);
  });

  it("tells a sheet's role from its first headers only", () => {
    const noise = Array.from({ length: ROLE_HEADERS_READ }, (_, i) => `Oszlop ${i}`);
    expect(roleFromHeaders(['Név', 'Email', 'Telefon', ...noise])).toBe('sellers');
    expect(roleFromHeaders([...noise, 'Név', 'Email', 'Telefon'])).toBeNull();
  });
});
