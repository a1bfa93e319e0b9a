// Whether a folder can be written, found by writing and removing a probe file in it: a permission check alone
// passes for root on a read-only mount. The CLI and the browser host check their data folder with it at start.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Why a folder cannot be written, in both languages, from the error's code. */
function whyUnwritable(code: string): { readonly en: string; readonly hu: string } {
  switch (code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return { en: 'a part of its path is a file, not a folder', hu: 'az útvonal egy része fájl, nem mappa' };
    case 'EACCES':
    case 'EPERM':
      return { en: 'permission denied', hu: 'nincs hozzá írási jog' };
    case 'EROFS':
      return { en: 'the file system is read-only', hu: 'a fájlrendszer csak olvasható' };
    case 'ENOSPC':
      return { en: 'the disk is full', hu: 'a lemez megtelt' };
    case 'ENOENT':
      return { en: 'no folder can be made there', hu: 'ott nem hozható létre mappa' };
    default:
      return { en: code, hu: code };
  }
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
): { readonly ok: true } | { readonly ok: false; readonly why: { readonly en: string; readonly hu: string } } {
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
