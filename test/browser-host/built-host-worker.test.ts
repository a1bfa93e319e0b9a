// The built browser host (out/node/browser-host.mjs) finds its services' worker (app-services-worker.mjs) and answers.
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hostClient } from './host-client';

const ROOT = join(import.meta.dirname, '..', '..');
let dir: string;
let child: ChildProcess;
let url: string;

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['scripts/build-node.mjs'], { cwd: ROOT });
  dir = await mkdtemp(join(tmpdir(), 'built-host-'));
  await mkdir(join(dir, 'renderer'));
  await writeFile(join(dir, 'renderer', 'index.html'), '<!doctype html><title>x</title>');
  const args = [
    'out/node/browser-host.mjs',
    '--port',
    '0',
    '--data-dir',
    join(dir, 'data'),
    '--renderer-dir',
    join(dir, 'renderer'),
  ];
  child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      log += c.toString('utf8');
      const m = /running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[a-f0-9]+)/.exec(log);
      if (m?.[1]) resolve(m[1]);
    });
    child.stderr?.on('data', (c: Buffer) => {
      log += c.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`the built host exited (${code}):\n${log}`)));
  });
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
});

it('answers contract calls from the services in its worker', async () => {
  const origin = new URL(url).origin;
  const client = await hostClient({ url, origin, port: Number(new URL(url).port), close: async () => undefined });
  expect(await client.call('getAppInfo')).toMatchObject({ ok: true, value: { mode: 'browser' } });
  expect(await client.call('cancelValidation')).toEqual({ ok: true, value: null });
});
