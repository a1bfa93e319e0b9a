// Relationships added to one sheet's relationships part, each with an id free there, and the part written with them.
import { resolvePartName, type Relationship } from '../ooxml/relationships';
import { XML_DECLARATION, escapeXml, nextRelationshipId } from './xlsx-write-back-xml';
import { RELATIONSHIP_NAMESPACES, partPrefix } from '../ooxml/xml-namespaces';
import { deflateSmall } from '../ooxml/zip-writer';
import type { Package } from './xlsx-write-back-package';
import type { PreparedRewrite } from './xlsx-write-back-rewrite';
import type { PartChanges } from './xlsx-write-back-part-changes';

/** Relationships added to one sheet's relationships part, each with an id free there. */
export class RelationshipAdditions {
  readonly xml: string[] = [];
  private readonly taken: Relationship[];

  constructor(
    private readonly ownerPart: string,
    existing: readonly Relationship[],
  ) {
    this.taken = [...existing];
  }

  /** Keeps an id the rewritten sheet already refers to (its new `<legacyDrawing>`) for the relationship added later. */
  reserve(id: string, type: string): void {
    this.taken.push({ id, type, target: '', external: false });
  }

  add(type: string, target: string, id?: string): string {
    const rid = id ?? nextRelationshipId(this.taken);
    this.taken.push({ id: rid, type, target: resolvePartName(this.ownerPart, target), external: false });
    this.xml.push(`<Relationship Id="${rid}" Type="${type}" Target="${escapeXml(target)}"/>`);
    return rid;
  }
}

/** The sheet's relationships part with the additions, or a new one. */
export function writeSheetRelationships(
  pkg: Package,
  changes: PartChanges,
  setup: PreparedRewrite,
  additions: readonly string[],
): void {
  let relsOut =
    setup.relsXml ??
    `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;
  // A prefixed relationships part (`<pr:Relationships>`) gets prefixed additions.
  const prefix = partPrefix(relsOut, RELATIONSHIP_NAMESPACES);
  const added = additions.join('').replace(/<Relationship /g, `<${prefix}Relationship `);
  relsOut = relsOut.replace(/<\/((?:[\w.-]+:)?)Relationships>\s*$/, (end) => `${added}${end}`);
  relsOut = relsOut.replace(
    /<((?:[\w.-]+:)?)Relationships\b([^>]*)\/>\s*$/,
    (_m, p: string, a: string) => `<${p}Relationships${a}>${added}</${p}Relationships>`,
  );
  if (setup.relsXml === null) changes.added.set(setup.relsPart, deflateSmall(Buffer.from(relsOut, 'utf8')));
  else changes.replace(pkg, setup.relsPart, relsOut);
}
