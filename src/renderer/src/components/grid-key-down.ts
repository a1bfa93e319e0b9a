// The grid's keys on a cell: Enter or F2 edits, Ctrl+Z undoes the last change, arrows and the like move the cell.
import type { KeyboardEvent } from 'react';
import { cellAt, moveFor } from './grid-key-moves';
import type { CellEditing } from './use-cell-editing';
import type { GridCursorState } from './use-grid-cursor';

interface Options {
  readonly edit: CellEditing;
  readonly cursor: GridCursorState;
  readonly rows: number;
  readonly cols: number;
  /** Ctrl+Z on a cell: undo the last change (absent: nothing to undo). */
  readonly onUndo: (() => void) | undefined;
}

export function gridKeyDown({ edit, cursor, rows, cols, onUndo }: Options) {
  const { pendingFocus, focusCell } = cursor;
  return (e: KeyboardEvent<HTMLDivElement>) => {
    if (edit.editingRef.current) return;
    const at = pendingFocus.current ?? cellAt(e.target);
    if (!at) return;
    if (e.key === 'Enter' || e.key === 'F2') {
      if (edit.startEditing(at)) e.preventDefault();
      return;
    }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      pendingFocus.current = at;
      onUndo?.();
      return;
    }
    const move = moveFor(e, at, rows, cols);
    if (move) {
      e.preventDefault();
      focusCell(move[0], move[1]);
    }
  };
}
