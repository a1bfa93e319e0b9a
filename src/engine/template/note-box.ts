// Sizes a header note's box to its text; exceljs draws every note 2 columns by 4 rows, which cuts long notes off.
import type ExcelJS from 'exceljs';

/** Where the box sits, in columns and rows from the sheet's top-left corner (fractions are offsets within). */
interface NoteAnchor {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * exceljs 4.4 writes `x:Anchor` from a top-level `anchor` of the cell's comment model, which its public API never
 * sets; wrapping the cell's note model adds it for this cell only (exceljs is pinned, and a test reads the anchor).
 */
interface NoteHolder {
  _comment?: { readonly model: Record<string, unknown> };
}

const PX_PER_CHAR = 7;
const LINE_PX = 15;
const ROW_PX = 20;

/**
 * Gives the note of `cell` (in header row 1, column `index`, 0-based) a box wide enough for about 48 characters
 * a line and tall enough for its lines; `widths` are the sheet's column widths in characters.
 */
export function sizeHeaderNote(
  cell: ExcelJS.Cell,
  index: number,
  widths: readonly number[],
  text: string,
  headerPx: number,
): void {
  const holder = cell as unknown as NoteHolder;
  const comment = holder._comment;
  if (!comment) return;
  const left = index + 1;
  let right = left;
  let chars = 0;
  while (chars < 48) {
    chars += widths[right] ?? 12;
    right++;
  }
  const perLine = Math.floor((chars * PX_PER_CHAR) / 6.2);
  const lines = text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / perLine)), 0);
  const heightPx = (lines + 1) * LINE_PX + 8;
  const bottom = heightPx <= headerPx ? heightPx / headerPx : 1 + (heightPx - headerPx) / ROW_PX;
  const anchor: NoteAnchor = { left: left + 0.1, top: 0.2, right, bottom: bottom + 0.2 };
  const base = comment;
  holder._comment = {
    get model() {
      return { ...base.model, anchor };
    },
  };
}
