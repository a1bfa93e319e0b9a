// The image check's result written back into the results workbook like the rows' other results: a note on the URL
// cell of each image row whose link the portal could not fetch, in the language of the sheet's headers
// (docs/plausibility.md, "Image links"; docs/write-back.md, "The workbook's language").
import type { Lang } from '../../catalog';
import { formatMessage } from '../../catalog';
import { IMAGE_CHECK_MESSAGES } from './image-check-messages';
import type { CellNote, SheetResults } from '../model/sheet-results';
import type { SheetMapping, WorkbookMapping } from '../model/workbook-mapping';
import type { ImageRowResult } from './image-row-results';

/** The note's words: the link is named, then what the check found. */
export function imageNoteText(r: ImageRowResult, lang: Lang): string {
  return formatMessage(IMAGE_CHECK_MESSAGES.linkNote, lang, {
    found: { en: r.result.message, hu: r.result.messageHu },
  });
}

/**
 * The results with a note added on each broken link's URL cell; a reachable link gets none (a note on every image
 * row would bury the few that matter), nor does a sheet whose URL column is not mapped.
 */
export function withImageNotes(
  sheets: readonly SheetResults[],
  mapping: WorkbookMapping,
  checked: readonly ImageRowResult[],
  /** The language of a sheet's headers (write-back's `headerLanguage`), which its result columns speak too. */
  languageOf: (sheet: SheetMapping) => Lang,
): SheetResults[] {
  return sheets.map((s) => {
    const m = mapping.sheets.find((x) => x.sheet === s.sheet);
    const url = m?.columns.find((c) => c.field === 'image.url');
    if (m === undefined || url === undefined) return s;
    const lang = languageOf(m);
    const added: CellNote[] = checked
      .filter((r) => r.sheet === s.sheet && r.result.outcome !== 'reachable')
      .map((r) => ({ row: r.row, column: url.index, message: imageNoteText(r, lang) }));
    return added.length === 0 ? s : { ...s, notes: [...s.notes, ...added] };
  });
}
