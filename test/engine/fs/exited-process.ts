// The PID of a process that has exited, for stale-lock tests.
import { spawn } from 'node:child_process';

export async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  const pid = child.pid;
  await new Promise((r) => child.once('exit', r));
  if (pid === undefined) throw new Error('the child process got no PID');
  return pid;
}
