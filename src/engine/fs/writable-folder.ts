// Whether a folder can be written, found by writing and removing a probe file in it: a permission check alone
// passes for root on a read-only mount. The CLI and the browser host check their data folder with it at start.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Words } from '../../catalog';
import { FOLDER_MESSAGES as M } from './fs-messages';

/** Why a folder cannot be written, in both languages, from the error's code. */
function whyUnwritable(code: string): Words {
  switch (code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return M.pathIsFile;
    case 'EACCES':
    case 'EPERM':
      return M.permission;
    case 'EROFS':
      return M.readOnly;
    case 'ENOSPC':
      return M.diskFull;
    case 'ENOENT':
      return M.cannotMake;
    default:
      return { en: code, hu: code };
  }
}

/**
 * Why a file could not be written, in both languages: the file system's own text (English, naming the path) in the
 * English, what its code means in the Hungarian (docs/messages.md, "Failures of the service").
 */
export function writeFailureInBoth(e: unknown): Words {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  const hu = typeof code === 'string' ? whyUnwritable(code).hu : M.unexpected.hu;
  return { en: e instanceof Error ? e.message : String(e), hu };
}

/**
 * Creates `folder` and its missing parents one by one: Node's recursive mkdir never returns where a file system
 * refuses new folders with ENOENT (under /proc).
 */
function makeFolders(folder: string): void {
  const missing: string[] = [];
  for (let f = path.resolve(folder); !existsSync(f); f = path.dirname(f)) {
    missing.unshift(f);
    if (path.dirname(f) === f) break;
  }
  for (const f of missing) mkdirSync(f);
}

/** Makes `folder` if missing and writes and removes a probe file in it; on failure, why, in both languages. */
export function probeWritableFolder(
  folder: string,
): { readonly ok: true } | { readonly ok: false; readonly why: Words } {
  const probe = path.join(folder, `.write-probe.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    makeFolders(folder);
    closeSync(openSync(probe, 'wx', 0o600));
    rmSync(probe, { force: true });
    return { ok: true };
  } catch (e) {
    return { ok: false, why: whyUnwritable((e as NodeJS.ErrnoException).code ?? String(e)) };
  }
}
