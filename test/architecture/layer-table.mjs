// The layers of src/ and the engine's inner order, as one table that both test/architecture/layers.test.ts and
// eslint.config.js read: the test checks the whole tree, the lint rule flags a wrong import while it is typed.
// Plain JavaScript (with layer-table.d.mts beside it) because eslint.config.js loads it without a TypeScript step.

import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const NODE = 'node:*';

/**
 * Folders of src/: which folders each may import (its own included) and which packages (exact names, or a prefix
 * ending in `*`). `catalog` <- `engine` <- `cli`, `app-services` <- `main`+`preload` | `browser-host` <- `renderer`
 * (through `shared` only); `sandbox` beside.
 */
export const LAYERS = {
  catalog: { layers: ['catalog'], packages: ['zod'] },
  engine: { layers: ['catalog', 'engine'], packages: [NODE, 'zod', 'undici', 'exceljs', 'fuse.js'] },
  sandbox: { layers: ['catalog', 'engine', 'sandbox'], packages: [NODE, 'zod'] },
  cli: { layers: ['catalog', 'engine', 'sandbox', 'cli'], packages: [NODE, 'zod', 'commander', 'cli-progress'] },
  'app-services': { layers: ['catalog', 'engine', 'sandbox', 'shared', 'app-services'], packages: [NODE, 'zod'] },
  main: { layers: ['catalog', 'shared', 'app-services', 'main'], packages: [NODE, 'electron', 'zod'] },
  preload: { layers: ['shared', 'preload'], packages: ['electron'] },
  'browser-host': { layers: ['catalog', 'shared', 'app-services', 'browser-host'], packages: [NODE, 'zod'] },
  renderer: {
    layers: ['catalog', 'shared', 'renderer'],
    packages: ['react', 'react-dom', 'react-dom/*', 'react/*', '@tanstack/react-virtual', 'zod'],
  },
  shared: { layers: ['catalog', 'shared'], packages: ['zod'] },
};

/**
 * The engine's parts (a folder of src/engine, or a module at its root), lowest first: each may import only the parts
 * it names, and only parts above it in this list, so the parts form one order and cannot import each other in a
 * circle. `template` sits below `mapping`: mapping recognises the template's sheet names, and the template takes the
 * import-action words from the catalog, not from mapping.
 */
export const ENGINE_PARTS = [
  { part: 'fs', may: [] },
  { part: 'model', may: [] },
  { part: 'api', may: ['fs', 'model'] },
  { part: 'reference', may: ['fs', 'model', 'api'] },
  { part: 'ooxml', may: ['model'] },
  { part: 'workbook', may: ['fs', 'model', 'ooxml'] },
  { part: 'write-back', may: ['fs', 'model', 'ooxml', 'workbook'] },
  { part: 'values', may: ['fs', 'model', 'ooxml', 'workbook'] },
  { part: 'template', may: ['fs', 'model', 'workbook'] },
  { part: 'mapping', may: ['fs', 'model', 'workbook', 'values', 'template'] },
  { part: 'image-check', may: ['model'] },
  { part: 'plausibility', may: ['model', 'values', 'mapping'] },
  { part: 'validation', may: ['model', 'workbook', 'values', 'mapping', 'plausibility'] },
  { part: 'upload', may: ['fs', 'model', 'api', 'workbook', 'values', 'template', 'validation'] },
  { part: 'undo', may: ['fs', 'model', 'api', 'workbook', 'upload'] },
  {
    part: 'pipeline',
    may: ['fs', 'model', 'api', 'reference', 'workbook', 'write-back', 'mapping', 'validation', 'upload'],
  },
  {
    part: 'export',
    may: [
      'fs',
      'model',
      'api',
      'ooxml',
      'workbook',
      'write-back',
      'values',
      'template',
      'validation',
      'upload',
      'pipeline',
    ],
  },
];

/**
 * Single modules allowed a package path beyond their layer's list. undici-pool.ts loads undici's pool, request and
 * errors without its index (fetch, WebSocket, mocks), which costs every connecting command 4× the load time; undici
 * is pinned, and this is the one place that knows its file layout.
 */
export const MODULE_PACKAGES = {
  'engine/api/undici-pool.ts': ['undici/lib/*'],
};

/** Engine modules the sandbox may use: the platform layer only, not the importer. */
const SANDBOX_ENGINE_ALLOWED = /^engine\/fs\//;

/** The layer of a path relative to src/ (`engine/api/x.ts` → `engine`), or null outside every layer. */
export function layerOf(path) {
  const top = path.split('/')[0];
  return top !== undefined && Object.hasOwn(LAYERS, top) ? top : null;
}

/** The engine part of a path relative to src/ (`engine/api/x.ts` → `api`, `engine/x.ts` → `x`). */
export function enginePartOf(path) {
  const parts = path.split('/');
  if (parts[0] !== 'engine' || parts[1] === undefined) return null;
  const part = parts.length === 2 ? parts[1].replace(/\.tsx?$/, '') : parts[1];
  return ENGINE_PARTS.some((p) => p.part === part) ? part : null;
}

function packageAllowed(spec, allowed) {
  return allowed.some((p) => (p.endsWith('*') ? spec.startsWith(p.slice(0, -1)) : spec === p));
}

/**
 * Why an import breaks the table, or null when it keeps it. `from` is the importing module and `target` the module a
 * relative import resolves to (null when it resolves to nothing), both relative to src/ with `/`.
 */
export function importProblem(from, spec, target) {
  const layer = layerOf(from);
  if (layer === null) return `${from} lives in no layer`;
  const rule = LAYERS[layer];
  if (!spec.startsWith('.')) {
    const extra = MODULE_PACKAGES[from] ?? [];
    return packageAllowed(spec, [...rule.packages, ...extra]) ? null : `${spec}: package not allowed in ${layer}`;
  }
  if (target === null) return `${spec} does not resolve to a file`;
  const targetLayer = layerOf(target);
  if (targetLayer === null || !rule.layers.includes(targetLayer)) return `${layer} may not import ${target}`;
  if (layer === 'sandbox' && targetLayer === 'engine' && !SANDBOX_ENGINE_ALLOWED.test(target))
    return `the sandbox uses only engine/fs, not ${target}`;
  if (layer !== 'engine' || targetLayer !== 'engine') return null;
  const part = enginePartOf(from);
  const targetPart = enginePartOf(target);
  if (part === null) return `${from} is in no engine part (add it to ENGINE_PARTS)`;
  if (targetPart === null) return `${target} is in no engine part (add it to ENGINE_PARTS)`;
  if (part === targetPart) return null;
  const entry = ENGINE_PARTS.find((p) => p.part === part);
  return (entry?.may ?? []).includes(targetPart)
    ? null
    : `engine/${part} may not import engine/${targetPart} (${target})`;
}

/** The file a relative import lands on (`./x` → x.ts, x.tsx or x/index.ts), as an absolute path, or null. */
export function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return null;
}
