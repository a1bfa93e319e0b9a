// The write-back's code, loaded when first asked for: an upload needs it only for its trial (once the reference data
// has come) and its results, so its 0.13 MB of chunk are compiled then, under the run's look-ups, not before the
// first request leaves (docs/performance.md, "Upload: the write-back loaded on demand").
import type { outputNameRefusal, writeResults } from './write-back';
import type { writeResultsOnlyWorkbook } from './results-only-workbook';
import type { resultAhead } from './xlsx-write-back-rows-ahead';

export interface WriteBack {
  readonly writeResults: typeof writeResults;
  readonly outputNameRefusal: typeof outputNameRefusal;
  readonly writeResultsOnlyWorkbook: typeof writeResultsOnlyWorkbook;
  readonly resultAhead: typeof resultAhead;
}

let loading: Promise<WriteBack> | null = null;
let loaded: WriteBack | null = null;
/** Where the write-back runs when not in this thread (`writeBackElsewhere`); null: here. */
let elsewhere: (() => WriteBack | null) | null = null;
/** The modules' load in this thread. */
let here: Promise<WriteBack> | null = null;

/**
 * The write-back's functions run by what `start` gives (the command line's write-back thread) from the first call on;
 * `start` giving null (no thread to be had) leaves them in this thread. Set before the first call.
 */
export function writeBackElsewhere(start: () => WriteBack | null): void {
  elsewhere = start;
}

/**
 * Whether an upload's reader should keep the sheets it read for the trial write-back: only one in this thread can
 * take them (a thread of its own reads the file itself, on the other core).
 */
export function writeBackTakesReadSheets(): boolean {
  return elsewhere === null;
}

/**
 * Starts the write-back where it runs elsewhere (its thread's start then overlaps the reading); in this thread its
 * modules are still loaded at the first call (see above).
 */
export function startWriteBackEarly(): void {
  if (elsewhere !== null) void writeBackOnDemand();
}

/** The write-back's functions, its modules loaded at the first call (later calls share that load). */
export function writeBackOnDemand(): Promise<WriteBack> {
  if (loading === null && elsewhere !== null) {
    const started = elsewhere();
    if (started !== null) {
      loaded = started;
      loading = Promise.resolve(started);
    }
  }
  loading ??= writeBackHere();
  return loading;
}

/** The write-back's functions in this thread, its modules loaded at the first call (later calls share that load). */
export function writeBackHere(): Promise<WriteBack> {
  here ??= Promise.all([
    import('./write-back'),
    import('./results-only-workbook'),
    import('./xlsx-write-back-rows-ahead'),
  ]).then(([w, r, t]) => {
    const functions: WriteBack = {
      writeResults: w.writeResults,
      outputNameRefusal: w.outputNameRefusal,
      writeResultsOnlyWorkbook: r.writeResultsOnlyWorkbook,
      resultAhead: t.resultAhead,
    };
    loaded ??= functions;
    return functions;
  });
  return here;
}

/** The write-back's functions once loaded (an upload's trial loads them before its first batch), else null. */
export function writeBackIfLoaded(): WriteBack | null {
  return loaded;
}
