// Turns a template plan into an exceljs workbook: styled headers with notes, bounded rules, regions and lists sheets.
import ExcelJS from 'exceljs';
import type { Lang } from '../../catalog';
import { formatMessage } from '../../catalog';
import type { ReferenceData } from '../model/reference-data';
import { columnLetter } from '../model/column-letter';
import { renderActionColumn } from './action-column';
import type { ColumnRule, ListSource } from './field-rule';
import type { HelpLine, HelpStyle } from './help-sheet';
import { helpLines } from './help-sheet';
import { sizeHeaderNote } from './note-box';
import type { DataSheetPlan, TemplateColumn, TemplatePlan } from './template-plan';
import { TEMPLATE_SHEET_NAMES } from './template-words';
import { LIST_SHEET_MESSAGES, REGION_HEADER_MESSAGES } from './template-messages';

/** How many data rows the rules cover: bounded, because whole-column rules make exceljs slow (exceljs #2820). */
export const TEMPLATE_DATA_ROWS = 5000;

/**
 * exceljs keeps a range-keyed rule as one `<dataValidation>` with that sqref, while `cell.dataValidation` stores one
 * entry per cell. The range form is not in its typings.
 */
interface RangeValidations {
  readonly dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

const COLOURS = {
  required: 'FFF8CBAD',
  optional: 'FFDDEBF7',
  special: 'FFE2EFDA',
  title: 'FF1F4E78',
  heading: 'FFD9E1F2',
  border: 'FF9BA7B8',
} as const;

function solid(argb: string): ExcelJS.Fill {
  return { type: 'pattern', pattern: 'solid', fgColor: { argb } };
}

/** Named explicitly: without a name LibreOffice falls back to a serif font. */
const FONT = 'Calibri';

const thin: Partial<ExcelJS.Borders> = {
  bottom: { style: 'thin', color: { argb: COLOURS.border } },
  right: { style: 'thin', color: { argb: COLOURS.border } },
};

/** `'Listák'!$A$2:$A$9`: sheet names with spaces or accents must be quoted. */
function rangeRef(sheet: string, column: number, firstRow: number, lastRow: number): string {
  const col = columnLetter(column);
  return `'${sheet.replace(/'/g, "''")}'!$${col}$${firstRow}:$${col}$${lastRow}`;
}

/** The hidden lists sheet's columns, one per distinct list, allocated as rules ask for them. */
class ListRegistry {
  private readonly columns = new Map<string, { index: number; name: string; words: readonly string[] }>();

  constructor(
    private readonly sheetName: string,
    private readonly lang: Lang,
  ) {}

  ref(name: string, words: readonly string[]): string {
    const id = `${name}\u0000${words.join('\u0000')}`;
    let entry = this.columns.get(id);
    if (!entry) {
      entry = { index: this.columns.size, name, words };
      this.columns.set(id, entry);
    }
    return rangeRef(this.sheetName, entry.index, 2, Math.max(2, words.length + 1));
  }

