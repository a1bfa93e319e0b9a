import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkForQuery, createApiClient } from '../../../src/engine/api';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';

const SECRET = 'a-very-secret-json-password';

describe('API client against the sandbox', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo' });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const demo = () => {
    const c = createApiClient({ baseUrl: sandbox.baseUrl, user: 'demo', password: 'demo' });
    if (!c.ok) throw new Error(c.error.en);
    return c.value;
  };

  it('tests the connection: visible offices, or authentication refused without the password in the message', async () => {
    const c = demo();
    const offices = await c.testConnection();
    expect(offices.ok && offices.value.map((o) => o.id).sort()).toEqual([
      DEMO.offices.budapest,
      DEMO.offices.erdInactive,
    ]);
    const bad = createApiClient({ baseUrl: sandbox.baseUrl, user: 'demo', password: SECRET });
    if (!bad.ok) throw new Error(bad.error.en);
    const refused = await bad.value.testConnection();
    expect(refused).toMatchObject({ ok: false, error: { kind: 'authentication_refused' } });
    expect(JSON.stringify(refused)).not.toContain(SECRET);
    await Promise.all([c.close(), bad.value.close()]);
  });

  it('lists sellers by many transfer_ids, split into short URIs', async () => {
    const c = demo();
    const ids = [
      DEMO.sellers.anna.transferId,
      ...Array.from({ length: 400 }, (_, i) => `missing-reference-number-${i}`),
      DEMO.sellers.peter.transferId,
    ];
    expect(chunkForQuery(ids).length).toBeGreaterThan(1);
    const r = await c.listSellers({ office_id: DEMO.offices.budapest, transfer_id: ids, part: ['id'] });
    expect(r.ok && r.value.map((s) => s.transferId).sort()).toEqual(['DEMO-S1', 'DEMO-S2']);
    const regions = await c.listRegions();
    expect(regions.ok && regions.value.find((g) => g.id === DEMO.regions.budapest)?.areas.length).toBe(23);
    await c.close();
  });

  it('posts a batch and reads the 207 items', async () => {
    const c = demo();
    const r = await c.batch([
      {
        method: 'POST',
        uri: `/seller?office_id=${DEMO.offices.budapest}`,
        body: {
          id: { transfer_id: 'API-1' },
          seller: { name: 'Kiss Ágnes', phone: '+36 1 555 0101', email: 'agnes@example.hu' },
        },
      },
      {
        method: 'POST',
        uri: `/seller?office_id=${DEMO.offices.budapest}`,
        body: {
          id: { transfer_id: 'API-1' },
          seller: { name: 'Kiss Ágnes', phone: '+36 1 555 0101', email: 'agnes@example.hu' },
        },
      },
    ]);
    expect(r.ok && r.value.map((a) => a.status)).toEqual([201, 409]);
    expect(r.ok && r.value[1]?.body).toMatchObject({ error_code: 24 });
    await c.close();
  });
});

describe('API client against things that are not the API', () => {
  it('says unreachable for a closed port and not_this_api for a web page', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html>nope</html>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const web = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/json/v3`, user: 'u', password: SECRET });
    if (!web.ok) throw new Error(web.error.en);
    const notApi = await web.value.testConnection();
    expect(notApi).toMatchObject({ ok: false, error: { kind: 'not_this_api' } });
    await web.value.close();
    await new Promise<void>((r) => server.close(() => r()));
    const closed = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api/json/v3`,
      user: 'u',
      password: SECRET,
      getAttempts: 1,
    });
    if (!closed.ok) throw new Error(closed.error.en);
    const unreachable = await closed.value.testConnection();
    expect(unreachable).toMatchObject({ ok: false, error: { kind: 'unreachable' } });
    expect(JSON.stringify(unreachable)).not.toContain(SECRET);
    await closed.value.close();
  });

  it('gives up on a service that accepts the request but never answers (headers timeout)', async () => {
    const server = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const c = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api/json/v3`,
      user: 'u',
      password: SECRET,
      headersTimeoutMs: 150,
      getAttempts: 1,
    });
    if (!c.ok) throw new Error(c.error.en);
    const r = await c.value.batch([{ method: 'GET', uri: '/office?part=id' }]);
    expect(r).toMatchObject({ ok: false, error: { kind: 'timeout', phase: 'headers' } });
    await c.value.close();
    server.closeAllConnections();
    await new Promise<void>((r2) => server.close(() => r2()));
  });

  it('refuses base URLs with credentials or a wrong scheme', () => {
    expect(
      createApiClient({ baseUrl: `http://u:${SECRET}@host/api/json/v3`, user: 'u', password: SECRET }),
    ).toMatchObject({ ok: false });
    const bad = createApiClient({ baseUrl: 'ftp://host', user: 'u', password: SECRET });
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(bad)).not.toContain(SECRET);
  });
});
