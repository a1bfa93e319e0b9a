// Past runs per office for the History view. TEMPORARY own file until the engine's journal offers a listing.
import { join } from 'node:path';
import { z } from 'zod';
import type { HistoryEntry } from '../shared/contract';
import { HistoryEntrySchema } from '../shared/contract';
import { readJsonFile, writeJsonFile } from './json-file';

export class HistoryStore {
  private readonly path: string;
  constructor(dataDir: string) {
    this.path = join(dataDir, 'history.json');
  }

  async list(officeId?: number): Promise<HistoryEntry[]> {
    const all = await readJsonFile(this.path, z.array(HistoryEntrySchema), []);
    return all.filter((e) => officeId === undefined || e.officeId === officeId).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  }

  async add(entry: HistoryEntry): Promise<void> {
    const all = await readJsonFile(this.path, z.array(HistoryEntrySchema), []);
    await writeJsonFile(this.path, [...all.filter((e) => e.runId !== entry.runId), entry].slice(-500));
  }
}
