import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserHost } from '../../src/browser-host/browser-host';
import { startBrowserHost } from '../../src/browser-host/browser-host';

let dir: string;
let host: BrowserHost;
let cookie: string;

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    request(`${host.origin}${path}`, { headers: { cookie, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'host-requests-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(rendererDir);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>x</title>');
  host = await startBrowserHost({ dataDir: join(dir, 'data'), rendererDir, locale: 'hu-HU' });
  const set = await new Promise<string>((resolve, reject) => {
    request(host.url, (res) => {
      res.resume();
      resolve((res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '');
    })
      .on('error', reject)
      .end();
  });
  cookie = set;
});

afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

it('answers a path with a malformed percent-escape with 404, not an internal error', async () => {
  expect((await get('/%E0%A4%A')).status).toBe(404);
  expect((await get('/assets/%ZZ.js')).status).toBe(404);
});

it('serves nothing outside the renderer folder, however the path is escaped', async () => {
  for (const path of ['/..%2F..%2Fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%5C..%5Csecret.key']) {
    expect((await get(path)).status).toBe(404);
  }
  expect((await get('/')).status).toBe(200);
});

function post(path: string, headers: Record<string, string>, body = '{}'): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${host.origin}${path}`, { method: 'POST', headers: { cookie, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('who may call the host (docs/security.md)', () => {
  const json = { 'content-type': 'application/json', 'x-li-request': '1' };

  it('answers a contract call from its own page', async () => {
    const answer = await post('/api/getAppInfo', { ...json, origin: host.origin });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: true });
  });

  it('refuses another Host name even with the session cookie (DNS rebinding): 421', async () => {
    const rebound = { ...json, origin: host.origin, host: `evil.example:${host.port}` };
    expect((await post('/api/getAppInfo', rebound)).status).toBe(421);
    expect((await get('/', { host: `evil.example:${host.port}` })).status).toBe(421);
  });

  it('refuses a POST from another origin, or without one: 403', async () => {
    expect((await post('/api/getAppInfo', { ...json, origin: 'http://evil.example' })).status).toBe(403);
    expect((await post('/api/getAppInfo', { ...json })).status).toBe(403);
  });

  it('refuses a call without X-LI-Request or a JSON content type (a plain form post): 400', async () => {
    const unmarked = { origin: host.origin, 'content-type': 'application/json' };
    expect((await post('/api/getAppInfo', unmarked)).status).toBe(400);
    const form = { origin: host.origin, 'x-li-request': '1', 'content-type': 'application/x-www-form-urlencoded' };
    expect((await post('/api/getAppInfo', form, 'a=1')).status).toBe(400);
  });

  it('refuses a body nested 5,000 levels deep with 400, as the sandbox does, and still answers after it', async () => {
    const deep = `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const answer = await post('/api/getAppInfo', { ...json, origin: host.origin }, deep);
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/nested deeper than 64 levels/);
    expect((await post('/api/getAppInfo', { ...json, origin: host.origin })).status).toBe(200);
  });

  it('refuses a wrong token and any call without the cookie: 403 and 401', async () => {
    expect((await get(`/?token=${'0'.repeat(64)}`, { cookie: '' })).status).toBe(403);
    expect((await get('/', { cookie: 'li_session=nope' })).status).toBe(401);
  });
});
