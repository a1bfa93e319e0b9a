#!/usr/bin/env node
// Builds the Node entry points (the command line, the browser host) into out/node/ with esbuild: one bundle each,
// shared code split into chunks so a command loads only what it imports. Run by `npm install` (prepare), by
// `npm run build` beside the Electron build, and on first use when the sources are newer than the build.
// The command line is built on its own into out/node/cli/BUILD/ as CommonJS files with a V8 code cache each, run by
// out/node/cli.mjs through scripts/cli-loader.mjs (docs/performance.md, "(seventh round, a code cache)").
// Files are moved into place one by one with rename (chunks and the command line's folder first, entries last), so a
// command starting while another process rebuilds loads either the old build or the new one, never half of one.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { build, transform } from 'esbuild';
import { OUT_DIR, ROOT, STAMP_FILE, sourcesStamp } from './node-build-stamp.mjs';

const LOADER = join(ROOT, 'scripts', 'cli-loader.mjs');

/** The command line's entry, built apart from the others as CommonJS with a code cache (`buildCli`). */
export const CLI_ENTRY = 'src/cli/index.ts';

export const ENTRIES = {
  'browser-host': 'src/browser-host/index.ts',
  // The browser host's worker thread (src/browser-host/services-thread.ts finds it beside the host's bundle).
  'app-services-worker': 'src/app-services/worker-entry.ts',
};

/**
 * Packages bundled into the chunks instead of loaded from node_modules at run time: zod is about a hundred modules
 * and undici's pool a few dozen, and resolving, reading and compiling them one by one cost 0.1–0.2 s of the start of
 * every command that validates or connects. commander (every command), cli-progress and fuse.js are bundled so the
 * command line's code cache holds them too. The rest stay external (exceljs is loaded only by `template`).
 */
const BUNDLED = new Set(['zod', 'undici', 'commander', 'cli-progress', 'fuse.js']);

/**
 * zod re-exports all of its sixty-odd message locales (`z.locales`, 0.37 MB of source) from the module every schema
 * loads, so each command parsed them before its first request. Nothing here reads them: the project's messages are
 * its own catalogs, and zod's own messages stay English (`schemas.js` imports `en.js` itself). The index is built
 * with English alone (docs/performance.md, "(sixth round, start/gaps/end)").
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: "export { default as en } from './en.js';\n",
      loader: 'js',
    }));
  },
};

/**
 * undici's HTTP/2 client requires `node:http2` (with `node:tls`) when its module loads, for a few header constants,
 * though a pool speaks HTTP/2 only when it is given `allowH2`, which nothing here does: 4–5 ms of CPU at the start of
 * every command that connects. The module is built to require it when its first HTTP/2 connection opens
 * (`connectH2`, the one way in), filling the same constants then (docs/performance.md, "Upload: the process start
 * (sixth round)"). The build stops if undici's text is not as expected, rather than build something else.
 */
