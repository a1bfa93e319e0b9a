// The batch scheduler's tests' set-up: a shared budget of items, the options every budgeted run has in common, a
// sender that records what was in flight, and a run cancelled after its first answer.
import type { SchedulerOptions } from '../../src/engine/upload/batch-scheduler';

export const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 1));

/** 0, 1, … n − 1 after `from`. */
export const numbers = (n: number, from = 0): number[] => Array.from({ length: n }, (_, i) => from + i);

export interface ItemBudget {
  admit(want: number): Promise<{ size: number; ticket: number } | null>;
  giveBack(n: number): void;
  readonly left: number;
}

/** A budget of `room` items shared by the chunks in flight, given back when a chunk is answered. */
export function budget(room: number): ItemBudget {
  let left = room;
  return {
    admit: (want: number) => {
      const size = Math.min(want, left);
      if (size <= 0) return Promise.resolve(null);
      left -= size;
      return Promise.resolve({ size, ticket: size });
    },
    giveBack: (n: number) => {
      left += n;
    },
    get left() {
      return left;
    },
  };
}

type Budgeted<Prepared> = SchedulerOptions<number, number, Prepared>;

/**
 * A run admitted by `b` whose unused admissions go back to it, never stopped and deaf to "no room" unless `rest`
 * says otherwise.
 */
export function budgeted<Prepared = readonly number[]>(
  b: ItemBudget,
  rest: Pick<Budgeted<Prepared>, 'concurrency' | 'chunkSize' | 'send'> & Partial<Budgeted<Prepared>>,
): Budgeted<Prepared> {
  return {
    admit: b.admit,
    unused: async (t) => b.giveBack(t),
    stopped: () => false,
    onNoRoom: () => undefined,
    ...rest,
  };
}

export interface Flight {
  /** Items in flight now. */
  readonly inFlight: number;
  /** The most items ever in flight at once. */
  readonly most: number;
  /** Every item answered, in the order answered. */
  readonly sent: number[];
  /** Sends a chunk: it is in flight for `ticks` ticks, then answered with nothing to send again; its room goes back. */
  send(chunk: readonly number[], ticket: number): Promise<readonly number[]>;
}

export function flight(b: ItemBudget, ticks: number): Flight {
  let inFlight = 0;
  let most = 0;
  const sent: number[] = [];
  return {
    get inFlight() {
      return inFlight;
    },
    get most() {
      return most;
    },
    sent,
    send: async (chunk, ticket) => {
      inFlight += chunk.length;
      most = Math.max(most, inFlight);
      for (let k = 0; k < ticks; k++) await tick();
      inFlight -= chunk.length;
      sent.push(...chunk);
      b.giveBack(ticket);
      return [];
    },
  };
}

export interface CancelledRun {
  /** The chunks withdrawn, in the order withdrawn. */
  readonly withdrawn: number[][];
  /** Chunks answered. */
  readonly answered: number;
  /** The run's own parts: a one-tick preparation that copies the chunk, and a send that cancels once answered. */
  readonly options: Pick<SchedulerOptions<number, number, number[]>, 'stopped' | 'prepare' | 'withdraw' | 'send'>;
}

/**
 * A run cancelled as soon as its first chunk is answered (after `ticks` ticks in flight): the chunks prepared
 * meanwhile never go, and are withdrawn.
 */
export function cancelledAfterFirstAnswer(b: ItemBudget, ticks: number): CancelledRun {
  const withdrawn: number[][] = [];
  let stop = false;
  let answered = 0;
  return {
    withdrawn,
    get answered() {
      return answered;
    },
    options: {
      stopped: () => stop,
      prepare: async (chunk) => {
        await tick();
        return [...chunk];
      },
      withdraw: async (prepared) => {
        withdrawn.push(prepared);
      },
      send: async (_chunk, ticket) => {
        for (let k = 0; k < ticks; k++) await tick();
        answered += 1;
        stop = true;
        b.giveBack(ticket);
        return [];
      },
    },
  };
}
