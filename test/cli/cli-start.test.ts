// The command line starts from built JavaScript and loads only what the command asked for needs.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/command-table';
import { buildProgram } from '../../src/cli/program';
import { DEMO, startSandbox } from '../../src/sandbox';

const ROOT = path.join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/**
 * Runs the package's command with the module recorder; returns stdout, the package names it loaded and the source files
 * its chunks of the build hold (esbuild's `// src/…` comments).
 */
async function loaded(
  args: readonly string[],
): Promise<{ stdout: string; packages: Set<string>; sources: Set<string>; bundled: Set<string> }> {
  const record = path.join(mkdtempSync(path.join(os.tmpdir(), 'cli-start-')), 'modules.txt');
  const recorder = path.join(import.meta.dirname, 'support', 'record-modules.mjs');
  const { stdout } = await run(process.execPath, ['--import', recorder, 'bin/listing-importer.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, RECORD_MODULES: record },
  });
  const urls = existsSync(record) ? readFileSync(record, 'utf8').split('\n') : [];
  const packages = new Set(urls.flatMap((u) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(u)?.[1] ?? []));
  const sources = new Set<string>();
  const bundled = new Set<string>();
  // Packages the build bundles into its chunks (zod, undici) are named in esbuild's `// node_modules/…` comments.
  for (const u of urls.filter((x) => x.startsWith('file:') && x.includes('/out/node/'))) {
    const text = readFileSync(new URL(u), 'utf8');
    for (const m of text.matchAll(/^\/\/ node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)) if (m[1]) packages.add(m[1]);
    for (const m of text.matchAll(/^\/\/ (src\/\S+)$/gm)) if (m[1]) sources.add(m[1]);
    for (const m of text.matchAll(/^\/\/ (?:\S*\/)?(node_modules\/\S+)$/gm)) if (m[1]) bundled.add(m[1]);
  }
  return { stdout, packages, sources, bundled };
}

