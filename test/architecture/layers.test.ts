// The layers, as an allow-list over resolved import paths: every folder of src/ names what it may import, and no
// module may import itself through others (cycles). A deny-list of folder names misses `import … from '../main'`;
// resolving each relative import to the folder it lands in does not.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');

type Layer =
  | 'catalog'
  | 'engine'
  | 'sandbox'
  | 'cli'
  | 'app-services'
  | 'main'
  | 'preload'
  | 'browser-host'
  | 'renderer'
  | 'shared';

interface LayerRule {
  /** Folders of src/ this layer's modules may import (its own included). */
  readonly layers: readonly Layer[];
  /** Packages it may import: exact names, or a prefix ending in `*` (`node:*`). */
  readonly packages: readonly string[];
}

const NODE = 'node:*';
const RULES: Readonly<Record<Layer, LayerRule>> = {
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
 * Single modules allowed a package path beyond their layer's list. undici-pool.ts loads undici's pool, request and
 * errors without its index (fetch, WebSocket, mocks), which costs every connecting command 4× the load time; undici
 * is pinned, and this is the one place that knows its file layout.
 */
const MODULE_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  'engine/api/undici-pool.ts': ['undici/lib/*'],
};

/** Engine modules the sandbox may use: the platform layer only, not the importer. */
const SANDBOX_ENGINE_ALLOWED = /^engine\/fs\//;

interface ImportRef {
  readonly from: string;
  readonly spec: string;
  /** `import type` / `export type`: erased at run time, so it cannot form a cycle. */
  readonly typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}

function importsOf(file: string): ImportRef[] {
  const text = readFileSync(file, 'utf8');
  const refs: ImportRef[] = [];
  const re =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(re)) {
    const spec = m[3] ?? m[4];
    if (spec !== undefined) refs.push({ from: file, spec, typeOnly: m[2] !== undefined });
  }
  return refs;
}

/** The file a relative import lands on (`./x` → x.ts, x.tsx or x/index.ts). */
function resolveRelative(from: string, spec: string): string | null {
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

function layerOf(file: string): Layer | null {
  const top = relative(SRC, file).split(sep)[0];
  return top !== undefined && top in RULES ? (top as Layer) : null;
}

function packageAllowed(spec: string, allowed: readonly string[]): boolean {
  return allowed.some((p) => (p.endsWith('*') ? spec.startsWith(p.slice(0, -1)) : spec === p));
}

const files = sourceFiles(SRC);
const refs = files.flatMap(importsOf);

describe('layers', () => {
  it('every module of src/ lives in a known layer', () => {
    expect(files.filter((f) => layerOf(f) === null).map((f) => relative(SRC, f))).toEqual([]);
  });

  it.each(Object.keys(RULES) as Layer[])('%s imports only what its allow-list names (resolved paths)', (layer) => {
    const rule = RULES[layer];
    const offending: string[] = [];
    for (const r of refs) {
      if (layerOf(r.from) !== layer) continue;
      const where = `${relative(SRC, r.from)}: ${r.spec}`;
      if (!r.spec.startsWith('.')) {
        const extra = MODULE_PACKAGES[relative(SRC, r.from)] ?? [];
        if (!packageAllowed(r.spec, [...rule.packages, ...extra])) offending.push(`${where} (package not allowed)`);
        continue;
      }
      const target = resolveRelative(r.from, r.spec);
      if (target === null) {
        offending.push(`${where} (does not resolve to a file)`);
        continue;
      }
      const targetLayer = layerOf(target);
      if (targetLayer === null || !rule.layers.includes(targetLayer)) {
        offending.push(`${where} → ${relative(SRC, target)}`);
      } else if (
        layer === 'sandbox' &&
        targetLayer === 'engine' &&
        !SANDBOX_ENGINE_ALLOWED.test(relative(SRC, target))
      ) {
        offending.push(`${where} → ${relative(SRC, target)} (the sandbox uses only engine/fs)`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('has no import cycles between modules (run-time imports)', () => {
    const graph = new Map<string, string[]>();
    for (const r of refs) {
      if (r.typeOnly || !r.spec.startsWith('.')) continue;
      const target = resolveRelative(r.from, r.spec);
      if (target === null) continue;
      const list = graph.get(r.from) ?? [];
      list.push(target);
      graph.set(r.from, list);
    }
    expect(findCycles(graph).map((c) => c.map((f) => relative(SRC, f)).join(' → '))).toEqual([]);
  });
});

/** Tarjan's strongly connected components; every component of more than one module (or a self-import) is a cycle. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, indices.get(w) ?? 0));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      for (;;) {
        const w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
        if (w === v) break;
      }
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return cycles;
}
