// A command's bilingual notice as the tests read it: `bilingual` prints the English line, then the Hungarian under it.
import { expect } from 'vitest';

/** The first line of `errors` that starts with `start`, and the line under it (`[en, hu]`). */
export function bilingualLines(errors: readonly string[], start: string): readonly [string, string] {
  const lines = errors.join('\n').split('\n');
  const at = lines.findIndex((l) => l.startsWith(start));
  expect(at, lines.join('\n')).toBeGreaterThanOrEqual(0);
  return [lines[at] ?? '', lines[at + 1] ?? ''];
}
