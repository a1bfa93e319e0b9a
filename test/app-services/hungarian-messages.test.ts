// Hungarian everywhere on the Node side: file and connection failures, the service's error codes and the upload's own
// messages come in the UI language; the file is named as the user named it.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../src/app-services/dispatch';
import { serviceErrorText } from '../../src/app-services/messages/service-messages';
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
    expect(!r.ok && r.error.message).toMatch(/^Nem sikerült kapcsolódni/);
  });

  it("words the service's error codes and the upload's own messages in Hungarian", () => {
    expect(serviceErrorText('hu', 29, 'Featured quota exceeded')).toMatch(
      /^Az iroda kiemelt hirdetési kerete elfogyott/,
    );
    expect(serviceErrorText('hu', 99, 'Odd')).toBe('A szolgáltatás elutasította a sort (99. hiba): Odd');
    expect(
      serviceErrorText('hu', undefined, 'Seller "E07" exists neither in the workbook nor in office 1 on the service.'),
    ).toMatch(/^„E07” értékesítő nincs/);
    expect(serviceErrorText('en', 29, 'Featured quota exceeded')).toMatch(
      /^The office's quota of featured listings is used up, so this listing cannot be featured/,
    );
    expect(serviceErrorText('hu', 30, 'deleted')).toContain('módosítani kell, nem törölni és újra létrehozni');
    const notThere =
      'Ingatlanok row 7: there is no listing "P-7" in office 1 on the service, so there is nothing to delete.';
    expect(serviceErrorText('hu', undefined, notThere)).toBe(
      'Ingatlanok, 7. sor: a(z) 1. irodában nincs „P-7” hirdetés a szolgáltatásban, így nincs mit törölni.',
    );
  });

  it('says a row still in doubt is unknown and will be checked, not that it was not sent', () => {
    const lostInRun =
      'Sent, but the answer was lost and the service could not be asked whether it arrived; the next upload looks it up before sending anything.';
    expect(serviceErrorText('hu', undefined, lostInRun)).toMatch(/^Elküldve, de a válasz elveszett.*megkeresi\.$/);
    const carried =
      'In doubt: an earlier upload sent this row and its answer was lost, and it could not be checked on the service (socket hang up); the next upload checks it before sending anything.';
    expect(serviceErrorText('hu', undefined, carried)).toMatch(/^Bizonytalan: .*\(socket hang up\).*ellenőrzi\.$/);
  });
});
