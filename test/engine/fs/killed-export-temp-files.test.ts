// A kill during export leaves its temp files (the office's full data) only until the next write to that folder.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { createApiClient } from '../../../src/engine/api';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { seedOffice } from '../../support/export-test-kit';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const STOP_HOOK = path.join(ROOT, 'test', 'support', 'stop-at-line.mjs');

let dir: string;
let sandbox: RunningSandbox;
let client: ApiClient;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'li-killed-export-'));
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  const made = createApiClient({ baseUrl: sandbox.baseUrl, ...DEMO_LOGIN });
  if (!made.ok) throw new Error(made.error.en);
  client = made.value;
  await seedOffice(client, 5, 40);
}, 60_000);

afterAll(async () => {
  await client.close();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const DEMO_LOGIN = { user: DEMO.users.demo.username, password: DEMO.users.demo.password };

/** Runs `export` in a child; with `stopAt`, kills it (SIGKILL) where it writes that progress line. */
function exportChild(out: string, stopAt: string | null): Promise<{ code: number | null; signal: string | null }> {
  const args = ['--import', 'tsx', ...(stopAt ? ['--import', STOP_HOOK] : []), 'src/cli/index.ts', 'export'];
  const child = spawn(
    process.execPath,
    [...args, '--base-url', sandbox.baseUrl, '--user', DEMO_LOGIN.user, '--office-id', '1', '--out', out],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        LISTING_IMPORTER_DATA_DIR: path.join(dir, 'data'),
        LISTING_API_PASSWORD: DEMO_LOGIN.password,
        STOP_AT_LINE: stopAt ?? '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let seen = '';
  child.stderr.on('data', (d: Buffer) => {
    seen += d.toString('utf8');
    if (stopAt && seen.includes(stopAt)) child.kill('SIGKILL');
  });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function tempFiles(): Promise<string[]> {
  return (await readdir(dir)).filter((n) => n.endsWith('.tmp'));
}

describe('temp files of a killed export', () => {
  it('are 0600 while they exist and gone after the next export to the folder', async () => {
    const killed = await exportChild(path.join(dir, 'first.xlsx'), 'sealing the');
    expect(killed.signal).toBe('SIGKILL');
    const left = await tempFiles();
    expect(left.length).toBeGreaterThan(0);
    for (const name of left) expect((await stat(path.join(dir, name))).mode & 0o777).toBe(0o600);

    const next = await exportChild(path.join(dir, 'second.xlsx'), null);
    expect(next.code).toBe(0);
    expect(await tempFiles()).toEqual([]);
    expect((await readdir(dir)).filter((n) => n.endsWith('.xlsx'))).toEqual(['second.xlsx']);
  });
});
