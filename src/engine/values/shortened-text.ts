// A text the portal holds that is longer than a cell can hold (32,767 characters, Excel's limit and the reader's):
// the export writes its beginning with a note, and a re-import recognises exactly that cell as the portal's text,
// never sending the shortened text back (docs/round-trip.md, "Export": texts longer than a cell).
import type { Lang, Words } from '../../catalog';
import { formatMessage } from '../../catalog';
import { formatCount, formatCountHu } from '../ooxml/input-limits';
import { VALUES_MESSAGES } from './values-messages';

/** The most characters a cell holds. */
export const CELL_CHARS = 32_767;
/** Characters of the text kept: the note must fit in the rest. */
const KEPT_CHARS = 32_000;

/** The note's recognisable start, in either language. */
export const SHORTENED_MARKS: Words = VALUES_MESSAGES.shortenedMark;

const counted = (n: number): Words => ({ en: formatCount(n), hu: formatCountHu(n) });

function note(length: number, lang: Lang): string {
  return formatMessage(VALUES_MESSAGES.shortenedNote, lang, {
    mark: SHORTENED_MARKS,
    length: counted(length),
    cell: counted(CELL_CHARS),
    kept: counted(KEPT_CHARS),
  });
}

/** The text as a cell can hold it: itself when it fits, else its beginning and the note. */
export function fitInCell(text: string, lang: Lang): string {
  return text.length <= CELL_CHARS ? text : text.slice(0, KEPT_CHARS) + note(text.length, lang);
}

function unifiedText(v: string): string {
  return v.replace(/\r\n?/g, '\n').trim();
}

/**
 * Whether `cell` is the export's shortening of the portal's `stored` text, as written (in either language, line
 * ends as a spreadsheet program may have saved them): then the cell stands for the portal's whole text, unedited.
 */
export function isShortenedFrom(cell: unknown, stored: unknown): boolean {
  if (typeof cell !== 'string' || typeof stored !== 'string' || stored.length <= CELL_CHARS) return false;
  const text = unifiedText(cell);
  return (['hu', 'en'] as const).some((lang) => unifiedText(fitInCell(stored, lang)) === text);
}
