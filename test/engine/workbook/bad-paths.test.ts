// Paths that are no workbook file: a named pipe, a device, a folder, a text file with no table, and links to each.
// Each is refused at once with what it is (never a hang on a pipe, never "a folder" for a device, never "rows: 0").
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { WorkbookError } from '../../../src/engine/model/workbook-error';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let dir = '';
const paths: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bad-paths-'));
  paths.fifo = path.join(dir, 'hirdetesek.csv');
  await promisify(execFile)('mkfifo', [paths.fifo]);
  paths.folder = path.join(dir, 'mappa.xlsx');
  await mkdir(paths.folder);
  paths.null = '/dev/null';
  paths.zero = '/dev/zero';
  paths.passwd = '/etc/passwd';
  for (const name of ['fifo', 'folder', 'null', 'zero', 'passwd'] as const) {
    const link = path.join(dir, `link-to-${name}`);
    await symlink(paths[name] ?? '', link);
    paths[`link-${name}`] = link;
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function refusal(p: string): Promise<WorkbookError> {
  const r = await openWorkbook(p);
  if (r.ok) {
    await r.value.close();
    throw new Error(`${p} was opened`);
  }
  return r.error;
}

const SAID: Readonly<Record<string, { readonly en: RegExp; readonly hu: RegExp }>> = {
  fifo: { en: /is a named pipe \(FIFO\), not a workbook file/, hu: /nevesített csővezeték \(FIFO\)/ },
  folder: { en: /is a folder, not a workbook/, hu: /mappa, nem munkafüzet/ },
  null: { en: /is a device, not a workbook file/, hu: /eszköz, nem munkafüzet-fájl/ },
  zero: { en: /is a device, not a workbook file/, hu: /eszköz, nem munkafüzet-fájl/ },
  passwd: { en: /is a text file but holds no table/, hu: /szövegfájl, de nincs benne táblázat/ },
};

describe('openWorkbook on paths that are no workbook file', () => {
  it.each(Object.keys(SAID))('%s, and a link to it: refused with what it is, in both languages', async (name) => {
    const said = SAID[name];
    for (const p of [paths[name] ?? '', paths[`link-${name}`] ?? '']) {
      const e = await refusal(p);
      expect(e.message).toMatch(said?.en ?? /never/);
      expect(e.messageHu).toMatch(said?.hu ?? /never/);
    }
  });
});

describe('the CLI on the same paths (the real command line)', () => {
  const run = async (args: readonly string[]): Promise<{ code: number; stderr: string }> => {
    try {
      // The timeout only ends a hang (the old behaviour on a pipe) so the test can fail; no time is asserted.
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
        cwd: ROOT,
        timeout: 60_000,
        env: { ...process.env, LISTING_IMPORTER_DATA_DIR: path.join(dir, 'home') },
      });
      return { code: 0, stderr: '' };
    } catch (e) {
      const failed = e as { code?: number; stderr?: string };
      return { code: failed.code ?? -1, stderr: failed.stderr ?? '' };
    }
  };

  it.each(['fifo', 'link-fifo', 'null', 'zero', 'passwd', 'folder'])(
    'validate %s exits 2 saying what it is',
    async (n) => {
      const result = await run(['validate', paths[n] ?? '']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(SAID[n.replace('link-', '')]?.en ?? /never/);
    },
  );

  it('map on a named pipe exits 2 saying what it is', async () => {
    const result = await run(['map', paths.fifo ?? '']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(SAID.fifo?.en ?? /never/);
  });
});
