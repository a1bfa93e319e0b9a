// The owner an image row names (the listing's or seller's reference or service ID), or its problems.
import type { FieldDef } from '../../catalog';
import type { CellValue } from '../model/cell-value';
import type { PreparedRow } from '../model/prepared-row';
import type { ValueConverter } from '../values/convert-cell';
import type { ValueProblem } from '../values/value-problem';
import { quote, valueProblem } from '../values/value-problem';
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
            valueProblem(`${quote(cell)} is not a service ID.`, `${quote(cell)} nem szolgáltatói azonosító.`),
          );
      } else if (typeof c.value === 'string') {
        const max = pc.def.type.kind === 'string' ? pc.def.type.maxLength : null;
        if (max !== null && c.value.length > max)
          failOwner(
            pc.def,
            pc.column,
            cell,
            valueProblem(
              `${quote(cell)} is too long; at most ${max} characters are allowed.`,
              `${quote(cell)} túl hosszú, legfeljebb ${max} karakter lehet.`,
            ),
          );
        else transferId = c.value;
      }
    }
  }
  if (transferId === null && id === null) {
    if (!failed) {
      const what = plan.role === 'seller_images' ? ['seller', 'értékesítő'] : ['listing', 'hirdetés'];
      problems.addRule(
        'owner.transfer_id',
        plan.ownerTransferId?.column ?? null,
        null,
        `each image needs the reference or service ID of its ${what[0]}.`,
        `minden képhez meg kell adni a(z) ${what[1]} azonosítóját vagy szolgáltatói azonosítóját.`,
      );
    }
    return null;
  }
  return { transferId, id };
}
