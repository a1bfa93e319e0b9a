// Words for the catalog's own data that every layer shows the same way: the yes/no words of boolean fields, and
// the one description of a field's type (the template's header notes and the app's field picker both use it).
import type { FieldType, Lang, Words } from './field-types';
import { assertNever } from './field-types';
import { groupThousandsNoBreak } from './group-thousands';

/**
 * Yes/no words of the boolean dropdowns. Booleans are written as these words so the engine's yes/no reading
 * (igen/nem, yes/no) maps them back.
 */
export const BOOLEAN_WORDS: Readonly<Record<'true' | 'false', Words>> = {
  true: { en: 'Yes', hu: 'Igen' },
  false: { en: 'No', hu: 'Nem' },
};

export function booleanWords(lang: Lang): readonly string[] {
  return [BOOLEAN_WORDS.true[lang], BOOLEAN_WORDS.false[lang]];
}

/** Grouped digits that a note never breaks between (a no-break space in Hungarian). */
const grouped = groupThousandsNoBreak;

const ID_MAX = Number.MAX_SAFE_INTEGER;

/** The type line of a header note, e.g. `Egész szám, 50–500` or `Text, at most 40 characters`. */
export function describeType(type: FieldType, lang: Lang): string {
  const hu = lang === 'hu';
  switch (type.kind) {
    case 'string': {
      const what =
        type.format === 'email'
          ? hu
            ? 'E-mail cím'
            : 'E-mail address'
          : type.format === 'url'
            ? hu
              ? 'Webcím (http vagy https)'
              : 'Web address (http or https)'
            : hu
              ? 'Szöveg'
              : 'Text';
      if (type.maxLength === null)
        return type.minLength > 0
          ? hu
            ? `${what}, legalább ${type.minLength} karakter`
            : `${what}, at least ${type.minLength} characters`
          : what;
      if (type.minLength > 0)
        return hu
          ? `${what}, ${type.minLength}–${type.maxLength} karakter`
          : `${what}, ${type.minLength}–${type.maxLength} characters`;
      return hu ? `${what}, legfeljebb ${type.maxLength} karakter` : `${what}, at most ${type.maxLength} characters`;
    }
    case 'uint':
      if (type.max >= ID_MAX) return hu ? 'Azonosító (pozitív egész szám)' : 'Identifier (positive whole number)';
      return hu
        ? `Egész szám, ${grouped(type.min, lang)}–${grouped(type.max, lang)}`
        : `Whole number, ${grouped(type.min, lang)}–${grouped(type.max, lang)}`;
    case 'decimal':
      return hu
        ? `Szám, legfeljebb ${type.precision - type.scale} egész és ${type.scale} tizedesjegy, legalább ${grouped(type.min, lang)}`
        : `Number, at most ${type.precision - type.scale} digits before and ${type.scale} after the decimal point, at least ${grouped(type.min, lang)}`;
    case 'double':
      return hu
        ? `Tizedes szám, ${grouped(type.min, lang)}–${grouped(type.max, lang)}`
        : `Decimal number, ${grouped(type.min, lang)}–${grouped(type.max, lang)}`;
    case 'bool':
      return booleanWords(lang).join('/');
    case 'enum':
      return hu ? 'Választás a listából' : 'Pick from the list';
    case 'datetime':
      return hu ? 'Dátum és idő' : 'Date and time';
    default:
      return assertNever(type, 'field type');
  }
}
