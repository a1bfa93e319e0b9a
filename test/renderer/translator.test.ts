// A catalog's translator: an id written at the call is checked for its parameters like `formatMessage`; an id chosen
// at run time among several takes any parameters.
import { describe, expect, it } from 'vitest';
import { defineMessages } from '../../src/shared/message-catalog';
import { translator } from '../../src/renderer/src/i18n/translator';

const M = defineMessages({
  plain: { en: 'Row {row}', hu: '{row}. sor' },
  files: { en: { one: '{count} file', other: '{count} files' }, hu: '{count} fájl' },
  fixed: { en: 'Done', hu: 'Kész' },
});

describe('translator', () => {
  it('formats a message of the catalog in the language, its plural form by count', () => {
    expect(translator(M, 'hu')('plain', { row: 3 })).toBe('3. sor');
    expect(translator(M, 'en')('files', { count: 1 })).toBe('1 file');
    expect(translator(M, 'en')('files', { count: 2 })).toBe('2 files');
  });

  it('asks at compile time for exactly the parameters of an id written at the call', () => {
    const t = translator(M, 'en');
    // @ts-expect-error: `row` is missing
    expect(t('plain', {})).toBe('Row {row}');
    // @ts-expect-error: a plural message needs its count
    expect(t('files')).toBe('{count} files');
    // @ts-expect-error: a text without parameters takes none
    expect(t('fixed', { row: 1 })).toBe('Done');
  });

  it('takes any parameters for an id chosen at run time', () => {
    const key: 'plain' | 'fixed' = Math.random() < 2 ? 'plain' : 'fixed';
    expect(translator(M, 'en')(key, { row: 7 })).toBe('Row 7');
  });
});
