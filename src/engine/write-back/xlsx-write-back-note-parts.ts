// Writing a sheet's notes into its comments part and legacy (VML) drawing, with their relationships and content types.
import type { SheetResults } from '../model/sheet-results';
import {
  NOTE_AUTHOR,
  blocksNeeded,
  freeBlocks,
  mergeComments,
  mergeVml,
  usedIdBlocks,
  type PlacedNote,
} from './xlsx-write-back-notes';
import type { RewrittenSheet } from './xlsx-write-back-pass';
import { relativeTarget } from './xlsx-write-back-xml';
import { relationshipIs } from '../ooxml/relationships';
import { deflateSmall } from '../ooxml/zip-writer';
import { WriteBackFailure } from './xlsx-write-back-failure';
import type { Package } from './xlsx-write-back-package';
import type { OpenedWorkbook } from './xlsx-write-back-open';
import type { SheetTarget } from './xlsx-write-back-locate';
import type { PreparedRewrite } from './xlsx-write-back-rewrite';
import type { PartChanges } from './xlsx-write-back-part-changes';
import { addOverride, freePartName } from './xlsx-write-back-part-changes';
import { RelationshipAdditions, writeSheetRelationships } from './xlsx-write-back-relationship-additions';

const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml';

const VML_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.vmlDrawing';

export type RewriteOutcome = RewrittenSheet['outcome'];

/**
 * The sheet's notes, merged into its comments part and legacy drawing (new ones added with their relationships and
 * content types). This program's earlier notes on rows that now get a fresh result are removed even when no new
 * note is added. Returns how many notes were written.
 */
export async function writeNotes(
  book: OpenedWorkbook,
  changes: PartChanges,
  t: SheetTarget,
  setup: PreparedRewrite,
  outcome: RewriteOutcome,
): Promise<number> {
  const { pkg, ns } = book;
  const commentsRel = setup.rels.find((r) => relationshipIs(r, 'comments'));
  const staleNotes =
    t.results.notes.length === 0 &&
    commentsRel !== undefined &&
    hasOwnNotesOnRows(await pkg.text(commentsRel.target), setup.rewrittenRows);
  if (t.results.notes.length === 0 && !staleNotes) return 0;
  const notes = uniqueNotes(t.results.notes);
  const additions = new RelationshipAdditions(t.part, setup.rels);
  if (setup.newLegacyId !== null) additions.reserve(setup.newLegacyId, `${ns.relationships}/vmlDrawing`);
  const commentsPart =
    commentsRel === undefined ? freePartName(pkg, changes.newNames, (n) => `xl/comments${n}.xml`) : commentsRel.target;
  const existingComments = commentsRel === undefined ? null : await pkg.text(commentsPart);
  // Cells that carry someone else's note keep it and get none of ours.
  const merged = mergeComments(existingComments, notes, setup.rewrittenRows, ns.main);
  if (existingComments !== null) changes.replace(pkg, commentsPart, merged.xml);
  else {
    changes.added.set(commentsPart, deflateSmall(Buffer.from(merged.xml, 'utf8')));
    additions.add(`${ns.relationships}/comments`, relativeTarget(t.part, commentsPart));
    changes.contentTypesXml = addOverride(changes.contentTypesXml, `/${commentsPart}`, COMMENTS_CONTENT_TYPE);
  }
  await writeLegacyDrawing(book, changes, t, setup, outcome, merged, notes.length > 0, additions);
  if (additions.xml.length > 0) writeSheetRelationships(pkg, changes, setup, additions.xml);
  return merged.placed.length;
}

/** The VML drawing that shows the notes: the sheet's own merged, or a new one when there are notes to show. */
async function writeLegacyDrawing(
  book: OpenedWorkbook,
  changes: PartChanges,
  t: SheetTarget,
  setup: PreparedRewrite,
  outcome: RewriteOutcome,
  merged: ReturnType<typeof mergeComments>,
  hasNotes: boolean,
  additions: RelationshipAdditions,
): Promise<void> {
  const { pkg } = book;
  const placed = merged.placed;
  changes.usedBlocks ??= await collectIdBlocks(pkg);
  const blocks = placed.length === 0 ? [] : freeBlocks(changes.usedBlocks, blocksNeeded(placed.length));
  for (const b of blocks) changes.usedBlocks.add(b);
  const legacyId = outcome.existingLegacyDrawingRelId;
  const legacyRel = legacyId === null ? undefined : setup.rels.find((r) => r.id === legacyId);
  if (legacyRel !== undefined) {
    const existingVml = await pkg.text(legacyRel.target);
    changes.replace(pkg, legacyRel.target, mergeVml(existingVml, placed, merged.removed, blocks));
    return;
  }
  if (!hasNotes) return;
  if (legacyId !== null) {
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: `Sheet "${t.results.sheet}" has a legacy drawing whose relationship "${legacyId}" is missing.`,
    });
  }
  const vmlPart = freePartName(pkg, changes.newNames, (n) => `xl/drawings/vmlDrawing${n}.vml`);
  changes.added.set(vmlPart, deflateSmall(Buffer.from(mergeVml(null, placed, merged.removed, blocks), 'utf8')));
  additions.add(`${book.ns.relationships}/vmlDrawing`, relativeTarget(t.part, vmlPart), setup.newLegacyId ?? undefined);
  if (!/<[\w.-]*:?Default\b[^>]*Extension\s*=\s*["']vml["']/i.test(changes.contentTypesXml)) {
    changes.contentTypesXml = changes.contentTypesXml.replace(
      /(<(?:[\w.-]+:)?Types\b[^>]*>)/,
      `$1<Default Extension="vml" ContentType="${VML_CONTENT_TYPE}"/>`,
    );
  }
}

/** One note per cell: several notes on one cell are joined, one per line. */
function uniqueNotes(notes: SheetResults['notes']): PlacedNote[] {
  const byCell = new Map<string, PlacedNote>();
  for (const n of notes) {
    const key = `${n.row}:${n.column}`;
    const prior = byCell.get(key);
    byCell.set(
      key,
      prior === undefined
        ? { row: n.row, column: n.column, message: n.message }
        : { ...prior, message: `${prior.message}\n${n.message}` },
    );
  }
  return [...byCell.values()];
}

/** Whether the comments part holds this program's notes on any of the rows (they are removed as stale). */
function hasOwnNotesOnRows(comments: string | null, rows: ReadonlySet<number>): boolean {
  if (comments === null || !comments.includes(`>${NOTE_AUTHOR}<`)) return false;
  return mergeComments(comments, [], rows).removed.size > 0;
}

/** The VML shape-id blocks every drawing of the package uses, so new shapes take free ones. */
async function collectIdBlocks(pkg: Package): Promise<Set<number>> {
  const used = new Set<number>();
  for (const e of pkg.dir.entries) {
    if (!e.name.toLowerCase().endsWith('.vml')) continue;
    for (const b of usedIdBlocks((await pkg.text(e.name)) ?? '')) used.add(b);
  }
  return used;
}
