// The language a sheet's headers are written in, so the result columns written beside them speak it too
// (docs/write-back.md, "The workbook's language"): Hungarian when more headers read Hungarian (its accented letters,
// a field's Hungarian label) than English (a field's English label); English otherwise, as before.
import type { Lang } from '../../catalog';
import { SHEET_ROLES, fieldsForRole } from '../../catalog';
import { resultKeyOfHeader } from '../model/result-headers';

const HUNGARIAN_LETTERS = /[áéíóöőúüű]/i;
/** The template's and the export's `Ár [price.price]`: the key in brackets is the same in both languages. */
const KEY_SUFFIX = /\[[^\]]*\]\s*$/;

let labels: { readonly hu: ReadonlySet<string>; readonly en: ReadonlySet<string> } | null = null;

function fieldLabels(): { readonly hu: ReadonlySet<string>; readonly en: ReadonlySet<string> } {
  if (labels === null) {
    const fields = SHEET_ROLES.flatMap((r) => fieldsForRole(r));
    labels = {
      hu: new Set(fields.map((f) => f.label.hu.toLowerCase())),
      en: new Set(fields.map((f) => f.label.en.toLowerCase())),
    };
  }
  return labels;
}

export function headerLanguage(texts: Iterable<string>): Lang {
  const { hu, en } = fieldLabels();
  let huVotes = 0;
  let enVotes = 0;
  for (const text of texts) {
    if (resultKeyOfHeader(text) !== null) continue;
    const words = text.replace(KEY_SUFFIX, '').trim().toLowerCase();
    if (words === '') continue;
    if (HUNGARIAN_LETTERS.test(words) || hu.has(words)) huVotes += 1;
    else if (en.has(words)) enVotes += 1;
  }
  return huVotes > enVotes ? 'hu' : 'en';
}
