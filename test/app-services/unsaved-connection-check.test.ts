// A connection the form holds is checked before it is saved, by the saved check's own path and with its messages in
// both languages; nothing is stored (docs/security.md, "The JSON password"; the password's absence from every file
// and log: password-never-stored.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES } from '../../src/app-services/connection-messages';
import { dispatch } from '../../src/app-services/dispatch';
import { formatBoth } from '../../src/catalog';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { Language } from '../../src/shared/contract';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-unsaved-check-');
const { username, password } = DEMO.users.demo;

let service: RunningSandbox;
beforeAll(async () => {
  service = await startSandbox({ seed: 'demo' });
});
afterAll(async () => {
  await service.close();
});

async function unsavedCheck(args: Readonly<Record<string, unknown>>, language: Language = 'en') {
  await h.call('setLanguage', { language, remember: false });
  return dispatch(h.services.handlers, 'testUnsavedConnection', args);
}

describe('checking a connection before it is saved', () => {
  it('lists the offices the user sees and saves no profile', async () => {
    const r = await h.call('testUnsavedConnection', { baseUrl: `${service.baseUrl}/`, user: username, password });
    expect(r.baseUrl).toBe(service.baseUrl);
    expect(r.offices.map((o) => [o.id, o.status])).toEqual([
      [DEMO.offices.budapest, 'active'],
      [DEMO.offices.erdInactive, 'inactive'],
    ]);
    const { profiles, activeProfileId } = await h.call('listProfiles', {});
    expect(profiles.map((p) => p.id)).toEqual(['sandbox']);
    expect(activeProfileId).toBe('sandbox');
  });

  it.each(['en', 'hu'] as const)('refuses a wrong password as the saved check does (%s)', async (language) => {
    const wrong = { baseUrl: service.baseUrl, user: username, password: 'not-the-password' };
    const r = await unsavedCheck(wrong, language);
    expect(r).toMatchObject({ ok: false, error: { code: 'auth_failed' } });
    // The check's own reason, naming the user, in the UI language.
    if (language === 'hu') expect(!r.ok && r.error.message).toMatch(/„demo” felhasználót.*JSON-jelszót/);
    else expect(!r.ok && r.error.message).toMatch(/refused user "demo".*JSON password/);
    const saved = await h.call('saveProfile', { kind: 'test', name: 'Rossz', ...wrong });
    const viaSaved = await dispatch(h.services.handlers, 'testConnection', { profileId: saved.id });
    expect(viaSaved).toEqual(r);
  });

  it.each(['en', 'hu'] as const)('names the API path an address lacks (%s)', async (language) => {
    const root = new URL(service.baseUrl).origin;
    const r = await unsavedCheck({ baseUrl: root, user: username, password }, language);
    const lacks = formatBoth(CONNECTION_MESSAGES.lacksApiPath, {
      input: root,
      path: '/api/json/v3',
      suggested: `${root}/api/json/v3`,
    });
    expect(r).toEqual({ ok: false, error: { code: 'invalid_request', message: lacks[language] } });
  });

  it('refuses an inactive office as connecting to it would be refused', async () => {
    const args = { baseUrl: service.baseUrl, user: username, password, officeId: DEMO.offices.erdInactive };
    const r = await unsavedCheck(args);
    const inactive = formatBoth(CONNECTION_MESSAGES.officeInactive, { office: 'Duna-Part Ingatlan – Érd' });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid_request', message: inactive.en } });
  });

  it("checks an edited profile's stored password at its saved address, and at no other", async () => {
    const saved = await h.call('saveProfile', {
      kind: 'test',
      name: 'Teszt',
      baseUrl: service.baseUrl,
      user: 'someone-else',
      password,
    });
    const edited = await h.call('testUnsavedConnection', {
      baseUrl: service.baseUrl,
      user: username,
      profileId: saved.id,
    });
    expect(edited.offices).toHaveLength(2);
    const elsewhere = 'https://portal.example/api/json/v3';
    const r = await unsavedCheck({ baseUrl: elsewhere, user: username, profileId: saved.id }, 'hu');
    const refused = formatBoth(CONNECTION_MESSAGES.storedPasswordElsewhere, {
      name: 'Teszt',
      saved: service.baseUrl,
      baseUrl: elsewhere,
    });
    expect(r).toEqual({ ok: false, error: { code: 'invalid_request', message: refused.hu } });
  });
});
