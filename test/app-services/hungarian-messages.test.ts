// Hungarian everywhere on the Node side: file and connection failures come in the UI language; the file is named as
// the user named it. The service's refusals and the upload's row messages come from the engine in both languages
// (test/engine/model/row-message.test.ts, test/app-services/refusal-language-switch.test.ts).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../src/app-services/dispatch';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-hu-');

beforeEach(async () => {
  await h.call('setLanguage', { language: 'hu', remember: false });
});

describe('messages in Hungarian', () => {
  it('names a file that is not a workbook by its own name, in Hungarian', async () => {
    await h.call('testConnection', { profileId: 'sandbox' });
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    const file = join(h.dir, 'rossz.xlsx');
    await writeFile(file, 'ez nem munkafüzet');
    const r = await dispatch(h.services.handlers, 'openWorkbook', { file: { kind: 'path', path: file } });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad_workbook' } });
    expect(!r.ok && r.error.message).toMatch(/^rossz\.xlsx .*munkafüzet/);
  });

  it('says a connection failure in Hungarian', async () => {
    const p = await h.call('saveProfile', {
      kind: 'test',
      name: 'Halott',
      baseUrl: 'https://127.0.0.1:9/api/json/v3',
      user: 'admin',
      password: 'jelszo-123',
    });
    const r = await dispatch(h.services.handlers, 'testConnection', { profileId: p.id });
    expect(r).toMatchObject({ ok: false, error: { code: 'connection_failed' } });
    // The check's own reason, naming the address and the network's code, not a general "could not connect".
    expect(!r.ok && r.error.message).toMatch(
      /^A\(z\) https:\/\/127\.0\.0\.1:9\/api\/json\/v3 címen a szolgáltatás nem érhető el \(ECONNREFUSED\)/,
    );
  });
});
