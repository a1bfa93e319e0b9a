// Sends queued items in chunks with a few chunks in flight. A chunk starts only once the fault budget has admitted
// it: room reserved for every item failing, so the chunks in flight can never carry the count past the safety line.
// Every item, rows that passed every local check included: docs/upload.md ("Why every item in flight takes room").
// Knows nothing of rows or journals: `prepare` and `send` do.
//
// With a clean budget the room is one batch, so batches go one after another. What a chunk needs before it may leave
// (the journal's intent, fsynced) is then done for the next chunks while the current one is in flight: up to
// `aheadChunks` chunks are prepared ahead, each sized to the room the chunks in flight will give back, and sent the
// moment that room is admitted.

/** Room taken for a chunk; handed to `send`, which gives it back with the faults counted. */
export type Admission<Ticket> = { readonly size: number; readonly ticket: Ticket } | null;

export interface SchedulerOptions<T, Ticket, Prepared = readonly T[]> {
  /** Chunks in flight at once. */
  readonly concurrency: number;
  /** Items per chunk at most. */
  readonly chunkSize: number;
  /** Reserves room for at most `want` items; null when there is none now. */
  readonly admit: (want: number) => Promise<Admission<Ticket>>;
  /**
   * Makes a chunk ready to send (may run while other chunks are in flight, before its admission). Without it (and
   * `withdraw`) a chunk is its own preparation and nothing is prepared ahead.
   */
  readonly prepare?: (chunk: readonly T[]) => Promise<Prepared>;
  /** Undoes the preparation of a chunk that is not sent after all (stopped, no room); its items are queued again. */
  readonly withdraw?: (prepared: Prepared) => Promise<void>;
  /**
   * Chunks prepared ahead at most (default 1). More than one when a preparation can take longer than a round trip
   * (a datasync on a busy disk against a service on the same machine): the next chunk is then ready when room comes.
   */
  readonly aheadChunks?: number;
  /** Sends a prepared chunk under its admission; resolves with the items to queue again (any backoff waited). */
  readonly send: (prepared: Prepared, ticket: Ticket) => Promise<readonly T[]>;
  /** Gives back an admission no chunk used. */
  readonly unused: (ticket: Ticket) => Promise<void>;
  /** True once no new chunk may start (stop, cancel, journal failure). */
  readonly stopped: () => boolean;
  /** No room, and nothing in flight can free any: the caller stops the run. */
  readonly onNoRoom: () => void;
}

interface Ahead<T, Prepared> {
  readonly chunk: readonly T[];
  readonly prepared: Prepared;
}

/** Runs until the queue is empty and nothing is in flight, or `stopped()`; items left are still in `queue`. */
export async function runScheduled<T, Ticket, Prepared = readonly T[]>(
  queue: T[],
  options: SchedulerOptions<T, Ticket, Prepared>,
): Promise<void> {
  await new ChunkScheduler(queue, options).run();
}

/**
 * How a step ended: `again` (go on), `end` (no room, and nothing in flight can free any), or `waited` (for a change,
 * having left the busy count when it began to wait: it changed nothing, so it wakes nobody, else two waiting workers
 * would wake each other for ever).
 */
type Step = 'again' | 'end' | 'waited';

