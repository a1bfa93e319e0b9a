import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireExclusiveLock } from '../../../src/engine/fs/exclusive-lock';
import { exitedPid } from './exited-process';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('lock-test-');

describe('acquireExclusiveLock', () => {
  it('writes the owner PID and start time, refuses a second taker while held, and is gone after release', async () => {
    const file = path.join(temp.dir, 'a.lock');
    const at = new Date('2026-11-23T10:00:00Z');
    const first = acquireExclusiveLock(file, () => at);
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toMatchObject({
      pid: process.pid,
      startedAt: at.toISOString(),
    });

    const second = acquireExclusiveLock(file);
    expect(second).toMatchObject({
      ok: false,
      error: { kind: 'held', inThisProcess: true, owner: { pid: process.pid, startedAt: at.toISOString() } },
    });

    first.value.release();
    first.value.release();
    expect(existsSync(file)).toBe(false);
    expect(await fs.readdir(temp.dir)).toEqual([]);
    const third = acquireExclusiveLock(file);
    expect(third.ok).toBe(true);
    if (third.ok) third.value.release();
  });

  it('creates the lock file readable by its owner only (0600), like every state file', async () => {
    const file = path.join(temp.dir, 'a.lock');
    const lock = acquireExclusiveLock(file);
    if (!lock.ok) throw new Error(JSON.stringify(lock.error));
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    lock.value.release();
  });

  it('refuses a lock held by another live process, naming it', async () => {
    const file = path.join(temp.dir, 'b.lock');
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const pid = child.pid ?? 0;
      await fs.writeFile(file, JSON.stringify({ pid, startedAt: '2026-11-23T09:00:00.000Z', token: 'x' }));
      expect(acquireExclusiveLock(file)).toMatchObject({
        ok: false,
        error: { kind: 'held', inThisProcess: false, owner: { pid, startedAt: '2026-11-23T09:00:00.000Z' } },
      });
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that has exited, in either format, and of an earlier process with this PID', async () => {
    const file = path.join(temp.dir, 'c.lock');
    const dead = await exitedPid();
    for (const stale of [
      JSON.stringify({ pid: dead, startedAt: '2026-11-23T09:00:00.000Z', token: 'x' }),
      String(dead),
      JSON.stringify({ pid: process.pid, startedAt: '2026-11-23T09:00:00.000Z', token: 'not-held-here' }),
      'garbage',
    ]) {
      await fs.writeFile(file, stale);
      const taken = acquireExclusiveLock(file);
      if (!taken.ok) throw new Error(`${stale}: ${JSON.stringify(taken.error)}`);
      expect(JSON.parse(await fs.readFile(file, 'utf8'))).toMatchObject({ pid: process.pid });
      taken.value.release();
      expect(existsSync(file)).toBe(false);
    }
  });

  it('does not remove a lock another owner took over in the meantime', async () => {
    const file = path.join(temp.dir, 'd.lock');
    const taken = acquireExclusiveLock(file);
    if (!taken.ok) throw new Error(JSON.stringify(taken.error));
    const other = JSON.stringify({ pid: process.pid + 1, startedAt: null, token: 'theirs' });
    await fs.writeFile(file, other);
    taken.value.release();
    expect(await fs.readFile(file, 'utf8')).toBe(other);
  });

  it('reports a folder that does not exist as an io failure naming the file', () => {
    const file = path.join(temp.dir, 'missing', 'e.lock');
    expect(acquireExclusiveLock(file)).toMatchObject({ ok: false, error: { kind: 'io', file } });
  });
});
