// Passwords are sealed at rest (AES-256-GCM, key file 0600), never listed, and HTTPS is required off this machine.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../src/app-services/app-failure';
import { checkBaseUrl, ProfileStore } from '../../src/app-services/profile-store';
import { keyFileSecretBox } from '../../src/app-services/secret-box';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('li-profiles-');

describe('key-file secret box', () => {
  it('keeps its key readable by the owner only and round-trips with a fresh nonce each time', async () => {
    const box = await keyFileSecretBox(temp.dir);
    expect((await stat(join(temp.dir, 'secret.key'))).mode & 0o777).toBe(0o600);
    const a = await box.encrypt('jelszó-123');
    const b = await box.encrypt('jelszó-123');
    expect(a).not.toBe(b);
    expect(await box.decrypt(a)).toBe('jelszó-123');
    expect(await (await keyFileSecretBox(temp.dir)).decrypt(b)).toBe('jelszó-123');
  });

  it('refuses a tampered secret', async () => {
    const box = await keyFileSecretBox(temp.dir);
    const sealed = Buffer.from(await box.encrypt('titok'), 'base64');
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1;
    await expect(box.decrypt(sealed.toString('base64'))).rejects.toThrow();
  });
});

describe('profile store', () => {
  it('requires HTTPS except for this computer', () => {
    expect(checkBaseUrl('https://portal.example.hu/api/json/v3/')).toBe('https://portal.example.hu/api/json/v3');
    expect(checkBaseUrl('http://127.0.0.1:8787/api/json/v3')).toBe('http://127.0.0.1:8787/api/json/v3');
    expect(() => checkBaseUrl('http://portal.example.hu/api/json/v3')).toThrow(AppFailure);
    expect(() => checkBaseUrl('https://user:pw@portal.example.hu/api/json/v3')).toThrow(/user name or password/);
    expect(() => checkBaseUrl('nem cím')).toThrow(/not a web address/);
  });

  it("refuses an address without the API's path and says which path, in both languages", () => {
    expect(() => checkBaseUrl('https://portal.example.hu/')).toThrow(
      /lacks the API's path \/api\/json\/v3; .* https:\/\/portal\.example\.hu\/api\/json\/v3\./,
    );
    expect(() => checkBaseUrl('http://127.0.0.1:8787/api')).toThrow(/127\.0\.0\.1:8787\/api\/api\/json\/v3/);
    try {
      checkBaseUrl('https://portal.example.hu');
    } catch (e) {
      expect((e as AppFailure).hu).toMatch(/hiányzik az API útvonala \(\/api\/json\/v3\)/);
    }
    expect(checkBaseUrl('https://portal.example.hu/proxy/api/json/v3')).toBe(
      'https://portal.example.hu/proxy/api/json/v3',
    );
  });

  it('stores the password sealed, lists profiles without it, and gives it back only on the Node side', async () => {
    const box = await keyFileSecretBox(temp.dir);
    const store = await ProfileStore.open(temp.dir, box);
    const saved = await store.save({
      kind: 'test',
      name: 'Teszt',
      baseUrl: 'https://teszt.example.hu/api/json/v3',
      user: 'admin',
      password: 'nagyon-titkos',
    });
    expect(saved.hasPassword).toBe(true);
    const listed = store.list('');
    expect(JSON.stringify(listed)).not.toContain('nagyon-titkos');
    expect(listed.profiles.map((p) => p.kind)).toEqual(['sandbox', 'test']);
    const file = await readFile(join(temp.dir, 'profiles.json'), 'utf8');
    expect(file).not.toContain('nagyon-titkos');
    expect((await stat(join(temp.dir, 'profiles.json'))).mode & 0o777).toBe(0o600);
    expect(await (await ProfileStore.open(temp.dir, box)).password(saved.id)).toBe('nagyon-titkos');
    const renamed = await store.save({
      id: saved.id,
      kind: 'production',
      name: 'Éles',
      baseUrl: 'https://portal.example.hu/api/json/v3',
      user: 'admin',
    });
    expect(renamed.hasPassword).toBe(true);
    expect(await store.password(saved.id)).toBe('nagyon-titkos');
  });
});
