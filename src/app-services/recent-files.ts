// The last workbooks opened from disk (Electron), newest first.
import { basename, join } from 'node:path';
import { z } from 'zod';
import type { RecentFile } from '../shared/contract';
import { RecentFileSchema } from '../shared/contract';
import { readJsonFile, writeJsonFile } from './json-file';

const MAX_RECENT = 10;

export class RecentFiles {
  private readonly path: string;
  constructor(dataDir: string) {
    this.path = join(dataDir, 'recent-files.json');
  }

  list(): Promise<RecentFile[]> {
    return readJsonFile(this.path, z.array(RecentFileSchema), []);
  }

  async add(path: string): Promise<RecentFile[]> {
    const next = [
      { path, name: basename(path), openedAt: new Date().toISOString() },
      ...(await this.list()).filter((f) => f.path !== path),
    ].slice(0, MAX_RECENT);
    await writeJsonFile(this.path, next);
    return next;
  }
}
