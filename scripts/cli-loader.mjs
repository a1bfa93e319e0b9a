// Runs a build of the command line (out/node/cli/BUILD/: CommonJS files made from esbuild's chunks) in this process,
// each file compiled with the V8 code cache the build made for it. Node 20 takes cached code for scripts
// (`vm.Script`'s `cachedData`) but not for ES modules, hence the CommonJS form (docs/performance.md, "Upload: the
// process start (seventh round, a code cache)"). A missing, damaged or foreign cache, or one V8 refuses, is ignored
// and the file compiled as without it. Caches are only read here; the build writes them (`--write-code-cache`).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

/** What each file is compiled inside: a CommonJS module's wrapper, with `import.meta.url` as a parameter. */
const WRAP_HEAD = '(function (exports, require, module, __filename, __dirname, __importMetaUrl) {';
const WRAP_TAIL = '\n})';
const MAGIC = Buffer.from('LICC');
const DIGEST_BYTES = 20;

/** Where a run leaves the files it loaded and how each was compiled (read by the start tests' recorder). */
const LOADED = Symbol.for('listing-importer.cli-files');

/**
 * The check a cache carries: V8 checks only the source's length, its own version and flags, and (in release builds)
 * not the bytes, so a damaged cache or one made for another text of the same length would run. The digest covers the
 * build, the file's name in it, the wrapper and the cached bytes: any of them different and the cache is not used.
 */
function digest(build, name, data) {
  return createHash('sha1').update(`${build}\0${name}\0${WRAP_HEAD}\0`).update(data).digest();
}

function seal(build, name, data) {
  return Buffer.concat([MAGIC, digest(build, name, data), data]);
}

/** The cached bytes of a sealed cache, or null when it is not this build's cache of this file, whole. */
function unseal(build, name, bytes) {
  if (bytes.length <= MAGIC.length + DIGEST_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const data = bytes.subarray(MAGIC.length + DIGEST_BYTES);
  const sum = bytes.subarray(MAGIC.length, MAGIC.length + DIGEST_BYTES);
  return sum.equals(digest(build, name, data)) ? data : null;
}

function readCache(file) {
  try {
    return readFileSync(`${file}.cache`);
  } catch {
    return null;
  }
}

/** Loads the build's files as CommonJS modules: relative requires within the build, the rest through Node. */
class BuildLoader {
  constructor(dir, build, useCache) {
    this.dir = dir;
    this.build = build;
    this.useCache = useCache;
    this.modules = new Map();
    this.scripts = new Map();
    this.requires = new Map();
    this.record = [];
    globalThis[LOADED] = this.record;
  }

  /** Node's own `require` for a folder of the build (packages left outside the bundle, Node's modules). */
  nodeRequire(dir) {
    let r = this.requires.get(dir);
    if (r === undefined) this.requires.set(dir, (r = createRequire(join(dir, 'noop.cjs'))));
    return r;
  }

  compile(file) {
    // Files are under the build's folder (see `load`): their name in it by slicing (`path.relative` took 3 ms cold).
    const name = file.slice(this.dir.length + 1);
    const source = readFileSync(file, 'utf8');
    const bytes = this.useCache ? readCache(file) : null;
    const cachedData = bytes === null ? undefined : (unseal(this.build, name, bytes) ?? undefined);
    const script = new Script(WRAP_HEAD + source + WRAP_TAIL, { filename: file, cachedData });
    const cache =
      bytes === null ? 'none' : cachedData === undefined ? 'unusable' : script.cachedDataRejected ? 'rejected' : 'used';
    this.record.push({ file, cache });
    this.scripts.set(file, script);
    return script;
  }

  load(file) {
    const had = this.modules.get(file);
    if (had !== undefined) return had.exports;
    const module = { exports: {} };
    this.modules.set(file, module);
    const run = this.compile(file).runInThisContext();
    const dir = file.slice(0, file.lastIndexOf('/'));
    const node = this.nodeRequire(dir);
    // esbuild's files name each other as `./…` (the entry `./chunks/…`, a chunk `./…`), the same file by one path.
    const require = (id) => (id.startsWith('./') ? this.load(`${dir}/${id.slice(2)}`) : node(id));
    run.call(module.exports, module.exports, require, module, file, dir, pathToFileURL(file).href);
    return module.exports;
  }

  /**
   * Writes each file's cache: those the run loaded as they are after it (with the functions it ran compiled), every
   * other file of the build as compiled (its module body; running the bodies too made no measurable difference to the
   * upload and took twice the time, docs/performance.md, "(seventh round, a code cache)").
   */
  writeCaches() {
    const files = ['index.cjs', ...readdirSync(`${this.dir}/chunks`).map((f) => `chunks/${f}`)];
    for (const name of files.filter((f) => f.endsWith('.cjs'))) {
      const file = `${this.dir}/${name}`;
      if (!this.scripts.has(file)) this.compile(file);
      writeFileSync(`${file}.cache`, seal(this.build, name, this.scripts.get(file).createCachedData()));
    }
  }
}

/** Runs the command line of the build in `dirUrl` (a folder URL) with the caches the build made. */
export function runCli(dirUrl, build) {
  const dir = fileURLToPath(dirUrl).replace(/\/$/, '');
  new BuildLoader(dir, build, true).load(`${dir}/index.cjs`);
}

// `node scripts/cli-loader.mjs --write-code-cache DIR BUILD ARGS…`: the build runs the command line with ARGS (a
// command's `--help`) and writes every file's cache as the process exits.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [flag, dir, build, ...args] = process.argv.slice(2);
  if (flag !== '--write-code-cache' || dir === undefined || build === undefined) {
    process.stderr.write('usage: node scripts/cli-loader.mjs --write-code-cache DIR BUILD ARGS...\n');
    process.exit(2);
  }
  process.argv.splice(2, process.argv.length, ...args);
  const loader = new BuildLoader(resolve(dir), build, false);
  process.on('exit', () => loader.writeCaches());
  loader.load(`${resolve(dir)}/index.cjs`);
}
