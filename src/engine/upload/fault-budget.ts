// Faulty answers counted over a rolling hour per service, persisted so the count spans runs, to stay clear of error 12.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { FAULT_LIMIT_PER_HOUR } from '../../catalog';
import { writeFileDurable } from '../fs/durable-write';

const HOUR_MS = 60 * 60 * 1000;

export interface FaultBudgetOptions {
  /** Folder of the budget files (one JSON file per base URL). */
  readonly dir: string;
  readonly baseUrl: string;
  /** The service's limit per rolling hour (default {@link FAULT_LIMIT_PER_HOUR}). */
  readonly limit?: number;
  /** Faults kept in reserve below the limit (default 10% of it, at least 1). */
  readonly margin?: number;
  readonly now?: () => number;
}

export interface FaultBudget {
  /** How many more faulty answers may come in the current hour without reaching the safety line. */
  available(): number;
  /** Adds `count` faulty answers now (persisted before it resolves). */
  record(count: number): Promise<void>;
  /** When the budget next grows (the oldest counted fault leaves the hour), or null when nothing is counted. */
  nextReleaseAt(): Date | null;
  /** Faults counted in the last hour. */
  used(): number;
  readonly usable: number;
  readonly file: string;
}

const fileSchema = z.object({ baseUrl: z.string(), faults: z.array(z.number()) });

export function faultBudgetFile(dir: string, baseUrl: string): string {
  const hash = createHash('sha256').update(baseUrl.replace(/\/+$/, '')).digest('hex').slice(0, 16);
  return path.join(dir, `fault-budget-${hash}.json`);
}

async function readFaults(file: string): Promise<number[]> {
  try {
    const parsed = fileSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
    return parsed.success ? parsed.data.faults : [];
  } catch {
    // Missing or unreadable: start counting afresh; the service's own count still protects it.
    return [];
  }
}

export async function openFaultBudget(o: FaultBudgetOptions): Promise<FaultBudget> {
  const limit = o.limit ?? FAULT_LIMIT_PER_HOUR;
  const margin = o.margin ?? Math.max(1, Math.ceil(limit * 0.1));
  const usable = Math.max(0, limit - margin);
  const now = o.now ?? Date.now;
  await fs.mkdir(o.dir, { recursive: true });
  const file = faultBudgetFile(o.dir, o.baseUrl);
  let faults = await readFaults(file);
  const prune = (list: number[]): number[] => list.filter((t) => t > now() - HOUR_MS).sort((a, b) => a - b);
  faults = prune(faults);
  let writing: Promise<void> = Promise.resolve();

  return {
    usable,
    file,
    used: () => (faults = prune(faults)).length,
    available: () => Math.max(0, usable - (faults = prune(faults)).length),
    nextReleaseAt: () => {
      const first = (faults = prune(faults))[0];
      return first === undefined ? null : new Date(first + HOUR_MS);
    },
    record(count) {
      if (count <= 0) return writing;
      const at = now();
      writing = writing.then(async () => {
        // The file holds every fault this process recorded before, plus those of other runs meanwhile.
        const merged = await readFaults(file);
        for (let i = 0; i < count; i++) merged.push(at);
        faults = prune(merged);
        await writeFileDurable(file, JSON.stringify({ baseUrl: o.baseUrl, faults }));
      });
      return writing;
    },
  };
}
