// The words of a field whose values are a fixed list (a value set, yes/no, the Import action), in both languages:
// what Review's list editor offers and what an edit writes into the workbook (docs/wizard.md, "The list editor's
// words").
import type { FieldDef } from './field-types';
import type { ValueSetName } from './value-sets';
import { valueWords } from './value-words';
import { BOOLEAN_WORDS } from './field-words';
import { IMPORT_ACTIONS, IMPORT_ACTION_FIELD, IMPORT_ACTION_WORDS } from './import-actions';

export interface ListWord {
  readonly code: string;
  readonly en: string;
  readonly hu: string;
}

/** The field's list of values with their words, or null when it takes free text. */
export function fieldListWords(def: FieldDef | undefined): readonly ListWord[] | null {
  if (!def) return null;
  if (def.key === IMPORT_ACTION_FIELD)
    return IMPORT_ACTIONS.map((code) => ({ code, ...pair(IMPORT_ACTION_WORDS[code]) }));
  if (def.type.kind === 'enum') {
    const set = def.type.set as ValueSetName;
    return def.type.values.map((code) => ({ code, ...pair(valueWords(set, code)) }));
  }
  if (def.type.kind === 'bool')
    return (['true', 'false'] as const).map((code) => ({
      code,
      en: BOOLEAN_WORDS[code].en.toLocaleLowerCase('en'),
      hu: BOOLEAN_WORDS[code].hu.toLocaleLowerCase('hu'),
    }));
  return null;
}

function pair(w: { readonly en: string; readonly hu: string }): { readonly en: string; readonly hu: string } {
  return { en: w.en, hu: w.hu };
}
