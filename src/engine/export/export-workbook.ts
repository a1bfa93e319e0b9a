// The export's draft workbook: the template's sheets, rules, notes and Help, with one row per listed record.
import type ExcelJS from 'exceljs';
import type { FieldDef, Lang, PropertyType } from '../../catalog';
import { findField } from '../../catalog';
import type { ReferenceData } from '../model/reference-data';
import type { RowResult } from '../model/row-result';
import type { SheetTable } from '../model/sheet-table';
// From their files, not the template's index: the renderer (and exceljs) is loaded apart (template-renderer.ts).
import type { DataSheetPlan, ExportInfo } from '../template/template-plan';
import { planTemplate } from '../template/template-plan';
import type { ResultHeaderKey } from '../model/result-headers';
import { resultHeaders } from '../model/result-headers';
import { placeNames } from './cell-value';
import type { ListedItem } from './fetch-records';
import { DraftTable } from './draft-table';
import { templateRenderer } from './template-renderer';
import { fillSkeleton } from './fill-skeleton';
import { recordRow, serviceIdOf } from './record-row';
import type { ResultColumnsAt } from './sheet-data-xml';
import { AddedStrings, ROW_END, RowsXml, columnLetters, resultCellsXml, rowXml } from './sheet-data-xml';

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

const EMPTY = Buffer.alloc(0);

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

/** The result columns in the order a write-back places them, with its widths; the fingerprint's hidden. */
const RESULT_COLUMNS = [
  { key: 'status', width: 14 },
  { key: 'serviceId', width: 14 },
  { key: 'errorCode', width: 12 },
  { key: 'errorMessage', width: 48 },
  { key: 'importedAt', width: 18 },
  { key: 'fingerprint', width: 24 },
] as const satisfies readonly { key: ResultHeaderKey; width: number }[];

/**
 * The result columns after the field and action columns, where a write-back puts them, so a re-import's write-back
 * finds them by their headers and fills them in place (docs/write-back.md). Their headers are in the export's
 * language, as a write-back writes them in the workbook's (docs/write-back.md, "The workbook's language"). Returns
 * where each is.
 */
function resultHeads(ws: ExcelJS.Worksheet, first: number, lang: Lang): ResultColumnsAt {
  const headers = resultHeaders(lang);
  RESULT_COLUMNS.forEach(({ key, width }, i) => {
    const head = ws.getCell(1, first + i);
    head.value = headers[key];
    head.font = { name: 'Calibri', bold: true };
    const column = ws.getColumn(first + i);
    column.width = width;
    if (key === 'fingerprint') column.hidden = true;
  });
  const at = (key: ResultHeaderKey): number => first - 1 + RESULT_COLUMNS.findIndex((c) => c.key === key);
  return {
    status: at('status'),
    serviceId: at('serviceId'),
    errorMessage: at('errorMessage'),
    fingerprint: at('fingerprint'),
    lang,
  };
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
  readonly results: ResultColumnsAt;
}

/** Each data sheet's row results by row number (seal-round-trip.ts), from the sheets as the reader reads them. */
export type SealRows = (tables: readonly SheetTable[]) => ReadonlyMap<string, ReadonlyMap<number, RowResult>>;

/**
 * The header row's texts as the sealing maps them: the template's columns, the action column, the status and
 * Service ID columns in the export's language, as the draft a write-back sealed had them, so the mapping is the one
 * a re-import of that draft made.
 */
function headersOf(sheet: DataSheetPlan, lang: Lang): readonly string[] {
  const action = sheet.importAction ? [sheet.importAction.header] : [];
  const results = resultHeaders(lang);
  return [...sheet.columns.map((c) => c.header), ...action, results.status, results.serviceId];
}

/**
 * Writes the template filled with the records, each row sealed with its result, to `file` (created, never replaced).
 * exceljs renders the template with the header rows only; the rows are written as XML into its data sheets
 * (sheet-data-xml.ts), which keeps a 10,000-listing export from building a million cells. Every row's cells are
 * gathered as the importer's reader reads them back while they are written; `seal` prepares those and gives each
 * row's result (status, Service ID, fingerprint), written into the same row: the workbook is written once, never
 * read back (docs/performance.md, "Export: sealed as written").
 */
export async function writeExportWorkbook(
  file: string,
  lang: Lang,
  reference: ReferenceData | null,
  records: ExportRecords,
  onRows: RowsWritten,
  seal: SealRows,
  layout: ExportLayout = NO_LAYOUT,
): Promise<void> {
  const plan = { ...planTemplate(lang, layout.types, reference), exportInfo: layout.info };
  const { renderTemplate } = await templateRenderer();
  const workbook = renderTemplate(plan);
  const fills: SheetFill[] = plan.sheets.map((sheet) => {
    const ws = workbook.getWorksheet(sheet.name);
    if (!ws) throw new Error(`the rendered template has no sheet ${sheet.name}`);
    const fields = fieldsOf(sheet);
    const action = sheet.importAction ? [null] : [];
    const results = resultHeads(ws, fields.length + action.length + 1, lang);
    const table = new DraftTable(sheet.name, headersOf(sheet, lang));
    return { part: partOf(ws), fields, items: recordsFor(sheet, records), action, table, results };
  });
  const skeleton = new Uint8Array(await workbook.xlsx.writeBuffer());
  const places = placeNames(reference);
  const total = exportRowCount(records);
  await fillSkeleton(skeleton, file, (existing) => {
    const strings = new AddedStrings(existing);
    let done = 0;
    // The field cells of every row, and the rows as read back; then the results, which need every row (references
    // across rows and sheets); then each row closed with its result cells.
    const started = fills.map(({ fields, items, action, table }) => {
      const letters = columnLetters(fields.length + action.length + RESULT_COLUMNS.length);
      const xml = items.map((item, i) => {
        const serviceId = serviceIdOf(item);
        const cells = recordRow(item, fields, lang, places);
        // Read back with the empty action and the status (empty until sealed) and the Service ID after them,
        // as the draft was.
        const row = rowXml(i + 2, cells, letters, strings, [...action, null, serviceId === 0 ? 0 : serviceId]);
        table.add(i + 2, row.read);
        done += 1;
        if (done % PROGRESS_EVERY === 0) onRows(done, total);
        // As UTF-8 until the results close it: a row's text held as a two-byte string (ő, ű) takes twice the room.
        return Buffer.from(row.xml, 'utf8');
      });
      return { letters, xml };
    });
    onRows(done, total);
    const sealed = seal(fills.map((f) => f.table.table()));
    const sheets = new Map<string, RowsXml>();
    fills.forEach(({ part, items, table, results }, s) => {
      const { letters, xml } = started[s] ?? { letters: [], xml: [] };
      const bySheet = sealed.get(table.name);
      const rows = new RowsXml();
      xml.forEach((start, i) => {
        const cells = resultCellsXml(i + 2, bySheet?.get(i + 2), serviceIdOf(items[i] ?? {}), results, letters);
        rows.add(cells + ROW_END, start);
        xml[i] = EMPTY;
      });
      sheets.set(part, rows);
    });
    return { sheets, strings };
  });
}
