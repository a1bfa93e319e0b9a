// The calculation chain left out when write-back replaces a formula cell.
import { relationshipIs } from '../ooxml/relationships';
import type { OpenedWorkbook } from './xlsx-write-back-open';
import type { PartChanges } from './xlsx-write-back-part-changes';

/**
 * Leaves calcChain.xml out when a formula cell was replaced: Excel reports a damaged file when it names a cell that
 * no longer holds a formula, and rebuilds a missing one. Returns the workbook's relationships without it.
 */
export function dropCalcChain(book: OpenedWorkbook, changes: PartChanges, replacedFormula: boolean): string {
  const rel = book.workbookRels.find((r) => relationshipIs(r, 'calcChain'));
  if (!replacedFormula || rel === undefined) return book.workbookRelsXml;
  const entry = book.pkg.entry(rel.target);
  if (entry !== undefined) changes.dropped.add(entry.name);
  changes.contentTypesXml = changes.contentTypesXml.replace(
    new RegExp(
      `<(?:[\\w.-]+:)?Override\\b[^>]*PartName\\s*=\\s*["']/${rel.target.replace(/[.[\]/]/g, '\\$&')}["'][^>]*?(?:/>|>\\s*</(?:[\\w.-]+:)?Override>)`,
      'i',
    ),
    '',
  );
  return book.workbookRelsXml.replace(
    new RegExp(
      `<(?:[\\w.-]+:)?Relationship\\b[^>]*\\bId\\s*=\\s*["']${rel.id}["'][^>]*?(?:/>|>\\s*</(?:[\\w.-]+:)?Relationship>)`,
    ),
    '',
  );
}