  write(ws: ExcelJS.Worksheet): void {
    for (const { index, name, words } of this.columns.values()) {
      // No dotted keys in these headers: the engine's matcher would take the sheet for a properties sheet.
      const title = formatMessage(LIST_SHEET_MESSAGES.header, this.lang, {
        number: index + 1,
        name: name.replace(/[.:]/g, ' '),
      });
      const column = ws.getColumn(index + 1);
      column.width = Math.min(40, Math.max(12, title.length + 2, ...words.map((w) => w.length + 2)));
      ws.getCell(1, index + 1).value = title;
      ws.getCell(1, index + 1).font = { name: FONT, bold: true };
      words.forEach((w, i) => {
        ws.getCell(i + 2, index + 1).value = w;
      });
    }
  }
}

interface RenderContext {
  readonly lang: Lang;
  readonly lists: ListRegistry;
  /** Reference to the settlement names on the regions sheet, when there is one. */
  readonly settlementRef: string | null;
}

function listFormula(source: ListSource, ctx: RenderContext): string | null {
  switch (source.kind) {
    case 'lists':
      return ctx.lists.ref(source.name, source.words);
    case 'districts':
      return ctx.lists.ref('location.area_id', source.words);
    case 'regions':
      return ctx.settlementRef;
  }
}

function validationOf(rule: ColumnRule, column: TemplateColumn, ctx: RenderContext): ExcelJS.DataValidation | null {
  const common = {
    allowBlank: true,
    showErrorMessage: true,
    showInputMessage: true,
    // Excel refuses longer titles and messages.
    promptTitle: column.label.slice(0, 32),
    prompt: column.typeText.slice(0, 255),
    errorTitle: column.label.slice(0, 32),
    error: column.typeText.slice(0, 255),
  };
  switch (rule.kind) {
    case 'none':
      return null;
    case 'list': {
      const formula = listFormula(rule.source, ctx);
      if (formula === null) return null;
      return { ...common, type: 'list', formulae: [formula], errorStyle: rule.strict ? 'stop' : 'warning' };
    }
    case 'whole':
      return rule.max === null
        ? { ...common, type: 'whole', operator: 'greaterThanOrEqual', formulae: [rule.min], errorStyle: 'stop' }
        : { ...common, type: 'whole', operator: 'between', formulae: [rule.min, rule.max], errorStyle: 'stop' };
    case 'decimal':
      return { ...common, type: 'decimal', operator: 'between', formulae: [rule.min, rule.max], errorStyle: 'stop' };
    case 'textLength':
      return rule.min > 0
        ? { ...common, type: 'textLength', operator: 'between', formulae: [rule.min, rule.max], errorStyle: 'stop' }
        : { ...common, type: 'textLength', operator: 'lessThanOrEqual', formulae: [rule.max], errorStyle: 'stop' };
  }
}

function headerFill(column: TemplateColumn): string {
  if (column.required) return COLOURS.required;
  return column.special ? COLOURS.special : COLOURS.optional;
}

/** Two lines of header: the label, then the key. */
const HEADER_HEIGHT_PT = 45;

function renderDataSheet(wb: ExcelJS.Workbook, sheet: DataSheetPlan, ctx: RenderContext): void {
  const ws = wb.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
    pageSetup: { orientation: 'landscape', paperSize: 9, printTitlesRow: '1:1' },
  });
  const header = ws.getRow(1);
  header.height = HEADER_HEIGHT_PT;
  const widths = sheet.columns.map((c) => c.width);
  sheet.columns.forEach((column, i) => {
    ws.getColumn(i + 1).width = column.width;
    const cell = header.getCell(i + 1);
    cell.value = column.header;
    cell.font = { name: FONT, bold: true };
    cell.fill = solid(headerFill(column));
    cell.alignment = { wrapText: true, vertical: 'top' };
    cell.border = thin;
    cell.note = { texts: [{ text: column.note }], editAs: 'absolute' };
    sizeHeaderNote(cell, i, widths, column.note, HEADER_HEIGHT_PT * (4 / 3));
    const validation = validationOf(column.rule, column, ctx);
    if (validation) {
      const col = columnLetter(i);
      (ws as unknown as RangeValidations).dataValidations.add(`${col}2:${col}${TEMPLATE_DATA_ROWS + 1}`, validation);
    }
  });
  const action = sheet.importAction;
  if (action) {
    const list = ctx.lists.ref('import.action', action.words);
    renderActionColumn(ws, sheet.columns.length, action, TEMPLATE_DATA_ROWS, list);
  }
}

/** Worded so the engine's header matcher never takes the regions sheet for a properties sheet. */
const REGION_HEADERS = REGION_HEADER_MESSAGES;

/** The settlement names of the regions sheet, the source of the settlement dropdown. */
function settlementRange(reference: ReferenceData, lang: Lang): string {
  return rangeRef(TEMPLATE_SHEET_NAMES.regions[lang], 0, 2, Math.max(2, reference.regions.length + 1));
}

/**
 * Settlements in A–C (one row each, so the settlement dropdown has no repeats), districts with their settlement in E–H.
 */
