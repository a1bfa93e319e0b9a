// A temp folder of its own for each test of a file, removed after it: no test sees another's files.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/** The current test's folder (made before each test under the system's temp folder, named from `prefix`). */
export function useTempFolderPerTest(prefix: string): { readonly dir: string } {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterEach(async () => {
    if (dir !== '') await rm(dir, { recursive: true, force: true });
    dir = '';
  });
  return {
    get dir() {
      return dir;
    },
  };
}
