// Runs a built Node entry point (out/node/NAME.mjs) in this process, building it first when the sources are newer
// (and saying so), so `npm install` then `npm run cli -- …` works on a fresh clone and after every edit.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { OUT_DIR, builtStamp, sourcesStamp } from './node-build-stamp.mjs';

export async function runBuilt(name) {
  if (builtStamp() !== sourcesStamp()) {
    process.stderr.write('listing-importer: the sources changed since the last build; building out/node/ first...\n');
    const { buildNode } = await import('./build-node.mjs');
    try {
      await buildNode();
    } catch {
      // esbuild has printed what it could not build.
      process.stderr.write('listing-importer: the build failed (see above); fix the sources or run `npm run build`.\n');
      process.exit(2);
    }
  }
  await import(pathToFileURL(join(OUT_DIR, `${name}.mjs`)).href);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, ...rest] = process.argv.slice(2);
  process.argv.splice(2, process.argv.length, ...rest);
  await runBuilt(name);
}
