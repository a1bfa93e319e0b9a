// The temporary files beside the files the app writes (`.NAME.<pid>.<rand>.tmp`): they can hold the office's full
// data, so they are created 0600, removed on every way out of the process that wrote them (an exit, an uncaught
// error, SIGINT, SIGTERM), and those of a process killed outright (SIGKILL, a power cut) are removed by the next
// process that starts a write in that folder (docs/security.md, "Temporary files").
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { processIsLive } from './process-liveness';

/** `.NAME.<pid>.<12 hex>.tmp`: the PID says whose it is. */
const TEMP_NAME = /^\..+\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/** Temp files of this process that may still exist. */
const outstanding = new Set<string>();
/** Folders already swept for stale temp files by this process. */
const swept = new Set<string>();
let hooked = false;

function removeOutstanding(): void {
  for (const file of outstanding) {
    try {
      rmSync(file, { force: true });
    } catch {
      // Left for the next write's sweep: an exit must not fail over a temp file.
    }
  }
  outstanding.clear();
}

/**
 * On a signal with no other listener (nothing in the process handles it), the temp files go and the signal is raised
 * again, so the process ends as the signal says. A command that handles the signal itself stops its work, its own
 * clean-up runs and the exit hook removes what is left.
 */
function onSignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  removeOutstanding();
  process.off(signal, onSignal);
  process.kill(process.pid, signal);
}

function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', removeOutstanding);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Removes the temp files in `folder` left by processes that are gone; once per folder and process. */
export function sweepStaleTemps(folder: string): number {
  const key = path.resolve(folder);
  if (swept.has(key)) return 0;
  swept.add(key);
  let names: string[];
  try {
    names = readdirSync(key);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const pid = Number(TEMP_NAME.exec(name)?.[1] ?? NaN);
    if (!Number.isSafeInteger(pid) || pid === process.pid || processIsLive(pid)) continue;
    try {
      rmSync(path.join(key, name), { force: true });
      removed++;
    } catch {
      // Not ours to remove (another user's folder): left as it is.
    }
  }
  return removed;
}

/**
 * A temp name beside `file`, hidden and unique, removed when this process ends; the folder's stale temp files of
 * dead processes are removed first. Create it with mode 0600.
 */
export function tempPathBeside(file: string): string {
  const folder = path.dirname(file);
  sweepStaleTemps(folder);
  const temp = path.join(folder, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  hookExit();
  outstanding.add(temp);
  return temp;
}

/** The temp file was renamed into place or removed: the exit hook need not look for it. */
export function tempDone(temp: string): void {
  outstanding.delete(temp);
}
