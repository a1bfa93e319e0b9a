// The faulty answers one service address has given us over the rolling hour, shared through a file by every process
// using the data folder, so no run, window or log-in pushes the address past the service's limit (error 12).
// Besides the faults it holds reservations: room taken by requests in flight, so two processes cannot both spend
// the last of the budget. Every read-modify-write happens under an exclusive lock file; a holder keeps the room of
// its requests in flight reserved between one request and the next, so a busy upload does not rewrite the file twice
// per batch (see Holding). State that cannot be trusted makes it more careful, never less (docs/upload.md, "The fault
// budget"): a damaged file is moved aside and the address taken as spent for the rest of the hour since the file was
// last written; reservations of processes that are gone (exited, zombies, PIDs reused) are dropped.
import { promises as fs } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { FAULT_LIMIT_PER_HOUR, formatBoth } from '../../catalog';
import { writeFileDurable } from '../fs/durable-write';
import { acquireExclusiveLock } from '../fs/exclusive-lock';
import { ownProcessIdentity } from '../fs/process-liveness';
import type { LedgerContent, LedgerDistrust, RoomHolder } from './fault-ledger-file';
import {
  HOUR_MS,
  RESERVATION_MS,
  assumedSpentAt,
  distrustIn,
  faultLedgerFile,
  holdersIn,
  prune,
  readLedger,
  unwritable,
} from './fault-ledger-file';
import type { ServiceAddress } from './service-address';
import { resolveServiceAddress } from './service-address';
import { FAULT_LEDGER_MESSAGES } from './fault-ledger-messages';

export type { LedgerDistrust, RoomHolder } from './fault-ledger-file';
export { faultLedgerFile } from './fault-ledger-file';

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
  /**
   * From the next time this holder takes room on, it takes room for `count` answers (as much as there is), and keeps
   * it while idle for a while (2 s, not 200 ms), until {@link release}: a run's reference data, look-ups and first
   * batch then take room with one write of the file, not one each (docs/upload.md, "Room kept for the run").
   */
  keepRoom(count: number): void;
  /** Reads the shared count again (other processes' faults and reservations). */
  refresh(): Promise<void>;
  /** Room left as last read: usable less the faults of the hour and the room reserved by requests in flight. */
  available(): number;
  /** Faults counted in the last hour, as last read. */
  used(): number;
  /** When the oldest counted fault leaves the hour, or null when none is counted. */
  nextReleaseAt(): Date | null;
  /** Other live processes holding room, as last read. */
  holders(): readonly RoomHolder[];
  /** Why the budget is taken as spent (a damaged or unwritable file), as last read; null when it is trusted. */
  distrust(): LedgerDistrust | null;
  /** A damaged file this holder found and moved aside: to be told to the user once. */
  readonly damageFound: LedgerDistrust | null;
  /**
   * Waits (at most `maxWaitMs`) while other live processes hold the room `count` needs; `onWait` is called once with
   * them when it starts waiting. True once there is room; false when there is none that waiting could bring.
   */
  waitForRoom(count: number, o?: WaitForRoomOptions): Promise<boolean>;
}

export interface WaitForRoomOptions {
  /** Default one minute: a request in flight gives its room back within its time-out. */
  readonly maxWaitMs?: number;
  readonly signal?: AbortSignal;
  readonly onWait?: (holders: readonly RoomHolder[]) => void;
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
 * The same for room kept for a run ({@link FaultLedger.keepRoom}): longer than a run's planning between its reference
 * data and its first batch, and still bounded, so a holder never released (an early return) gives it back by itself.
 */
const KEPT_IDLE_RELEASE_MS = 2000;

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
  /** When it took room after holding none (ms), named to other processes waiting for it. */
  since: number;
}

function unresolved(service: ServiceAddress): LedgerDistrust {
  const why = service.problem ?? 'no address';
  return {
    kind: 'unresolved',
    notice: formatBoth(FAULT_LEDGER_MESSAGES.unresolved, { baseUrl: service.baseUrl, why }),
    until: null,
  };
}

