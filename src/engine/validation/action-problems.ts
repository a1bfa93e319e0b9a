// What the `Import action` column makes of a row's problems: unknown words, actions a sheet cannot take, and which
// problems of the row's other cells still matter when the row only withdraws or deletes its listing.
import type { ImportAction, SheetRole } from '../../catalog';
import { IMPORT_ACTION_HEADER, IMPORT_ACTION_WORDS, importActionWords } from '../../catalog';
import type { RowProblem } from '../model/prepared-row';
import type { ActionCell } from '../mapping/import-action-column';

/** The key the action column's problems are reported under (it is no field of the API). */
export const ACTION_KEY = 'import.action';

function actionProblem(column: string | null, value: unknown, en: string, hu: string): RowProblem {
  return {
    field: ACTION_KEY,
    column,
    value,
    message: `${IMPORT_ACTION_HEADER.en}: ${en}`,
    messageHu: `${IMPORT_ACTION_HEADER.hu}: ${hu}`,
  };
}

/** The row's action and the problem it makes, if any; only listings can be withdrawn or deleted. */
export function actionOfCell(
  cell: ActionCell,
  role: SheetRole,
  column: string | null,
): { readonly action: ImportAction; readonly problem: RowProblem | null } {
  if (cell.kind === 'unknown') {
    const en = importActionWords('en').join(', ');
    const hu = importActionWords('hu').join(', ');
    return {
      action: 'upsert',
      problem: actionProblem(
        column,
        cell.text,
        `"${cell.text}" is not an action; write ${en} (or leave the cell empty to create or modify).`,
        `„${cell.text}” nem művelet; írja be: ${hu} (vagy hagyja üresen a létrehozáshoz, módosításhoz).`,
      ),
    };
  }
  if (cell.action === 'upsert' || role === 'properties') return { action: cell.action, problem: null };
  const word = IMPORT_ACTION_WORDS[cell.action];
  return {
    action: cell.action,
    problem: actionProblem(
      column,
      word.en,
      `only listings can be withdrawn or deleted from a workbook; on this sheet leave the cell empty.`,
      'munkafüzetből csak hirdetés vonható vissza vagy törölhető; ' +
        `ezen a lapon hagyja üresen a cellát (${word.hu}).`,
    ),
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
export function deleteAndWriteText(
  value: string,
  where: { readonly en: string; readonly hu: string },
): {
  readonly en: string;
  readonly hu: string;
} {
  return {
    en:
      `"${value}" is deleted in one row and written in ${where.en}; the service treats deleting a listing and ` +
      'creating it again shortly after as a duplicate, so neither row is sent. To change the listing, modify it ' +
      '(leave the action empty) and remove the delete row.',
    hu:
      `„${value}” az egyik sorban törlendő, a(z) ${where.hu} pedig feltöltendő; ` +
      'a szolgáltatás a hirdetés törlését és rövid időn belüli újbóli létrehozását duplikációnak tekinti, ' +
      'ezért egyik sor sem megy el. A hirdetést ' +
      'módosítani kell (üres művelettel), a törlő sort pedig el kell hagyni.',
  };
}
