// The validation's banner notices follow the UI's language, also when it is switched after the validation: they come
// in both languages (an English UI showed the office defaults' notice in Hungarian after a switch).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SummaryNotices } from '../../src/renderer/src/components/summary-notices';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

const DEFAULTS = {
  en: 'Office defaults (currency from the price, monthly rent) were applied to 2 rows of Ingatlanok.',
  hu: 'Irodai alapértékek (pénznem az árból, havi bérleti díj) kerültek Ingatlanok 2 sorába.',
};

function banner(lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <SummaryNotices notices={[DEFAULTS]} kind="status" />
    </I18nContext.Provider>,
  );
}

describe("the validation's notices", () => {
  it('are shown in English in an English UI', () => {
    expect(banner('en')).toContain(DEFAULTS.en);
    expect(banner('en')).not.toContain('Irodai');
  });

  it('are shown in Hungarian in a Hungarian UI', () => {
    expect(banner('hu')).toContain(DEFAULTS.hu);
  });
});