const undiciHttp2OnFirstUse = {
  name: 'undici-http2-on-first-use',
  setup(b) {
    b.onLoad({ filter: /[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client-h2\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const load =
        /let http2\ntry \{\n {2}http2 = require\('node:http2'\)\n\} catch \{\n {2}\/\/ @ts-ignore\n {2}http2 = \{ constants: \{\} \}\n\}\n\nconst \{\n {2}constants: \{\n([\w\s,]+?)\n {2}\}\n\} = http2\n/;
      const entry = 'function connectH2 (client, socket) {\n';
      const names = load.exec(text)?.[1]?.replace(/\s+/g, ' ').trim();
      if (names === undefined || text.split(entry).length !== 2)
        throw new Error(`${args.path}: not the text ${undiciHttp2OnFirstUse.name} expects; check the plugin`);
      const lazy = [
        `let http2\nlet ${names.replace(/,$/, '')}`,
        'function loadHttp2 () {',
        '  if (http2 !== undefined) return',
        "  try { http2 = require('node:http2') } catch { http2 = { constants: {} } }",
        `  ;({ constants: { ${names} } } = http2)`,
        '}\n',
      ].join('\n');
      return { contents: text.replace(load, lazy).replace(entry, `${entry}  loadHttp2()\n`), loader: 'js' };
    });
  },
};

/**
 * undici parses HTTP with llhttp, WebAssembly compiled at the first connection. Once the parser has run a while (the
 * settlements' list is enough) V8 compiles its one large function again with its optimising compiler: ~0.1 s of CPU
 * on a worker thread while an upload prepares its rows, more than a command's answers win back. The parser is made
 * with a tiering budget no command spends (V8 reads it when the instance is made), and V8's default is put back at
 * once: a V8 flag differing while a script compiles makes V8 refuse its code cache, the build's and Node's own. Done
 * only on the V8 whose default is known (Node 20's 11.3); elsewhere undici runs as it is (docs/performance.md,
 * "(ninth round, the sellers before the first batch)"). The build stops if undici's text is not as expected.
 */
const undiciParserAtBaseline = {
  name: 'undici-parser-at-baseline',
  setup(b) {
    b.onLoad({ filter: /[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client-h1\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const call = '    llhttpInstance = lazyllhttp()\n';
      if (text.split(call).length !== 2)
        throw new Error(`${args.path}: not the text ${undiciParserAtBaseline.name} expects; check the plugin`);
      const atBaseline = [
        'function llhttpAtBaseline () {',
        "  if (!process.versions.v8.startsWith('11.3.')) return lazyllhttp()",
        "  const v8 = require('node:v8')",
        "  v8.setFlagsFromString('--wasm-tiering-budget=1000000000')",
        '  try {',
        '    return lazyllhttp()',
        '  } finally {',
        "    v8.setFlagsFromString('--wasm-tiering-budget=1800000')",
        '  }',
        '}\n',
      ].join('\n');
      const made = text.replace(call, '    llhttpInstance = llhttpAtBaseline()\n');
      return { contents: `${made}\n${atBaseline}`, loader: 'js' };
    });
  },
};

/** Every package the sources may import, except the bundled ones: left as imports for Node to load. */
function externalPackages() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  return names.filter((n) => !BUNDLED.has(n)).flatMap((n) => [n, `${n}/*`]);
}

/** What both builds share: bundling, splitting, the bundled packages and their plugins. */
function commonOptions() {
  return {
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: externalPackages(),
    plugins: [zodEnglishOnly, undiciHttp2OnFirstUse, undiciParserAtBaseline],
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  };
}

/** The browser host and its worker: ES modules with chunks, as Node loads them. */
async function buildHost(outdir) {
  await build({
    ...commonOptions(),
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(ROOT, file)])),
    outdir,
    // undici is CommonJS: its `require` of Node's own modules needs a real `require` in the ESM output.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
  });
}

/**
 * The command line in `dir`: esbuild's chunks (code splitting needs ES modules), each then turned into a CommonJS
 * file (dynamic imports into requires made when reached, so a command still loads only what it runs), and a V8 code
 * cache for each made by running `upload --help` in a child process (scripts/cli-loader.mjs). `inputs.json` names the
 * sources each file holds (the start tests read it). Top-level await cannot be turned into CommonJS: the build fails.
 */
