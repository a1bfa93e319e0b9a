// Temp files go on every way out of the process that made them, and a dead process's are swept at the next write.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepStaleTemps, tempPathBeside } from '../../../src/engine/fs/temp-files';
import { exitedPid } from './exited-process';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');

/** A child that makes a temp file beside `target`, prints "ready", then ends as `how` says. */
function child(target: string, how: string): Promise<{ code: number | null; signal: string | null }> {
  const script = `
    import { writeFileSync } from 'node:fs';
    import { tempPathBeside } from './src/engine/fs/temp-files.ts';
    writeFileSync(tempPathBeside(${JSON.stringify(target)}), 'the office data', { mode: 0o600 });
    console.log('ready');
    ${how}`;
  const c = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  c.stdout.on('data', (d: Buffer) => {
    if (d.toString().includes('ready') && how.includes('setInterval')) c.kill('SIGTERM');
  });
  return new Promise((resolve) => c.once('exit', (code, signal) => resolve({ code, signal })));
}

async function tmpIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((n) => n.endsWith('.tmp'));
}

describe('temp files', () => {
  it.each([
    ['a normal end', ''],
    ['process.exit(3)', 'process.exit(3);'],
    ['an uncaught error', "throw new Error('boom');"],
    ['SIGTERM with no handler of its own', 'setInterval(() => undefined, 1000);'],
  ])('are removed on %s', async (_name, how) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'li-temp-'));
    const ended = await child(path.join(dir, 'out.xlsx'), how);
    if (how.includes('setInterval')) expect(ended.signal).toBe('SIGTERM');
    expect(await tmpIn(dir)).toEqual([]);
  });

  it("sweeps a dead process's temp files, keeps a live one's and other files", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'li-temp-'));
    const dead = await exitedPid();
    await writeFile(path.join(dir, `.out.xlsx.${dead}.0123456789ab.tmp`), 'x');
    await writeFile(path.join(dir, `.out.xlsx.${process.ppid}.0123456789ab.tmp`), 'x');
    await writeFile(path.join(dir, 'mine.tmp'), 'x');
    tempPathBeside(path.join(dir, 'next.xlsx'));
    expect((await tmpIn(dir)).sort()).toEqual([`.out.xlsx.${process.ppid}.0123456789ab.tmp`, 'mine.tmp']);
    expect(sweepStaleTemps(dir)).toBe(0);
  });
});
