// One upload of a workbook at a time across processes (two CLI runs, or the app and the CLI sharing a data folder):
// two runs would plan from the same journal and server state and could send the same rows twice.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Result } from '../../catalog';
import { assertNever, err, ok } from '../../catalog';
import type { ExclusiveLock, LockOwner } from '../fs/exclusive-lock';
import { acquireExclusiveLock } from '../fs/exclusive-lock';
import { workbookKey } from './journal';

export type UploadLockFailure =
  /** Another upload of this workbook is running (in this process or another). */
  | { readonly kind: 'busy'; readonly owner: LockOwner; readonly lockFile: string; readonly message: string }
  | { readonly kind: 'journal'; readonly message: string };

/** The lock file of a workbook's uploads, next to its journals. */
export function uploadLockFile(journalDir: string, workbookPath: string): string {
  return path.join(journalDir, `${workbookKey(workbookPath)}.lock`);
}

/** Takes the workbook's upload lock for the whole run; the caller releases it however the run ends. */
export function takeUploadLock(
  journalDir: string,
  workbookPath: string,
  now: () => Date = () => new Date(),
): Result<ExclusiveLock, UploadLockFailure> {
  try {
    mkdirSync(journalDir, { recursive: true });
  } catch (e) {
    return err({
      kind: 'journal',
      message: `The upload journal folder ${journalDir} could not be created: ${e instanceof Error ? e.message : String(e)}`,
    });
  }
  const taken = acquireExclusiveLock(uploadLockFile(journalDir, workbookPath), now);
  if (taken.ok) return ok(taken.value);
  const f = taken.error;
  switch (f.kind) {
    case 'held': {
      const who = f.inThisProcess ? `in this program (process ${f.owner.pid})` : `in process ${f.owner.pid}`;
      const since =
        f.owner.startedAt !== null
          ? ` since ${new Date(f.owner.startedAt).toLocaleString('en-GB').replace(',', '')}`
          : '';
      return err({
        kind: 'busy',
        owner: f.owner,
        lockFile: f.file,
        message: `Another upload of ${path.basename(workbookPath)} is running ${who}${since}; nothing was sent. Wait for it to finish or stop it, then run this upload again.`,
      });
    }
    case 'io':
      return err({
        kind: 'journal',
        message: `The upload of ${path.basename(workbookPath)} could not be locked: ${f.message}`,
      });
    default:
      return assertNever(f);
  }
}
