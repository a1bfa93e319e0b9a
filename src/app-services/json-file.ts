// Small JSON files in the data folder (profiles, recent files), written through the one durable atomic write.
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { writeFileDurable } from '../engine/fs/durable-write';

export async function readJsonFile<T>(path: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
  try {
    const parsed = schema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export async function writeJsonFile(path: string, value: unknown, mode = 0o600): Promise<void> {
  await writeFileDurable(path, JSON.stringify(value, null, 2), { mode });
}
