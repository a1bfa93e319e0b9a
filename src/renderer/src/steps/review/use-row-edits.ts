// The rows' counts and the edits made in the Review step: cell edits, bulk fixes and their undo.
import type { RefObject } from 'react';
import { useCallback, useRef, useState } from 'react';
import type { Counts } from '../../../../shared/contract';
import { api } from '../../api/platform';
import type { GridCursor, GridHandle } from '../../components/row-grid';
import { useI18n } from '../../i18n/i18n';
import type { useCall } from '../../use-call';

interface Options {
  readonly run: ReturnType<typeof useCall>['run'];
  readonly grid: RefObject<GridHandle | null>;
  readonly cursor: GridCursor | null;
  /** Rows changed here: a dry run made before no longer says what would happen. */
  readonly onRowsEdited: () => void;
}

export function useRowEdits({ run, grid, cursor, onRowsEdited }: Options) {
  const { t } = useI18n();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [refreshTick, setRefreshTick] = useState(0);
  const [editTick, setEditTick] = useState(0);
  const [undoNote, setUndoNote] = useState<string | null>(null);
  /**
   * Edits made here that can still be undone (an upload clears them on the Node side, and this step is left for it).
   */
  const [undoable, setUndoable] = useState(0);
  const undoButton = useRef<HTMLButtonElement>(null);

  const onCounts = useCallback((c: Counts) => setCounts(c), []);
  const onEdited = useCallback(() => {
    setEditTick((x) => x + 1);
    setUndoable((n) => n + 1);
    onRowsEdited();
  }, [onRowsEdited]);
  const refresh = () => setRefreshTick((x) => x + 1);

  const undo = async () => {
    const fromButton = document.activeElement === undoButton.current;
    const r = await run(() => api.undoEdit({}));
    if (!r) return;
    setCounts(r.counts);
    setUndoable((n) => Math.max(0, n - 1));
    // The last undo disables its button: the focus goes to the current cell rather than back to the page's top.
    if (undoable <= 1 && fromButton) {
      const at = cursor?.at ?? [0, 0];
      grid.current?.focusCell(at[0], at[1]);
    }
    setUndoNote(t('undone', { count: r.changed }));
    refresh();
    onRowsEdited();
  };

  const afterBulk = (c: Counts) => {
    setCounts(c);
    setUndoable((n) => n + 1);
    setUndoNote(null);
    refresh();
    onRowsEdited();
  };

  return {
    counts,
    onCounts,
    editTick,
    refreshTick,
    refresh,
    undoable,
    undoNote,
    undoButton,
    onEdited,
    undo,
    afterBulk,
  };
}
