// The package parts that say which sheets a workbook has: `_rels/.rels`, `xl/workbook.xml` and its relationships.
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

export function parseRelationships(xml: string, ownerPartName: string): Relationship[] {
  const relationships: Relationship[] = [];
  for (const [s, e] of tags(xml, 'Relationship')) {
    const tag = xml.slice(s, e);
    const id = attr(tag, 'Id');
    const type = attr(tag, 'Type');
    const target = attr(tag, 'Target');
    if (id === null || type === null || target === null) continue;
    const external = attr(tag, 'TargetMode') === 'External';
    relationships.push({ id, type, external, target: external ? target : resolvePartName(ownerPartName, safeDecodeUri(unescapeEntities(target))) });
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
export function parseWorkbook(xml: string): WorkbookDescription {
  const sheets: WorkbookSheetEntry[] = [];
  for (const [s, e] of tags(xml, 'sheet')) {
    const tag = xml.slice(s, e);
    const name = attr(tag, 'name');
    const relationshipId = attr(tag, ':id');
    if (name === null || relationshipId === null) continue;
    const state = attr(tag, 'state');
    sheets.push({ name: unescapeEntities(name), hidden: state === 'hidden' || state === 'veryHidden', relationshipId });
  }
  let date1904 = false;
  for (const [s, e] of tags(xml, 'workbookPr')) {
    const value = attr(xml.slice(s, e), 'date1904');
    date1904 = value === '1' || value === 'true';
  }
  return { sheets, date1904 };
}
