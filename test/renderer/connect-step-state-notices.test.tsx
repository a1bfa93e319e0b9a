// The connection step shows the damaged local files the app moved aside at start, in the UI language.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { ConnectStep } from '../../src/renderer/src/steps/connect-step';
import type { AppInfo, Language } from '../../src/shared/contract';

// The platform bridge reads `window` when loaded; a static render calls none of it.
vi.mock('../../src/renderer/src/api/platform', () => ({ api: {}, isElectron: false, workbookFileFrom: vi.fn() }));

const INFO: AppInfo = {
  mode: 'browser',
  version: 'test',
  savedLanguage: null,
  dataDir: '/adat',
  secretStorage: { en: 'key file', hu: 'kulcsfájl' },
  stateNotices: [
    {
      en: 'The saved connections file (/adat/profiles.json) was damaged: it is empty. It was moved aside to X.',
      hu: 'A mentett kapcsolatok fájlja (/adat/profiles.json) sérült: üres. Félretettük ide: X.',
    },
  ],
};

function render(info: AppInfo, lang: Language): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <ConnectStep info={info} connection={null} onConnected={() => undefined} />
    </I18nContext.Provider>,
  );
}

describe('the connection step', () => {
  it('shows a damaged file moved aside as an alert, in Hungarian and in English', () => {
    expect(render(INFO, 'hu')).toContain('role="alert">A mentett kapcsolatok fájlja (/adat/profiles.json) sérült');
    expect(render(INFO, 'en')).toContain('role="alert">The saved connections file (/adat/profiles.json) was damaged');
  });

  it('shows no alert when nothing was damaged', () => {
    expect(render({ ...INFO, stateNotices: [] }, 'hu')).not.toContain('role="alert"');
  });
});