async function buildCli(dir, id) {
  const result = await build({
    ...commonOptions(),
    entryPoints: { index: join(ROOT, CLI_ENTRY) },
    outdir: dir,
    define: { 'import.meta.url': '__importMetaUrl' },
    sourcemap: 'inline',
    outExtension: { '.js': '.cjs' },
    metafile: true,
  });
  const inputs = {};
  const outputs = Object.entries(result.metafile.outputs).map(([out, meta]) => {
    const file = relative(dir, join(ROOT, out));
    inputs[file] = Object.keys(meta.inputs).sort();
    return file;
  });
  await Promise.all(outputs.map((file) => toCommonJs(dir, file)));
  writeFileSync(join(dir, 'inputs.json'), JSON.stringify(inputs, null, 1));
  const data = mkdtempSync(join(OUT_DIR, '.cache-run-'));
  try {
    await promisify(execFile)(process.execPath, [LOADER, '--write-code-cache', dir, id, 'upload', '--help'], {
      env: { ...process.env, LISTING_IMPORTER_DATA_DIR: data },
    });
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}

/** Turns one of esbuild's ES module files into CommonJS in place, its source map carried through. */
async function toCommonJs(dir, file) {
  const path = join(dir, file);
  const cjs = await transform(readFileSync(path, 'utf8'), {
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    supported: { 'dynamic-import': false },
    sourcemap: 'external',
    sourcefile: file,
  });
  writeFileSync(path, `${cjs.code}//# sourceMappingURL=${file.split('/').pop()}.map\n`);
  writeFileSync(`${path}.map`, cjs.map);
}

/** out/node/cli.mjs: runs one build of the command line with its caches. */
function cliEntry(id) {
  return [
    `// Written by scripts/build-node.mjs: runs the command line's build ${id} (cli/${id}/) with its code cache.`,
    "import { runCli } from '../../scripts/cli-loader.mjs';",
    '',
    `runCli(new URL('./cli/${id}/', import.meta.url), '${id}');`,
    '',
  ].join('\n');
}

/** Builds every entry; resolves to the stamp recorded. Throws with esbuild's messages when the build fails. */
export async function buildNode() {
  const stamp = sourcesStamp();
  mkdirSync(OUT_DIR, { recursive: true });
  const tmp = mkdtempSync(join(OUT_DIR, '.build-'));
  const id = randomBytes(6).toString('hex');
  // Built at the depth it is run from, so the source maps' paths to src/ hold once it is moved into place.
  const cliTmp = join(OUT_DIR, 'cli', `.build-${id}`);
  try {
    await Promise.all([buildHost(tmp), buildCli(cliTmp, id)]);
    writeFileSync(join(tmp, 'cli.mjs'), cliEntry(id));
    const files = readdirSync(tmp, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(tmp, join(e.parentPath, e.name)));
    const chunks = files.filter((f) => f.startsWith('chunks'));
    const entries = files.filter((f) => !f.startsWith('chunks'));
    mkdirSync(join(OUT_DIR, 'chunks'), { recursive: true });
    renameSync(cliTmp, join(OUT_DIR, 'cli', id));
    for (const f of [...chunks, ...entries]) renameSync(join(tmp, f), join(OUT_DIR, f));
    writeFileSync(STAMP_FILE, JSON.stringify({ stamp, builtAt: new Date().toISOString() }));
    removeOldChunks(new Set(chunks));
    removeOldCliBuilds(id);
    return stamp;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(cliTmp, { recursive: true, force: true });
  }
}

/**
 * Builds of the command line before this one (and folders of builds that failed), once no command started in the last
 * hour can still be loading them.
 */
function removeOldCliBuilds(current) {
  const dir = join(OUT_DIR, 'cli');
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    if (name === current) continue;
    try {
      if (statSync(join(dir, name)).mtimeMs < hourAgo) rmSync(join(dir, name), { recursive: true, force: true });
    } catch {
      // Removed by a build running beside this one.
    }
  }
}

/** Chunks of earlier builds, once no command started in the last hour can still be loading them. */
function removeOldChunks(current) {
  const dir = join(OUT_DIR, 'chunks');
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    const f = join('chunks', name);
    if (current.has(f)) continue;
    try {
      if (statSync(join(OUT_DIR, f)).mtimeMs < hourAgo) rmSync(join(OUT_DIR, f), { force: true });
    } catch {
      // Removed by a build running beside this one.
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildNode();
  console.log(`Built the command line and browser host into out/node/ (${Date.now() - started} ms).`);
}
