// The Values step's columns that have needed a decision since it opened, kept open once decided.
import { useEffect, useState } from 'react';
import type { ValueColumn } from '../../../../shared/contract';
import { needsDecision } from '../value-card';
import { columnKey } from './value-column-order';

/** The keys of the columns that have needed a decision since the step opened: the set only grows. */
export function useKeptOpen(columns: readonly ValueColumn[] | null): ReadonlySet<string> {
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const needing = (columns ?? []).filter(needsDecision).map(columnKey);
    setKept((before) => (needing.every((k) => before.has(k)) ? before : new Set([...before, ...needing])));
  }, [columns]);
  return kept;
}
