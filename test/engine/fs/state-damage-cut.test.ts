// The damage "cut in the middle" halves a state file's bytes, whatever they are: a key file of random bytes (not
// UTF-8) cut through its decoded text could keep its length, and so not be damaged at all.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_DAMAGES } from '../../support/state-damage-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('state-damage-cut-');

describe('the damage "cut in the middle"', () => {
  it('leaves half the bytes of a file that is not UTF-8, so a 32-byte key is 16 bytes', async () => {
    const file = path.join(temp.dir, 'secret.key');
    // Eight bytes no UTF-8 decoder reads (each a 3-byte replacement once written back), then 24 plain ones.
    await writeFile(file, Buffer.concat([Buffer.alloc(8, 0xff), Buffer.alloc(24, 0x41)]));
    const cut = STATE_DAMAGES.find((d) => d.name === 'cut in the middle');
    await cut?.apply(file);
    expect(await readFile(file)).toEqual(Buffer.concat([Buffer.alloc(8, 0xff), Buffer.alloc(8, 0x41)]));
  });
});
