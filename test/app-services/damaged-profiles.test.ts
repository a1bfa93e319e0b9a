// A damaged profiles.json is moved aside and the user is told; the next save never overwrites the saved connections.
import { mkdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/app-services/app-services';
import { dispatch } from '../../src/app-services/dispatch';
import { ProfileStore } from '../../src/app-services/profile-store';
import { keyFileSecretBox } from '../../src/app-services/secret-box';
import type { AppInfo } from '../../src/shared/contract';
import { movedAside } from '../support/state-damage-kit';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('li-damaged-profiles-');

const PROFILE = {
  kind: 'production' as const,
  name: 'Iroda',
  baseUrl: 'https://portal.example.hu/api/json/v3',
  user: 'admin',
  password: 'titok',
};

async function savedProfilesText(): Promise<string> {
  const store = await ProfileStore.open(temp.dir, await keyFileSecretBox(temp.dir));
  await store.save(PROFILE);
  await store.save({ ...PROFILE, name: 'Második iroda' });
  return readFile(join(temp.dir, 'profiles.json'), 'utf8');
}

describe('damaged profiles.json', () => {
  it('a truncated file is moved aside, not overwritten by the next save', async () => {
    const original = await savedProfilesText();
    const file = join(temp.dir, 'profiles.json');
    await truncate(file, Math.floor(original.length / 2));
    const cut = await readFile(file, 'utf8');

    const store = await ProfileStore.open(temp.dir, await keyFileSecretBox(temp.dir));
    await store.save({ ...PROFILE, name: 'Új' });

    const aside = await movedAside(file);
    expect(aside).toHaveLength(1);
    expect(await readFile(aside[0] ?? '', 'utf8')).toBe(cut);
    expect(store.notices.map((n) => n.en).join()).toContain(`was moved aside to ${aside[0] ?? ''}`);
    expect(store.notices.map((n) => n.hu).join()).toContain('sérült');
  });

  it('a file of the wrong shape keeps its text beside the new one', async () => {
    await writeFile(join(temp.dir, 'profiles.json'), '{"profiles": "nem lista"}');
    const store = await ProfileStore.open(temp.dir, await keyFileSecretBox(temp.dir));
    expect(store.list('').profiles.map((p) => p.id)).toEqual(['sandbox']);
    const aside = await movedAside(join(temp.dir, 'profiles.json'));
    expect(await readFile(aside[0] ?? '', 'utf8')).toBe('{"profiles": "nem lista"}');
  });
});

describe('damaged secret.key', () => {
  it('is moved aside, a new key is made, and the user is told the saved passwords are lost', async () => {
    await savedProfilesText();
    const key = join(temp.dir, 'secret.key');
    const old = await readFile(key);
    await truncate(key, 7);
    const box = await keyFileSecretBox(temp.dir);
    expect(box.notices?.[0]?.en).toContain('Passwords saved before cannot be decrypted');
    expect(box.notices?.[0]?.hu).toContain('nem fejthetők vissza');
    const aside = await movedAside(key);
    expect((await readFile(aside[0] ?? '')).equals(old.subarray(0, 7))).toBe(true);
    expect(await box.decrypt(await box.encrypt('új'))).toBe('új');
    const store = await ProfileStore.open(temp.dir, box);
    const id = store.list('').profiles[1]?.id ?? '';
    await expect(store.password(id)).rejects.toThrow(/cannot be decrypted on this computer; enter it again/);
  });
});

describe('the app at start', () => {
  it('names every damaged file it moved aside in getAppInfo, in both languages', async () => {
    const data = join(temp.dir, 'data');
    await mkdir(data);
    await writeFile(join(data, 'profiles.json'), '{"profiles": [');
    await writeFile(join(data, 'secret.key'), 'short');
    await writeFile(join(data, 'recent-files.json'), '\0garbage');
    await mkdir(join(data, 'sandbox'));
    await writeFile(join(data, 'sandbox', 'port'), '"80"');
    const services = await createAppServices({
      dataDir: data,
      version: 'test',
      host: {
        mode: 'electron',
        locale: 'hu-HU',
        secretBox: await keyFileSecretBox(data),
        chooseWorkbook: async () => null,
        offerFile: async () => null,
        openPath: async () => false,
        uploadedFile: () => null,
        emit: () => undefined,
      },
    });
    try {
      const info = await dispatch(services.handlers, 'getAppInfo', {});
      const notices = info.ok ? ((info.value as AppInfo).stateNotices ?? []) : [];
      expect(notices.map((n) => n.en.split(' (')[0])).toEqual([
        'The password key file',
        'The saved connections file',
        "The built-in sandbox's last port",
        'The list of recent workbooks',
      ]);
      for (const n of notices) expect(n.hu).toMatch(/sérült: .*Félretettük ide: .*\.damaged-/);
    } finally {
      await services.close();
    }
  });
});

describe('a missing secret.key', () => {
  it('says the saved passwords are lost when profiles hold sealed ones, and nothing on a first start', async () => {
    expect((await keyFileSecretBox(temp.dir)).notices).toEqual([]);
    await savedProfilesText();
    await rm(join(temp.dir, 'secret.key'));
    const box = await keyFileSecretBox(temp.dir);
    expect(box.notices?.[0]?.en).toContain(
      'was missing; a new one was made. Passwords saved before cannot be decrypted',
    );
    expect(box.notices?.[0]?.hu).toContain('hiányzott');
  });
});
