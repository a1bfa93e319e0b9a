// The faulty answers one service address has given us over the rolling hour, shared through a file by every process
// using the data folder, so no run, window or log-in pushes the address past the service's limit (error 12).
// Besides the faults it holds reservations: room taken by requests in flight, so two processes cannot both spend
// the last of the budget. Every read-modify-write happens under an exclusive lock file.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { FAULT_LIMIT_PER_HOUR } from '../../catalog';
import { writeFileDurable } from '../fs/durable-write';
import { acquireExclusiveLock } from '../fs/exclusive-lock';
import { resolveServiceAddress } from './service-address';

const HOUR_MS = 60 * 60 * 1000;
/** A reservation outlives any request; one left by a process that died is dropped once its owner is gone. */
const RESERVATION_MS = 10 * 60 * 1000;

export interface FaultLedgerOptions {
  /** Folder of the ledger files (one per service address). */
  readonly dir: string;
  readonly baseUrl: string;
  /** The service's limit per rolling hour (default {@link FAULT_LIMIT_PER_HOUR}). */
  readonly limit?: number;
  /** Faults kept in reserve below the limit (default 10% of it, at least 1). */
  readonly margin?: number;
  readonly now?: () => number;
}

export interface FaultReservation {
  readonly id: string;
  readonly count: number;
}

export interface FaultLedger {
  readonly file: string;
  /** The service address the count belongs to ({@link resolveServiceAddress}). */
  readonly address: string;
  readonly limit: number;
  /** Faults allowed before stopping: the limit less the margin. */
  readonly usable: number;
  /** Takes room for `count` answers that may all be faulty; null (nothing taken) when there is not that much room. */
  reserve(count: number): Promise<FaultReservation | null>;
  /** The answers came: `faults` of them were faulty; the rest of the room is given back. */
  settle(reservation: FaultReservation, faults: number): Promise<void>;
  /** Adds `count` faulty answers now, without a reservation. */
  record(count: number): Promise<void>;
  /** Reads the shared count again (other processes' faults and reservations). */
  refresh(): Promise<void>;
  /** Room left as last read: usable less the faults of the hour and the room reserved by requests in flight. */
  available(): number;
  /** Faults counted in the last hour, as last read. */
  used(): number;
  /** When the oldest counted fault leaves the hour, or null when none is counted. */
  nextReleaseAt(): Date | null;
}

const reservationSchema = z.object({ id: z.string(), pid: z.number(), count: z.number(), until: z.number() });
const fileSchema = z.object({
  address: z.string(),
  faults: z.array(z.number()),
  reservations: z.array(reservationSchema).default([]),
});
type LedgerContent = z.infer<typeof fileSchema>;

export function faultLedgerFile(dir: string, address: string): string {
  const hash = createHash('sha256').update(address).digest('hex').slice(0, 16);
  return path.join(dir, `fault-budget-${hash}.json`);
}

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readContent(file: string, address: string): Promise<LedgerContent> {
  try {
    const parsed = fileSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Missing or unreadable: count afresh; the service's own count still protects it.
  }
  return { address, faults: [], reservations: [] };
}

function prune(c: LedgerContent, now: number): LedgerContent {
  return {
    address: c.address,
    faults: c.faults.filter((t) => t > now - HOUR_MS).sort((a, b) => a - b),
    reservations: c.reservations.filter((r) => r.until > now && processAlive(r.pid)),
  };
}

/** One chain per ledger file in this process: the lock file guards against other processes, this against ourselves. */
const chains = new Map<string, Promise<unknown>>();

const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function underLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const previous = chains.get(file) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(async () => {
    const lockFile = `${file}.lock`;
    for (let attempt = 0; ; attempt++) {
      const lock = acquireExclusiveLock(lockFile);
      if (lock.ok) {
        try {
          return await work();
        } finally {
          lock.value.release();
        }
      }
      if (lock.error.kind === 'io' || attempt > 2000) throw new Error(`The fault count ${file} could not be locked.`);
      await pause(2 + Math.floor(Math.random() * 8));
    }
  });
  chains.set(file, run);
  try {
    return await run;
  } finally {
    if (chains.get(file) === run) chains.delete(file);
  }
}

/** Opens the ledger of the service `baseUrl` reaches; see the module title. */
export async function openFaultLedger(o: FaultLedgerOptions): Promise<FaultLedger> {
  const limit = o.limit ?? FAULT_LIMIT_PER_HOUR;
  const margin = o.margin ?? Math.max(1, Math.ceil(limit * 0.1));
  const usable = Math.max(0, limit - margin);
  const now = o.now ?? Date.now;
  const address = (await resolveServiceAddress(o.baseUrl)).key;
  await fs.mkdir(o.dir, { recursive: true });
  const file = faultLedgerFile(o.dir, address);
  let last: LedgerContent = prune(await readContent(file, address), now());

  type Edit<T> = (c: LedgerContent, at: number) => { content: LedgerContent; value: T } | null;
  const change = <T>(edit: Edit<T>): Promise<T | null> =>
    underLock(file, async () => {
      const at = now();
      const current = prune(await readContent(file, address), at);
      const edited = edit(current, at);
      last = edited?.content ?? current;
      if (edited === null) return null;
      await writeFileDurable(file, JSON.stringify(edited.content));
      return edited.value;
    });

  // A reservation may be settled by the client and again by the run that took it: the first settles, others no-op.
  const settledIds = new Set<string>();
  const reservedIn = (c: LedgerContent): number => c.reservations.reduce((n, r) => n + r.count, 0);
  const roomIn = (c: LedgerContent): number => usable - c.faults.length - reservedIn(c);

  return {
    file,
    address,
    limit,
    usable,
    reserve: (count) => change<FaultReservation>((c, at) => {
      if (count > roomIn(c)) return null;
      const r = { id: randomBytes(6).toString('hex'), pid: process.pid, count, until: at + RESERVATION_MS };
      return { content: { ...c, reservations: [...c.reservations, r] }, value: { id: r.id, count } };
    }),
    settle: async (reservation, faults) => {
      if (settledIds.has(reservation.id)) return;
      settledIds.add(reservation.id);
      await change((c, at) => ({
        content: {
          ...c,
          faults: [...c.faults, ...Array.from({ length: Math.max(0, faults) }, () => at)],
          reservations: c.reservations.filter((r) => r.id !== reservation.id),
        },
        value: true,
      }));
    },
    record: async (count) => {
      if (count <= 0) return;
      await change((c, at) => ({
        content: { ...c, faults: [...c.faults, ...Array.from({ length: count }, () => at)] }, value: true,
      }));
    },
    refresh: async () => {
      last = prune(await readContent(file, address), now());
    },
    available: () => Math.max(0, roomIn(last = prune(last, now()))),
    used: () => (last = prune(last, now())).faults.length,
    nextReleaseAt: () => {
      const first = (last = prune(last, now())).faults[0];
      return first === undefined ? null : new Date(first + HOUR_MS);
    },
  };
}
