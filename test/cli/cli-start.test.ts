// The command line starts from built JavaScript and loads only what the command asked for needs, each built file
// compiled with the code cache the build made for it, or without it when that cache cannot be used.
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/command-table';
import { buildProgram } from '../../src/cli/program';
import { DEMO, startSandbox } from '../../src/sandbox';

const ROOT = path.join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

interface Loaded {
  readonly stdout: string;
  readonly packages: Set<string>;
  readonly sources: Set<string>;
  readonly bundled: Set<string>;
  /** How the code cache served each file of the built command line the run loaded, by its name in the build. */
  readonly cache: Map<string, string>;
}

/** The build folder of one of the command line's built files (`BUILD/index.cjs` or `BUILD/chunks/….cjs`). */
function buildFolderOf(file: string): string {
  const dir = path.dirname(file);
  return path.basename(dir) === 'chunks' ? path.dirname(dir) : dir;
}

/**
 * Runs `entry` (the package's command unless given) with the module recorder; returns stdout, the package names it
 * loaded, and the source files and bundled packages the build's files it loaded hold (the build's `inputs.json`).
 */
async function loaded(
  args: readonly string[],
  o: { readonly entry?: string; readonly nodeOptions?: readonly string[] } = {},
): Promise<Loaded> {
  const record = path.join(mkdtempSync(path.join(os.tmpdir(), 'cli-start-')), 'modules.txt');
  const recorder = path.join(import.meta.dirname, 'support', 'record-modules.mjs');
  const entry = o.entry ?? 'bin/listing-importer.mjs';
  const { stdout } = await run(process.execPath, [...(o.nodeOptions ?? []), '--import', recorder, entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, RECORD_MODULES: record },
  });
  const lines = existsSync(record)
    ? readFileSync(record, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
    : [];
  const packages = new Set<string>();
  const [sources, bundled, cache] = [new Set<string>(), new Set<string>(), new Map<string, string>()];
  for (const [url = '', served] of lines.map((l) => l.split('\t'))) {
    const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
    if (name !== undefined) packages.add(name);
    if (served === undefined) continue;
    const file = fileURLToPath(url);
    const build = buildFolderOf(file);
    const inputs = JSON.parse(readFileSync(path.join(build, 'inputs.json'), 'utf8')) as Record<string, string[]>;
    cache.set(path.relative(build, file), served);
    for (const input of inputs[path.relative(build, file)] ?? []) {
      if (input.startsWith('src/')) sources.add(input);
      // A package's module, as `node_modules/…` wherever node_modules is (a link resolved in a copy of the tree).
      const module = input.slice(Math.max(0, input.lastIndexOf('node_modules/')));
      const bundledPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module)?.[1];
      if (bundledPackage !== undefined) {
        packages.add(bundledPackage);
        bundled.add(module);
      }
    }
  }
  return { stdout, packages, sources, bundled, cache };
}

