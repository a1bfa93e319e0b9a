// The workbook's styles part: found when the package is opened, and rewritten or added when result cells need formats.
import { relationshipIs, resolvePartName, type Relationship } from '../ooxml/relationships';
import { StylePlan } from './xlsx-write-back-styles';
import { escapeXml, nextRelationshipId, relativeTarget } from './xlsx-write-back-xml';
import { deflateSmall } from '../ooxml/zip-writer';
import type { OpenedWorkbook } from './xlsx-write-back-open';
import type { PartChanges } from './xlsx-write-back-part-changes';
import { addOverride, freePartName } from './xlsx-write-back-part-changes';

const STYLES_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml';

/** The workbook's styles part (if it names one) and a fresh plan of the formats write-back appends to it. */
export interface StylesPart {
  readonly rel: Relationship | undefined;
  readonly part: string | null;
  fresh(): StylePlan;
}

export async function stylesOf(book: OpenedWorkbook): Promise<StylesPart> {
  const rel = book.workbookRels.find((r) => relationshipIs(r, 'styles'));
  const part = rel?.target ?? null;
  const xml = part === null ? null : await book.pkg.text(part);
  // A workbook without styles (some generators write none) gets a minimal part when result cells need a format.
  return { rel, part, fresh: () => (xml === null ? StylePlan.create(book.ns.main) : StylePlan.parse(xml)) };
}

/**
 * The styles part when result cells needed formats: rewritten, or added with its content type (and relationship,
 * which is returned within the workbook's relationships).
 */
export function writeStyles(
  book: OpenedWorkbook,
  changes: PartChanges,
  stylesPart: StylesPart,
  styles: StylePlan,
  workbookRelsXml: string,
): string {
  if (!styles.changed) return workbookRelsXml;
  if (!styles.isNew && stylesPart.part !== null) {
    changes.replace(book.pkg, stylesPart.part, styles.render());
    return workbookRelsXml;
  }
  // The relationship may exist with its part missing: the part then goes where it points.
  const part =
    stylesPart.part ??
    freePartName(book.pkg, changes.newNames, (n) =>
      resolvePartName(book.workbookPart, n === 1 ? 'styles.xml' : `styles${n}.xml`),
    );
  changes.added.set(part, deflateSmall(Buffer.from(styles.render(), 'utf8')));
  changes.contentTypesXml = addOverride(changes.contentTypesXml, `/${part}`, STYLES_CONTENT_TYPE);
  if (stylesPart.rel !== undefined) return workbookRelsXml;
  const target = escapeXml(relativeTarget(book.workbookPart, part));
  const rel = `Relationship Id="${nextRelationshipId(book.workbookRels)}" Type="${book.ns.relationships}/styles" Target="${target}"/>`;
  return workbookRelsXml.replace(
    /<\/((?:[\w.-]+:)?)Relationships>\s*$/,
    (end, prefix: string) => `<${prefix}${rel}${end}`,
  );
}
