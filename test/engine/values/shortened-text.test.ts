// A text too long for a cell: shortened with a note, and only that exact cell recognised as the portal's text.
import { describe, expect, it } from 'vitest';
import { CELL_CHARS, fitInCell, isShortenedFrom } from '../../../src/engine/values/shortened-text';

const LONG = 'abc '.repeat(10_000);

describe('texts longer than a cell', () => {
  it('keeps a text that fits, shortens a longer one within a cell with a note in the language', () => {
    expect(fitInCell('rövid', 'hu')).toBe('rövid');
    const hu = fitInCell(LONG, 'hu');
    expect(hu.length).toBeLessThanOrEqual(CELL_CHARS);
    expect(hu).toContain('[RÖVIDÍTVE: a portálon 40 000 karakter áll');
    expect(fitInCell(LONG, 'en')).toContain('[SHORTENED: the portal holds 40,000 characters');
  });

  it('recognises the shortened cell as the portal text, with line ends re-saved, in either language', () => {
    expect(isShortenedFrom(fitInCell(LONG, 'hu'), LONG)).toBe(true);
    expect(isShortenedFrom(fitInCell(LONG, 'en').replace(/\n/g, '\r\n'), LONG)).toBe(true);
  });

  it('does not recognise an edited cell, nor a text that fits', () => {
    expect(isShortenedFrom(`x${fitInCell(LONG, 'hu')}`, LONG)).toBe(false);
    expect(isShortenedFrom(fitInCell(LONG, 'hu'), `${LONG}more`)).toBe(false);
    expect(isShortenedFrom('rövid', 'rövid')).toBe(false);
  });
});
