// The built browser host with a data folder it cannot write ends at start with a clear message in both languages
// and exit 2, never a stack trace (docs/security.md, "Local state").
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
let dir: string;

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['scripts/build-node.mjs'], { cwd: ROOT });
  dir = await mkdtemp(join(tmpdir(), 'host-data-folder-'));
  await mkdir(join(dir, 'renderer'));
  await writeFile(join(dir, 'renderer', 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(dir, 'a-file'), 'not a folder');
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts the built host and waits for it to end; it must end by itself. */
function startHost(dataDir: string): Promise<{ code: number | null; out: string }> {
  const args = [
    'out/node/browser-host.mjs',
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--renderer-dir',
    join(dir, 'renderer'),
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
}

it('names a data folder under a regular file in both languages and exits 2', async () => {
  const dataDir = join(dir, 'a-file', 'data');
  const { code, out } = await startHost(dataDir);
  expect(code).toBe(2);
  expect(out).toContain(`The data folder ${dataDir} cannot be written: a part of its path is a file, not a folder.`);
  expect(out).toContain(`Az adatmappa (${dataDir}) nem írható: az útvonal egy része fájl, nem mappa.`);
  expect(out).not.toMatch(/\n\s+at /);
  expect(out).not.toContain('running at');
}, 60_000);
