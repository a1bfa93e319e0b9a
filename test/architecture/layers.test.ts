// The layers, as an allow-list over resolved import paths: every folder of src/ names what it may import, the engine's
// parts keep one order (layer-table.mjs, which eslint.config.js reads too), and no module may import itself through
// others (cycles). A deny-list of folder names misses `import … from '../main'`; resolving each relative import to the
// folder it lands in does not.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Layer } from './layer-table.mjs';
import { ENGINE_PARTS, LAYERS, enginePartOf, importProblem, layerOf, resolveRelative } from './layer-table.mjs';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');

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

/** A path relative to src/, with `/` on every platform (the table's form). */
function rel(file: string): string {
  return relative(SRC, file).split(sep).join('/');
}

const files = sourceFiles(SRC);
const refs = files.flatMap(importsOf);

describe('layers', () => {
  it('every module of src/ lives in a known layer', () => {
    expect(files.filter((f) => layerOf(rel(f)) === null).map(rel)).toEqual([]);
  });

  it.each(Object.keys(LAYERS) as Layer[])('%s imports only what its allow-list names (resolved paths)', (layer) => {
    const offending: string[] = [];
    for (const r of refs) {
      if (layerOf(rel(r.from)) !== layer) continue;
      const target = r.spec.startsWith('.') ? resolveRelative(r.from, r.spec) : null;
      const problem = importProblem(rel(r.from), r.spec, target === null ? null : rel(target));
      if (problem !== null) offending.push(`${rel(r.from)}: ${problem}`);
    }
    expect(offending).toEqual([]);
  });

  it('every engine module belongs to a part of the engine order', () => {
    expect(files.map(rel).filter((f) => layerOf(f) === 'engine' && enginePartOf(f) === null)).toEqual([]);
  });

  it('each engine part imports only parts below it, so the parts keep one order', () => {
    const above = ENGINE_PARTS.flatMap((p, i) =>
      p.may.filter((m) => !ENGINE_PARTS.slice(0, i).some((q) => q.part === m)).map((m) => `${p.part} → ${m}`),
    );
    expect(above).toEqual([]);
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

  it('has no cycles through type-only imports either', () => {
    // Types that two modules share live in a module of their own (write-back-types.ts, column-headers.ts).
    const graph = new Map<string, string[]>();
    for (const r of refs) {
      const target = r.spec.startsWith('.') ? resolveRelative(r.from, r.spec) : null;
      if (target !== null) graph.set(r.from, [...(graph.get(r.from) ?? []), target]);
    }
    const cycles = findCycles(graph).map((c) => c.map((f) => rel(f)).join(' → '));
    expect(cycles).toEqual([]);
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
