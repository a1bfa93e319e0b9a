// The package parts that say which sheets a workbook has: `_rels/.rels`, `xl/workbook.xml` and its relationships.
import {
  CONTENT_TYPE_NAMESPACES,
  oneSpelling,
  RELATIONSHIP_NAMESPACES,
  SPREADSHEET_NAMESPACES,
} from './xml-namespaces';
import { attr, tags, unescapeEntities } from './xml-text';

export interface Relationship {
  readonly id: string;
  readonly type: string;
  /** Absolute part name without a leading slash, e.g. `xl/worksheets/sheet1.xml`. */
  readonly target: string;
  readonly external: boolean;
}

/**
 * Resolves a relationship target against the folder of the part that owns the relationships (`''` for the package's
 * own `_rels/.rels`); absolute targets start from the package root. `.`, `..` and empty segments are resolved.
 */
export function resolvePartName(ownerPartName: string, target: string): string {
  const parts = target.startsWith('/') ? [] : ownerPartName.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

/** The relationships part of `partName` (`xl/workbook.xml` → `xl/_rels/workbook.xml.rels`). */
export function relationshipsPartName(partName: string): string {
  const slash = partName.lastIndexOf('/');
  return `${partName.slice(0, slash + 1)}_rels/${partName.slice(slash + 1)}.rels`;
}

function safeDecodeUri(target: string): string {
  try {
    return decodeURI(target);
  } catch {
    return target;
  }
}

export function parseRelationships(part: string, ownerPartName: string): Relationship[] {
  const { xml, prefix } = oneSpelling(part, RELATIONSHIP_NAMESPACES);
  const relationships: Relationship[] = [];
  for (const [s, e] of tags(xml, `${prefix}Relationship`)) {
    const tag = xml.slice(s, e);
    const id = attr(tag, 'Id');
    const type = attr(tag, 'Type');
    const target = attr(tag, 'Target');
    if (id === null || type === null || target === null) continue;
    const external = attr(tag, 'TargetMode') === 'External';
    relationships.push({
      id,
      type,
      external,
      target: external ? target : resolvePartName(ownerPartName, safeDecodeUri(unescapeEntities(target))),
    });
  }
  return relationships;
}

export interface WorkbookSheetEntry {
  readonly name: string;
  readonly hidden: boolean;
  readonly relationshipId: string;
}

export interface WorkbookDescription {
  readonly sheets: readonly WorkbookSheetEntry[];
  readonly date1904: boolean;
}

/** Sheets in tab order, as `workbook.xml` lists them; `state` is `hidden` or `veryHidden` for hidden sheets. */
export function parseWorkbook(part: string): WorkbookDescription {
  const { xml, prefix: p } = oneSpelling(part, SPREADSHEET_NAMESPACES);
  const sheets: WorkbookSheetEntry[] = [];
  for (const [s, e] of tags(xml, `${p}sheet`)) {
    const tag = xml.slice(s, e);
    const name = attr(tag, 'name');
    const relationshipId = attr(tag, ':id');
    if (name === null || relationshipId === null) continue;
    const state = attr(tag, 'state');
    sheets.push({ name: unescapeEntities(name), hidden: state === 'hidden' || state === 'veryHidden', relationshipId });
  }
  let date1904 = false;
  for (const [s, e] of tags(xml, `${p}workbookPr`)) {
    const value = attr(xml.slice(s, e), 'date1904');
    date1904 = value === '1' || value === 'true';
  }
  return { sheets, date1904 };
}

/** What `[Content_Types].xml` declares: content types by part name (lower case, no leading slash). */
export interface ContentTypes {
  readonly overrides: ReadonlyMap<string, string>;
}

export function parseContentTypes(part: string): ContentTypes {
  const { xml, prefix } = oneSpelling(part, CONTENT_TYPE_NAMESPACES);
  const overrides = new Map<string, string>();
  for (const [s, e] of tags(xml, `${prefix}Override`)) {
    const tag = xml.slice(s, e);
    const name = attr(tag, 'PartName');
    const type = attr(tag, 'ContentType');
    if (name === null || type === null) continue;
    overrides.set(resolvePartName('', unescapeEntities(name)).toLowerCase(), type.trim());
  }
  return { overrides };
}

/** The first part (in declaration order) whose declared content type is one of `types`. */
export function partOfType(contentTypes: ContentTypes, types: readonly string[]): string | null {
  for (const [name, type] of contentTypes.overrides) if (types.includes(type)) return name;
  return null;
}

export const WORKBOOK_CONTENT_TYPES: readonly string[] = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml',
  'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
  'application/vnd.ms-excel.template.macroEnabled.main+xml',
  'application/vnd.ms-excel.addin.macroEnabled.main+xml',
];
export const SHARED_STRINGS_CONTENT_TYPES: readonly string[] = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml',
];
export const STYLES_CONTENT_TYPES: readonly string[] = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml',
];

/** What a `<sheet>` of the workbook points at, by its relationship's type; only worksheets hold cells to import. */
export type SheetKind = 'worksheet' | 'chartsheet' | 'macrosheet' | 'dialogsheet' | 'other';

export function sheetKindOf(relationshipType: string): SheetKind {
  const name = relationshipType.slice(relationshipType.lastIndexOf('/') + 1).toLowerCase();
  switch (name) {
    case 'worksheet':
      return 'worksheet';
    case 'chartsheet':
      return 'chartsheet';
    case 'xlmacrosheet':
    case 'xlintlmacrosheet':
    case 'macrosheet':
      return 'macrosheet';
    case 'dialogsheet':
      return 'dialogsheet';
    default:
      return 'other';
  }
}
