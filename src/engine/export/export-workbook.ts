// The export's draft workbook: the template's sheets, rules, notes and Help, with one row per listed record.
import type ExcelJS from 'exceljs';
import type { FieldDef, Lang, PropertyType } from '../../catalog';
import { findField } from '../../catalog';
import type { ReferenceData } from '../model/reference-data';
import type { SheetTable } from '../model/sheet-table';
import type { DataSheetPlan, ExportInfo } from '../template';
import { planTemplate, renderTemplate } from '../template';
import { RESULT_HEADERS } from '../model/result-headers';
import { placeNames } from './cell-value';
import type { ListedItem } from './fetch-records';
import { DraftTable } from './draft-table';
import { fillSkeleton } from './fill-skeleton';
import { recordRow, serviceIdOf } from './record-row';
import { AddedStrings, RowsXml, columnLetters, rowXml } from './sheet-data-xml';

export interface ExportRecords {
  readonly sellers: readonly ListedItem[];
  readonly properties: readonly ListedItem[];
  /** Image items (image-items.ts); absent when the images are not exported, and their sheets stay empty. */
  readonly sellerImages?: readonly ListedItem[];
  readonly propertyImages?: readonly ListedItem[];
}

/** How the workbook is laid out beyond the template's defaults. */
export interface ExportLayout {
  /** One properties sheet per type, in this order (template-plan); null: one combined sheet. */
  readonly types: readonly PropertyType[] | null;
  /** The office, service and time written on the Help sheet; null leaves it out. */
  readonly info: ExportInfo | null;
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

function typeOf(item: ListedItem): unknown {
  const property = item['property'];
  return property !== null && typeof property === 'object' ? (property as { type?: unknown }).type : undefined;
}

function recordsFor(sheet: DataSheetPlan, records: ExportRecords): readonly ListedItem[] {
  switch (sheet.kind) {
    case 'sellers':
      return records.sellers;
    case 'properties':
      return sheet.propertyType === null
        ? records.properties
        : records.properties.filter((p) => typeOf(p) === sheet.propertyType);
    case 'seller_images':
      return records.sellerImages ?? [];
    case 'property_images':
      return records.propertyImages ?? [];
  }
}

/** Rows the workbook will hold, for the progress. */
export function exportRowCount(records: ExportRecords): number {
  const images = (records.sellerImages?.length ?? 0) + (records.propertyImages?.length ?? 0);
  return records.sellers.length + records.properties.length + images;
}

/**
 * `Import status` (left empty: sealing fills it) then `Service ID`, as a write-back places them: the sealing
 * write-back takes them for its own and fills them in place, so the workbook ends with one `Service ID` column.
 */
function resultHeads(ws: ExcelJS.Worksheet, first: number): void {
  [RESULT_HEADERS.status, RESULT_HEADERS.serviceId].forEach((text, i) => {
    const head = ws.getCell(1, first + i);
    head.value = text;
    head.font = { name: 'Calibri', bold: true };
    ws.getColumn(first + i).width = 14;
  });
}

const NO_LAYOUT: ExportLayout = { types: null, info: null };

/** exceljs names a worksheet's part after its id. */
function partOf(ws: ExcelJS.Worksheet): string {
  return `xl/worksheets/sheet${ws.id}.xml`;
}

interface SheetFill {
  readonly part: string;
  readonly fields: readonly FieldDef[];
  readonly items: readonly ListedItem[];
  /** Properties sheets have the Import action column (left empty: upsert) before the result columns. */
  readonly action: readonly null[];
  /** The rows as the reader reads them back, for the sealing. */
  readonly table: DraftTable;
}

/** The header row's texts: the template's columns, the action column, `Import status` and `Service ID`. */
function headersOf(sheet: DataSheetPlan): readonly string[] {
  const action = sheet.importAction ? [sheet.importAction.header] : [];
  return [...sheet.columns.map((c) => c.header), ...action, RESULT_HEADERS.status, RESULT_HEADERS.serviceId];
}

/**
 * Writes the template filled with the records to `file` (created, never replaced). Each data sheet gets the `Service
 * ID` result column already (an image row's is the image's own ID), so reading the draft back sees every row as the
 * modify a re-import will make of it. exceljs renders the template with the header rows only; the rows are written
 * as XML into its data sheets (sheet-data-xml.ts), which keeps a 10,000-listing export from building a million cells.
 * Returns the data sheets as the importer's reader reads them back, gathered as the rows are written: the sealing
 * prepares them without reading the draft (docs/performance.md, "Export: sealed as written").
 */
export async function writeExportWorkbook(
  file: string,
  lang: Lang,
  reference: ReferenceData | null,
  records: ExportRecords,
  onRows: RowsWritten,
  layout: ExportLayout = NO_LAYOUT,
): Promise<readonly SheetTable[]> {
  const plan = { ...planTemplate(lang, layout.types, reference), exportInfo: layout.info };
  const workbook = renderTemplate(plan);
  const fills: SheetFill[] = plan.sheets.map((sheet) => {
    const ws = workbook.getWorksheet(sheet.name);
    if (!ws) throw new Error(`the rendered template has no sheet ${sheet.name}`);
    const fields = fieldsOf(sheet);
    const action = sheet.importAction ? [null] : [];
    resultHeads(ws, fields.length + action.length + 1);
    const table = new DraftTable(sheet.name, headersOf(sheet));
    return { part: partOf(ws), fields, items: recordsFor(sheet, records), action, table };
  });
  const skeleton = new Uint8Array(await workbook.xlsx.writeBuffer());
  const places = placeNames(reference);
  const total = exportRowCount(records);
  await fillSkeleton(skeleton, file, (existing) => {
    const strings = new AddedStrings(existing);
    const sheets = new Map<string, RowsXml>();
    let done = 0;
    for (const { part, fields, items, action, table } of fills) {
      const letters = columnLetters(fields.length + action.length + 2);
      const rows = new RowsXml();
      items.forEach((item, i) => {
        const cells = [...recordRow(item, fields, lang, places), ...action, null, serviceIdOf(item)];
        const row = rowXml(i + 2, cells, letters, strings);
        rows.add(row.xml);
        table.add(i + 2, row.read);
        done += 1;
        if (done % PROGRESS_EVERY === 0) onRows(done, total);
      });
      sheets.set(part, rows);
    }
    onRows(done, total);
    return { sheets, strings };
  });
  return fills.map((f) => f.table.table());
}
