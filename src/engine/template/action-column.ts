// The `Import action` column of a template's (and an export's) properties sheets: header, note and a dropdown of
// the action words, right after the field columns. An empty cell creates or modifies, as without the column.
import type ExcelJS from 'exceljs';
import type { Lang } from '../../catalog';
import { IMPORT_ACTION_HEADER, importActionWords } from '../../catalog';
import { columnLetter } from '../model/column-letter';

export interface ActionColumnPlan {
  readonly header: string;
  readonly note: string;
  readonly words: readonly string[];
}

const NOTE: Readonly<Record<Lang, (w: readonly string[]) => string>> = {
  en: (w) =>
    [
      'What the upload does with the listing of this row.',
      `Empty or ${w[0] ?? ''}: create or modify it.`,
      `${w[1] ?? ''}: set it inactive (only its status changes).`,
      `${w[2] ?? ''}: delete it from the portal; the upload asks to confirm the number of deletes.`,
      'A deleted listing cannot be created again shortly after: modify listings instead.',
    ].join('\n'),
  hu: (w) =>
    [
      'Mit tegyen a feltöltés a sor hirdetésével.',
      `Üres vagy ${w[0] ?? ''}: létrehozza vagy módosítja.`,
      `${w[1] ?? ''}: inaktívvá teszi (csak az állapota változik).`,
      `${w[2] ?? ''}: törli a portálról; a feltöltés megerősítteti a törlések számát.`,
      'Törölt hirdetés rövid időn belül nem hozható létre újra: a hirdetést módosítani kell.',
    ].join('\n'),
};

export function actionColumnPlan(lang: Lang): ActionColumnPlan {
  const words = importActionWords(lang);
  return { header: IMPORT_ACTION_HEADER[lang], note: NOTE[lang](words), words };
}

/**
 * Writes the header (0-based column `index`) with its note and the dropdown over the first `rows` data rows;
 * `listFormula` points at the words on the template's lists sheet.
 */
export function renderActionColumn(
  ws: ExcelJS.Worksheet,
  index: number,
  plan: ActionColumnPlan,
  rows: number,
  listFormula: string,
): void {
  const cell = ws.getCell(1, index + 1);
  cell.value = plan.header;
  cell.font = { name: 'Calibri', bold: true };
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFCE4D6' } };
  cell.alignment = { wrapText: true, vertical: 'top' };
  cell.note = { texts: [{ text: plan.note }], editAs: 'absolute' };
  ws.getColumn(index + 1).width = Math.max(16, plan.header.length + 2);
  const col = columnLetter(index);
  const validation: ExcelJS.DataValidation = {
    type: 'list',
    allowBlank: true,
    formulae: [listFormula],
    showErrorMessage: true,
    errorStyle: 'stop',
    errorTitle: plan.header.slice(0, 32),
    error: plan.words.join(', '),
  };
  // exceljs keeps a range-keyed rule as one <dataValidation>; the range form is not in its typings.
  const rules = (ws as unknown as { dataValidations: { add(r: string, v: ExcelJS.DataValidation): void } })
    .dataValidations;
  rules.add(`${col}2:${col}${rows + 1}`, validation);
}

const HELP: Readonly<Record<Lang, (w: readonly string[]) => string>> = {
  en: (w) =>
    `Optional, on the properties sheets. Empty or ${w[0] ?? ''}: create or modify the listing; ${w[1] ?? ''}: set it ` +
    `inactive; ${w[2] ?? ''}: delete it from the portal (the upload asks to confirm the number of deletes). Rows ` +
    'missing from the workbook are never deleted.',
  hu: (w) =>
    `Nem kötelező, az ingatlanos lapokon. Üres vagy ${w[0] ?? ''}: a hirdetés létrehozása vagy módosítása; ` +
    `${w[1] ?? ''}: inaktívvá tétele; ${w[2] ?? ''}: törlése a portálról (a feltöltés megerősítteti a törlések ` +
    'számát). A munkafüzetből hiányzó sorok hirdetései soha nem törlődnek.',
};

/** The Help sheet's line about the column: its header and what its words do. */
export function actionHelp(lang: Lang): readonly [string, string] {
  return [IMPORT_ACTION_HEADER[lang], HELP[lang](importActionWords(lang))];
}
