import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/engine/api';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';

// A host name with a trailing dot is the same host (docs/upload.md, "The fault budget"): it shares the fault ledger,
// so the requests must reach that host too, even where the resolver refuses `localhost.`.
describe('a base URL whose host name ends in a dot', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo' });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('reaches the host without the dot', async () => {
    const dotted = sandbox.baseUrl.replace('//127.0.0.1:', '//LOCALHOST.:');
    expect(dotted).toContain('LOCALHOST.:');
    const made = createApiClient({ baseUrl: dotted, user: 'demo', password: DEMO.users.demo.password });
    if (!made.ok) throw new Error(made.error.en);
    const offices = await made.value.testConnection();
    await made.value.close();
    expect(offices.ok).toBe(true);
  });
});
