// The template's settlements come from the connection's reference data when connected, not only from a saved copy.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from '../../src/sandbox';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-template-connected-');

describe('downloadTemplate while connected', () => {
  it('fills the settlements from the connection and saves the copy for offline use', async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    const r = await h.call('downloadTemplate', { language: 'hu', types: ['apartment'] });
    expect(r.settlements).toBeGreaterThan(0);
    expect(r.source).toContain('demo');
    const saved = await readdir(join(h.dir, 'data', 'reference-cache'));
    expect(saved.filter((n) => n.startsWith('reference-'))).toHaveLength(1);
  });

  it('says the connection did not answer instead of asking the user to connect', async () => {
    const portal = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
    const { username: user, password } = DEMO.users.demo;
    const profile = await h.call('saveProfile', {
      kind: 'test',
      name: 'Portál',
      baseUrl: portal.baseUrl,
      user,
      password,
    });
    await h.call('connect', { profileId: profile.id, officeId: DEMO.offices.budapest });
    await portal.close();
    await h.call('setLanguage', { language: 'hu', remember: false });
    const r = await h.call('downloadTemplate', { language: 'hu', types: ['apartment'] });
    expect(r.settlements).toBe(0);
    expect(r.fetchFailed).toBe(`A települések nem tölthetők le: ${portal.baseUrl} nem válaszolt.`);
  });
});
