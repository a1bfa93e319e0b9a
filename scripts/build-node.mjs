#!/usr/bin/env node
// Builds the Node entry points (the command line, the browser host) into out/node/ with esbuild: one bundle each,
// shared code split into chunks so a command loads only what it imports. Run by `npm install` (prepare), by
// `npm run build` beside the Electron build, and on first use when the sources are newer than the build.
// Files are moved into place one by one with rename (chunks first, entries last), so a command starting while
// another process rebuilds loads either the old build or the new one, never half of one.
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
import { build } from 'esbuild';
import { OUT_DIR, ROOT, STAMP_FILE, sourcesStamp } from './node-build-stamp.mjs';

export const ENTRIES = {
  cli: 'src/cli/index.ts',
  'browser-host': 'src/browser-host/index.ts',
  // The browser host's worker thread (src/browser-host/services-thread.ts finds it beside the host's bundle).
  'app-services-worker': 'src/app-services/worker-entry.ts',
};

/**
 * Packages bundled into the chunks instead of loaded from node_modules at run time: zod is about a hundred modules
 * and undici's pool a few dozen, and resolving, reading and compiling them one by one cost 0.1–0.2 s of the start of
 * every command that validates or connects. The rest stay external (exceljs is loaded only by `template`).
 */
const BUNDLED = new Set(['zod', 'undici']);

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

/** Every package the sources may import, except the bundled ones: left as imports for Node to load. */
function externalPackages() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  return names.filter((n) => !BUNDLED.has(n)).flatMap((n) => [n, `${n}/*`]);
}

/** Builds every entry; resolves to the stamp recorded. Throws with esbuild's messages when the build fails. */
export async function buildNode() {
  const stamp = sourcesStamp();
  mkdirSync(OUT_DIR, { recursive: true });
  const tmp = mkdtempSync(join(OUT_DIR, '.build-'));
  try {
    await build({
      absWorkingDir: ROOT,
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(ROOT, file)])),
      outdir: tmp,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: externalPackages(),
      plugins: [zodEnglishOnly, undiciHttp2OnFirstUse],
      // undici is CommonJS: its `require` of Node's own modules needs a real `require` in the ESM output.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
      },
      sourcemap: 'linked',
      entryNames: '[name]',
      chunkNames: 'chunks/[name]-[hash]',
      outExtension: { '.js': '.mjs' },
      logLevel: 'warning',
    });
    const files = readdirSync(tmp, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(tmp, join(e.parentPath, e.name)));
    const chunks = files.filter((f) => f.startsWith('chunks'));
    const entries = files.filter((f) => !f.startsWith('chunks'));
    mkdirSync(join(OUT_DIR, 'chunks'), { recursive: true });
    for (const f of [...chunks, ...entries]) renameSync(join(tmp, f), join(OUT_DIR, f));
    writeFileSync(STAMP_FILE, JSON.stringify({ stamp, builtAt: new Date().toISOString() }));
    removeOldChunks(new Set(chunks));
    return stamp;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
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
