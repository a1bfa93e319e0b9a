// The export's draft workbook: the template's sheets, rules, notes and Help, with one row per listed record.
import type ExcelJS from 'exceljs';
import type { FieldDef, Lang, SheetRole } from '../../catalog';
import { findField } from '../../catalog';
import type { ReferenceData } from '../reference-data';
import type { DataSheetPlan } from '../template';
import { planTemplate, renderTemplate } from '../template';
import { RESULT_HEADERS } from '../workbook/result-columns';
import { placeNames } from './cell-value';
import type { ListedItem } from './fetch-records';
import { recordRow, serviceIdOf } from './record-row';

export interface ExportRecords {
  readonly sellers: readonly ListedItem[];
  readonly properties: readonly ListedItem[];
}

export type RowsWritten = (done: number, total: number) => void;

/** How often the progress hears of written rows. */
const PROGRESS_EVERY = 1000;

function fieldsOf(sheet: DataSheetPlan): FieldDef[] {
  return sheet.columns.map((c) => {
    const def = findField(sheet.role, c.key);
    if (!def) throw new Error(`template column ${c.key} has no field in role ${sheet.role}`);
    return def;
  });
}

function recordsFor(role: SheetRole, records: ExportRecords): readonly ListedItem[] {
  if (role === 'sellers') return records.sellers;
  return role === 'properties' ? records.properties : [];
}

/**
 * The template (one combined properties sheet) filled with the records. Each data sheet gets the `Service ID` result
 * column already, so reading the draft back sees every row as the modify a re-import will make of it.
 */
export function exportWorkbook(
  lang: Lang,
  reference: ReferenceData | null,
  records: ExportRecords,
  onRows: RowsWritten,
): ExcelJS.Workbook {
  const plan = planTemplate(lang, null, reference);
  const workbook = renderTemplate(plan);
  const places = placeNames(reference);
  const total = records.sellers.length + records.properties.length;
  let done = 0;
  for (const sheet of plan.sheets) {
    const items = recordsFor(sheet.role, records);
    if (sheet.role !== 'sellers' && sheet.role !== 'properties') continue;
    const ws = workbook.getWorksheet(sheet.name);
    if (!ws) throw new Error(`the rendered template has no sheet ${sheet.name}`);
    const fields = fieldsOf(sheet);
    const idColumn = fields.length + 1;
    const head = ws.getCell(1, idColumn);
    head.value = RESULT_HEADERS.serviceId;
    head.font = { name: 'Calibri', bold: true };
    ws.getColumn(idColumn).width = 12;
    for (const item of items) {
      ws.addRow([...recordRow(item, fields, lang, places), serviceIdOf(item)]);
      done += 1;
      if (done % PROGRESS_EVERY === 0) onRows(done, total);
    }
  }
  onRows(done, total);
  return workbook;
}
