// The parts that say which sheets a workbook has (`xl/workbook.xml`) and what each part is (`[Content_Types].xml`).
import { resolvePartName } from './relationships';
import { CONTENT_TYPE_NAMESPACES, oneSpelling, SPREADSHEET_NAMESPACES } from './xml-namespaces';
import { attr, tags, unescapeEntities } from './xml-text';

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