/** A copy of the command line's current build in a temp folder, and an entry that runs it as build `id`. */
function copyOfBuild(id?: string): { readonly dir: string; readonly entry: string; readonly caches: string[] } {
  const built = /runCli\(new URL\('\.\/cli\/(\w+)\/'/.exec(
    readFileSync(path.join(ROOT, 'out/node/cli.mjs'), 'utf8'),
  )?.[1];
  if (built === undefined) throw new Error('out/node/cli.mjs names no build');
  const temp = mkdtempSync(path.join(os.tmpdir(), 'cli-cache-'));
  const dir = path.join(temp, 'build');
  cpSync(path.join(ROOT, 'out/node/cli', built), dir, { recursive: true });
  // The packages the build leaves outside (commander…) are found in node_modules above it, as in the package.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(temp, 'node_modules'));
  const entry = path.join(temp, 'run.mjs');
  const loader = pathToFileURL(path.join(ROOT, 'scripts/cli-loader.mjs')).href;
  const runs = `runCli(new URL(${JSON.stringify(pathToFileURL(dir).href + '/')}), ${JSON.stringify(id ?? built)});`;
  writeFileSync(entry, `import { runCli } from ${JSON.stringify(loader)};\n${runs}\n`);
  const caches = ['index.cjs.cache', ...readdirSync(path.join(dir, 'chunks')).map((f) => `chunks/${f}`)]
    .filter((f) => f.endsWith('.cache'))
    .map((f) => path.join(dir, f));
  return { dir, entry, caches };
}

/**
 * Uploads one seller through the package's command against a sandbox; Node's own modules loaded by its first send (by
 * its `sends`-th when given).
 */
async function uploadOneSeller(
  sends = 1,
  nodeOptions: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
): Promise<{ atFirstSend: string[]; atExit: string[]; stdout: string; stderr: string }> {
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
    const command = [...nodeOptions, '--import', recorder, 'bin/listing-importer.mjs', ...args, ...office];
    const { stdout, stderr } = await run(process.execPath, command, {
      cwd: ROOT,
      env: {
        ...process.env,
        ...data,
        RECORD_BUILTINS: atExit,
        RECORD_BUILTINS_AT_SEND: atSend,
        RECORD_BUILTINS_SENDS: `${sends}`,
        ...env,
      },
    });
    const [atFirstSend, atEnd] = [readFileSync(atSend, 'utf8'), readFileSync(atExit, 'utf8')];
    return { atFirstSend: atFirstSend.split('\n'), atExit: atEnd.split('\n'), stdout, stderr };
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  await run(process.execPath, ['scripts/build-node.mjs'], { cwd: ROOT });
});

describe('command line start', () => {
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
    expect([...bundled].filter((m) => m.startsWith('node_modules/zod/v4/locales/')).sort()).toEqual([
      'node_modules/zod/v4/locales/en.js',
      'node_modules/zod/v4/locales/index.js',
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

  it('sends both requests of the reference data before it loads the rest of the command', async () => {
    // `/office` goes on a second connection: written once it is made, which loading the reader would hold back.
    const { atFirstSend: atSecondSend } = await uploadOneSeller(2);
    expect(atSecondSend).toContain('http');
    expect(atSecondSend).not.toContain('zlib');
  });

  it("keeps undici's HTTP parser (WebAssembly) at V8's baseline compiler for a whole upload", async () => {
    // Node's trace of each WebAssembly function compiled: the optimising compiler took ~0.1 s of CPU for llhttp.
    const { stdout } = await uploadOneSeller(1, ['--trace-wasm-compilation-times']);
    expect(stdout).toMatch(/Compiled function \S+ using Liftoff/);
    expect(stdout).not.toMatch(/Compiled function \S+ using TurboFan/);
  });

  it("compiles Node's own modules with Node's code cache in an upload (V8's flags are as they were for each)", async () => {
    // Node's debug output says for each of its modules whether V8 took its cache; it refuses one made under other flags.
    const { stderr } = await uploadOneSeller(1, [], { NODE_DEBUG_NATIVE: 'CODE_CACHE' });
    expect(stderr).toMatch(/net with code cache/);
    expect(stderr.split('\n').filter((l) => l.includes('rejected'))).toEqual([]);
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

describe("the command line's code cache", () => {
  it('compiles every file `upload --help` loads with the code cache the build made for it', async () => {
    const { cache } = await loaded(['upload', '--help']);
    expect(cache.get('index.cjs')).toBe('used');
    expect([...cache.values()].filter((served) => served !== 'used')).toEqual([]);
  });

  it('compiles as without a cache when the cache is damaged (V8 alone would run the damaged bytes)', async () => {
    const { stdout: expected } = await loaded(['upload', '--help']);
    const build = copyOfBuild();
    for (const file of build.caches) {
      const bytes = readFileSync(file);
      const middle = bytes.length >> 1;
      bytes.writeUInt8(bytes.readUInt8(middle) ^ 0x5a, middle);
      writeFileSync(file, bytes);
    }
    const { stdout, cache } = await loaded(['upload', '--help'], { entry: build.entry });
    expect(stdout).toBe(expected);
    expect(new Set(cache.values())).toEqual(new Set(['unusable']));
  });

  it('uses no cache made for another build, even of the same files', async () => {
    const { stdout: expected } = await loaded(['upload', '--help']);
    const { stdout, cache } = await loaded(['upload', '--help'], { entry: copyOfBuild('000000000000').entry });
    expect(stdout).toBe(expected);
    expect(new Set(cache.values())).toEqual(new Set(['unusable']));
  });

  it('compiles without a cache when there is none, and writes none while it runs', async () => {
    const { stdout: expected } = await loaded(['upload', '--help']);
    const build = copyOfBuild();
    for (const file of build.caches) rmSync(file);
    const { stdout, cache } = await loaded(['upload', '--help'], { entry: build.entry });
    expect(stdout).toBe(expected);
    expect(new Set(cache.values())).toEqual(new Set(['none']));
    expect(build.caches.filter((f) => existsSync(f))).toEqual([]);
  });

  it('compiles as without a cache when V8 refuses it (Node run with other V8 flags)', async () => {
    const { stdout: expected } = await loaded(['upload', '--help']);
    const { stdout, cache } = await loaded(['upload', '--help'], { nodeOptions: ['--no-flush-bytecode'] });
    expect(stdout).toBe(expected);
    expect(new Set(cache.values())).toEqual(new Set(['rejected']));
  });
});
