// Sends queued items in chunks with a few chunks in flight. A chunk starts only once the fault budget has admitted
// it: room reserved for every item failing, so the chunks in flight can never carry the count past the safety line.
// Every item, rows that passed every local check included: docs/upload.md ("Why every item in flight takes room").
// Knows nothing of rows or journals: `send` does.

/** Room taken for a chunk; handed to `send`, which gives it back with the faults counted. */
export type Admission<Ticket> = { readonly size: number; readonly ticket: Ticket } | null;

export interface SchedulerOptions<T, Ticket> {
  /** Chunks in flight at once. */
  readonly concurrency: number;
  /** Items per chunk at most. */
  readonly chunkSize: number;
  /** Reserves room for at most `want` items; null when there is none now. */
  readonly admit: (want: number) => Promise<Admission<Ticket>>;
  /** Sends a chunk under its admission; resolves with the items to queue again (any backoff already waited). */
  readonly send: (chunk: readonly T[], ticket: Ticket) => Promise<readonly T[]>;
  /** Gives back an admission no chunk used. */
  readonly unused: (ticket: Ticket) => Promise<void>;
  /** True once no new chunk may start (stop, cancel, journal failure). */
  readonly stopped: () => boolean;
  /** No room, and nothing in flight can free any: the caller stops the run. */
  readonly onNoRoom: () => void;
}

/** Runs until the queue is empty and nothing is in flight, or `stopped()`; items left are still in `queue`. */
export async function runScheduled<T, Ticket>(queue: T[], o: SchedulerOptions<T, Ticket>): Promise<void> {
  let busy = 0;
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

  const worker = async (): Promise<void> => {
    for (;;) {
      if (o.stopped()) return;
      if (queue.length === 0) {
        if (busy === 0) return;
        await changed();
        continue;
      }
      busy += 1;
      try {
        const admitted = await o.admit(Math.min(Math.max(1, o.chunkSize), queue.length));
        if (admitted === null) {
          if (busy > 1) {
            busy -= 1;
            await changed();
            busy += 1;
            continue;
          }
          o.onNoRoom();
          return;
        }
        const chunk = queue.splice(0, admitted.size);
        if (chunk.length === 0) {
          await o.unused(admitted.ticket);
          continue;
        }
        const again = await o.send(chunk, admitted.ticket);
        queue.unshift(...again);
      } finally {
        busy -= 1;
        notify();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.concurrency) }, worker));
}