/** Uploads one seller through the package's command against a sandbox; Node's own modules loaded by its first send. */
async function uploadOneSeller(): Promise<{ atFirstSend: string[]; atExit: string[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cli-start-upload-'));
  const file = path.join(dir, 'sellers.csv');
  writeFileSync(file, 'Név;Telefon;E-mail\nEladó Egy;+36 1 555 0001;egy@example.hu\n');
  const recorder = path.join(import.meta.dirname, 'support', 'record-builtins.mjs');
  const [atExit, atSend] = [path.join(dir, 'at-exit.txt'), path.join(dir, 'at-send.txt')];
  const sandbox = await startSandbox({ port: 0, seed: 'demo' });
  try {
    const args = ['upload', file, '--base-url', sandbox.baseUrl, '--user', 'demo', '--json'];
    const office = ['--office-id', String(DEMO.offices.budapest), '--out', path.join(dir, 'out.csv')];
    const data = { LISTING_API_PASSWORD: 'demo', LISTING_IMPORTER_DATA_DIR: dir };
    await run(process.execPath, ['--import', recorder, 'bin/listing-importer.mjs', ...args, ...office], {
      cwd: ROOT,
      env: { ...process.env, ...data, RECORD_BUILTINS: atExit, RECORD_BUILTINS_AT_SEND: atSend },
    });
    return { atFirstSend: readFileSync(atSend, 'utf8').split('\n'), atExit: readFileSync(atExit, 'utf8').split('\n') };
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('command line start', () => {
  beforeAll(async () => {
    await run(process.execPath, ['scripts/build-node.mjs'], { cwd: ROOT });
  });

  it('has built entry points for the command line and the browser host after the build', () => {
    expect(existsSync(path.join(ROOT, 'out', 'node', 'cli.mjs'))).toBe(true);
    expect(existsSync(path.join(ROOT, 'out', 'node', 'browser-host.mjs'))).toBe(true);
  });

  it('prints the overall help without loading exceljs, undici, zod or fuse.js', async () => {
    const { stdout, packages } = await loaded(['--help']);
    expect(stdout).toContain('upload');
    expect([...packages].filter((p) => ['exceljs', 'undici', 'zod', 'fuse.js', 'tsx'].includes(p))).toEqual([]);
  });

  it('prints the version from package.json', async () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const { stdout } = await loaded(['--version']);
    expect(stdout.trim()).toBe(pkg.version);
  });

  it('loads exceljs only for the template command', async () => {
    const { packages } = await loaded(['validate', '--help']);
    expect(packages.has('exceljs')).toBe(false);
  });

  it('loads no exceljs for upload (the scope helpers it shares with the template do not bring the renderer)', async () => {
    const { packages } = await loaded(['upload', '--help']);
    expect(packages.has('exceljs')).toBe(false);
  });

  it('loads no write-back for upload until it is asked to write (its code is compiled after the first request)', async () => {
    const { sources } = await loaded(['upload', '--help']);
    expect(sources.has('src/cli/commands/upload-command.ts')).toBe(true);
    expect(
      [...sources].filter((s) => /^src\/engine\/write-back\/(write-back|xlsx-write-back|csv-write-back)\.ts$/.test(s)),
    ).toEqual([]);
  });

  it('loads for upload, before its first requests, neither the reader nor the validation nor the run', async () => {
    // The command admits the run and asks for the reference data with these; the rest (upload-admitted.ts) is
    // imported after, and compiled while those requests are in flight.
    const { sources, packages } = await loaded(['upload', '--help']);
    for (const first of ['src/cli/connect.ts', 'src/engine/pipeline/upload-admission.ts', 'src/cli/upload-options.ts'])
      expect(sources.has(first)).toBe(true);
    const later = [
      'src/cli/upload-admitted.ts',
      'src/cli/load-import.ts',
      'src/engine/workbook/open-workbook.ts',
      'src/engine/mapping/propose-mapping.ts',
      'src/engine/validation/prepare-rows.ts',
      'src/engine/upload/run-upload.ts',
      'src/engine/upload/plan.ts',
      // The value readers and the region index (with fuse.js) come with the prepare context, built once rows are read.
      'src/engine/values/convert-cell.ts',
      'src/engine/values/region-index.ts',
    ];
    expect(later.filter((s) => sources.has(s))).toEqual([]);
    expect(packages.has('fuse.js')).toBe(false);
  });

  it("compiles zod's English messages alone, none of its other locales, for a command that checks answers", async () => {
    const { bundled } = await loaded(['upload', '--help']);
    expect(bundled.has('node_modules/zod/v4/core/schemas.js')).toBe(true);
    expect([...bundled].filter((m) => m.startsWith('node_modules/zod/v4/locales/'))).toEqual([
      'node_modules/zod/v4/locales/index.js',
      'node_modules/zod/v4/locales/en.js',
    ]);
  });

  it("uploads through undici without loading Node's HTTP/2 (nothing here speaks it; the build defers it)", async () => {
    const { atExit } = await uploadOneSeller();
    expect(atExit).toContain('http');
    expect(atExit.filter((m) => m === 'http2' || m.startsWith('internal/http2/'))).toEqual([]);
  });

  it('sends the first request of an upload before it loads the rest of the command (the reader)', async () => {
    // zlib comes with the workbook reader (upload-admitted.ts), which the start leaves out.
    const { atFirstSend, atExit } = await uploadOneSeller();
    expect(atExit).toContain('zlib');
    expect(atFirstSend).toContain('http');
    expect(atFirstSend).not.toContain('zlib');
  });

  it('lists every command module of src/cli/commands in the command table', () => {
    const dir = path.join(ROOT, 'src', 'cli', 'commands');
    const registered = readdirSync(dir).flatMap((f) =>
      [...readFileSync(path.join(dir, f), 'utf8').matchAll(/export function (register\w+Command)\(/g)].map((m) => m[1]),
    );
    expect(registered).toHaveLength(COMMANDS.length);
  });

  it('gives each command in the overall help the summary its own help shows', async () => {
    const program = await buildProgram(['node', 'cli'], { all: true });
    const summaries = Object.fromEntries(program.commands.map((c) => [c.name(), c.description()]));
    expect(summaries).toEqual(Object.fromEntries(COMMANDS.map((c) => [c.name, c.summary])));
  });
});