/** Where the count of a service is kept; `unresolved` while its host name does not resolve. */
interface Place {
  readonly address: string;
  readonly file: string;
  readonly unresolved: LedgerDistrust | null;
}

async function placeOf(dir: string, baseUrl: string): Promise<Place> {
  const service = await resolveServiceAddress(baseUrl);
  const file = faultLedgerFile(dir, service.key);
  return { address: service.key, file, unresolved: service.resolved ? null : unresolved(service) };
}

/** How often a name that did not resolve is tried again (ms). */
const RESOLVE_AGAIN_MS = 1000;

/** `commit` runs once the new content is durable, still under the lock: the holder's state follows the file. */
type Edit<T> = (c: LedgerContent, at: number) => { content: LedgerContent; commit: () => T } | null;

/** The ledger of one service as this process holds it: the file's last content and this holder's room. */
class SharedFaultLedger implements FaultLedger {
  private placeTried = Date.now();
  private readonly ownProcess = ownProcessIdentity();
  private last: LedgerContent;
  private readonly holding: Holding = { id: randomBytes(6).toString('hex'), count: 0, inUse: 0, until: 0, since: 0 };
  private idleTimer: NodeJS.Timeout | null = null;
  /** Reservations handed out so far (their ids). */
  private handedOut = 0;
  /** File changes queued or under way; room is handed out without one only while there are none. */
  private changing = 0;
  /** Settles when the latest change queued is done (never rejects): a reservation waits for it, see reserve. */
  private changed: Promise<unknown> = Promise.resolve();
  /** Room taken at once and kept while idle, until release ({@link FaultLedger.keepRoom}); 0: none kept. */
  private kept = 0;
  /** Faulty answers settled but not yet in the file: room no reservation of this holder may get. */
  private unwrittenFaults = 0;
  /** The file cannot be used (damaged and left in place, or not writable): no room at all until it can. */
  private trouble: LedgerDistrust | null = null;
  private found: LedgerDistrust | null = null;
  /** A reservation may be settled by the client and again by the run that took it: the first settles, others no-op. */
  private readonly settledIds = new Set<string>();

  constructor(
    private readonly options: FaultLedgerOptions,
    private place: Place,
    readonly limit: number,
    readonly usable: number,
    private readonly now: () => number,
  ) {
    this.last = { address: place.address, faults: [], reservations: [] };
  }

  get file(): string {
    return this.place.file;
  }

  get address(): string {
    return this.place.address;
  }

  get damageFound(): LedgerDistrust | null {
    return this.found;
  }

  readonly reserve = async (count: number): Promise<FaultReservation | null> => {
    const holding = this.holding;
    // Behind a change under way (another request of this holder taking room): the room it takes may serve this one
    // too, so two requests asked together are not written to the file one after the other.
    while (this.changing > 0) await this.changed;
    // Room this holder already has reserved and is not using: handed out without a file change.
    const fresh = holding.until - this.now() > RESERVATION_MS / 2;
    if (fresh && this.trouble === null && holding.count - holding.inUse >= count) return this.handOut(count);
    return this.change<FaultReservation>((c, at) => {
      const room = this.roomIn(c, at);
      if (count > room) return null;
      // Room kept for the run is taken at once, as much as there is (never more than nobody else holds).
      const target = Math.max(holding.count, holding.inUse + count, Math.min(this.kept, holding.inUse + room));
      const until = at + RESERVATION_MS;
      // Added to the holder's room, not set: room settled as faulty while the file was written stays spent.
      const growth = target - holding.count;
      const content = this.withHolding(c, target, until, 0, at);
      return {
        content,
        commit: () => {
          if (holding.count === 0 && holding.inUse === 0) holding.since = at;
          holding.count += growth;
          holding.until = until;
          return this.handOut(count);
        },
      };
    });
  };

