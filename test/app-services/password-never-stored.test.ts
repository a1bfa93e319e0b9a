import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { RunningSandbox } from '../../src/sandbox';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

// docs/security.md: the JSON password is never written to a file, a log or an answer to the renderer, nor when a
// connection is checked before it is saved. The sandbox's passwords are fixed, so a proxy in front of it takes a
// distinctive one and passes the sandbox's own on.
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

const FORMS = [SECRET, Buffer.from(`${USER}:${SECRET}`).toString('base64'), Buffer.from(SECRET).toString('base64')];

async function expectNoPasswordIn(dir: string): Promise<void> {
  const files = await filesUnder(dir);
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const bytes = await readFile(file);
    for (const form of FORMS) expect(bytes.includes(form), `${file} holds the password`).toBe(false);
  }
}

async function writeSellers(path: string, prefix: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Értékesítők').addRows([
    ['Értékesítő azonosító', 'Név', 'Telefonszám', 'E-mail'],
    [`${prefix}-S1`, 'Nagy Ilona', '+36 30 123 4567', 'nagy.ilona@example.hu'],
    [`${prefix}-S2`, 'Kovács Ödön', '+36 30 765 4321', 'kovacs.odon@example.hu'],
  ]);
  await wb.xlsx.writeFile(path);
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) Reflect.deleteProperty(process.env, name);
  else process.env[name] = value;
}

function proxyUrl(): string {
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api/json/v3`;
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

it('appears in no file, log line or answer after checking, saving, connecting, validating and uploading', async () => {
  const logged: string[] = [];
  const capture = (...args: unknown[]): void => {
    logged.push(args.map(String).join(' '));
  };
  const spies = (['log', 'error', 'warn'] as const).map((name) => vi.spyOn(console, name).mockImplementation(capture));
  const answers: unknown[] = [];
  const call = async (method: Parameters<ServicesHarness['call']>[0], args: unknown): Promise<unknown> => {
    const a: unknown = await h.call(method, args);
    answers.push(a);
    return a;
  };
  try {
    await call('testUnsavedConnection', { baseUrl: proxyUrl(), user: USER, password: SECRET });
    const profile = (await call('saveProfile', {
      kind: 'test',
      name: 'Proxy',
      baseUrl: proxyUrl(),
      user: USER,
      password: SECRET,
    })) as { id: string };
    await call('testConnection', { profileId: profile.id });
    await call('connect', { profileId: profile.id, officeId: DEMO.offices.budapest });
    const book = join(h.dir, 'ertekesitok.xlsx');
    await writeSellers(book, 'PW');
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
  await expectNoPasswordIn(h.dir);
  const seen = JSON.stringify(answers) + logged.join('\n');
  for (const form of FORMS) expect(seen.includes(form)).toBe(false);
}, 120_000);

it('appears in no file or output line of a command-line upload, which takes it from the environment only', async () => {
  const dir = join(h.dir, 'cli');
  const saved = { data: process.env.LISTING_IMPORTER_DATA_DIR, password: process.env.LISTING_API_PASSWORD };
  process.env.LISTING_IMPORTER_DATA_DIR = join(dir, 'data');
  process.env.LISTING_API_PASSWORD = SECRET;
  const lines: string[] = [];
  try {
    await mkdir(dir, { recursive: true });
    const book = join(dir, 'ertekesitok.xlsx');
    await writeSellers(book, 'CLI');
    const io = { log: (t: string) => lines.push(t), error: (t: string) => lines.push(t), progress: false };
    const code = await runUploadCommand(book, { baseUrl: proxyUrl(), user: USER, officeId: '1', json: true }, io);
    expect(code, lines.join('\n')).toBe(0);
  } finally {
    restore('LISTING_IMPORTER_DATA_DIR', saved.data);
    restore('LISTING_API_PASSWORD', saved.password);
  }
  await expectNoPasswordIn(dir);
  for (const form of FORMS) expect(lines.join('\n').includes(form)).toBe(false);
}, 120_000);
