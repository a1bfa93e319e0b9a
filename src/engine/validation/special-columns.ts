// A row's special columns (`special.<name>`) into the block of the row's property type; the special fields differ per
// type, so a value is placed only once the row's type is known.
import type { CellValue } from '../model/cell-value';
import type { CellFill } from '../values/column-interpretation';
import { fillsFrom } from '../values/column-interpretation';
import { formatBoth, isPropertyType, specialField, valueWords } from '../../catalog';
import { problemOf, quote } from '../values/value-problem';
import { REGION_CELL_MESSAGES as M } from './validation-messages';
import type { BlockBuilder } from './block-builder';
import type { CompiledSheet } from './compiled-sheet';
import { isEmptyCell } from './region-cells';
import type { RowProblems } from './row-problems';

const HALF_ROOMS = 'special.number_of_half_rooms';

function hasHalfRooms(type: string): boolean {
  return isPropertyType(type) && specialField(type, 'number_of_half_rooms') !== undefined;
}

/**
 * A row's special columns into `builder` (the block of the row's type, none without a valid type), their fills
 * added to `fills`; a value without a valid type, or of a field its type does not have, is a problem.
 */
export function placeSpecials(
  columns: CompiledSheet,
  problems: RowProblems,
  cells: readonly CellValue[],
  builder: BlockBuilder | undefined,
  typeIndex: number,
  typeName: string,
  found: CellFill[] | null,
): CellFill[] | null {
  let fills = found;
  builder?.reset();
  for (let j = 0; j < columns.plan.special.length; j++) {
    const pc = columns.plan.special[j];
    if (pc === undefined) continue;
    const cell = cells[pc.index];
    if (isEmptyCell(cell) || cell === undefined) continue;
    if (builder === undefined) {
      problems.fail(pc.def, pc.column, cell, problemOf(formatBoth(M.specialNeedsType)));
      continue;
    }
    const typed = columns.specialOf[j]?.[typeIndex];
    if (!typed) {
      // The type in the office's words ("telek"), not the API's code ("land").
      const type = valueWords('PROPERTY_TYPE', typeName);
      problems.fail(pc.def, pc.column, cell, problemOf(formatBoth(M.notFieldOfType, { type })));
      continue;
    }
    const def = typed.def;
    const c = typed.convert(cell);
    if (c.kind === 'empty') continue;
    if (c.kind === 'problem') {
      problems.fail(def, pc.column, cell, c.problem);
      continue;
    }
    if (c.fills && c.fills.some((f) => f.key === HALF_ROOMS) && !hasHalfRooms(typeName)) {
      // `2,5` or `2+1` on a type counted in whole rooms (premises): the half room has nowhere to go, and dropping it
      // would send another count than written.
      const type = valueWords('PROPERTY_TYPE', typeName);
      problems.fail(def, pc.column, cell, problemOf(formatBoth(M.noHalfRoomsOfType, { value: quote(cell), type })));
      continue;
    }
    builder.put(typed.slot, def.name, c.value);
    if (c.fills) (fills ??= []).push(...fillsFrom(c.fills, pc.column, def.label));
  }
  return fills;
}
