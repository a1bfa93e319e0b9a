// The grid's drawn rows: a click or focus makes a cell current, a double click edits it, keys go to the grid's handler.
import type { KeyboardEvent, MouseEvent } from 'react';
import type { SheetRole } from '../../../catalog';
import { cellAt } from './grid-key-moves';
import { GridRowView } from './grid-row-view';
import type { CellEditing } from './use-cell-editing';
import type { GridCursorState } from './use-grid-cursor';
import type { GridWindow } from './use-grid-window';
import type { RowPages } from './use-row-pages';

interface Props {
  readonly role: SheetRole;
  readonly pages: RowPages;
  readonly view: GridWindow;
  readonly headHeight: number;
  readonly cursor: GridCursorState;
  readonly edit: CellEditing;
  readonly onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
}

export function GridBody({ role, pages, view, headHeight, cursor: grid, edit, onKeyDown }: Props) {
  const { rowAt, columns } = pages;
  const { items, span, width } = view;
  const { cursor, setCursor, revealColumn } = grid;
  const { editing } = edit;
  return (
    <div
      className="grid-body"
      role="rowgroup"
      style={{ height: view.rowsV.getTotalSize(), width }}
      onClick={(e: MouseEvent<HTMLDivElement>) => {
        const at = cellAt(e.target);
        if (!at) return;
        setCursor(at);
        revealColumn(at[1]);
      }}
      onFocus={(e) => {
        const at = cellAt(e.target);
        if (at) setCursor(at);
      }}
      onDoubleClick={(e: MouseEvent<HTMLDivElement>) => {
        const at = cellAt(e.target);
        if (at) edit.startEditing(at);
      }}
      onKeyDown={onKeyDown}
    >
      {items.map((it) => {
        const row = rowAt(it.index);
        return (
          <GridRowView
            key={it.key}
            index={it.index}
            start={it.start - headHeight}
            row={row}
            role={role}
            columns={columns}
            span={span}
            width={width}
            tabCol={it.index === cursor[0] ? cursor[1] : null}
            editing={editing !== null && row !== undefined && editing.row === row.row ? editing : null}
            onEditChange={edit.onEditChange}
            onEditEnd={edit.onEditEnd}
          />
        );
      })}
    </div>
  );
}
