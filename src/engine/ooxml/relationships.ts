// Package relationships (`_rels/*.rels`): how one part names the parts it uses. The one parser for reading and
// write-back alike: targets entity- and URI-decoded and resolved to part names, elements found by namespace.
import { oneSpelling, RELATIONSHIP_NAMESPACES } from './xml-namespaces';
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

/** The relationship's type ends with `/name` in both the transitional and the strict namespaces. */
export function relationshipIs(rel: Relationship, name: string): boolean {
  return rel.type.endsWith(`/${name}`);
}
