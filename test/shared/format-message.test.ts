// The message catalogs' formatter: placeholders and plural forms in both languages.
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/shared/format-message';
import { STRINGS } from '../../src/renderer/src/i18n/strings';

describe('formatMessage', () => {
  it('picks the English plural form by count, and Hungarian keeps its one form', () => {
    expect(formatMessage(STRINGS.en.pendingRows, 'en', { count: 1 })).toBe('1 row is valid but has not been sent yet.');
    expect(formatMessage(STRINGS.en.pendingRows, 'en', { count: 3 })).toBe(
      '3 rows are valid but have not been sent yet.',
    );
    expect(formatMessage(STRINGS.hu.pendingRows, 'hu', { count: 3 })).toBe(
      '3 sor rendben van, de még nem lett elküldve.',
    );
  });

  it('picks the plural form from a count already formatted for the locale', () => {
    expect(formatMessage(STRINGS.en.deleteConfirmTitle, 'en', { count: '1' })).toBe('Delete 1 listing?');
    expect(formatMessage(STRINGS.en.deleteConfirmTitle, 'en', { count: '1,234' })).toBe('Delete 1,234 listings?');
    expect(formatMessage(STRINGS.en.deleteConfirmTitle, 'en', { count: '2' })).toBe('Delete 2 listings?');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(formatMessage('{a} and {b}', 'en', { a: 'x' })).toBe('x and {b}');
  });

  it('has every renderer message in both languages, none empty', () => {
    const keys = Object.keys(STRINGS.en);
    expect(Object.keys(STRINGS.hu).sort()).toEqual([...keys].sort());
    for (const k of keys)
      expect(formatMessage(STRINGS.hu[k as keyof typeof STRINGS.hu], 'hu', { count: 2 }).trim()).not.toBe('');
  });
});
