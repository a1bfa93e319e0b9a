import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserHost } from '../../src/browser-host/browser-host';
import { startBrowserHost } from '../../src/browser-host/browser-host';

// Seeded random requests against the browser host: never a 5xx, and nothing but refusals without the session cookie.
const RUNS = 1500;
const SEED = 9012;

// Contract methods that stay on this computer and change nothing lasting; connecting, uploading and saving are left
// out so the fuzz can never reach a network address it made up.
const METHODS = [
  'getAppInfo',
  'setLanguage',
  'listProfiles',
  'listRecentFiles',
  'validate',
  'getRows',
  'getProblems',
  'editCell',
  'editCells',
  'undoEdit',
  'cancelUpload',
  'getResults',
  'listHistory',
  'listMappingTemplates',
  'getValueMappings',
  'configureSheets',
  'setColumnMapping',
  'bulkReplace',
  'setSheetDefaults',
  'nope',
  '__proto__',
];

interface Probe {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  readonly authorised: boolean;
}

let dir: string;
let host: BrowserHost;
let cookie: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'host-fuzz-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'void 0;');
  const dataDir = join(dir, 'data');
  host = await startBrowserHost({ dataDir, rendererDir, locale: 'hu-HU', maxUploadBytes: 64 * 1024 });
  cookie = await new Promise<string>((resolve, reject) => {
    request(host.url, (res) => {
      res.resume();
      resolve((res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '');
    })
      .on('error', reject)
      .end();
  });
});

afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

function send(p: Probe): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = request(`${host.origin}${p.path}`, { method: p.method, headers: p.headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // A connection closed without an answer is a finding, not a crash of the test.
    req.on('error', (e) => resolve({ status: -1, text: e.message }));
    req.end(p.body);
  });
}

const segment = fc.oneof(
  fc.constantFrom(
    'api',
    'upload',
    'download',
    'assets',
    'app.js',
    'index.html',
    '..',
    '%2e%2e',
    '%ZZ',
    '%E0%A4%A',
    'events',
    '',
    '.',
    '%00',
    'secret.key',
  ),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);
const path = fc.oneof(
  fc.array(segment, { maxLength: 4 }).map((s) => `/${s.join('/')}`),
  fc.constantFrom(...METHODS).map((m) => `/api/${m}`),
  fc
    .tuple(fc.constantFrom('a.xlsx', 'b.csv', 'c.exe', '../x.xlsx', '%ZZ.xlsx', ''), fc.boolean())
    .map(([name, q]) => (q ? `/upload?name=${name}` : '/upload')),
  fc.constantFrom('/?token=', '/?token=00', `/?token=${'0'.repeat(64)}`, '/download/abc'),
);
const jsonish = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 20 }),
  fc.constant(''),
  fc.constant('{"lang":"hu"}'),
  fc.constant('{"sheet":"x","offset":0,"limit":10,"filter":"all"}'),
  fc.constant(`{"a":${'['.repeat(5000)}}`),
);
const headerPick = fc.record({
  host: fc.constantFrom('own', 'own', 'own', 'localhost', 'evil.example', '127.0.0.1:1', ''),
  origin: fc.constantFrom('none', 'own', 'own', 'null', 'http://evil.example', 'http://localhost:1'),
  cookie: fc.constantFrom('good', 'good', 'good', 'none', 'wrong', 'twice'),
  lirequest: fc.constantFrom('1', '1', '0', 'none'),
  type: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/octet-stream', 'none'),
});

const probe: fc.Arbitrary<Probe> = fc
  .record({
    method: fc.constantFrom('GET', 'GET', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH'),
    path,
    pick: headerPick,
    body: fc.option(jsonish, { nil: undefined }),
  })
  .map(({ method, path: p, pick, body }) => {
    const port = host.port;
    const headers: Record<string, string> = {};
    const hosts: Record<string, string> = { own: `127.0.0.1:${port}`, localhost: `localhost:${port}` };
    headers.host = hosts[pick.host] ?? pick.host;
    if (pick.origin === 'own') headers.origin = host.origin;
    else if (pick.origin !== 'none') headers.origin = pick.origin;
    if (pick.cookie === 'good') headers.cookie = cookie;
    else if (pick.cookie === 'wrong') headers.cookie = `${cookie.slice(0, -4)}0000`;
    // The first session cookie counts; an empty one after it changes nothing.
    else if (pick.cookie === 'twice') headers.cookie = `x=1; ${cookie}; li_session=`;
    if (pick.lirequest !== 'none') headers['x-li-request'] = pick.lirequest;
    if (pick.type !== 'none') headers['content-type'] = pick.type;
    const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
    const authorised = pick.cookie === 'good' || pick.cookie === 'twice';
    return { method, path: p, headers, body: withBody ? body : undefined, authorised };
  });

it(`answers ${RUNS} random requests without a 5xx, and refuses every one without the session cookie`, async () => {
  const failures: string[] = [];
  for (const p of fc.sample(probe, { seed: SEED, numRuns: RUNS })) {
    // Server-sent events stay open; they are tested by the app's own tests.
    if (p.method === 'GET' && p.path.startsWith('/api/events')) continue;
    const { status, text } = await send(p);
    const what = `${p.method} ${p.path} ${JSON.stringify(p.headers)} ${JSON.stringify(p.body?.slice(0, 80))}`;
    if (status >= 500 || status < 0) failures.push(`${what} → ${status} ${text.slice(0, 200)}`);
    const tokenPath = p.path.startsWith('/?token=');
    if (!p.authorised && !tokenPath && ![400, 401, 403, 421].includes(status)) {
      failures.push(`${what} → ${status} without the cookie`);
    }
  }
  expect(failures).toEqual([]);
}, 120_000);
