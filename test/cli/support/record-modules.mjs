// Loaded with `node --import`: records the modules the process loaded into $RECORD_MODULES, one URL a line, so a
// test can see what a command loaded: ES modules as they are resolved (the hooks), and at exit the CommonJS modules
// Node's `require` loaded and the built command line's files (scripts/cli-loader.mjs), each of those followed by a
// tab and how its code cache served ('used', 'none', 'unusable', 'rejected').
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./record-modules-hooks.mjs', import.meta.url);

const required = createRequire(import.meta.url).cache;

process.on('exit', () => {
  const out = process.env.RECORD_MODULES;
  if (!out) return;
  const cli = globalThis[Symbol.for('listing-importer.cli-files')] ?? [];
  const lines = [
    ...Object.keys(required).map((f) => pathToFileURL(f).href),
    ...cli.map(({ file, cache }) => `${pathToFileURL(file).href}\t${cache}`),
  ];
  appendFileSync(out, lines.map((l) => `${l}\n`).join(''));
});
