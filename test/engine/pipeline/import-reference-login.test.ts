// A refused log-in through the shared reference step: the rows are checked with what is saved (here nothing), the
// user is told the log-in was refused in both languages, and the step says nothing may be sent.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoth } from '../../../src/catalog';
import { IMPORT_REFERENCE_MESSAGES as M, referenceForImport } from '../../../src/engine/pipeline';
import type { RunningSandbox } from '../../../src/sandbox';
import { startSandbox } from '../../../src/sandbox';

let dir: string;
let sandbox: RunningSandbox;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'li-reference-login-'));
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo', dataDir: join(dir, 'service') });
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe('referenceForImport with a refused log-in', () => {
  it('without a saved copy: no data, the refusal and the unchecked listings told in both languages', async () => {
    const reference = await referenceForImport({
      connection: { baseUrl: sandbox.baseUrl, user: 'demo', password: 'rossz-jelszo' },
      cacheFolder: join(dir, 'reference-cache'),
    });
    expect(reference.data).toBeNull();
    expect(reference.proven).toBe(false);
    expect(reference.notice).toEqual(formatBoth(M.loginRefusedNoCopy, { user: 'demo' }));
    expect(reference.loginRefused).toEqual(formatBoth(M.loginRefusedNothingSent, { user: 'demo' }));
  });
});
