// Comments name the decision (a section of docs/), never the issue that asked for it: an issue number points nowhere a
// reader of the code can follow. Another project's issues (exceljs #2084) are links a reader can follow, so they stay.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');

function codeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|js)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** A comment line naming one of this project's issues by number. */
const ISSUE = /^\s*(\/\/|\/\*\*?|\*).*\bissues? ?#?\d+/i;
const OTHER_PROJECT = /exceljs|openpyxl|libreoffice|node\.js/i;

describe('comments', () => {
  it('name no issue by its number', () => {
    const found: string[] = [];
    for (const file of ['src', 'test', 'bench', 'scripts'].flatMap(codeFiles)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (ISSUE.test(line) && !OTHER_PROJECT.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}`);
        });
    }
    expect(found).toEqual([]);
  });
});
