// Locating the worksheet part each sheet's results go into.
import type { SheetResults } from '../model/sheet-results';
import { relationshipIs } from '../ooxml/relationships';
import { WriteBackFailure } from './xlsx-write-back-failure';
import { MAX_SHEET_BYTES } from './xlsx-write-back-package';
import type { OpenedWorkbook } from './xlsx-write-back-open';

export interface SheetTarget {
  readonly results: SheetResults;
  readonly part: string;
}

/** The worksheet part a sheet's results go into, refusing a missing sheet, a chart sheet or an oversized one. */
export function locateSheet(book: OpenedWorkbook, results: SheetResults): SheetTarget {
  if (!book.sheetParts.has(results.sheet)) {
    throw new WriteBackFailure({
      kind: 'sheet_not_found',
      message: `The workbook has no sheet "${results.sheet}" (it has: ${[...book.sheetParts.keys()].map((n) => `"${n}"`).join(', ')}).`,
    });
  }
  const rel = book.sheetParts.get(results.sheet);
  if (rel === undefined || !relationshipIs(rel, 'worksheet')) {
    throw new WriteBackFailure({
      kind: 'unsupported_format',
      message: `The sheet "${results.sheet}" is not a worksheet (a chart or dialog sheet); results cannot be written into it.`,
    });
  }
  const sheetEntry = book.pkg.entry(rel.target);
  if (sheetEntry === undefined)
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: `The sheet "${results.sheet}" points to the missing part "${rel.target}".`,
    });
  // Checked before the header scan, which would otherwise refuse it with the reader's more general message.
  if (sheetEntry.uncompressedSize > MAX_SHEET_BYTES) {
    throw new WriteBackFailure({
      kind: 'too_large',
      message: `Sheet "${results.sheet}" holds ${Math.round(sheetEntry.uncompressedSize / 1e6)} MB of XML, more than the ${MAX_SHEET_BYTES / 1e9} GB write-back accepts.`,
    });
  }
  // The part as the zip names it: a relationship may spell it in another case (`Worksheets/Sheet1.XML`).
  return { results, part: sheetEntry.name };
}
