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
  const prepare = options.prepare ?? ((chunk: readonly T[]) => Promise.resolve(chunk as unknown as Prepared));
  const canLookAhead = options.prepare !== undefined && options.withdraw !== undefined;
  const chunkSize = Math.max(1, options.chunkSize);
  let busy = 0;
  /** Room of the chunks being sent: given back when they are answered (less their faults). */
  let sending = 0;
  /** The chunks prepared ahead, oldest first, waiting for room; and how many workers are preparing one. */
  const aheads: Ahead<T, Prepared>[] = [];
  const depth = canLookAhead ? Math.max(1, options.aheadChunks ?? 1) : 0;
  let preparing = 0;
  let waiters: (() => void)[] = [];
  const changed = (): Promise<void> =>
    new Promise((r) => {
      waiters.push(r);
    });
  const notify = (): void => {
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };

  /** Sends a prepared chunk under its admission and queues what comes back. */
  const sendAdmitted = async (prepared: Prepared, admitted: { size: number; ticket: Ticket }): Promise<void> => {
    sending += admitted.size;
    // A worker waiting for room may now prepare the next chunk.
    notify();
    try {
      const again = await options.send(prepared, admitted.ticket);
      queue.unshift(...again);
    } finally {
      sending -= admitted.size;
    }
  };

  /**
   * No room now while others are in flight: prepares the next chunk meanwhile, at most `depth`, sized to the room of
   * the chunks being sent (`aheadSize`, 0 when there is nothing to do: decided without awaiting, so a worker that is to
   * wait registers before anyone can notify). The caller then asks for room again at once, rather than wait.
   */
  const aheadSize = (): number => (aheads.length + preparing >= depth ? 0 : Math.min(chunkSize, queue.length, sending));
  const prepareAhead = async (size: number): Promise<void> => {
    preparing += 1;
    const chunk = queue.splice(0, size);
    try {
      aheads.push({ chunk, prepared: await prepare(chunk) });
    } finally {
      preparing -= 1;
    }
  };

  /** Takes back the chunks prepared ahead: their preparation undone, their items first in the queue again, in order. */
  const withdrawAhead = async (): Promise<void> => {
    for (let a = aheads.pop(); a !== undefined; a = aheads.pop()) {
      await options.withdraw?.(a.prepared);
      queue.unshift(...a.chunk);
    }
  };

  const worker = async (): Promise<void> => {
    for (;;) {
      if (options.stopped()) return;
      if (queue.length === 0 && aheads.length === 0) {
        if (busy === 0 && preparing === 0) return;
        await changed();
        continue;
      }
      busy += 1;
      try {
        const next = aheads[0] ?? null;
        const admitted = await options.admit(next !== null ? next.chunk.length : Math.min(chunkSize, queue.length));
        if (next !== null && aheads[0] === next && admitted !== null && admitted.size < next.chunk.length) {
          // Less room than the chunk prepared ahead: it waits for the chunks in flight, or goes back when none are.
          // (The wait is registered before the room is given back, so no notification is missed in between.)
          const wake = busy > 1 ? changed() : null;
          if (wake !== null) busy -= 1;
          await options.unused(admitted.ticket);
          if (wake !== null) {
            await wake;
            busy += 1;
          } else await withdrawAhead();
          continue;
        }
        if (admitted === null) {
          if (busy > 1) {
            const size = aheadSize();
            if (size > 0) {
              await prepareAhead(size);
              continue;
            }
            busy -= 1;
            await changed();
            busy += 1;
            continue;
          }
          options.onNoRoom();
          return;
        }
        if (next !== null && aheads[0] === next) {
          aheads.shift();
          await sendAdmitted(next.prepared, admitted);
          continue;
        }
        const chunk = queue.splice(0, admitted.size);
        if (chunk.length === 0) {
          await options.unused(admitted.ticket);
          continue;
        }
        await sendAdmitted(await prepare(chunk), admitted);
      } finally {
        busy -= 1;
        notify();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  } finally {
    // Stopped, or out of room, with chunks prepared ahead: they were never sent.
    await withdrawAhead();
  }
}