function renderRegions(wb: ExcelJS.Workbook, reference: ReferenceData, lang: Lang): void {
  const name = TEMPLATE_SHEET_NAMES.regions[lang];
  const ws = wb.addWorksheet(name, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
    pageSetup: {
      orientation: 'landscape',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    },
  });
  const regions = [...reference.regions].sort((a, b) => a.name.localeCompare(b.name, 'hu'));
  const heads = [
    REGION_HEADERS.settlement,
    REGION_HEADERS.settlementId,
    REGION_HEADERS.zipCodes,
    null,
    REGION_HEADERS.settlement,
    REGION_HEADERS.settlementId,
    REGION_HEADERS.district,
    REGION_HEADERS.districtId,
  ];
  const widths = [26, 20, 28, 4, 26, 20, 28, 20];
  heads.forEach((h, i) => {
    ws.getColumn(i + 1).width = widths[i] ?? 12;
    if (!h) return;
    const cell = ws.getCell(1, i + 1);
    cell.value = h[lang];
    cell.font = { name: FONT, bold: true };
    cell.fill = solid(COLOURS.heading);
    cell.border = thin;
  });
  // Identifiers read as codes, next to names: left-aligned like the text around them.
  for (const col of [2, 6, 8]) ws.getColumn(col).alignment = { horizontal: 'left' };
  regions.forEach((r, i) => {
    const row = ws.getRow(i + 2);
    row.getCell(1).value = r.name;
    row.getCell(2).value = r.id;
    row.getCell(3).value = r.zipCodes.join(', ');
  });
  let next = 2;
  for (const r of regions) {
    for (const a of r.areas) {
      const row = ws.getRow(next++);
      row.getCell(5).value = r.name;
      row.getCell(6).value = r.id;
      row.getCell(7).value = a.name;
      row.getCell(8).value = a.id;
    }
  }
}

const HELP_FONTS: Readonly<Record<HelpStyle, Partial<ExcelJS.Font>>> = {
  title: { name: FONT, bold: true, size: 16, color: { argb: COLOURS.title } },
  heading: { name: FONT, bold: true, size: 12 },
  text: { name: FONT },
  pair: { name: FONT, bold: true },
  legend_required: { name: FONT, bold: true },
  legend_optional: { name: FONT, bold: true },
  legend_special: { name: FONT, bold: true },
};

function renderHelp(ws: ExcelJS.Worksheet, lines: readonly HelpLine[]): void {
  ws.getColumn(1).width = 30;
  ws.getColumn(2).width = 95;
  lines.forEach((line, i) => {
    const row = ws.getRow(i + 1);
    const [first = '', second] = line.cells;
    const a = row.getCell(1);
    a.value = first;
    a.font = HELP_FONTS[line.style];
    a.alignment = { wrapText: true, vertical: 'top' };
    if (second !== undefined) {
      const b = row.getCell(2);
      b.value = second;
      b.alignment = { wrapText: true, vertical: 'top' };
      b.font = { name: FONT };
    } else {
      // A lone sentence runs across both columns so it wraps at a readable width.
      ws.mergeCells(i + 1, 1, i + 1, 2);
    }
    switch (line.style) {
      case 'heading':
        a.fill = solid(COLOURS.heading);
        break;
      case 'legend_required':
        a.fill = solid(COLOURS.required);
        break;
      case 'legend_optional':
        a.fill = solid(COLOURS.optional);
        break;
      case 'legend_special':
        a.fill = solid(COLOURS.special);
        break;
      case 'title':
      case 'text':
      case 'pair':
        break;
    }
    // exceljs does not size rows to wrapped text; LibreOffice and Excel keep the height given here.
    const longest = Math.max(first.length / (second === undefined ? 140 : 30), (second ?? '').length / 115);
    row.height = line.style === 'title' ? 24 : Math.max(16, Math.ceil(longest + 0.0001) * 15);
  });
}

/** The template as an exceljs workbook, Help first and the lists sheet hidden last. */
export function renderTemplate(plan: TemplatePlan): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Listing Importer';
  const help = wb.addWorksheet(TEMPLATE_SHEET_NAMES.help[plan.lang], {
    properties: { tabColor: { argb: COLOURS.title } },
    pageSetup: { orientation: 'portrait', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const listsName = TEMPLATE_SHEET_NAMES.lists[plan.lang];
  const lists = new ListRegistry(listsName, plan.lang);

  // The regions sheet comes after the data sheets; their rules refer to it by name, known before it is written.
  const regions = plan.reference && plan.reference.regions.length > 0 ? plan.reference : null;
  const ctx: RenderContext = {
    lang: plan.lang,
    lists,
    settlementRef: regions ? settlementRange(regions, plan.lang) : null,
  };
  for (const sheet of plan.sheets) renderDataSheet(wb, sheet, ctx);
  if (regions) renderRegions(wb, regions, plan.lang);
  const listsSheet = wb.addWorksheet(listsName, { state: 'hidden' });
  lists.write(listsSheet);
  renderHelp(help, helpLines(plan, TEMPLATE_DATA_ROWS));
  return wb;
}
