// A child process whose parent never reaps it: killed with SIGKILL it stays a zombie, as an upload killed in a
// container or CI runner whose PID 1 is no init. A shell starts the child in the background, prints its PID, then
// becomes `sleep` (exec), which never waits for it.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface UnreapedChild {
  readonly pid: number;
  /** The next line the child printed. */
  nextLine(): Promise<string>;
  /** SIGKILL, then waits until the process is a zombie (state Z in /proc/PID/stat). */
  killToZombie(): Promise<void>;
  /** Ends the sleeping parent, so the zombie is handed to PID 1; safe to call more than once. */
  close(): Promise<void>;
}

function stateOf(pid: number): string | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

function lineReader(parent: ChildProcess): () => Promise<string> {
  const queued: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  if (parent.stdout === null) throw new Error('no stdout');
  createInterface({ input: parent.stdout }).on('line', (line) => {
    const take = waiting.shift();
    if (take) take(line);
    else queued.push(line);
  });
  return () => {
    const line = queued.shift();
    return line !== undefined ? Promise.resolve(line) : new Promise((r) => waiting.push(r));
  };
}

/** Starts `command` (argv) as an unreaped child; see the module title. */
export async function startUnreaped(command: readonly string[]): Promise<UnreapedChild> {
  const parent = spawn('sh', ['-c', '"$@" & echo "pid $!"; exec sleep 600', 'sh', ...command], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const nextLine = lineReader(parent);
  const first = await nextLine();
  const pid = Number(/^pid (\d+)$/.exec(first)?.[1] ?? NaN);
  if (!Number.isSafeInteger(pid)) throw new Error(`expected the child's PID, got ${first}`);
  let closed = false;
  return {
    pid,
    nextLine,
    killToZombie: async () => {
      process.kill(pid, 'SIGKILL');
      // Polls the kernel's state of the process: the kill is asynchronous, and no event says when it took effect.
      for (let i = 0; i < 500 && stateOf(pid) !== 'Z'; i++) await new Promise((r) => setTimeout(r, 10));
      if (stateOf(pid) !== 'Z') throw new Error(`process ${pid} did not become a zombie (${stateOf(pid)})`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      if (stateOf(pid) !== 'Z' && stateOf(pid) !== null) process.kill(pid, 'SIGKILL');
      const exited = new Promise((r) => parent.once('exit', r));
      parent.kill('SIGKILL');
      await exited;
    },
  };
}
