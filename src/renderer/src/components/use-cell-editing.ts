// Editing a cell in place: started on the current cell, its text kept as typed, and ended by saving (written through
// the Node side, which answers with the row revalidated) or cancelling; the focus goes back or on as in Excel.
import type { RefObject } from 'react';
import { useCallback, useRef, useState } from 'react';
import type { Counts } from '../../../shared/contract';
import { api } from '../api/platform';
import { useCall } from '../use-call';
import type { EditMove } from './edit-move';
import { EDIT_MOVES } from './grid-key-moves';
import type { Editing } from './edited-cell';
import type { GridCursorState } from './use-grid-cursor';
import type { RowPages } from './use-row-pages';

export interface CellEditing {
  readonly editing: Editing | null;
  /** The edit under way as of the last change, for handlers made before it. */
  readonly editingRef: RefObject<Editing | null>;
  /** Opens the editor on a cell; false where there is no row or column to edit (yet). */
  readonly startEditing: (at: readonly [number, number]) => boolean;
  readonly onEditChange: (value: string) => void;
  readonly onEditEnd: (save: boolean, chosen?: string, move?: EditMove) => void;
}

interface Options {
  readonly sheet: string;
  readonly pages: RowPages;
  readonly cursor: GridCursorState;
  readonly onCounts: (c: Counts) => void;
  readonly onEdited: () => void;
}

export function useCellEditing({ sheet, pages, cursor, onCounts, onEdited }: Options): CellEditing {
  const { run } = useCall();
  const { rowAt, columns, replace, refresh } = pages;
  const { cursorRef, pendingFocus, focusCell, revealColumn } = cursor;
  const [editing, setEditing] = useState<Editing | null>(null);
  const editingRef = useRef(editing);
  editingRef.current = editing;
  /** The edited cell's text before the edit: ending with it unchanged writes nothing. */
  const originalRef = useRef('');

  const startEditing = (at: readonly [number, number]): boolean => {
    const row = rowAt(at[0]);
    const c = columns[at[1]];
    if (!row || !c) return false;
    originalRef.current = row.cells[at[1]]?.text ?? '';
    revealColumn(at[1]);
    setEditing({ row: row.row, index: c.index, value: originalRef.current });
    return true;
  };

  const onEditChange = useCallback((value: string) => setEditing((e) => (e ? { ...e, value } : e)), []);

  const onEditEnd = useCallback(
    (save: boolean, chosen?: string, move: EditMove = 'stay') => {
      const e = editingRef.current;
      if (!e) return;
      editingRef.current = null;
      setEditing(null);
      // The focus goes back to the cell, or on as Excel does (Enter down, Tab right), so the keyboard carries on.
      const [r, c] = cursorRef.current;
      const [dr, dc] = EDIT_MOVES[move];
      if (dr === 0 && dc === 0) {
        pendingFocus.current = cursorRef.current;
        revealColumn(c);
      } else focusCell(r + dr, c + dc);
      const value = chosen ?? e.value;
      if (!save || value === originalRef.current) return;
      void run(() => api.editCell({ sheet, row: e.row, index: e.index, value })).then(async (r) => {
        if (!r) return;
        onCounts(r.counts);
        replace(r.row);
        pendingFocus.current = cursorRef.current;
        onEdited();
        // Other rows may have changed with it (a duplicate cleared, a listing unblocked by its seller).
        await refresh();
      });
    },
    [run, sheet, onCounts, replace, refresh, onEdited, focusCell, revealColumn, cursorRef, pendingFocus],
  );

  return { editing, editingRef, startEditing, onEditChange, onEditEnd };
}
