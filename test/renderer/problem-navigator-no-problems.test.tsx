// A sheet without problems is said so once, in the navigator's line, not again under an empty problem list.
import { describe, expect, it } from 'vitest';
import { renderNavigator } from './navigator-kit';

function navigator(lang: 'hu' | 'en'): string {
  return renderNavigator(lang, { problems: { groups: [], cells: [], total: 0 }, refused: 2 });
}

const times = (html: string, text: string): number => html.split(text).length - 1;

describe('the navigator of a sheet without problems', () => {
  it('says so once in English, with the refused rows', () => {
    expect(times(navigator('en'), 'No problems on this sheet.')).toBe(1);
    expect(times(navigator('en'), 'The portal refused 2 rows')).toBe(1);
  });

  it('says so once in Hungarian', () => {
    expect(times(navigator('hu'), 'Nincs hiba ezen a munkalapon.')).toBe(1);
  });
});
