// The one durable atomic write: whole content or none, 0600 by default, never over a file when exclusive.
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileDurable, writeFileDurableSync } from '../../../src/engine/fs/durable-write';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('durable-write-');

describe('writeFileDurable', () => {
  it('replaces a file whole, creates it 0600 in a missing folder, and leaves no temp file', async () => {
    const file = path.join(temp.dir, 'sub', 'state.json');
    await writeFileDurable(file, 'one');
    await writeFileDurable(file, 'two');
    expect(await fs.readFile(file, 'utf8')).toBe('two');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(path.dirname(file))).toEqual(['state.json']);
  });

  it('refuses to replace an existing file when exclusive (EEXIST), and cleans up its temp file', async () => {
    const file = path.join(temp.dir, 'results.xlsx');
    await fs.writeFile(file, 'the user’s');
    await expect(writeFileDurable(file, 'ours', { exclusive: true })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await fs.readFile(file, 'utf8')).toBe('the user’s');
    expect(await fs.readdir(temp.dir)).toEqual(['results.xlsx']);
  });

  it('has a synchronous twin with the same exclusive rule', () => {
    const file = path.join(temp.dir, 'a.lock');
    writeFileDurableSync(file, '1', { exclusive: true });
    expect(() => writeFileDurableSync(file, '2', { exclusive: true })).toThrow(
      expect.objectContaining({ code: 'EEXIST' }),
    );
    expect(existsSync(file)).toBe(true);
  });
});
