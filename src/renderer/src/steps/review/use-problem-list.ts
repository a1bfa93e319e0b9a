// The problems the navigator goes through, fetched again after every validation, filter and edit.
import { useEffect, useState } from 'react';
import type { ProblemKinds, Problems, RowFilter, ValidationSummary } from '../../../../shared/contract';
import { api } from '../../api/platform';

interface Options {
  readonly summary: ValidationSummary | null;
  readonly sheet: string;
  readonly filter: RowFilter;
  readonly navKinds: ProblemKinds;
  readonly generation: number;
  readonly editTick: number;
  readonly refreshTick: number;
}

export function useProblemList({ summary, sheet, filter, navKinds, generation, editTick, refreshTick }: Options) {
  const [problems, setProblems] = useState<Problems | null>(null);
  useEffect(() => {
    if (!summary) return;
    void api.getProblems({ sheet, filter, include: navKinds }).then((r) => {
      if (r.ok) setProblems(r.value);
    });
  }, [summary, sheet, filter, navKinds, generation, editTick, refreshTick]);
  return problems;
}
