// A key file gone while saved connections hold passwords sealed with it: the new key cannot open them, and the user
// is told; a damaged connections file counts as holding some (state fails safe), and is left where it is for the
// profile store to read.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFileSecretBox } from '../../src/app-services/secret-box';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('li-lost-key-');

const profiles = (sealed: string | null): string =>
  JSON.stringify({ profiles: [{ id: 'p1', kind: 'custom', name: 'Iroda', sealedPassword: sealed }] });

describe('a missing password key', () => {
  it('is reported when the saved connections hold a sealed password', async () => {
    await writeFile(join(temp.dir, 'profiles.json'), profiles('v1:abc'));
    const box = await keyFileSecretBox(temp.dir);
    expect(box.notices ?? []).toHaveLength(1);
  });

  it('is not reported when no saved connection holds a password', async () => {
    await writeFile(join(temp.dir, 'profiles.json'), profiles(null));
    const box = await keyFileSecretBox(temp.dir);
    expect(box.notices ?? []).toEqual([]);
  });

  it('is reported when the saved connections file is damaged, which stays in place', async () => {
    await writeFile(join(temp.dir, 'profiles.json'), '{"profiles": [ {"sealedPass');
    const box = await keyFileSecretBox(temp.dir);
    expect(box.notices ?? []).toHaveLength(1);
    expect((await readdir(temp.dir)).sort()).toEqual(['profiles.json', 'secret.key']);
  });
});