  readonly settle = async (reservation: FaultReservation, faults: number): Promise<void> => {
    if (this.settledIds.has(reservation.id)) return;
    this.settledIds.add(reservation.id);
    const holding = this.holding;
    holding.inUse = Math.max(0, holding.inUse - reservation.count);
    if (faults > 0) {
      // Spent: this room is never handed out again, and the faults are counted in the file at once, durably.
      // When the file cannot be written they stay counted here (unwrittenFaults), so no room comes of them.
      holding.count = Math.max(holding.inUse, holding.count - reservation.count);
      this.unwrittenFaults += faults;
      await this.shrink(faults);
    } else {
      // Given back: it stays with this holder for its next request, and goes back to the file once it is idle.
      this.scheduleIdleRelease();
    }
  };

  readonly record = async (count: number): Promise<void> => {
    if (count <= 0) return;
    const written = await this.change((c, at) => ({
      content: { ...c, faults: [...c.faults, ...Array.from({ length: count }, () => at)] },
      commit: () => true,
    }));
    if (written === null) this.unwrittenFaults += count;
  };

  readonly release = async (): Promise<void> => {
    this.kept = 0;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    await this.shrink(0);
  };

  readonly keepRoom = (count: number): void => {
    this.kept = Math.max(0, Math.floor(count));
  };

  readonly refresh = async (): Promise<void> => {
    await this.change(() => null);
  };

  readonly available = (): number => Math.max(0, this.roomIn(this.current(), this.now()));

  readonly used = (): number => this.current().faults.length;

  readonly nextReleaseAt = (): Date | null => {
    const first = this.current().faults[0];
    return first === undefined ? null : new Date(first + HOUR_MS);
  };

  readonly holders = (): readonly RoomHolder[] => holdersIn(this.current(), this.holding.id);

  readonly distrust = (): LedgerDistrust | null => this.trouble ?? distrustIn(this.current(), this.now());

  readonly waitForRoom = async (count: number, wait: WaitForRoomOptions = {}): Promise<boolean> => {
    const deadline = Date.now() + (wait.maxWaitMs ?? 60_000);
    let told = false;
    for (;;) {
      await this.refresh();
      if (this.available() >= count) return true;
      const held = this.holders();
      const heldRoom = held.reduce((n, h) => n + h.count, 0);
      const waitLeft = deadline - Date.now();
      if (heldRoom === 0 || this.available() + heldRoom < count || waitLeft <= 0 || wait.signal?.aborted === true) {
        return false;
      }
      if (!told) wait.onWait?.(held);
      told = true;
      await pause(Math.min(250, waitLeft));
    }
  };

  /** A name that did not resolve is tried again: the count is kept under its address once it does. */
  private async located(): Promise<Place> {
    if (this.place.unresolved !== null && Date.now() - this.placeTried >= RESOLVE_AGAIN_MS) {
      this.placeTried = Date.now();
      this.place = await placeOf(this.options.dir, this.options.baseUrl);
    }
    return this.place;
  }

  /** Null when the edit was declined or the file could not be used ({@link trouble} says why). */
  private change<T>(edit: Edit<T>): Promise<T | null> {
    const done = this.changeNow(edit);
    this.changed = done.catch(() => undefined);
    return done;
  }

  private async changeNow<T>(edit: Edit<T>): Promise<T | null> {
    this.changing += 1;
    try {
      const { file, address, unresolved: unknown } = await this.located();
      if (unknown !== null) {
        this.trouble = unknown;
        return null;
      }
      return await underLock(file, async () => {
        const at = this.now();
        const read = await readLedger(file, address, at);
        this.found ??= read.replaced;
        this.trouble = read.keepOff;
        const current = prune(read.content, at);
        this.last = current;
        // Damaged and not moved aside: never written over (read-state-file.ts).
        if (read.keepOff !== null) return null;
        const edited = edit(current, at);
        const content = edited?.content ?? current;
        if (edited !== null || read.replaced !== null) await writeFileDurable(file, JSON.stringify(content));
        this.last = content;
        return edited === null ? null : edited.commit();
      });
    } catch (e) {
      this.trouble = unwritable(this.place.file, e);
      return null;
    } finally {
      this.changing -= 1;
    }
  }

