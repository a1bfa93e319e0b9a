// Work the send loop does while a batch is in flight (docs/upload.md, "The send loop"): the answered batch's records
// once the next batch has left, and per-row work in short pieces, so that the main thread reads the answer of the
// batch in flight soon after it arrives instead of after all of that work.
import { nextTurn } from './next-turn';

/** Rows a piece takes at most, and how long it may go on (ms): short next to a batch's round trip nearby (~0.7 ms). */
export const PIECE_ROWS = 16;
const PIECE_MS = 0.1;

/** Lets work wait for the next batch to leave. */
export interface DepartureGate {
  /**
   * Resolves once the next batch has left (its request written), or, when none is leaving two turns of the event loop
   * on, then: a batch asked in this turn is written in a later one (undici's), and counts as leaving from its ask.
   */
  next(): Promise<void>;
  /** Resolves once the batch leaving now is written; at once when none is. */
  written(): Promise<void>;
  /** A batch is leaving, its request written when `written` resolves (never rejects): the work waiting goes on then. */
  leaving(written: Promise<void>): void;
}

export function departureGate(): DepartureGate {
  let waiting: (() => void)[] = [];
  let leaving: Promise<void> | null = null;
  const written = (): Promise<void> => leaving ?? Promise.resolve();
  return {
    next: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        void nextTurn()
          .then(nextTurn)
          .then(() => written().then(resolve));
      }),
    written,
    leaving: (done) => {
      leaving = done;
      // The work waiting for a batch asked after it: this one's (work queued from now on waits for the next).
      const go = waiting;
      waiting = [];
      void done.then(() => {
        if (leaving === done) leaving = null;
        for (const resolve of go) resolve();
      });
    },
  };
}

/**
 * Queues `work` for items, done in order in pieces of at most {@link PIECE_ROWS} items (fewer when they take longer
 * than {@link PIECE_MS}), one piece per turn of the event loop. `queue` returns the promise of the pieces when it
 * starts them (null when they are under way already: that promise covers the items added); it never rejects, as a
 * failing item is left to whoever needs its outcome to work it out again.
 */
export function pieceQueue<T>(work: (item: T) => void): (items: readonly T[]) => Promise<void> | null {
  let waiting: T[] = [];
  let head = 0;
  let running = false;
  const drain = async (): Promise<void> => {
    while (head < waiting.length) {
      await nextTurn();
      const until = performance.now() + PIECE_MS;
      for (let n = 0; n < PIECE_ROWS && head < waiting.length; n++) {
        const item = waiting[head++] as T;
        try {
          work(item);
        } catch {
          // Left undone: its outcome is worked out where it is needed.
        }
        if (performance.now() >= until) break;
      }
    }
    waiting = [];
    head = 0;
    running = false;
  };
  return (items) => {
    for (const item of items) waiting.push(item);
    if (running || items.length === 0) return null;
    running = true;
    return drain();
  };
}
