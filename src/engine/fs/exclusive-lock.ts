// An exclusive lock file naming its owner (PID, the process's start time, when it took the lock); a lock whose process
// is gone (exited, a zombie, or its PID reused by another program: process-liveness.ts) is taken over.
// Used wherever two processes sharing a data folder must not work on the same thing at once (the sandbox's data
// folder, an upload of one workbook). Synchronous on purpose: a few tiny file operations, callable from sync code.
import { linkSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Result, Words } from '../../catalog';
import { err, ok } from '../../catalog';
import { formatBoth } from '../../catalog/message-catalog';
import { LOCK_MESSAGES as M } from './fs-messages';
import { writeFailureInBoth } from './writable-folder';
import { writeFileDurableSync } from './durable-write';
import { ownProcessIdentity, processIsLive } from './process-liveness';

/** Who holds a lock. */
export interface LockOwner {
  readonly pid: number;
  /** ISO 8601; null for a lock written without one (an older format holding only the PID). */
  readonly startedAt: string | null;
}

export type LockFailure =
  /** A live process (or this one) holds the lock. */
  | { readonly kind: 'held'; readonly file: string; readonly owner: LockOwner; readonly inThisProcess: boolean }
  /** The lock file could not be made or read; `why` in both languages, `message` its English. */
  | { readonly kind: 'io'; readonly file: string; readonly message: string; readonly why: Words };

export interface ExclusiveLock {
  readonly file: string;
  readonly owner: LockOwner;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

/**
 * Lock files held by this process, with the token written in each: the PID alone cannot tell this process's holds
 * apart.
 */
const heldHere = new Map<string, string>();

interface LockContent extends LockOwner {
  readonly token: string;
  /** The owner process's start time (process-liveness.ts); null in older locks and where it is not known. */
  readonly processStart: string | null;
}

/** Parses a lock file's text; a bare number is the older format. Null when unreadable (treated as stale). */
function parseLock(text: string): LockContent | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), startedAt: null, token: '', processStart: null };
  try {
    const v = JSON.parse(trimmed) as unknown;
    if (v === null || typeof v !== 'object') return null;
    const o = v as Record<string, unknown>;
    const pid = o['pid'];
    if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
    const startedAt = typeof o['startedAt'] === 'string' ? o['startedAt'] : null;
    const token = typeof o['token'] === 'string' ? o['token'] : '';
    const processStart = typeof o['processStart'] === 'string' ? o['processStart'] : null;
    return { pid, startedAt, token, processStart };
  } catch {
    return null;
  }
}

function readLock(file: string): { readonly text: string; readonly content: LockContent | null } | null {
  try {
    const text = readFileSync(file, 'utf8');
    return { text, content: parseLock(text) };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

function isLive(key: string, c: LockContent): boolean {
  // Our own PID in a lock we do not hold was left by an earlier process that had the same PID.
  if (c.pid === process.pid) return heldHere.get(key) === c.token;
  return processIsLive(c.pid, c.processStart);
}

/**
 * Creates `file` exclusively. The content is written to a temp file created with O_EXCL and then hard-linked into
 * place, which fails with EEXIST exactly as O_EXCL does but never shows another process a half-written lock.
 */
function createExclusive(file: string, text: string): boolean {
  try {
    // Not fsynced: after a power cut every owner is gone, so a lock file that survived it would be stale anyway.
    writeFileDurableSync(file, text, { exclusive: true, makeFolder: false, mode: 0o600, durable: false });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}

/**
 * Removes a stale lock only if it is still the one judged stale: it is renamed aside first (atomic, so only one
 * process gets it) and put back if another process replaced it in between.
 */
function removeStale(file: string, staleText: string): void {
  const aside = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) {
      try {
        linkSync(aside, file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Takes the lock `file` (its folder must exist), or says who holds it. */
export function acquireExclusiveLock(
  file: string,
  now: () => Date = () => new Date(),
): Result<ExclusiveLock, LockFailure> {
  const key = path.resolve(file);
  const token = randomBytes(8).toString('hex');
  const owner: LockOwner = { pid: process.pid, startedAt: now().toISOString() };
  const processStart = ownProcessIdentity().startTime;
  const text = `${JSON.stringify({ ...owner, token, processStart })}\n`;
  try {
    // A few rounds: each failed create is followed by either a live owner (held) or a removed stale lock.
    for (let attempt = 0; attempt < 5; attempt++) {
      if (createExclusive(key, text)) {
        heldHere.set(key, token);
        let released = false;
        return ok({
          file: key,
          owner,
          release: () => {
            if (released) return;
            released = true;
            if (heldHere.get(key) === token) heldHere.delete(key);
            try {
              const current = readLock(key);
              if (current?.content?.token === token) removeStale(key, current.text);
            } catch {
              // Left behind, it names this process, which is stale to any other taker once this process ends.
            }
          },
        });
      }
      const current = readLock(key);
      if (current === null) continue;
      if (current.content !== null && isLive(key, current.content)) {
        const { pid, startedAt } = current.content;
        return err({ kind: 'held', file: key, owner: { pid, startedAt }, inThisProcess: pid === process.pid });
      }
      removeStale(key, current.text);
    }
    return lockIoFailure(key, formatBoth(M.keptChanging, { file: key }));
  } catch (e) {
    return lockIoFailure(key, formatBoth(M.notCreated, { file: key, why: writeFailureInBoth(e) }));
  }
}

function lockIoFailure(file: string, why: Words): Result<never, LockFailure> {
  return err({ kind: 'io', file, message: why.en, why });
}
