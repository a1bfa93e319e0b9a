// The faulty answers one service address has given us over the rolling hour, shared through a file by every process
// using the data folder, so no run, window or log-in pushes the address past the service's limit (error 12).
// Besides the faults it holds reservations: room taken by requests in flight, so two processes cannot both spend
// the last of the budget. Every read-modify-write happens under an exclusive lock file; a holder keeps the room of
// its requests in flight reserved between one request and the next, so a busy upload does not rewrite the file twice
// per batch (see Holding).
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
  /**
   * Gives back the room this holder keeps reserved between requests (it does so by itself once idle for a moment);
   * call when done with the service, before the process ends.
   */
  release(): Promise<void>;
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
  const run = previous
    .catch(() => undefined)
    .then(async () => {
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

/** How long a holder keeps room it is not using before giving it back to the file (ms). */
const IDLE_RELEASE_MS = 200;

/**
 * This holder's reservation in the file: the room of its requests in flight, kept between them while it is busy.
 * An upload settles a batch and reserves the next one many times a second; the room moves between them here, in
 * memory, and the file (locked, read, written durably) changes only when more room is needed, when an answer was
 * faulty, when the reservation nears its end, and once the holder is idle.
 */
interface Holding {
  readonly id: string;
  /** Room this holder may hand out: what the file reserves for it (for a moment the file may hold more, never less). */
  count: number;
  /** Room handed out to requests in flight (never more than `count`). */
  inUse: number;
  until: number;
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
  const holding: Holding = { id: randomBytes(6).toString('hex'), count: 0, inUse: 0, until: 0 };
  let idleTimer: NodeJS.Timeout | null = null;
  /** File changes queued or under way; room is handed out without one only while there are none. */
  let changing = 0;
  /** Faulty answers settled but not yet in the file: room no reservation of this holder may get. */
  let unwrittenFaults = 0;

  /** `commit` runs once the new content is durable, still under the lock: the holder's state follows the file. */
  type Edit<T> = (c: LedgerContent, at: number) => { content: LedgerContent; commit: () => T } | null;
  const change = async <T>(edit: Edit<T>): Promise<T | null> => {
    changing += 1;
    try {
      return await underLock(file, async () => {
        const at = now();
        const current = prune(await readContent(file, address), at);
        const edited = edit(current, at);
        last = edited?.content ?? current;
        if (edited === null) return null;
        await writeFileDurable(file, JSON.stringify(edited.content));
        return edited.commit();
      });
    } finally {
      changing -= 1;
    }
  };

  const othersIn = (c: LedgerContent): number =>
    c.reservations.reduce((n, r) => (r.id === holding.id ? n : n + r.count), 0);
  /** Room for new requests of this holder: what nobody else holds, less its own requests in flight. */
  const roomIn = (c: LedgerContent): number => usable - c.faults.length - unwrittenFaults - othersIn(c) - holding.inUse;
  /**
   * The file's content with `faults` more faults and this holder's reservation set to `count`, plus the room of
   * faulty answers settled but not yet written (until they are, that room stays reserved for everybody else).
   */
  const withHolding = (c: LedgerContent, count: number, until: number, faults: number, at: number): LedgerContent => {
    const others = c.reservations.filter((r) => r.id !== holding.id);
    const reserved = count + unwrittenFaults - faults;
    const own = reserved > 0 ? [{ id: holding.id, pid: process.pid, count: reserved, until }] : [];
    const added = faults > 0 ? Array.from({ length: faults }, () => at) : [];
    return { ...c, faults: [...c.faults, ...added], reservations: [...others, ...own] };
  };
  /** Writes this holder's reservation down to what its requests in flight use, adding `faults`. */
  const shrink = (faults: number): Promise<unknown> =>
    change((c, at) => {
      const count = holding.inUse;
      if (faults <= 0 && count === holding.count) return null;
      return {
        content: withHolding(c, count, holding.until, faults, at),
        commit: () => {
          holding.count = Math.min(holding.count, count);
          unwrittenFaults -= faults;
        },
      };
    });
  const scheduleIdleRelease = (): void => {
    if (idleTimer !== null || holding.inUse > 0 || holding.count === 0) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (holding.inUse === 0) void shrink(0).catch(() => undefined);
    }, IDLE_RELEASE_MS);
    // A process ending while it holds room leaves a reservation naming a dead PID: other holders drop it.
    idleTimer.unref();
  };
  const handOut = (count: number): FaultReservation => {
    holding.inUse += count;
    return { id: `${holding.id}-${randomBytes(4).toString('hex')}`, count };
  };

  // A reservation may be settled by the client and again by the run that took it: the first settles, others no-op.
  const settledIds = new Set<string>();

  return {
    file,
    address,
    limit,
    usable,
    reserve: async (count) => {
      // Room this holder already has reserved and is not using: handed out without a file change.
      const fresh = holding.until - now() > RESERVATION_MS / 2;
      if (changing === 0 && fresh && holding.count - holding.inUse >= count) return handOut(count);
      return change<FaultReservation>((c, at) => {
        if (count > roomIn(c)) return null;
        const target = Math.max(holding.count, holding.inUse + count);
        const until = at + RESERVATION_MS;
        // Added to the holder's room, not set: room settled as faulty while the file was written stays spent.
        const growth = target - holding.count;
        return {
          content: withHolding(c, target, until, 0, at),
          commit: () => {
            holding.count += growth;
            holding.until = until;
            return handOut(count);
          },
        };
      });
    },
    settle: async (reservation, faults) => {
      if (settledIds.has(reservation.id)) return;
      settledIds.add(reservation.id);
      holding.inUse = Math.max(0, holding.inUse - reservation.count);
      if (faults > 0) {
        // Spent: this room is never handed out again, and the faults are counted in the file at once, durably.
        holding.count = Math.max(holding.inUse, holding.count - reservation.count);
        unwrittenFaults += faults;
        await shrink(faults);
      } else {
        // Given back: it stays with this holder for its next request, and goes back to the file once it is idle.
        scheduleIdleRelease();
      }
    },
    record: async (count) => {
      if (count <= 0) return;
      await change((c, at) => ({
        content: { ...c, faults: [...c.faults, ...Array.from({ length: count }, () => at)] },
        commit: () => true,
      }));
    },
    release: async () => {
      if (idleTimer !== null) clearTimeout(idleTimer);
      idleTimer = null;
      await shrink(0);
    },
    refresh: async () => {
      last = prune(await readContent(file, address), now());
    },
    available: () => Math.max(0, roomIn((last = prune(last, now())))),
    used: () => (last = prune(last, now())).faults.length,
    nextReleaseAt: () => {
      const first = (last = prune(last, now())).faults[0];
      return first === undefined ? null : new Date(first + HOUR_MS);
    },
  };
}
