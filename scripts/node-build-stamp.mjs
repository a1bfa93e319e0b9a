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

/** Newest modification time and file count over the sources and the package manifest: changes when any of them does. */
export function sourcesStamp() {
  let newest = statSync(join(ROOT, 'package.json')).mtimeMs;
  let files = 0;
  for (const dir of SOURCE_DIRS) {
    let entries;
    try {
      entries = readdirSync(join(ROOT, 'src', dir), { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (!e.isFile()) continue;
      files += 1;
      const t = statSync(join(e.parentPath, e.name)).mtimeMs;
      if (t > newest) newest = t;
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
