// How a catalog field is described in the picker: its allowed values in the UI language (its type and limits are
// described by the catalog's describeType, the same words as the template's notes).
import type { FieldDef, Lang, ValueSetName } from '../../../catalog';
import { IMPORT_ACTION_FIELD, importActionWords, valueWords } from '../../../catalog';

export function allowedWords(f: FieldDef, lang: Lang, max = 8): string | null {
  if (f.type.kind !== 'enum') return null;
  const set = f.type.set as ValueSetName;
  const words =
    f.key === IMPORT_ACTION_FIELD ? importActionWords(lang) : f.type.values.map((code) => valueWords(set, code)[lang]);
  return words.length > max ? `${words.slice(0, max).join(', ')}, … (+${words.length - max})` : words.join(', ');
}

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
