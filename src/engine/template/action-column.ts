// The `Import action` column of a template's (and an export's) properties sheets: header, note and a dropdown of
// the action words, right after the field columns. An empty cell creates or modifies, as without the column.
import type ExcelJS from 'exceljs';
import type { Lang } from '../../catalog';
import { IMPORT_ACTION_HEADER, formatMessage, importActionWords } from '../../catalog';
import { columnLetter } from '../model/column-letter';
import { ACTION_COLUMN_MESSAGES } from './template-messages';

export interface ActionColumnPlan {
  readonly header: string;
  readonly note: string;
  readonly words: readonly string[];
}

/** The action words as the messages name them: create or modify, set inactive, delete. */
function actionParams(w: readonly string[]): { upsert: string; deactivate: string; remove: string } {
  return { upsert: w[0] ?? '', deactivate: w[1] ?? '', remove: w[2] ?? '' };
}

export function actionColumnPlan(lang: Lang): ActionColumnPlan {
  const words = importActionWords(lang);
  return {
    header: IMPORT_ACTION_HEADER[lang],
    note: formatMessage(ACTION_COLUMN_MESSAGES.note, lang, actionParams(words)),
    words,
  };
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

/** The Help sheet's line about the column: its header and what its words do. */
export function actionHelp(lang: Lang): readonly [string, string] {
  return [
    IMPORT_ACTION_HEADER[lang],
    formatMessage(ACTION_COLUMN_MESSAGES.help, lang, actionParams(importActionWords(lang))),
  ];
}
