// Whether the owner of a lock or a reservation still runs: a zombie and a reused PID are gone (process-liveness.ts).
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireExclusiveLock } from '../../../src/engine/fs/exclusive-lock';
import { ownProcessIdentity, processIsLive, processStartTime } from '../../../src/engine/fs/process-liveness';
import type { UnreapedChild } from '../../support/unreaped-child';
import { startUnreaped } from '../../support/unreaped-child';
import { exitedPid } from './exited-process';

let dir: string;
const children: { close(): Promise<void> }[] = [];
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'liveness-test-'));
});
afterEach(async () => {
  for (const c of children.splice(0)) await c.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function zombie(): Promise<UnreapedChild> {
  const z = await startUnreaped([process.execPath, '-e', 'console.log("up"); setInterval(() => {}, 1000)']);
  children.push(z);
  expect(await z.nextLine()).toBe('up');
  await z.killToZombie();
  return z;
}

/** A live process of another program, and its real start time. */
async function sleeper(): Promise<{ readonly pid: number; readonly startTime: string }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  children.push({
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  });
  const pid = child.pid ?? 0;
  return { pid, startTime: processStartTime(pid) ?? '' };
}

describe('processIsLive', () => {
  it('knows this process by its PID and start time', () => {
    const me = ownProcessIdentity();
    expect(me.pid).toBe(process.pid);
    expect(me.startTime).toMatch(/^\d+$/);
    expect(processIsLive(me.pid, me.startTime)).toBe(true);
    expect(processIsLive(me.pid)).toBe(true);
    // An earlier program with this PID: gone.
    expect(processIsLive(me.pid, `${me.startTime ?? ''}1`)).toBe(false);
  });

  it('says an exited process, a zombie and a PID with another start time are gone', async () => {
    expect(processIsLive(await exitedPid())).toBe(false);
    expect(processIsLive((await zombie()).pid)).toBe(false);
    const other = await sleeper();
    expect(processIsLive(other.pid, other.startTime)).toBe(true);
    expect(processIsLive(other.pid, `${other.startTime}1`)).toBe(false);
  });
});

describe('a lock whose owner is gone', () => {
  it('is taken over from a zombie', async () => {
    const file = path.join(dir, 'z.lock');
    const z = await zombie();
    await fs.writeFile(file, JSON.stringify({ pid: z.pid, startedAt: new Date().toISOString(), token: 'x' }));
    const taken = acquireExclusiveLock(file);
    expect(taken.ok).toBe(true);
    if (taken.ok) taken.value.release();
  });

  it('is taken over from a PID now used by another program, and kept for the process that took it', async () => {
    const file = path.join(dir, 'r.lock');
    const other = await sleeper();
    const lock = (processStart: string) =>
      JSON.stringify({ pid: other.pid, startedAt: new Date().toISOString(), token: 'x', processStart });
    await fs.writeFile(file, lock(`${other.startTime}1`));
    const taken = acquireExclusiveLock(file);
    expect(taken.ok).toBe(true);
    if (taken.ok) taken.value.release();
    await fs.writeFile(file, lock(other.startTime));
    expect(acquireExclusiveLock(file)).toMatchObject({ ok: false, error: { kind: 'held', owner: { pid: other.pid } } });
  });
});
