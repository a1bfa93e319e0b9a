// The optional `Import action` column: what a row asks the importer to do with its listing, and the words for it.
import type { SheetRole } from './catalog-index';
import { findField } from './catalog-index';
import type { FieldDef, Lang, Words } from './field-types';
import { OPTIONAL } from './field-types';

/**
 * `upsert` creates or modifies (the default, an empty cell); `withdraw` sets the listing inactive; `delete` removes it.
 * Only listings (properties sheets) take `withdraw` and `delete`.
 */
export type ImportAction = 'upsert' | 'withdraw' | 'delete';

export const IMPORT_ACTIONS: readonly ImportAction[] = ['upsert', 'withdraw', 'delete'];

/**
 * The key a column is mapped to when it holds the Import action. Not a field of the body (nothing of it is sent as
 * such), so it is in no field list of the catalog; a properties sheet's column can be mapped to it like to a field.
 */
export const IMPORT_ACTION_FIELD = 'import.action';

/** Whether a column of a sheet with this role can be mapped to the Import action (only listings take one). */
export function takesImportAction(role: SheetRole | null): boolean {
  return role === 'properties';
}

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

/** The Import action as a column's field: labelled and described like one, its values are the actions. */
export const IMPORT_ACTION_DEF: FieldDef = {
  key: IMPORT_ACTION_FIELD,
  block: 'import',
  name: 'action',
  type: { kind: 'enum', set: 'import_action', values: IMPORT_ACTIONS },
  nullable: true,
  required: OPTIONAL,
  label: IMPORT_ACTION_HEADER,
  help: {
    en: 'What the upload does with the listing: upsert (empty: create or modify), withdraw (set inactive) or delete.',
    hu:
      'Mit tegyen a feltöltés a hirdetéssel: feltöltés (üresen is: létrehozás vagy módosítás), visszavonás ' +
      '(inaktív állapot) vagy törlés.',
  },
};

/** What a column of a sheet with this role can be mapped to under `key`: a field of the role, or the Import action. */
export function mappableField(role: SheetRole, key: string): FieldDef | undefined {
  return (
    findField(role, key) ?? (key === IMPORT_ACTION_FIELD && takesImportAction(role) ? IMPORT_ACTION_DEF : undefined)
  );
}