  private othersIn(c: LedgerContent): number {
    return c.reservations.reduce((n, r) => (r.id === this.holding.id ? n : n + r.count), 0);
  }

  /** Room for new requests of this holder: what nobody else holds, less its own requests in flight. */
  private roomIn(c: LedgerContent, at: number): number {
    return this.trouble !== null || assumedSpentAt(c, at)
      ? 0
      : this.usable - c.faults.length - this.unwrittenFaults - this.othersIn(c) - this.holding.inUse;
  }

  /**
   * The file's content with `faults` more faults and this holder's reservation set to `count`, plus the room of
   * faulty answers settled but not yet written (until they are, that room stays reserved for everybody else).
   */
  private withHolding(c: LedgerContent, count: number, until: number, faults: number, at: number): LedgerContent {
    const { holding, ownProcess } = this;
    const others = c.reservations.filter((r) => r.id !== holding.id);
    const reserved = count + this.unwrittenFaults - faults;
    const since = holding.count > 0 || holding.inUse > 0 ? holding.since : at;
    const own =
      reserved > 0
        ? [{ id: holding.id, pid: ownProcess.pid, startTime: ownProcess.startTime, since, count: reserved, until }]
        : [];
    const added = faults > 0 ? Array.from({ length: faults }, () => at) : [];
    return { ...c, faults: [...c.faults, ...added], reservations: [...others, ...own] };
  }

  /** Writes this holder's reservation down to what its requests in flight use, adding `faults`. */
  private shrink(faults: number): Promise<unknown> {
    const holding = this.holding;
    return this.change((c, at) => {
      const count = holding.inUse;
      if (faults <= 0 && count === holding.count) return null;
      return {
        content: this.withHolding(c, count, holding.until, faults, at),
        commit: () => {
          holding.count = Math.min(holding.count, count);
          this.unwrittenFaults -= faults;
        },
      };
    });
  }

  private scheduleIdleRelease(): void {
    const holding = this.holding;
    if (this.idleTimer !== null || holding.inUse > 0 || holding.count === 0) return;
    this.idleTimer = setTimeout(
      () => {
        this.idleTimer = null;
        if (holding.inUse === 0) void this.shrink(0);
      },
      this.kept > 0 ? KEPT_IDLE_RELEASE_MS : IDLE_RELEASE_MS,
    );
    // A process ending while it holds room leaves a reservation naming a dead PID: other holders drop it.
    this.idleTimer.unref();
  }

  /**
   * A reservation's id only tells this ledger's reservations apart (settled once each), so a count serves: random
   * bytes drawn per batch were CPU on the path from an answer to the next batch.
   */
  private handOut(count: number): FaultReservation {
    this.holding.inUse += count;
    return { id: `${this.holding.id}-${++this.handedOut}`, count };
  }

  private current(): LedgerContent {
    return (this.last = prune(this.last, this.now()));
  }
}

/** Opens the ledger of the service `baseUrl` reaches; see the module title. */
export async function openFaultLedger(options: FaultLedgerOptions): Promise<FaultLedger> {
  const limit = options.limit ?? FAULT_LIMIT_PER_HOUR;
  const margin = options.margin ?? Math.max(1, Math.ceil(limit * 0.1));
  await fs.mkdir(options.dir, { recursive: true });
  const place = await placeOf(options.dir, options.baseUrl);
  const ledger = new SharedFaultLedger(options, place, limit, Math.max(0, limit - margin), options.now ?? Date.now);
  await ledger.refresh();
  return ledger;
}
