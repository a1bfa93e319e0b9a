// How a catalog field is described in the picker: its type, limits and allowed values in the UI language.
import type { FieldDef, Lang, ValueSetName } from '../../../catalog';
import { valueWords } from '../../../catalog';

export function describeType(f: FieldDef, lang: Lang): string {
  const hu = lang === 'hu';
  const t = f.type;
  switch (t.kind) {
    case 'string': {
      const base =
        t.format === 'email'
          ? hu
            ? 'e-mail'
            : 'e-mail'
          : t.format === 'url'
            ? hu
              ? 'webcím'
              : 'web address'
            : hu
              ? 'szöveg'
              : 'text';
      if (t.maxLength === null) return base;
      return t.minLength > 0
        ? `${base}, ${t.minLength}–${t.maxLength} ${hu ? 'karakter' : 'characters'}`
        : `${base}, ${hu ? 'legfeljebb' : 'up to'} ${t.maxLength} ${hu ? 'karakter' : 'characters'}`;
    }
    case 'uint':
      return t.digits >= 20
        ? hu
          ? 'azonosító vagy név'
          : 'identifier or name'
        : `${hu ? 'egész szám' : 'whole number'} ${t.min}–${t.max}`;
    case 'decimal':
      return `${hu ? 'szám' : 'number'}, ${hu ? 'legfeljebb' : 'up to'} ${t.scale} ${hu ? 'tizedes' : 'decimals'}`;
    case 'double':
      return `${hu ? 'szám' : 'number'} ${t.min}–${t.max}`;
    case 'bool':
      return hu ? 'igen/nem' : 'yes/no';
    case 'enum':
      return `${hu ? 'lista' : 'list'}, ${t.values.length} ${hu ? 'érték' : 'values'}`;
    case 'datetime':
      return hu ? 'dátum és idő' : 'date and time';
  }
}

export function allowedWords(f: FieldDef, lang: Lang, max = 8): string | null {
  if (f.type.kind !== 'enum') return null;
  const set = f.type.set as ValueSetName;
  const words = f.type.values.map((code) => valueWords(set, code)[lang]);
  return words.length > max ? `${words.slice(0, max).join(', ')}, … (+${words.length - max})` : words.join(', ');
}

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
