import { readdir, readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { RunningSandbox } from '../../src/sandbox';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

// docs/security.md: the JSON password is never written to a file, a log or an answer to the renderer. The sandbox's
// passwords are fixed, so a proxy in front of it takes a distinctive one and passes the sandbox's own on.
const SECRET = 'Kx7-unique-JSON-password-3fq9';
const USER = DEMO.users.demo.username;

let sandbox: RunningSandbox;
let proxy: Server;
let h: ServicesHarness;

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo' });
  const target = new URL(sandbox.baseUrl);
  proxy = createServer((req, res) => {
    if (req.headers.authorization !== basic(USER, SECRET)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error_code":10,"error_description":"no"}');
      return;
    }
    const headers = { ...req.headers, host: target.host, authorization: basic(USER, DEMO.users.demo.password) };
    const to = { host: target.hostname, port: target.port, method: req.method, path: req.url, headers };
    const forward = request(to, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  h = await startServices('password-');
});

afterAll(async () => {
  await h.close();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await sandbox.close();
});

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

it('appears in no file, log line or answer after saving, connecting, validating and uploading', async () => {
  const logged: string[] = [];
  const capture = (...args: unknown[]): void => { logged.push(args.map(String).join(' ')); };
  const spies = (['log', 'error', 'warn'] as const).map((name) => vi.spyOn(console, name).mockImplementation(capture));
  const answers: unknown[] = [];
  const call = async (method: Parameters<ServicesHarness['call']>[0], args: unknown): Promise<unknown> => {
    const a: unknown = await h.call(method, args);
    answers.push(a);
    return a;
  };
  try {
    const port = (proxy.address() as AddressInfo).port;
    const profile = (await call('saveProfile', {
      kind: 'test', name: 'Proxy', baseUrl: `http://127.0.0.1:${port}/api/json/v3`, user: USER, password: SECRET,
    })) as { id: string };
    await call('testConnection', { profileId: profile.id });
    await call('connect', { profileId: profile.id, officeId: DEMO.offices.budapest });
    const book = join(h.dir, 'ertekesitok.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Értékesítők').addRows([
      ['Értékesítő azonosító', 'Név', 'Telefonszám', 'E-mail'],
      ['PW-S1', 'Nagy Ilona', '+36 30 123 4567', 'nagy.ilona@example.hu'],
      ['PW-S2', 'Kovács Ödön', '+36 30 765 4321', 'kovacs.odon@example.hu'],
    ]);
    await wb.xlsx.writeFile(book);
    const info = (await call('openWorkbook', { file: { kind: 'path', path: book } })) as {
      sheets: { name: string; role: string | null; headerRow: number }[];
    };
    const sheets = info.sheets.map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow }));
    await call('configureSheets', { sheets });
    await call('validate', {});
    expect(await call('startUpload', { dryRun: false })).toMatchObject({ created: 2, failed: 0 });
    await call('getResults', {});
    await call('saveResultsWorkbook', {});
    await call('listProfiles', {});
  } finally {
    for (const s of spies) s.mockRestore();
  }
  const forms = [SECRET, Buffer.from(`${USER}:${SECRET}`).toString('base64'), Buffer.from(SECRET).toString('base64')];
  const files = await filesUnder(h.dir);
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const bytes = await readFile(file);
    for (const form of forms) expect(bytes.includes(form), `${file} holds the password`).toBe(false);
  }
  const seen = JSON.stringify(answers) + logged.join('\n');
  for (const form of forms) expect(seen.includes(form)).toBe(false);
}, 120_000);
