// Back on the Connections step, the settings show the address of the connection in use, the built-in sandbox's
// included (its profile has no address the user typed).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { ConnectStep } from '../../src/renderer/src/steps/connect-step';
import { profileDetail } from '../../src/renderer/src/steps/connect/profile-detail';
import type { Connection, Language, Profile } from '../../src/shared/contract';

// The platform bridge reads `window` when loaded; a static render calls none of it.
vi.mock('../../src/renderer/src/api/platform', () => ({ api: {}, isElectron: false, workbookFileFrom: vi.fn() }));

const SANDBOX_URL = 'http://127.0.0.1:41234/api/json/v3';

const CONNECTION: Connection = {
  profileId: 'sandbox',
  profileName: 'Sandbox',
  baseUrl: SANDBOX_URL,
  user: 'admin',
  officeId: 1,
  officeName: 'Belváros',
};

function render(lang: Language): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <ConnectStep info={null} connection={CONNECTION} onConnected={() => undefined} />
    </I18nContext.Provider>,
  );
}

describe('the connection step after going back', () => {
  it("shows the current connection's address in Hungarian and in English", () => {
    expect(render('hu')).toContain(SANDBOX_URL);
    expect(render('en')).toContain(SANDBOX_URL);
  });

  it('lists the sandbox profile with its address once it has started', () => {
    const sandbox: Profile = {
      id: 'sandbox',
      kind: 'sandbox',
      name: 'Sandbox',
      baseUrl: SANDBOX_URL,
      user: 'admin',
      hasPassword: true,
    };
    expect(profileDetail(sandbox, 'Homokozó')).toBe(`${SANDBOX_URL} · admin`);
    expect(profileDetail({ ...sandbox, baseUrl: '' }, 'Homokozó')).toBe('admin');
  });
});
