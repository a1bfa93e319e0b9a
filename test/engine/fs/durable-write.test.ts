// The one durable atomic write: whole content or none, 0600 by default, never over a file when exclusive.
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileDurable, writeFileDurableSync } from '../../../src/engine/fs/durable-write';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'durable-write-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('writeFileDurable', () => {
  it('replaces a file whole, creates it 0600 in a missing folder, and leaves no temp file', async () => {
    const file = path.join(dir, 'sub', 'state.json');
    await writeFileDurable(file, 'one');
    await writeFileDurable(file, 'two');
    expect(await fs.readFile(file, 'utf8')).toBe('two');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(path.dirname(file))).toEqual(['state.json']);
  });

  it('refuses to replace an existing file when exclusive (EEXIST), and cleans up its temp file', async () => {
    const file = path.join(dir, 'results.xlsx');
    await fs.writeFile(file, 'the user’s');
    await expect(writeFileDurable(file, 'ours', { exclusive: true })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await fs.readFile(file, 'utf8')).toBe('the user’s');
    expect(await fs.readdir(dir)).toEqual(['results.xlsx']);
  });

  it('has a synchronous twin with the same exclusive rule', () => {
    const file = path.join(dir, 'a.lock');
    writeFileDurableSync(file, '1', { exclusive: true });
    expect(() => writeFileDurableSync(file, '2', { exclusive: true })).toThrow(
      expect.objectContaining({ code: 'EEXIST' }),
    );
    expect(existsSync(file)).toBe(true);
  });
});
