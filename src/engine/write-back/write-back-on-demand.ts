// The write-back's code, loaded when first asked for: an upload needs it only for its trial (once the reference data
// has come) and its results, so its 0.13 MB of chunk are compiled then, under the run's look-ups, not before the
// first request leaves (docs/performance.md, "Upload: the write-back loaded on demand").
import type { outputNameRefusal, writeResults } from './write-back';
import type { writeResultsOnlyWorkbook } from './results-only-workbook';
import type { resultAhead } from './xlsx-write-back-rows-ahead';
import type { startWriteAhead } from './write-ahead';

export interface WriteBack {
  readonly writeResults: typeof writeResults;
  readonly outputNameRefusal: typeof outputNameRefusal;
  readonly writeResultsOnlyWorkbook: typeof writeResultsOnlyWorkbook;
  readonly resultAhead: typeof resultAhead;
  readonly startWriteAhead: typeof startWriteAhead;
}

let loading: Promise<WriteBack> | null = null;
let loaded: WriteBack | null = null;

/** The write-back's functions, its modules loaded at the first call (later calls share that load). */
export function writeBackOnDemand(): Promise<WriteBack> {
  loading ??= Promise.all([
    import('./write-back'),
    import('./results-only-workbook'),
    import('./xlsx-write-back-rows-ahead'),
    import('./write-ahead'),
  ]).then(([w, r, t, a]) => {
    loaded = {
      writeResults: w.writeResults,
      outputNameRefusal: w.outputNameRefusal,
      writeResultsOnlyWorkbook: r.writeResultsOnlyWorkbook,
      resultAhead: t.resultAhead,
      startWriteAhead: a.startWriteAhead,
    };
    return loaded;
  });
  return loading;
}

/** The write-back's functions once loaded (an upload's trial loads them before its first batch), else null. */
export function writeBackIfLoaded(): WriteBack | null {
  return loaded;
}
