// What a template column accepts, derived from the catalog's field types: the words of its note and its Excel rule.
import type { FieldType, Lang, ValueSetName } from '../../catalog';
import { VALUE_SETS, assertNever, valueWords } from '../../catalog';
import { booleanWords } from './template-words';

/** Where a dropdown's words live: a column of the hidden lists sheet, or the settlement names of the regions sheet. */
export type ListSource =
  | { readonly kind: 'lists'; readonly name: string; readonly words: readonly string[] }
  | { readonly kind: 'regions' }
  | { readonly kind: 'districts'; readonly words: readonly string[] };

/** The data validation of one column, before it is written; `none` leaves the column free. */
export type ColumnRule =
  | { readonly kind: 'list'; readonly source: ListSource; readonly strict: boolean }
  | { readonly kind: 'whole'; readonly min: number; readonly max: number | null }
  | { readonly kind: 'decimal'; readonly min: number; readonly max: number }
  | { readonly kind: 'textLength'; readonly min: number; readonly max: number }
  | { readonly kind: 'none' };

function isValueSetName(name: string): name is ValueSetName {
  return Object.hasOwn(VALUE_SETS, name);
}

/** The words a person picks for a yes/no or enum field, in the chosen language; null for other kinds. */
export function allowedWords(type: FieldType, lang: Lang): readonly string[] | null {
  switch (type.kind) {
    case 'bool':
      return booleanWords(lang);
    case 'enum': {
      const set = type.set;
      const words = type.values.map((code) =>
        isValueSetName(set) ? valueWords(set, code)[lang] : code.replace(/_/g, ' '),
      );
      return [...new Set(words)];
    }
    case 'string':
    case 'uint':
    case 'decimal':
    case 'double':
    case 'datetime':
      return null;
    default:
      return assertNever(type, 'field type');
  }
}

function sameType(a: FieldType, b: FieldType): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The Excel rule of a single field type; enum and bool lists are named by `listName`. */
function ruleOf(type: FieldType, lang: Lang, listName: string): ColumnRule {
  switch (type.kind) {
    case 'bool':
    case 'enum':
      return {
        kind: 'list',
        source: { kind: 'lists', name: listName, words: allowedWords(type, lang) ?? [] },
        strict: true,
      };
    case 'string':
      if (type.maxLength === null) return { kind: 'none' };
      return { kind: 'textLength', min: type.minLength, max: type.maxLength };
    case 'uint':
      return { kind: 'whole', min: type.min, max: type.max >= Number.MAX_SAFE_INTEGER ? null : type.max };
    case 'decimal':
      // Excel holds 15 significant digits, so the digit limit is a coarse guard; the engine checks it exactly.
      return { kind: 'decimal', min: type.min, max: 10 ** (type.precision - type.scale) - 1 };
    case 'double':
      return { kind: 'decimal', min: type.min, max: type.max };
    case 'datetime':
      return { kind: 'none' };
    default:
      return assertNever(type, 'field type');
  }
}

/**
 * The rule of a column whose field may have different types per property type (special fields on the combined
 * sheet): the union of the allowed words when every variant is a list, the common rule when all agree, else none.
 */
export function columnRule(key: string, variants: readonly FieldType[], lang: Lang): ColumnRule {
  const first = variants[0];
  if (!first) return { kind: 'none' };
  if (variants.every((v) => sameType(v, first))) {
    const name = first.kind === 'enum' ? first.set : first.kind === 'bool' ? 'YES_NO' : key;
    return ruleOf(first, lang, name);
  }
  const lists = variants.map((v) => allowedWords(v, lang));
  if (lists.every((l) => l !== null)) {
    const words = [...new Set(lists.flatMap((l) => l ?? []))];
    return { kind: 'list', source: { kind: 'lists', name: key, words }, strict: true };
  }
  return { kind: 'none' };
}
