// The one message formatter: parameters filled, plural forms chosen by `count` in English and Hungarian, and the
// parameters a message's texts name required at compile time.
import { describe, expect, it } from 'vitest';
import { defineMessages, formatBoth, formatMessage } from '../../src/catalog/message-catalog';

const M = defineMessages({
  rows: {
    en: { one: '{count} row of {sheet} was left out.', other: '{count} rows of {sheet} were left out.' },
    hu: { one: '{sheet} {count} sora kimaradt.', other: '{sheet} {count} sora kimaradt.' },
  },
  files: {
    en: { one: 'one file', other: '{count} files' },
    hu: { one: 'egy fájl', other: '{count} fájl' },
  },
  plain: { en: 'Row {row}', hu: '{row}. sor' },
  fixed: { en: 'Done', hu: 'Kész' },
});

describe('formatMessage', () => {
  it('picks the English form by count: one for 1, other for 0 and 2', () => {
    expect(formatMessage(M.rows, 'en', { count: 1, sheet: 'Sellers' })).toBe('1 row of Sellers was left out.');
    expect(formatMessage(M.rows, 'en', { count: 0, sheet: 'Sellers' })).toBe('0 rows of Sellers were left out.');
    expect(formatMessage(M.rows, 'en', { count: 2, sheet: 'Sellers' })).toBe('2 rows of Sellers were left out.');
  });

  it('picks the Hungarian form by count: one for 1, other for 0 and 2', () => {
    expect(formatMessage(M.files, 'hu', { count: 1 })).toBe('egy fájl');
    expect(formatMessage(M.files, 'hu', { count: 0 })).toBe('0 fájl');
    expect(formatMessage(M.files, 'hu', { count: 2 })).toBe('2 fájl');
  });

  it('reads the plural form from a count already grouped for the language', () => {
    expect(formatMessage(M.files, 'en', { count: '1' })).toBe('one file');
    expect(formatMessage(M.files, 'en', { count: '1,234' })).toBe('1,234 files');
    expect(formatMessage(M.files, 'hu', { count: '1 234' })).toBe('1 234 fájl');
  });

  it('fills every parameter, and gives both languages at once for results either user reads', () => {
    expect(formatBoth(M.plain, { row: 7 })).toEqual({ en: 'Row 7', hu: '7. sor' });
    expect(formatMessage(M.fixed, 'hu')).toBe('Kész');
  });

  it('takes a parameter written in each language, such as an amount grouped for the language', () => {
    const amount = { en: '45,900,000 Ft', hu: '45 900 000 Ft' };
    expect(formatBoth(M.plain, { row: amount })).toEqual({ en: 'Row 45,900,000 Ft', hu: '45 900 000 Ft. sor' });
  });

  it('asks at compile time for exactly the parameters the texts name', () => {
    // @ts-expect-error: `row` is missing
    expect(formatMessage(M.plain, 'en', {})).toBe('Row {row}');
    // @ts-expect-error: a plural message needs its count
    expect(formatMessage(M.files, 'en', {})).toBe('{count} files');
    // @ts-expect-error: a text without parameters takes none
    expect(formatMessage(M.fixed, 'en', { row: 1 })).toBe('Done');
  });
});
