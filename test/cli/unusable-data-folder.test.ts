// A data folder that cannot be written ends the command with a clear message and exit 2, before anything is sent.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..', '..');
let requests = 0;
const server = createServer((_req, res) => {
  requests++;
  res.writeHead(500).end();
});
let baseUrl = '';
let dir = '';

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/json/v3`;
  dir = await mkdtemp(path.join(os.tmpdir(), 'li-unusable-data-'));
  await writeFile(path.join(dir, 'a-file'), 'not a folder');
  await writeFile(path.join(dir, 'book.csv'), 'Hirdetés azonosító;Típus\nP-1;lakás\n');
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

interface Run {
  readonly code: number;
  readonly stderr: string;
}

function cli(dataDir: string, args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', ...args],
      { cwd: ROOT, env: { ...process.env, LISTING_IMPORTER_DATA_DIR: dataDir, LISTING_API_PASSWORD: 'x' } },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
    );
  });
}

const COMMANDS: readonly (readonly string[])[] = [
  ['upload', 'BOOK', '--base-url', 'URL', '--user', 'demo', '--office-id', '1'],
  ['validate', 'BOOK', '--base-url', 'URL', '--user', 'demo'],
  ['export', '--base-url', 'URL', '--user', 'demo', '--out', 'OUT'],
  ['words', '--office-id', '1'],
];

describe('an unusable data folder (LISTING_IMPORTER_DATA_DIR)', () => {
  it.each([
    ['under a regular file', 'a-file/data', COMMANDS],
    ['a regular file itself', 'a-file', COMMANDS.slice(0, 1)],
  ])('%s: each command says so and exits 2 with nothing sent', async (_name, under, commands) => {
    const data = path.join(dir, under);
    for (const command of commands) {
      const args = command.map((a) =>
        a === 'BOOK' ? path.join(dir, 'book.csv') : a === 'URL' ? baseUrl : a === 'OUT' ? path.join(dir, 'o.xlsx') : a,
      );
      const run = await cli(data, args);
      expect(run.stderr).toContain(`The data folder ${data} (LISTING_IMPORTER_DATA_DIR) cannot be written`);
      expect(run.stderr).toContain('Az adatmappa');
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.code).toBe(2);
    }
    expect(requests).toBe(0);
  });

  // Node's recursive mkdir never returns there (ENOENT from a folder that exists): the check must not hang.
  it.runIf(existsSync('/proc/self'))('under /proc, where no folder can be made: exit 2, nothing sent', async () => {
    const data = '/proc/listing-importer-test/data';
    const run = await cli(data, ['upload', path.join(dir, 'book.csv'), '--base-url', baseUrl, '--user', 'demo']);
    expect(run.stderr).toContain(`The data folder ${data} (LISTING_IMPORTER_DATA_DIR) cannot be written: no folder`);
    expect(run.code).toBe(2);
    expect(requests).toBe(0);
  });
});
