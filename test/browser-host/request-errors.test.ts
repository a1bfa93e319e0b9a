import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    }).on('error', reject).end();
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
    }).on('error', reject).end();
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
