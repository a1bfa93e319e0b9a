// One upload of a workbook at a time across processes (two CLI runs, or the app and the CLI sharing a data folder):
// two runs would plan from the same journal and server state and could send the same rows twice.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Result, Words } from '../../catalog';
import { assertNever, err, ok } from '../../catalog';
import { LOCALES, formatBoth } from '../../catalog/message-catalog';
import type { ExclusiveLock, LockOwner } from '../fs/exclusive-lock';
import { acquireExclusiveLock } from '../fs/exclusive-lock';
import { writeFailureInBoth } from '../fs/writable-folder';
import { workbookKey } from './journal';
import { UPLOAD_LOCK_MESSAGES as M } from './upload-lock-messages';

/** A refusal's text in both languages (docs/messages.md). */
interface Worded {
  readonly message: string;
  readonly messageHu: string;
}

export type UploadLockFailure =
  /** Another upload of this workbook is running (in this process or another); `holder` says who, for an own text. */
  | ({ readonly kind: 'busy'; readonly owner: LockOwner; readonly lockFile: string; readonly holder: Words } & Worded)
  | ({ readonly kind: 'journal' } & Worded);

function worded(text: Words): Worded {
  return { message: text.en, messageHu: text.hu };
}

/** Who holds the lock and, when known, since when, as each language writes it. */
function heldBy(owner: LockOwner, inThisProcess: boolean): Words {
  const who = formatBoth(inThisProcess ? M.inThisProgram : M.inProcess, { pid: owner.pid });
  if (owner.startedAt === null) return who;
  const at = new Date(owner.startedAt);
  const time = { en: at.toLocaleString(LOCALES.en).replace(',', ''), hu: at.toLocaleString(LOCALES.hu) };
  return formatBoth(M.heldSince, { who, time });
}

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
    const why = writeFailureInBoth(e);
    return err({ kind: 'journal', ...worded(formatBoth(M.folderNotCreated, { folder: journalDir, why })) });
  }
  const taken = acquireExclusiveLock(uploadLockFile(journalDir, workbookPath), now);
  if (taken.ok) return ok(taken.value);
  const f = taken.error;
  const workbook = path.basename(workbookPath);
  switch (f.kind) {
    case 'held': {
      const holder = heldBy(f.owner, f.inThisProcess);
      const text = formatBoth(M.busy, { workbook, who: holder });
      return err({ kind: 'busy', owner: f.owner, lockFile: f.file, holder, ...worded(text) });
    }
    case 'io':
      return err({ kind: 'journal', ...worded(formatBoth(M.notLocked, { workbook, why: f.why })) });
    default:
      return assertNever(f);
  }
}
