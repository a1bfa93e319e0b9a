// A command line process never waits for the fault ledger's idle release to end: the room an upload keeps is given
// back by the command itself (docs/upload.md, "Room kept for the run"), and the timer that would give it back when a
// command does not is unref'd. The child runs with that timer set to 10 minutes (stretch-idle-release.mjs), so a
// process waiting on it would not end within the test's time; no timing is measured.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import { writeSmallListings } from '../support/small-listings-kit';

const ROOT = path.join(import.meta.dirname, '..', '..');
const STRETCH = path.join(ROOT, 'test', 'support', 'stretch-idle-release.mjs');
/** A child still running then is waiting on the 10-minute release: ended, so a failing run leaves no process behind. */
const GUARD_MS = 45_000;

interface IdleTimers {
  readonly set: number;
  readonly fired: number;
  readonly cleared: number;
  readonly pending: number;
  /** Pending and keeping the process alive (not unref'd). */
  readonly held: number;
}

interface Ended {
  /** Null when the guard ended it. */
  readonly code: number | null;
  readonly pid: number;
  readonly stderr: string;
  readonly timers: IdleTimers | null;
  /** The rooms the ended process still holds in the data folder's fault budgets. */
  readonly roomLeft: number;
}

let sandbox: RunningSandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'exit-idle-'));
});

afterAll(async () => {
  await sandbox.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** The room `pid` holds in the fault budget files of `faults`. */
async function roomHeldBy(faults: string, pid: number): Promise<number> {
  const names = await fs.readdir(faults).catch(() => []);
  let room = 0;
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const file = JSON.parse(await fs.readFile(path.join(faults, name), 'utf8')) as {
      readonly reservations?: readonly { readonly pid: number; readonly count: number }[];
    };
    for (const r of file.reservations ?? []) if (r.pid === pid) room += r.count;
  }
  return room;
}

/** Runs `script ...args` with tsx and the stretched idle release, in a data folder of its own. */
async function runChild(name: string, script: string, args: readonly string[]): Promise<Ended> {
  const data = path.join(dir, name);
  const timersFile = path.join(dir, `${name}-timers.json`);
  const env = {
    ...process.env,
    LISTING_IMPORTER_DATA_DIR: data,
    LISTING_API_PASSWORD: DEMO.users.demo.password,
    IDLE_TIMERS_OUT: timersFile,
  };
  const child = execFile(process.execPath, ['--import', 'tsx', '--import', STRETCH, script, ...args], {
    cwd: ROOT,
    env,
    timeout: GUARD_MS,
    killSignal: 'SIGKILL',
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  const pid = child.pid ?? -1;
  const written = await fs.readFile(timersFile, 'utf8').catch(() => null);
  const timers = written === null ? null : (JSON.parse(written) as IdleTimers);
  return { code, pid, stderr, timers, roomLeft: await roomHeldBy(path.join(data, 'fault-budget'), pid) };
}

function upload(name: string, workbook: string): Promise<Ended> {
  const office = String(DEMO.offices.budapest);
  const args = ['upload', workbook, '--base-url', sandbox.baseUrl, '--user', 'demo', '--office-id', office];
  return runChild(name, 'src/cli/index.ts', [...args, '--out', path.join(dir, `${name}-results.xlsx`)]);
}

/** Every idle release set was cleared by the command's own release: none pending at exit, none fired, no room held. */
function leftBehind(ended: Ended): { fired?: number; pending?: number; roomLeft: number } {
  return { fired: ended.timers?.fired, pending: ended.timers?.pending, roomLeft: ended.roomLeft };
}

describe('a command line process ends without waiting for the fault ledger to give kept room back', () => {
  it('an upload against the sandbox: the room is given back by the command, no idle release ever fires', async () => {
    const book = path.join(dir, 'book.xlsx');
    await writeSmallListings(book, [{ reference: 'EXIT-1', address: 'Kilépő utca 1.', price: 41_000_000 }]);
    const ended = await upload('uploaded', book);
    expect(ended.code, ended.stderr).toBe(0);
    // The run's requests set the idle release: the test would prove nothing otherwise.
    expect(ended.timers?.set).toBeGreaterThan(0);
    expect(leftBehind(ended)).toEqual({ fired: 0, pending: 0, roomLeft: 0 });
  }, 60_000);

  it('an upload whose workbook cannot be read returns early, holding no room and no timer', async () => {
    const book = path.join(dir, 'broken.xlsx');
    await fs.writeFile(book, 'not a workbook');
    const ended = await upload('unreadable', book);
    expect(ended.code, ended.stderr).toBe(2);
    expect(leftBehind(ended)).toEqual({ fired: 0, pending: 0, roomLeft: 0 });
  }, 60_000);

  it('a process that never gives its kept room back ends with the idle release still pending', async () => {
    const faults = path.join(dir, 'left', 'fault-budget');
    const child = path.join('test', 'cli', 'support', 'room-kept-child.ts');
    const ended = await runChild('left', child, [faults, sandbox.baseUrl]);
    expect(ended.code, ended.stderr).toBe(0);
    // Still reserved in the file when it ended: the release had not run (other processes drop a dead PID's room).
    expect(ended.roomLeft).toBeGreaterThan(0);
    expect(ended.timers).toEqual({ set: 1, fired: 0, cleared: 0, pending: 1, held: 0 });
  }, 60_000);
});
