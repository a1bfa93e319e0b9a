// The session's plausibility warnings: fetched after every validation and edit, accepted, or fixed in one click.
import { useEffect, useState } from 'react';
import type { Counts, ValidationSummary } from '../../../../shared/contract';
import type { SessionWarningsView, WarningKindName, WarningView } from '../../../../shared/contract-warnings';
import { api } from '../../api/platform';
import { fixCells } from '../../components/warning-fix';
import type { useCall } from '../../use-call';

interface Options {
  readonly summary: ValidationSummary | null;
  readonly generation: number;
  readonly editTick: number;
  readonly refreshTick: number;
  readonly run: ReturnType<typeof useCall>['run'];
  readonly refresh: () => void;
  readonly afterBulk: (c: Counts) => void;
}

export function useSessionWarnings({ summary, generation, editTick, refreshTick, run, refresh, afterBulk }: Options) {
  const [warnings, setWarnings] = useState<SessionWarningsView | null>(null);
  // An edit can fix one or make one, and accepted ones are the session's, kept between the steps.
  useEffect(() => {
    if (!summary) return;
    void api.getWarnings({}).then((r) => {
      if (r.ok) setWarnings(r.value);
    });
  }, [summary, generation, editTick, refreshTick]);

  const accept = async (rows: readonly string[], kinds: readonly WarningKindName[]) => {
    const w = await run(() => api.acceptWarnings({ rows: [...rows], kinds: [...kinds] }));
    if (!w) return;
    setWarnings(w);
    refresh();
  };

  /** The one-click fix: the row's fix fields set like a bulk edit (one undo puts them back). */
  const applyFix = async (w: WarningView) => {
    const page = await run(() => api.getRows({ sheet: w.sheet, offset: 0, limit: 1, filter: 'all', rows: [w.row] }));
    const row = page?.rows[0];
    const cells = page && row ? fixCells(w, page.columns, row) : null;
    if (!cells) return;
    const r = await run(() => api.editCells({ sheet: w.sheet, cells }));
    if (r) afterBulk(r.counts);
  };

  return { warnings, accept, applyFix };
}
