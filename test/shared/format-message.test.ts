// The message catalogs' formatter as the renderer reaches it through `shared`: placeholders and plural forms in both
// languages.
import { describe, expect, it } from 'vitest';
import { formatMessage, formatText } from '../../src/shared/message-catalog';
import { UI_MESSAGES } from '../../src/renderer/src/i18n/ui-messages';

describe('formatMessage', () => {
  it('picks the English plural form by count, and Hungarian keeps its one form', () => {
    expect(formatMessage(UI_MESSAGES.pendingRows, 'en', { count: 1 })).toBe(
      '1 row is valid but has not been sent yet.',
    );
    expect(formatMessage(UI_MESSAGES.pendingRows, 'en', { count: 3 })).toBe(
      '3 rows are valid but have not been sent yet.',
    );
    expect(formatMessage(UI_MESSAGES.pendingRows, 'hu', { count: 3 })).toBe(
      '3 sor rendben van, de még nem lett elküldve.',
    );
  });

  it('picks the plural form from a count already formatted for the locale', () => {
    expect(formatMessage(UI_MESSAGES.deleteConfirmTitle, 'en', { count: '1' })).toBe('Delete 1 listing?');
    expect(formatMessage(UI_MESSAGES.deleteConfirmTitle, 'en', { count: '1,234' })).toBe('Delete 1,234 listings?');
    expect(formatMessage(UI_MESSAGES.deleteConfirmTitle, 'en', { count: '2' })).toBe('Delete 2 listings?');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(formatText('{a} and {b}', 'en', { a: 'x' })).toBe('x and {b}');
  });
});
