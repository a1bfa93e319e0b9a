// The owner an image row names (the listing's or seller's reference or service ID), or its problems.
import type { FieldDef } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { CellValue } from '../model/cell-value';
import type { PreparedRow } from '../model/prepared-row';
import type { ValueConverter } from '../values/convert-cell';
import type { ValueProblem } from '../values/value-problem';
import { problemOf, quote } from '../values/value-problem';
import { CELL_RULE_MESSAGES, OWNER_MESSAGES, ROW_RULE_MESSAGES } from './validation-messages';
import type { RowProblems } from './row-problems';
import type { SheetPlan } from './sheet-plan';

export function readOwner(
  cells: readonly CellValue[],
  plan: SheetPlan,
  converter: ValueConverter,
  problems: RowProblems,
): PreparedRow['owner'] {
  let transferId: string | null = null;
  let id: number | null = null;
  let failed = false;
  const failOwner = (d: FieldDef, c: string | null, v: unknown, p: ValueProblem): void => {
    failed = true;
    problems.fail(d, c, v, p);
  };
  for (const pc of [plan.ownerTransferId, plan.ownerId]) {
    if (!pc) continue;
    const cell = cells[pc.index];
    if (cell === undefined) continue;
    const c = converter.convert(pc.def, cell);
    if (c.kind === 'problem') failOwner(pc.def, pc.column, cell, c.problem);
    else if (c.kind === 'value') {
      if (pc.def.key === 'owner.id') {
        if (typeof c.value === 'number' && c.value >= 1) id = c.value;
        else
          failOwner(
            pc.def,
            pc.column,
            cell,
            problemOf(formatBoth(CELL_RULE_MESSAGES.notAServiceId, { value: quote(cell) })),
          );
      } else if (typeof c.value === 'string') {
        const max = pc.def.type.kind === 'string' ? pc.def.type.maxLength : null;
        if (max !== null && c.value.length > max)
          failOwner(
            pc.def,
            pc.column,
            cell,
            problemOf(formatBoth(CELL_RULE_MESSAGES.tooLong, { value: quote(cell), max })),
          );
        else transferId = c.value;
      }
    }
  }
  if (transferId === null && id === null) {
    if (!failed) {
      const owner = plan.role === 'seller_images' ? OWNER_MESSAGES.seller : OWNER_MESSAGES.listing;
      problems.addRule(
        'owner.transfer_id',
        plan.ownerTransferId?.column ?? null,
        null,
        formatBoth(ROW_RULE_MESSAGES.imageOwnerMissing, { owner }),
      );
    }
    return null;
  }
  return { transferId, id };
}
