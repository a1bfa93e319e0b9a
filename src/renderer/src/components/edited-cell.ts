// The cell being edited in place, as the grid, its row and the editor share it.

/** The cell being edited in place: its sheet row number, column index and the text as typed so far. */
export interface Editing {
  readonly row: number;
  readonly index: number;
  readonly value: string;
}
