// The sheet's counts passed on to the step only when they changed: every page answer carries them.
import { useMemo, useRef } from 'react';
import type { Counts } from '../../../shared/contract';

function sameCounts(a: Counts | null, b: Counts): boolean {
  return (
    a !== null &&
    a.total === b.total &&
    a.valid === b.valid &&
    a.invalid === b.invalid &&
    a.failed === b.failed &&
    a.done === b.done &&
    a.blocked === b.blocked
  );
}

export interface CountsReport {
  /** Passes the counts on unless they are the ones passed last. */
  readonly report: (counts: Counts) => void;
  /** Forgets the counts passed last: the next ones are passed on whatever they are. */
  readonly forget: () => void;
}

export function useCountsReport(onCounts: (c: Counts) => void): CountsReport {
  const listener = useRef(onCounts);
  listener.current = onCounts;
  const last = useRef<Counts | null>(null);
  return useMemo(
    () => ({
      report: (counts) => {
        if (sameCounts(last.current, counts)) return;
        last.current = counts;
        listener.current(counts);
      },
      forget: () => {
        last.current = null;
      },
    }),
    [],
  );
}
