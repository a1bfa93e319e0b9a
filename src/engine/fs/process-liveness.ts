// Whether the process that wrote a lock or a reservation is still the one running: a PID alone cannot tell.
// A process killed while its parent does not reap it (containers and CI runners whose PID 1 is no init) stays a
// zombie that signal 0 still reaches, and a PID is reused by another program once its process is gone. So an owner
// is stored as its PID and its start time (field 22 of /proc/PID/stat, clock ticks since boot), and judged by both;
// see docs/security.md, "The fault budget". Without /proc (macOS, Windows) only the PID's liveness is known.
import { readFileSync } from 'node:fs';

/** A process as stored beside what it holds. */
export interface ProcessIdentity {
  readonly pid: number;
  /** Its start time from /proc (clock ticks since boot, as text); null where /proc is not available. */
  readonly startTime: string | null;
}

interface ProcStat {
  /** Field 3: R, S, D, Z (zombie), X (dead), … */
  readonly state: string;
  /** Field 22. */
  readonly startTime: string;
}

/** Reads /proc/PID/stat; null when the process is gone, undefined when /proc cannot tell (not Linux, no access). */
function readProcStat(pid: number): ProcStat | null | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ESRCH' ? (procAvailable() ? null : undefined) : undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces and parentheses itself: split after the last.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19];
  return state === undefined || startTime === undefined ? undefined : { state, startTime };
}

let procSeen: boolean | null = null;

function procAvailable(): boolean {
  if (procSeen === null) {
    try {
      readFileSync('/proc/self/stat');
      procSeen = true;
    } catch {
      procSeen = false;
    }
  }
  return procSeen;
}

/** The start time of the process `pid` as /proc gives it; null when it is gone or /proc cannot tell. */
export function processStartTime(pid: number): string | null {
  return readProcStat(pid)?.startTime ?? null;
}

let own: ProcessIdentity | null = null;

/** This process, as it is stored beside what it holds. */
export function ownProcessIdentity(): ProcessIdentity {
  own ??= { pid: process.pid, startTime: processStartTime(process.pid) };
  return own;
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * True while the process `pid` runs and, when `startTime` is given, is the one that started then. A zombie is gone
 * (it will never release what it holds); a start time that differs means the PID now belongs to another program.
 */
export function processIsLive(pid: number, startTime: string | null = null): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  // This process is live, and its start time known: /proc is not read again (the fault ledger asks about its own
  // reservation at every chunk of an upload, and each read is a system call or three).
  if (pid === process.pid) {
    const me = ownProcessIdentity();
    return startTime === null || me.startTime === null || me.startTime === startTime;
  }
  const stat = readProcStat(pid);
  if (stat === null) return false;
  if (stat === undefined) return signalReaches(pid);
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  return startTime === null || stat.startTime === startTime;
}
