// Whether the built command line and browser host (out/node/) are as new as their sources. Cheap on purpose: it runs
// at every start of the command, before anything else is loaded (a walk of src/'s file times, no reading of files).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OUT_DIR = join(ROOT, 'out', 'node');
export const STAMP_FILE = join(OUT_DIR, 'build-stamp.json');

/** Source folders the Node entry points are built from (the renderer, main and preload are electron-vite's). */
const SOURCE_DIRS = ['catalog', 'engine', 'sandbox', 'cli', 'app-services', 'shared', 'browser-host'];

/**
 * Files besides the sources that decide what the build holds: the manifest, the build script, and the command line's
 * loader (its module wrapper is part of what each code cache was made for).
 */
const BUILD_FILES = ['package.json', 'scripts/build-node.mjs', 'scripts/cli-loader.mjs'];

/**
 * Newest modification time and file count over the sources, the package manifest and the build script: changes when any of them does
 * (an edit in place changes the file's time, not its folder's, so every file's time is read). The walk is by hand,
 * one folder at a time with plain string paths: Node 20's recursive `readdirSync` and `path.join` took half of its
 * 10 ms of CPU (docs/performance.md, "Upload: the process start (sixth round)").
 */
export function sourcesStamp(root = ROOT) {
  // The build script too: a change of how the build is made (its plugins) must not leave the old build running.
  let newest = Math.max(...BUILD_FILES.map((f) => statSync(join(root, f)).mtimeMs));
  let files = 0;
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) {
        files += 1;
        const t = statSync(path).mtimeMs;
        if (t > newest) newest = t;
      }
    }
  };
  for (const dir of SOURCE_DIRS) {
    try {
      walk(join(root, 'src', dir));
    } catch (e) {
      if (e?.code !== 'ENOENT') throw e;
    }
  }
  return `${Math.floor(newest)}:${files}`;
}

/** The stamp the last build recorded, or null when there is no build. */
export function builtStamp() {
  try {
    const v = JSON.parse(readFileSync(STAMP_FILE, 'utf8'));
    return typeof v?.stamp === 'string' ? v.stamp : null;
  } catch {
    return null;
  }
}
