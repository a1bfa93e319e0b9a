// The optional `Import action` column: what a row asks the importer to do with its listing, and the words for it.
import type { Lang, Words } from './field-types';

/**
 * `upsert` creates or modifies (the default, an empty cell); `withdraw` sets the listing inactive; `delete` removes it.
 * Only listings (properties sheets) take `withdraw` and `delete`.
 */
export type ImportAction = 'upsert' | 'withdraw' | 'delete';

export const IMPORT_ACTIONS: readonly ImportAction[] = ['upsert', 'withdraw', 'delete'];

/** The column's header as the template writes it, and other headers staff may give it (any of them is read). */
export const IMPORT_ACTION_HEADER: Words = { en: 'Import action', hu: 'Importálási művelet' };
export const IMPORT_ACTION_HEADER_SYNONYMS: readonly string[] = [
  'Művelet',
  'Import művelet',
  'Importálás művelete',
  'Feltöltési művelet',
  'Action (import)',
  'Import operation',
];

/** The word the template's dropdown offers per action, and other spellings staff use for it. */
export const IMPORT_ACTION_WORDS: Readonly<Record<ImportAction, Words & { readonly synonyms: readonly string[] }>> = {
  upsert: {
    en: 'upsert',
    hu: 'feltöltés',
    synonyms: ['módosítás', 'feltöltés/módosítás', 'létrehozás', 'frissítés', 'create', 'update', 'modify', 'upload'],
  },
  withdraw: {
    en: 'withdraw',
    hu: 'visszavonás',
    synonyms: ['inaktiválás', 'inaktivál', 'visszavon', 'levétel', 'deactivate', 'inactivate', 'retire'],
  },
  delete: {
    en: 'delete',
    hu: 'törlés',
    synonyms: ['töröl', 'törlendő', 'remove'],
  },
};

/** The dropdown's words in one language, in action order (`feltöltés, visszavonás, törlés`). */
export function importActionWords(lang: Lang): readonly string[] {
  return IMPORT_ACTIONS.map((a) => IMPORT_ACTION_WORDS[a][lang]);
}
