// A field and its codes as staff know them: the label in the UI language, and a code's word (`like_new` → `újszerű`),
// never the API's code where a word exists.
import type { ValueSetName } from '../../../catalog';
import { BOOLEAN_WORDS, findField, valueWords } from '../../../catalog';

/** The field's label in the UI language, for a listing's or a seller's field. */
export function fieldLabel(key: string, lang: 'en' | 'hu'): string {
  return (findField('properties', key) ?? findField('sellers', key))?.label[lang] ?? key;
}

/** A code a field takes as the word staff know it (`like_new` → `újszerű`, `true` → `igen`), else the code. */
export function codeWord(key: string, code: string, lang: 'en' | 'hu'): string {
  const type = (findField('properties', key) ?? findField('sellers', key))?.type;
  if (type?.kind === 'enum') return valueWords(type.set as ValueSetName, code)[lang];
  if (type?.kind === 'bool' && (code === 'true' || code === 'false'))
    return BOOLEAN_WORDS[code][lang].toLocaleLowerCase(lang);
  return code;
}
