// The one durable atomic write of the app: a reader sees the old content or the new, never half, even after a crash.
// Write a temp file beside the target, fsync it, rename it over the target, fsync the folder (so the rename itself
// survives a power cut). Every file the app keeps (journals' snapshots, budgets, caches, profiles, templates,
// mapping files, written workbooks) goes through here.
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { tempDone, tempPathBeside } from './temp-files';

export interface DurableWriteOptions {
  /** Permissions of a new file (default 0o600: everything the app keeps is the user's own). */
  readonly mode?: number;
  /** Create the folder when missing (default true). */
  readonly makeFolder?: boolean;
  /**
   * Never replace an existing target (default false): the write fails with an `EEXIST` error instead, even when the
   * target appears while writing (hard link where the file system has them).
   */
  readonly exclusive?: boolean;
  /**
   * Make the write survive a power cut (default true): fsync the file and its folder. Lock files, whose meaning ends
   * with the processes holding them, skip it and keep the atomic, exclusive placement (their fsyncs blocked an
   * upload's event loop for about 90 ms: the fault budget takes its lock for every change).
   */
  readonly durable?: boolean;
}

export { tempPathBeside } from './temp-files';

/**
 * Fsyncs a folder so a rename or a new file in it is durable; file systems that cannot (some network shares) are
 * skipped.
 */
export async function syncFolder(folder: string): Promise<void> {
  let fh: fs.FileHandle | null = null;
  try {
    fh = await fs.open(folder, 'r');
    await fh.sync();
  } catch {
    // Not supported here (EISDIR/EINVAL/EPERM on some platforms): the rename is still atomic, only less durable.
  } finally {
    await fh?.close().catch(() => undefined);
  }
}

export function syncFolderSync(folder: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // As in syncFolder.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** Writes `content` to `file` durably and atomically; see the module title. */
export async function writeFileDurable(
  file: string,
  content: string | Uint8Array,
  o: DurableWriteOptions = {},
): Promise<void> {
  const folder = path.dirname(file);
  if (o.makeFolder !== false) await fs.mkdir(folder, { recursive: true });
  const tmp = tempPathBeside(file);
  let placed = false;
  try {
    const fh = await fs.open(tmp, 'wx', o.mode ?? 0o600);
    try {
      await fh.writeFile(content);
      if (o.durable !== false) await fh.sync();
    } finally {
      await fh.close();
    }
    await placeFile(tmp, file, o.exclusive === true);
    placed = true;
    if (o.durable !== false) await syncFolder(folder);
  } finally {
    if (!placed) await fs.rm(tmp, { force: true }).catch(() => undefined);
    tempDone(tmp);
  }
}

/** Moves a finished, synced temp file into place; `exclusive` never replaces a file that exists (EEXIST). */
export async function placeFile(tmp: string, file: string, exclusive: boolean): Promise<void> {
  if (!exclusive) {
    await fs.rename(tmp, file);
    return;
  }
  try {
    await fs.link(tmp, file);
    await fs.unlink(tmp);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw e;
    // File systems without hard links (FAT, some network shares): check, then rename.
    if (
      await fs.stat(file).then(
        () => true,
        () => false,
      )
    )
      throw Object.assign(new Error(`${file} exists`), { code: 'EEXIST' });
    await fs.rename(tmp, file);
  }
}

/** The synchronous twin of {@link writeFileDurable}, for the few callers that must not yield (locks, exit handlers). */
export function writeFileDurableSync(file: string, content: string | Uint8Array, o: DurableWriteOptions = {}): void {
  const folder = path.dirname(file);
  if (o.makeFolder !== false) mkdirSync(folder, { recursive: true });
  const tmp = tempPathBeside(file);
  let placed = false;
  try {
    const fd = openSync(tmp, 'wx', o.mode ?? 0o600);
    try {
      writeSync(fd, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
      if (o.durable !== false) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (o.exclusive === true) {
      linkSync(tmp, file);
      unlinkSync(tmp);
    } else {
      renameSync(tmp, file);
    }
    placed = true;
    if (o.durable !== false) syncFolderSync(folder);
  } finally {
    if (!placed) rmSync(tmp, { force: true });
    tempDone(tmp);
  }
}
