// What covers a sheet's cells besides values: pivot tables, Excel tables, pictures and charts, found through its rels.
// Results placed there would be overwritten on refresh (pivots), break the table, or sit hidden under a drawing.
import type { SheetResults } from '../model/sheet-results';
import type { PlacementRules } from './result-placement';
import { MAX_COLUMNS } from './xlsx-write-back-cells';
import { formulaRanges, parseRange, type CellRange, type SheetSurvey } from './xlsx-write-back-survey';
import { attributes } from './xlsx-write-back-xml';
import { parseRelationships, relationshipIs, relationshipsPartName } from '../ooxml/relationships';
import { unescapeEntities } from '../ooxml/xml-text';

export interface SheetAreas {
  /** Pivot tables' output areas (`<location ref>`): LibreOffice and Excel rewrite them when they refresh. */
  readonly pivots: readonly CellRange[];
  /** Excel tables (ListObjects): a column inside one needs a matching `<tableColumn>`, so results go beside them. */
  readonly tables: readonly CellRange[];
  /** Pictures, charts and shapes anchored to cells: a result under one cannot be seen. */
  readonly drawings: readonly CellRange[];
  /** This sheet's ranges that defined names, other sheets' formulas and charts read. */
  readonly namedRanges: readonly CellRange[];
}

/** Default column width in EMU (8.43 characters, 64 px), to estimate how many columns a one-cell anchor spans. */
const COLUMN_EMU = 609_600;
const ROW_EMU = 190_500;

/** This sheet's ranges in the workbook's `<definedName>`s. */
export function namedRanges(workbookXml: string, sheetName: string): CellRange[] {
  const out: CellRange[] = [];
  for (const m of workbookXml.matchAll(/<(?:[\w.-]+:)?definedName\b[^>]*>([^<]*)</g)) {
    out.push(...formulaRanges(unescapeEntities(m[1] ?? ''), sheetName, true));
  }
  return out;
}

/** Reads the pivot tables, tables and drawings the sheet's relationships name. */
export async function sheetAreas(
  readText: (part: string) => Promise<string | null>,
  sheetPart: string,
  named: readonly CellRange[] = [],
): Promise<SheetAreas> {
  const relsXml = await readText(relationshipsPartName(sheetPart));
  const rels = relsXml === null ? [] : parseRelationships(relsXml, sheetPart).filter((r) => !r.external);
  const pivots: CellRange[] = [];
  const tables: CellRange[] = [];
  const drawings: CellRange[] = [];
  for (const rel of rels) {
    const isPivot = relationshipIs(rel, 'pivotTable');
    const isTable = relationshipIs(rel, 'table');
    const isDrawing = relationshipIs(rel, 'drawing');
    if (!isPivot && !isTable && !isDrawing) continue;
    const xml = await readText(rel.target);
    if (xml === null) continue;
    if (isPivot) pivots.push(...refsOf(xml, 'location'));
    if (isTable) tables.push(...refsOf(xml, 'table'));
    if (isDrawing) drawings.push(...anchors(xml));
  }
  return { pivots, tables, drawings, namedRanges: named };
}

