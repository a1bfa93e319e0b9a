// A key file gone while saved connections hold passwords sealed with it: the new key cannot open them, and the user
// is told; a damaged connections file counts as holding some (state fails safe), and is left where it is for the
// profile store to read.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyFileSecretBox } from '../../src/app-services/secret-box';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'li-lost-key-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const profiles = (sealed: string | null): string =>
  JSON.stringify({ profiles: [{ id: 'p1', kind: 'custom', name: 'Iroda', sealedPassword: sealed }] });

describe('a missing password key', () => {
  it('is reported when the saved connections hold a sealed password', async () => {
    await writeFile(join(dir, 'profiles.json'), profiles('v1:abc'));
    const box = await keyFileSecretBox(dir);
    expect(box.notices ?? []).toHaveLength(1);
  });

  it('is not reported when no saved connection holds a password', async () => {
    await writeFile(join(dir, 'profiles.json'), profiles(null));
    const box = await keyFileSecretBox(dir);
    expect(box.notices ?? []).toEqual([]);
  });

  it('is reported when the saved connections file is damaged, which stays in place', async () => {
    await writeFile(join(dir, 'profiles.json'), '{"profiles": [ {"sealedPass');
    const box = await keyFileSecretBox(dir);
    expect(box.notices ?? []).toHaveLength(1);
    expect((await readdir(dir)).sort()).toEqual(['profiles.json', 'secret.key']);
  });
});