/** The scheduler's state, shared by its workers (one per chunk that may be in flight). */
class ChunkScheduler<T, Ticket, Prepared> {
  private readonly prepare: (chunk: readonly T[]) => Promise<Prepared>;
  private readonly chunkSize: number;
  /** Chunks prepared ahead at most: 0 without `prepare` and `withdraw`. */
  private readonly depth: number;
  /** Workers inside a step (admitting, sending, preparing). */
  private busy = 0;
  /** Room of the chunks being sent: given back when they are answered (less their faults). */
  private sending = 0;
  /** The chunks prepared ahead, oldest first, waiting for room; and how many workers are preparing one. */
  private readonly aheads: Ahead<T, Prepared>[] = [];
  private preparing = 0;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly queue: T[],
    private readonly options: SchedulerOptions<T, Ticket, Prepared>,
  ) {
    this.prepare = options.prepare ?? ((chunk: readonly T[]) => Promise.resolve(chunk as unknown as Prepared));
    this.chunkSize = Math.max(1, options.chunkSize);
    const canLookAhead = options.prepare !== undefined && options.withdraw !== undefined;
    this.depth = canLookAhead ? Math.max(1, options.aheadChunks ?? 1) : 0;
  }

  async run(): Promise<void> {
    try {
      await Promise.all(Array.from({ length: Math.max(1, this.options.concurrency) }, () => this.worker()));
    } finally {
      // Stopped, or out of room, with chunks prepared ahead: they were never sent.
      await this.withdrawAhead();
    }
  }

  private changed(): Promise<void> {
    return new Promise((r) => {
      this.waiters.push(r);
    });
  }

  private notify(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  private async worker(): Promise<void> {
    for (;;) {
      if (this.options.stopped()) return;
      if (this.queue.length === 0 && this.aheads.length === 0) {
        if (this.busy === 0 && this.preparing === 0) return;
        await this.changed();
        continue;
      }
      this.busy += 1;
      let step: Step = 'again';
      try {
        step = await this.step();
      } finally {
        if (step !== 'waited') {
          this.busy -= 1;
          this.notify();
        }
      }
      if (step === 'end') return;
    }
  }

  /** Asks for room for the next chunk (the oldest prepared ahead, else the queue's head) and acts on the answer. */
  private async step(): Promise<Step> {
    const next = this.aheads[0] ?? null;
    const want = next !== null ? next.chunk.length : Math.min(this.chunkSize, this.queue.length);
    const admitted = await this.options.admit(want);
    if (admitted === null) return this.noRoom();
    if (next !== null && this.aheads[0] === next) {
      if (admitted.size < next.chunk.length) return this.tooLittleRoom(admitted.ticket);
      this.aheads.shift();
      await this.sendAdmitted(next.prepared, admitted);
      return 'again';
    }
    const chunk = this.queue.splice(0, admitted.size);
    if (chunk.length === 0) await this.options.unused(admitted.ticket);
    else await this.sendAdmitted(await this.prepare(chunk), admitted);
    return 'again';
  }

  /**
   * No room now. While others are in flight: prepares the next chunk meanwhile, at most `depth`, sized to the room of
   * the chunks being sent (`aheadSize`, 0 when there is nothing to do: decided without awaiting, so a worker that is to
   * wait registers before anyone can notify), and then asks for room again at once, rather than wait. With nothing
   * else in flight no room can come: the run stops.
   */
  private async noRoom(): Promise<Step> {
    if (this.busy <= 1) {
      this.options.onNoRoom();
      return 'end';
    }
    const size = this.aheadSize();
    if (size > 0) {
      await this.prepareAhead(size);
      return 'again';
    }
    this.busy -= 1;
    await this.changed();
    return 'waited';
  }

  /**
   * Less room than the chunk prepared ahead: it waits for the chunks in flight, or goes back when none are. (The wait
   * is registered before the room is given back, so no notification is missed in between.)
   */
  private async tooLittleRoom(ticket: Ticket): Promise<Step> {
    const wake = this.busy > 1 ? this.changed() : null;
    if (wake !== null) this.busy -= 1;
    await this.options.unused(ticket);
    if (wake === null) {
      await this.withdrawAhead();
      return 'again';
    }
    await wake;
    return 'waited';
  }

  /** Sends a prepared chunk under its admission and queues what comes back. */
  private async sendAdmitted(prepared: Prepared, admitted: { size: number; ticket: Ticket }): Promise<void> {
    this.sending += admitted.size;
    // A worker waiting for room may now prepare the next chunk.
    this.notify();
    try {
      this.queue.unshift(...(await this.options.send(prepared, admitted.ticket)));
    } finally {
      this.sending -= admitted.size;
    }
  }

  private aheadSize(): number {
    if (this.aheads.length + this.preparing >= this.depth) return 0;
    return Math.min(this.chunkSize, this.queue.length, this.sending);
  }

  private async prepareAhead(size: number): Promise<void> {
    this.preparing += 1;
    const chunk = this.queue.splice(0, size);
    try {
      this.aheads.push({ chunk, prepared: await this.prepare(chunk) });
    } finally {
      this.preparing -= 1;
    }
  }

  /** Takes back the chunks prepared ahead: their preparation undone, their items first in the queue again, in order. */
  private async withdrawAhead(): Promise<void> {
    for (let a = this.aheads.pop(); a !== undefined; a = this.aheads.pop()) {
      await this.options.withdraw?.(a.prepared);
      this.queue.unshift(...a.chunk);
    }
  }
}