function refsOf(xml: string, element: string): CellRange[] {
  const out: CellRange[] = [];
  for (const m of xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${element}\\b[^>]*>`, 'g'))) {
    const range = parseRange(attributes(m[0]).get('ref') ?? '');
    if (range !== null) out.push(range);
  }
  return out;
}

function number(block: string, name: string): number | null {
  const m = new RegExp(`<(?:[\\w.-]+:)?${name}>\\s*(\\d+)\\s*</`).exec(block);
  return m?.[1] === undefined ? null : Number(m[1]);
}

function twoCellEnd(to: string, col: number, row: number): [number, number] {
  return [number(to, 'col') ?? col, number(to, 'row') ?? row];
}

/** A one-cell anchor says its size in EMU; default column and row sizes turn it into a cell span (an estimate). */
function oneCellEnd(body: string, col: number, row: number): [number, number] {
  const ext = /<(?:[\w.-]+:)?ext\b[^>]*>/.exec(body)?.[0];
  const a = ext === undefined ? new Map<string, string>() : attributes(ext);
  return [col + Math.ceil(Number(a.get('cx') ?? 0) / COLUMN_EMU), row + Math.ceil(Number(a.get('cy') ?? 0) / ROW_EMU)];
}

/** Cell ranges of a drawing's two-cell and one-cell anchors (absolute anchors float free of cells and are skipped). */
function anchors(xml: string): CellRange[] {
  const out: CellRange[] = [];
  const marker = (anchor: string, name: string): string =>
    new RegExp(`<(?:[\\w.-]+:)?${name}\\b[^>]*>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(anchor)?.[1] ?? '';
  for (const m of xml.matchAll(/<((?:[\w.-]+:)?)(twoCellAnchor|oneCellAnchor)\b[^>]*>([\s\S]*?)<\/\1\2>/g)) {
    const body = m[3] ?? '';
    const from = marker(body, 'from');
    const col = number(from, 'col');
    const row = number(from, 'row');
    if (col === null || row === null) continue;
    const [lastCol, lastRow] =
      m[2] === 'twoCellAnchor' ? twoCellEnd(marker(body, 'to'), col, row) : oneCellEnd(body, col, row);
    out.push({
      firstColumn: col,
      lastColumn: Math.min(lastCol, MAX_COLUMNS - 1),
      firstRow: row + 1,
      lastRow: lastRow + 1,
    });
  }
  return out;
}

/**
 * The placement rules of one sheet. A new result column must be empty in every row, outside hidden columns, pivot
 * areas, Excel tables and the autofilter, and free of merges and drawings in the rows it is written in (the header
 * row and the result rows). An earlier result column is reused unless a merge, a drawing or a pivot area now covers it.
 */
export function placementRules(
  survey: SheetSurvey,
  shared: ReadonlyMap<number, string>,
  areas: SheetAreas,
  sheet: SheetResults,
): PlacementRules {
  // Ranges the sheet's formulas and the workbook's defined names read: a result there would change a computed value.
  const headerTexts = new Map<number, string>();
  for (const c of survey.headerCells) {
    const text = 'shared' in c ? (shared.get(c.shared) ?? '') : c.text;
    if (text.trim() !== '') headerTexts.set(c.column, text.trim());
  }
  const rows = [...new Set([sheet.headerRow, ...sheet.results.map((r) => r.row)])].sort((a, b) => a - b);
  const covered = new Uint8Array(MAX_COLUMNS);
  const mark = (ranges: readonly CellRange[], onlyWrittenRows: boolean): void => {
    for (const r of ranges) {
      if (onlyWrittenRows && !anyRowIn(rows, r.firstRow, r.lastRow)) continue;
      for (let c = r.firstColumn; c <= r.lastColumn && c < MAX_COLUMNS; c++) covered[c] = 1;
    }
  };
  mark(survey.merges, true);
  mark(areas.drawings, true);
  mark(areas.pivots, false);
  const blocked = Uint8Array.from(covered);
  mark(areas.tables, false);
  mark(survey.autoFilter === null ? [] : [survey.autoFilter], false);
  mark(survey.hiddenColumns, false);
  mark(survey.formulaRanges, false);
  mark(areas.namedRanges, false);
  // A column the user edited or that gets a note is the user's, even when it held nothing before.
  for (const c of [...(sheet.edits ?? []).map((e) => e.column), ...sheet.notes.map((n) => n.column)]) covered[c] = 1;
  return {
    headerTexts,
    headerLast: survey.headerLast,
    isFree: (c) => survey.occupied[c] !== 1 && covered[c] !== 1 && !headerTexts.has(c),
    isBlocked: (c) => blocked[c] === 1,
    maxColumns: MAX_COLUMNS,
  };
}

/** Whether some row of the sorted `rows` lies in `first..last`. */
function anyRowIn(rows: readonly number[], first: number, last: number): boolean {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((rows[mid] ?? 0) < first) lo = mid + 1;
    else hi = mid;
  }
  const row = rows[lo];
  return row !== undefined && row <= last;
}
