// What the `Import action` column makes of a row's problems: unknown words, actions a sheet cannot take, and which
// problems of the row's other cells still matter when the row only withdraws or deletes its listing.
import type { ImportAction, SheetRole, Words } from '../../catalog';
import { IMPORT_ACTION_HEADER, IMPORT_ACTION_WORDS, formatBoth, importActionWords } from '../../catalog';
import type { RowProblem } from '../model/prepared-row';
import type { ActionCell } from '../mapping/import-action-column';
import { ACTION_MESSAGES as M } from './validation-messages';

/** The key the action column's problems are reported under (it is no field of the API). */
export const ACTION_KEY = 'import.action';

function actionProblem(column: string | null, value: unknown, problem: Words): RowProblem {
  const text = formatBoth(M.fieldProblem, { field: IMPORT_ACTION_HEADER, problem });
  return { field: ACTION_KEY, column, value, message: text.en, messageHu: text.hu };
}

/** The row's action and the problem it makes, if any; only listings can be withdrawn or deleted. */
export function actionOfCell(
  cell: ActionCell,
  role: SheetRole,
  column: string | null,
): { readonly action: ImportAction; readonly problem: RowProblem | null } {
  if (cell.kind === 'unknown') {
    const words = { en: importActionWords('en').join(', '), hu: importActionWords('hu').join(', ') };
    const problem = formatBoth(M.notAnAction, { text: cell.text, words });
    return { action: 'upsert', problem: actionProblem(column, cell.text, problem) };
  }
  if (cell.action === 'upsert' || role === 'properties') return { action: cell.action, problem: null };
  const word = IMPORT_ACTION_WORDS[cell.action];
  return {
    action: cell.action,
    problem: actionProblem(column, word.en, formatBoth(M.onlyListings, { word })),
  };
}

/** Fields that still matter for a withdraw or a delete: they say which listing it is. */
const IDENTITY_FIELDS: ReadonlySet<string> = new Set([ACTION_KEY, 'id.transfer_id', 'property.office_id']);

/**
 * A withdraw or delete sends none of the row's other cells, so their problems (a required value missing for a new
 * listing, a word not understood) do not stop it; problems with what identifies the listing do.
 */
export function problemsForAction(action: ImportAction, problems: readonly RowProblem[]): readonly RowProblem[] {
  if (action === 'upsert') return problems;
  const kept = problems.filter((p) => IDENTITY_FIELDS.has(p.field));
  return kept.length === problems.length ? problems : kept;
}

/**
 * The message of rows sharing a reference when one of them deletes the listing and another writes it: the service
 * counts a delete followed by a create within a short time as a duplicate (error 30), so neither row is sent.
 */
export function deleteAndWriteText(value: string, where: Words): Words {
  return formatBoth(M.deleteAndWrite, { value, where });
}
