// Dates as the app's language writes them, not the browser's locale: the export's date box reads and shows these.
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from '../../src/renderer/src/i18n/date-format';

describe('dates in the UI language', () => {
  it('writes a date year first in Hungarian and day first in English', () => {
    expect(formatDate('2026-03-31', 'hu')).toBe('2026.03.31.');
    expect(formatDate('2026-03-31', 'en')).toBe('31/03/2026');
  });

  it("reads a date in the language's order, with or without the closing dot and spaces", () => {
    expect(parseDate('2026.03.31.', 'hu')).toBe('2026-03-31');
    expect(parseDate('2026. 3. 31', 'hu')).toBe('2026-03-31');
    expect(parseDate('31/03/2026', 'en')).toBe('2026-03-31');
    expect(parseDate('2026-03-31', 'en')).toBe('2026-03-31');
    expect(parseDate('  ', 'en')).toBe('');
  });

  it('refuses the other order and days that do not exist (no month-first reading of 03/04)', () => {
    expect(parseDate('03/31/2026', 'en')).toBeNull();
    expect(parseDate('31.03.2026', 'hu')).toBeNull();
    expect(parseDate('2026.02.30.', 'hu')).toBeNull();
    expect(parseDate('tegnap', 'hu')).toBeNull();
  });
});
