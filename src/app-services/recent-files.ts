// The last workbooks opened from disk (Electron), newest first.
import { basename, join } from 'node:path';
import { z } from 'zod';
import type { StateNotice } from '../engine/fs/read-state-file';
import { readStateFile, writeStateFile } from '../engine/fs/read-state-file';
import type { RecentFile } from '../shared/contract';
import { RecentFileSchema } from '../shared/contract';
import { APP_STATE_MESSAGES } from './app-state-messages';

const MAX_RECENT = 10;
const WHAT: StateNotice = APP_STATE_MESSAGES.recentFiles;

export class RecentFiles {
  private readonly path: string;
  /** A damaged list found while reading (moved aside), for the app to show once. */
  readonly notices: StateNotice[] = [];
  constructor(dataDir: string) {
    this.path = join(dataDir, 'recent-files.json');
  }

  async list(): Promise<RecentFile[]> {
    return (await this.read()).files;
  }

  async add(path: string): Promise<RecentFile[]> {
    const { files, writable } = await this.read();
    const next = [
      { path, name: basename(path), openedAt: new Date().toISOString() },
      ...files.filter((f) => f.path !== path),
    ].slice(0, MAX_RECENT);
    if (writable) await writeStateFile(this.path, next);
    return next;
  }

  /** `writable` is false while a damaged list that could not be moved aside is in the way (never written over). */
  private async read(): Promise<{ files: RecentFile[]; writable: boolean }> {
    const read = await readStateFile(this.path, z.array(RecentFileSchema), { what: WHAT });
    switch (read.kind) {
      case 'ok':
        return { files: read.value, writable: true };
      case 'missing':
        return { files: [], writable: true };
      case 'damaged':
        this.notices.push(read.notice);
        return { files: [], writable: read.movedTo !== null };
    }
  }
}
