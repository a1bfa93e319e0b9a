// The proposed mapping of a workbook: each sheet's role and each column's field, from a template or by matching.
import type { PropertyType, SheetRole } from '../../catalog';
import { IMPORT_ACTION_FIELD, mappableField, takesImportAction } from '../../catalog';
import type { ColumnMapping, SheetMapping, WorkbookMapping } from '../model/workbook-mapping';
import { columnLetter } from '../model/column-letter';
import type { HeaderMatch } from './match-columns';
import { matchColumns, normalizeHeader } from './match-columns';
import type { MappingTemplate, TemplateSheet } from './mapping-template';
import type { InterpretationKind } from '../model/interpretation-kind';
import { propertyTypeFromSheetName } from './sheet-property-type';
import { isImportActionHeader } from './import-action-column';
import { roleFromHeaders, roleFromSheetName } from './sheet-role';

/** One sheet as the mapping needs it: the header texts by 0-based column. */
export interface SheetHeaders {
  readonly sheet: string;
  readonly headerRow: number;
  readonly headers: readonly string[];
  /** Set by the user; otherwise taken from the template, the sheet name or the headers. */
  readonly role?: SheetRole | null;
  /** Set by the user (null: none); otherwise taken from the sheet name, then the template. */
  readonly defaultPropertyType?: PropertyType | null;
}

export interface ProposeOptions {
  readonly template?: MappingTemplate | null;
}

/** The template sheet for a sheet: same name first, else the one sharing the most headers (at least half). */
function templateSheetFor(template: MappingTemplate, sheet: SheetHeaders): TemplateSheet | null {
  const byName = template.sheets.find((t) => t.sheet === sheet.sheet);
  if (byName) return byName;
  const headers = new Set(sheet.headers.filter((h) => h.trim() !== '').map(normalizeHeader));
  let best: TemplateSheet | null = null;
  let bestCount = 0;
  for (const t of template.sheets) {
    const count = Object.keys(t.columns).filter((h) => headers.has(normalizeHeader(h))).length;
    if (count > bestCount) {
      best = t;
      bestCount = count;
    }
  }
  return best && bestCount * 2 >= Math.min(headers.size, Object.keys(best.columns).length) ? best : null;
}

function templateMatches(t: TemplateSheet, headers: readonly string[]): Map<number, HeaderMatch> {
  const byNorm = new Map(Object.entries(t.columns).map(([h, f]) => [normalizeHeader(h), f] as const));
  const fixed = new Map<number, HeaderMatch>();
  headers.forEach((h, i) => {
    const field = Object.hasOwn(t.columns, h) ? t.columns[h] : byNorm.get(normalizeHeader(h));
    if (field === undefined) return;
    fixed.set(
      i,
      field === null
        ? { field: null, confidence: 1, source: 'template' }
        : { field, confidence: 1, source: 'template' },
    );
  });
  return fixed;
}

/** A per-header setting of the template for a header: the exact header first, then the normalized one. */
function byHeader<V>(record: Readonly<Record<string, V>> | undefined): (header: string) => V | undefined {
  if (!record) return () => undefined;
  const byNorm = new Map(Object.entries(record).map(([h, v]) => [normalizeHeader(h), v] as const));
  return (header) => (Object.hasOwn(record, header) ? record[header] : byNorm.get(normalizeHeader(header)));
}

/** Interpretations the template turned off and units it gave, by header. */
function withTemplateOff(t: TemplateSheet | null, columns: ColumnMapping[]): ColumnMapping[] {
  if (!t?.off && !t?.units) return columns;
  const offOf = byHeader(t.off);
  const unitOf = byHeader(t.units);
  return columns.map((c) => {
    const kinds = offOf(c.header);
    const unit = unitOf(c.header);
    return { ...c, ...(kinds && kinds.length > 0 ? { off: kinds } : {}), ...(unit !== undefined ? { unit } : {}) };
  });
}

