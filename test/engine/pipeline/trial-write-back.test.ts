// The upload's trial write-back (is the results' place writable?) syncs nothing to disk: its file is removed at once,
// and its syncs lay on the path to the first request. The real write-back still syncs the copy and its folder.
import { mkdtemp, open, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DurableWrite from '../../../src/engine/fs/durable-write';
import { trialWriteBack } from '../../../src/engine/pipeline/upload-run';
import { writeResults } from '../../../src/engine/write-back/write-back';

const synced = vi.hoisted(() => ({ folders: 0 }));
vi.mock('../../../src/engine/fs/durable-write', async (importOriginal) => {
  const durable = await importOriginal<typeof DurableWrite>();
  return {
    ...durable,
    syncFolder: (folder: string) => {
      synced.folders += 1;
      return durable.syncFolder(folder);
    },
  };
});

let dir = '';
let input = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'trial-wb-'));
  input = path.join(dir, 'sellers.csv');
  await writeFile(input, 'Név;Telefon\nEladó Egy;+36 1 555 0001\n');
  synced.folders = 0;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** Counts the syncs of every file handle from here on. */
async function fileSyncs(): Promise<{ count: () => number }> {
  const probe = await open(input, 'r');
  const proto = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
  await probe.close();
  const spy = vi.spyOn(proto, 'sync');
  return { count: () => spy.mock.calls.length };
}

const sheets = [{ sheet: 'sellers', headerRow: 1, results: [], notes: [] }];

describe('the trial write-back', () => {
  it('syncs neither its file nor the folder, and leaves nothing behind', async () => {
    const files = await fileSyncs();
    const trial = await trialWriteBack(input, path.join(dir, 'results.csv'), sheets);
    expect(trial.ok).toBe(true);
    expect(files.count()).toBe(0);
    expect(synced.folders).toBe(0);
    expect(await readdir(dir)).toEqual(['sellers.csv']);
  });

  it('leaves the real write-back durable: the copy and its folder are synced', async () => {
    const files = await fileSyncs();
    const written = await writeResults({ input, output: path.join(dir, 'results.csv'), sheets });
    expect(written.ok).toBe(true);
    // The copy's handle and its folder's.
    expect(files.count()).toBe(2);
    expect(synced.folders).toBe(1);
  });
});
