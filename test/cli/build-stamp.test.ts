// The package's command runs the built command line only while the build is as new as the sources: the stamp over
// the sources' file times must change with every edit, including an edit in place deep in a folder.
import { mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the build, without types
import { sourcesStamp } from '../../scripts/node-build-stamp.mjs';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('build-stamp-');
const stampOf = (root: string): string => (sourcesStamp as (root: string) => string)(root);
const BASE = new Date('2026-01-01T00:00:00Z');

/** A small source tree: the manifest, the build script and the command line's loader, files at two depths, every time set to BASE. */
function sourceTree(root: string): readonly string[] {
  const files = [
    'src/engine/a.ts',
    'src/engine/upload/deep/b.ts',
    'src/cli/c.ts',
    'package.json',
    'scripts/build-node.mjs',
    'scripts/cli-loader.mjs',
  ];
  for (const f of files) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), 'export {};\n');
  }
  for (const f of [...files, 'src/engine/upload/deep', 'src/engine/upload', 'src/engine', 'src/cli'])
    utimesSync(path.join(root, f), BASE, BASE);
  return files;
}

describe('the build stamp over the sources', () => {
  beforeEach(() => {
    sourceTree(temp.dir);
  });

  it('names the newest file time and the number of source files', () => {
    expect(stampOf(temp.dir)).toBe(`${BASE.getTime()}:3`);
  });

  it('changes when a file deep in a folder is edited in place, its folder untouched', () => {
    const before = stampOf(temp.dir);
    const deep = path.join(temp.dir, 'src/engine/upload/deep');
    writeFileSync(path.join(deep, 'b.ts'), 'export const edited = 1;\n');
    utimesSync(deep, BASE, BASE);
    expect(statSync(deep).mtimeMs).toBe(BASE.getTime());
    expect(stampOf(temp.dir)).not.toBe(before);
  });

  it('changes when a source file is removed, even one older than the newest', () => {
    const later = new Date(BASE.getTime() + 60_000);
    utimesSync(path.join(temp.dir, 'src/cli/c.ts'), later, later);
    const before = stampOf(temp.dir);
    rmSync(path.join(temp.dir, 'src/engine/a.ts'));
    expect(stampOf(temp.dir)).not.toBe(before);
  });

  it('changes when a source file is added with an old time', () => {
    const before = stampOf(temp.dir);
    const added = path.join(temp.dir, 'src/engine/upload/added.ts');
    writeFileSync(added, 'export {};\n');
    utimesSync(added, BASE, BASE);
    expect(stampOf(temp.dir)).not.toBe(before);
  });

  it('changes when the build script is edited (its plugins decide what the build holds)', () => {
    const before = stampOf(temp.dir);
    writeFileSync(path.join(temp.dir, 'scripts/build-node.mjs'), '// another plugin\n');
    expect(stampOf(temp.dir)).not.toBe(before);
  });

  it("changes when the command line's loader is edited (its wrapper is part of what each code cache was made for)", () => {
    const before = stampOf(temp.dir);
    writeFileSync(path.join(temp.dir, 'scripts/cli-loader.mjs'), '// another wrapper\n');
    expect(stampOf(temp.dir)).not.toBe(before);
  });
});
