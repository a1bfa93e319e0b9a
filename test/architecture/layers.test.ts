import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The lint rule in eslint.config.js enforces the same; this test keeps the rule itself from being loosened unseen.
const root = join(import.meta.dirname, '..', '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

const forbidden: Record<string, RegExp> = {
  catalog: /^(electron|react|react-dom|node:|undici|exceljs)|\/(engine|sandbox|cli|main|preload|renderer|app-services|browser-host)\//,
  engine: /^(electron|react|react-dom)(\/|$)|\/(main|preload|renderer|app-services|browser-host|cli)\//,
  sandbox: /^(electron|react|react-dom)(\/|$)|\/(main|preload|renderer|app-services|browser-host)\//,
};

describe('layers', () => {
  it.each(Object.entries(forbidden))('%s imports nothing from Electron, the DOM or the app', (layer, pattern) => {
    const offending = sources(layer).flatMap((f) => importsOf(f).filter((i) => pattern.test(i)).map((i) => `${f}: ${i}`));
    expect(offending).toEqual([]);
  });
});