/** Turns one interpretation of a column on or off (the user's choice in the app or the mapping file). */
export function setInterpretation(
  mapping: SheetMapping,
  index: number,
  kind: InterpretationKind,
  on: boolean,
): SheetMapping {
  const columns = mapping.columns.map((c) => {
    if (c.index !== index) return c;
    const off = (c.off ?? []).filter((k) => k !== kind);
    if (!on) off.push(kind);
    const { off: _old, ...rest } = c;
    return off.length > 0 ? { ...rest, off } : rest;
  });
  return { ...mapping, columns };
}

/** The Import action column of a listings sheet, mapped by its header unless a template or the user said otherwise. */
function actionColumn(c: ColumnMapping): ColumnMapping {
  if (c.field !== null || c.source !== 'none' || !isImportActionHeader(c.header)) return c;
  return { ...c, field: IMPORT_ACTION_FIELD, confidence: 1, source: 'key' };
}

export function proposeSheetMapping(sheet: SheetHeaders, options: ProposeOptions = {}): SheetMapping {
  const t = options.template ? templateSheetFor(options.template, sheet) : null;
  const role = sheet.role ?? t?.role ?? roleFromSheetName(sheet.sheet) ?? roleFromHeaders(sheet.headers);
  if (role === null) {
    const columns = sheet.headers.map((header, index) => ({
      index,
      column: columnLetter(index),
      header,
      field: null,
      confidence: 0,
      source: 'none' as const,
    }));
    return { sheet: sheet.sheet, role, headerRow: sheet.headerRow, columns };
  }
  const fixed = t && t.role === role ? templateMatches(t, sheet.headers) : new Map<number, HeaderMatch>();
  const matched = withTemplateOff(t && t.role === role ? t : null, matchColumns(role, sheet.headers, fixed));
  const columns = takesImportAction(role) ? matched.map(actionColumn) : matched;
  if (role !== 'properties') return { sheet: sheet.sheet, role, headerRow: sheet.headerRow, columns };
  // The sheet's own name says more about its rows than a template made from another workbook's sheet.
  const defaultPropertyType =
    sheet.defaultPropertyType !== undefined
      ? sheet.defaultPropertyType
      : (propertyTypeFromSheetName(sheet.sheet) ?? (t?.role === role ? (t.defaultPropertyType ?? null) : null));
  return { sheet: sheet.sheet, role, headerRow: sheet.headerRow, columns, defaultPropertyType };
}

/** `proposeMapping(sheets)`: every sheet with its role and every column with its field and confidence. */
export function proposeMapping(sheets: readonly SheetHeaders[], options: ProposeOptions = {}): WorkbookMapping {
  return { sheets: sheets.map((s) => proposeSheetMapping(s, options)) };
}

/** The user's choice for one column; another column holding the same field gives it up. */
export function setColumnField(mapping: SheetMapping, index: number, field: string | null): SheetMapping {
  if (field !== null && (mapping.role === null || !mappableField(mapping.role, field))) return mapping;
  const columns: ColumnMapping[] = mapping.columns.map((c) => {
    if (c.index === index) return { ...c, field, confidence: 1, source: 'user' };
    if (field !== null && c.field === field) return { ...c, field: null, confidence: 0, source: 'none' };
    return c;
  });
  return { ...mapping, columns };
}

/** The sheet with another role; columns are matched again for it, a chosen default property type is kept. */
export function setSheetRole(mapping: SheetMapping, role: SheetRole): SheetMapping {
  const headers = mapping.columns.map((c) => c.header);
  const kept = mapping.defaultPropertyType === undefined ? {} : { defaultPropertyType: mapping.defaultPropertyType };
  return proposeSheetMapping({ sheet: mapping.sheet, headerRow: mapping.headerRow, headers, role, ...kept });
}

/** The user's default property type for a properties sheet (null: none); other sheets are returned as they are. */
export function setDefaultPropertyType(mapping: SheetMapping, type: PropertyType | null): SheetMapping {
  return mapping.role === 'properties' ? { ...mapping, defaultPropertyType: type } : mapping;
}
