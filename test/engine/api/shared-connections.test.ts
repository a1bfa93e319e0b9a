import diagnostics from 'node:diagnostics_channel';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/engine/api';
import { fetchReferenceData } from '../../../src/engine/reference/fetch-reference-data';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';

/** Connections this process opens while `run` runs (undici tells each before it connects). */
async function connectsDuring(run: () => Promise<void>): Promise<number> {
  let connects = 0;
  const count = (): void => {
    connects += 1;
  };
  diagnostics.subscribe('undici:client:beforeConnect', count);
  try {
    await run();
  } finally {
    diagnostics.unsubscribe('undici:client:beforeConnect', count);
  }
  return connects;
}

function commandClient(baseUrl: string, headersTimeoutMs?: number) {
  const c = createApiClient({ baseUrl, user: 'demo', password: 'demo', getAttempts: 1, headersTimeoutMs });
  if (!c.ok) throw new Error(c.error.en);
  return c.value;
}

describe('one pool per service for the command and its reference data', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo' });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('the reference data, fetched with its own timeouts and closed, leaves its connections to the command', async () => {
    const client = commandClient(sandbox.baseUrl);
    const seller = (n: number) => ({
      method: 'POST' as const,
      uri: `/seller?office_id=${DEMO.offices.budapest}`,
      body: { seller: { name: `Shared ${n}`, phone: `+36 1 555 77${n}` } },
    });
    const connects = await connectsDuring(async () => {
      const reference = await fetchReferenceData({ baseUrl: sandbox.baseUrl, user: 'demo', password: 'demo' });
      expect(reference.ok).toBe(true);
      // The command reads its workbook meanwhile: undici frees a connection for the next request a turn after its answer.
      await new Promise((resolve) => setImmediate(resolve));
      // Two at once, as a batch answered and the next one asked in the same turn take two connections.
      const [a, b] = await Promise.all([client.batch([seller(1)]), client.batch([seller(2)])]);
      expect(a.ok && b.ok).toBe(true);
    });
    // The region and office lists went out at once, on two connections; the batches found both open.
    expect(connects).toBe(2);
    await client.close();
  });

  it("keeps each client's own headers timeout on the pool they share", async () => {
    const server = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/json/v3`;
    const patient = commandClient(baseUrl);
    const hasty = commandClient(baseUrl, 150);
    const r = await hasty.batch([{ method: 'GET', uri: '/office?part=id' }]);
    expect(r).toMatchObject({ ok: false, error: { kind: 'timeout', phase: 'headers' } });
    await Promise.all([hasty.close(), patient.close()]);
    server.closeAllConnections();
    await new Promise<void>((r2) => server.close(() => r2()));
  });
});
