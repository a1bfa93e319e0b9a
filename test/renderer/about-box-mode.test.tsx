// The About box names how the app runs in the user's language, not by its code name ("browser", "electron").
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AboutBox } from '../../src/renderer/src/components/about-box';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { AppInfo } from '../../src/shared/contract';

function about(mode: AppInfo['mode'], lang: 'hu' | 'en'): string {
  const info: AppInfo = {
    mode,
    version: '0.1.0',
    savedLanguage: null,
    dataDir: '/tmp/adat',
    secretStorage: { en: 'encrypted', hu: 'titkosítva' },
  };
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <AboutBox info={info} onClose={() => undefined} />
    </I18nContext.Provider>,
  );
}

describe('the About box', () => {
  it('says in Hungarian that the app runs in the browser, without the code name', () => {
    const html = about('browser', 'hu');
    expect(html).toContain('böngészőben');
    expect(html).not.toContain('browser');
  });

  it('says in Hungarian that it is the desktop app', () => {
    const html = about('electron', 'hu');
    expect(html).toContain('asztali alkalmazás');
    expect(html).not.toContain('electron');
  });

  it('says so in English too', () => {
    expect(about('browser', 'en')).toContain('in the browser');
    expect(about('electron', 'en')).toContain('desktop app');
  });
});
