// The write-back run on a thread of its own, seen from the main thread as the write-back itself (`WriteBack`): the
// trial, the rows rendered ahead and the real write use the other core while the main thread prepares and sends
// (docs/write-back.md, "The write-back on a thread of its own").
import type { Lang } from '../../catalog/index';
import type { RowResult } from '../model/row-result';
import type { SheetResults } from '../model/sheet-results';
import type { WriteBack } from './write-back-on-demand';
import type { WriteBackError, WriteBackOptions } from './write-back-types';
import type {
  AheadItem,
  FromWriteBackThread,
  ToWriteBackThread,
  WireSheetResults,
  WriteAnswer,
} from './write-back-thread-protocol';

/** The main thread's end of the write-back thread. */
export interface WriteBackThreadLink {
  post(message: ToWriteBackThread): void;
  onMessage(listener: (message: FromWriteBackThread) => void): void;
  /** Told once when the thread stops: it failed, or ended. */
  onStop(listener: (why: string) => void): void;
  /** Whether a call waits for the thread's answer: the thread keeps the process alive only then. */
  hold(waiting: boolean): void;
}

interface Call {
  readonly settle: (message: FromWriteBackThread) => boolean;
  readonly elsewhere: (here: WriteBack) => void;
  readonly reject: (e: Error) => void;
}

/**
 * A `WriteBack` whose work runs on the thread behind `link`. Should the thread stop, the calls it had not answered
 * and every later one run in this thread (`here`), as without a thread: a result is never lost to it.
 */
export function writeBackThrough(link: WriteBackThreadLink, here: () => Promise<WriteBack>): WriteBack {
  const calls = new Map<number, Call>();
  let nextCall = 0;
  let aheadNumbers = new WeakMap<RowResult, number>();
  let nextAhead = 0;
  let aheadQueue: AheadItem[] = [];
  let stopped = false;

  const flushAhead = (): void => {
    if (aheadQueue.length === 0 || stopped) return;
    link.post({ kind: 'ahead', items: aheadQueue });
    aheadQueue = [];
  };
  const wire = (sheets: readonly SheetResults[]): WireSheetResults[] =>
    sheets.map((s) => ({ ...s, results: s.results.map((r) => aheadNumbers.get(r) ?? r) }));
  const call = <T>(
    post: (id: number) => ToWriteBackThread,
    settle: (message: FromWriteBackThread, resolve: (value: T) => void) => boolean,
    elsewhere: (here: WriteBack) => Promise<T>,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const run = (w: WriteBack) => elsewhere(w).then(resolve, reject);
      if (stopped) {
        here().then(run, reject);
        return;
      }
      const id = nextCall++;
      calls.set(id, { settle: (m) => settle(m, resolve), elsewhere: run, reject });
      if (calls.size === 1) link.hold(true);
      flushAhead();
      link.post(post(id));
    });

  const answered = (id: number): void => {
    calls.delete(id);
    if (calls.size === 0) link.hold(false);
  };
  link.onMessage((m) => {
    const pending = calls.get(m.id);
    if (pending === undefined) return;
    if (m.kind === 'threw') {
      answered(m.id);
      pending.reject(new Error(m.message));
    } else if (pending.settle(m)) answered(m.id);
  });
  link.onStop(() => {
    stopped = true;
    aheadQueue = [];
    const unanswered = [...calls.values()];
    calls.clear();
    link.hold(false);
    if (unanswered.length === 0) return;
    here().then(
      (w) => unanswered.forEach((c) => c.elsewhere(w)),
      (e: unknown) => unanswered.forEach((c) => c.reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });

  return {
    writeResults: (options: WriteBackOptions) => {
      const { sheets, onWaiting, ...rest } = options;
      const answer = call<WriteAnswer>(
        (id) => {
          const message: ToWriteBackThread = { kind: 'write', id, options: { ...rest, sheets: wire(sheets) } };
          // The thread lets go of the results held for it at this write: so does this side.
          if (options.keepReading !== true) aheadNumbers = new WeakMap();
          return message;
        },
        (m, resolve) => (m.kind === 'written' ? (resolve(m.value), true) : false),
        // Told already, below.
        (w) => w.writeResults({ ...rest, sheets }),
      );
      // For this thread the write waits from now on: the caller's work overlaps all of it, not only its end.
      if (onWaiting !== undefined) queueMicrotask(onWaiting);
      return answer;
    },
    outputNameRefusal: (input: string, output: string) =>
      call<WriteBackError | null>(
        (id) => ({ kind: 'nameRefusal', id, input, output }),
        (m, resolve) => (m.kind === 'nameRefusal' ? (resolve(m.refusal), true) : false),
        (w) => w.outputNameRefusal(input, output),
      ),
    writeResultsOnlyWorkbook: (output: string, sheets: readonly SheetResults[], lang: Lang) =>
      call<string>(
        (id) => ({ kind: 'resultsOnly', id, output, sheets: wire(sheets), lang }),
        (m, resolve) => (m.kind === 'resultsOnly' ? (resolve(m.file), true) : false),
        (w) => w.writeResultsOnlyWorkbook(output, sheets, lang),
      ),
    resultAhead: (result: RowResult, sheet: string) => {
      if (stopped) return;
      const had = aheadNumbers.get(result);
      if (had !== undefined) aheadQueue.push({ sheet, index: had });
      else {
        const index = nextAhead++;
        aheadNumbers.set(result, index);
        aheadQueue.push({ sheet, index, result });
      }
      // The results of one answer go together, once it has been worked through.
      if (aheadQueue.length === 1) setImmediate(flushAhead);
    },
  };
}
