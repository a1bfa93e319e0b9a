// A value chosen from a field's list in Review is written in the workbook's words, not the UI's (docs/wizard.md,
// "The list editor's words"): the language of the column's own list words, else of the sheet's headers, as the
// result columns follow the headers (docs/write-back.md, "The workbook's language").
import type { Lang, ListWord, SheetRole } from '../../catalog';
import { fieldListWords, mappableField } from '../../catalog';
import { headerLanguage } from '../../engine/write-back/workbook-language';
import type { SheetMapping } from '../../engine/model/workbook-mapping';

function fold(text: string): string {
  return text.trim().toLocaleLowerCase('hu');
}

/** The list word `text` is in one language only (a word the same in both says nothing). */
function languageOf(words: readonly ListWord[], text: string): Lang | null {
  const t = fold(text);
  const hu = words.some((w) => fold(w.hu) === t);
  const en = words.some((w) => fold(w.en) === t);
  return hu === en ? null : hu ? 'hu' : 'en';
}

/** The language most of the column's list words are in; the headers' on a tie or with none. */
function columnLanguage(words: readonly ListWord[], cells: Iterable<unknown>, sheet: SheetMapping): Lang {
  let votes = 0;
  for (const cell of cells) {
    const lang = typeof cell === 'string' ? languageOf(words, cell) : null;
    votes += lang === 'hu' ? 1 : lang === 'en' ? -1 : 0;
  }
  return votes > 0 ? 'hu' : votes < 0 ? 'en' : headerLanguage(sheet.columns.map((c) => c.header));
}

/**
 * `value` as the column writes it: a word of the field's list in the other language becomes the same value's word
 * in the column's language; anything else is kept as given. `cells`: the column's cells as the workbook holds them.
 */
export function inColumnWords(
  sheet: SheetMapping,
  index: number,
  value: string,
  cells: () => Iterable<unknown>,
): string {
  const field = sheet.columns.find((c) => c.index === index)?.field;
  const role: SheetRole | null = sheet.role;
  const words = field && role ? fieldListWords(mappableField(role, field)) : null;
  if (words === null) return value;
  const from = languageOf(words, value);
  if (from === null) return value;
  const lang = columnLanguage(words, cells(), sheet);
  if (lang === from) return value;
  const t = fold(value);
  const word = words.find((w) => fold(w[from]) === t);
  return word === undefined ? value : word[lang];
}
