// The language the UI takes when the saved settings arrive: a late answer never takes back the user's switch
// (the 1920×1080 English screenshot walk once stayed Hungarian because of it).
import { describe, expect, it } from 'vitest';
import { languageOnStart, systemLanguage } from '../../src/renderer/src/i18n/language-on-start';

describe('languageOnStart', () => {
  it('keeps the language the user switched to before the settings arrived', () => {
    expect(languageOnStart('hu', 'hu-HU', true)).toBeNull();
  });

  it('takes the saved language over the system one', () => {
    expect(languageOnStart('en', 'hu-HU', false)).toBe('en');
  });

  it('falls back to the system language when none was saved', () => {
    expect(languageOnStart(null, 'hu-HU', false)).toBe('hu');
    expect(languageOnStart(undefined, 'de-DE', false)).toBe('en');
  });
});

describe('systemLanguage', () => {
  it('reads Hungarian from any hu locale', () => {
    expect(systemLanguage('HU')).toBe('hu');
    expect(systemLanguage('en-US')).toBe('en');
  });
});
