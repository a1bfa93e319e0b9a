// The validation's texts (docs/messages.md): references to sellers and listings that are nowhere, and the checks
// that are skipped without reference data.
import { defineMessages } from '../../catalog';

/** What a reference names: `{owner}` of the messages below. */
export const OWNER_MESSAGES = defineMessages({
  seller: { en: 'seller', hu: 'értékesítő' },
  listing: { en: 'listing', hu: 'hirdetés' },
});

/** The Import action column's problems; `{field}: {problem}` names the column before each. */
export const ACTION_MESSAGES = defineMessages({
  fieldProblem: { en: '{field}: {problem}', hu: '{field}: {problem}' },
  notAnAction: {
    en: '"{text}" is not an action; write {words} (or leave the cell empty to create or modify).',
    hu: '„{text}” nem művelet; írja be: {words} (vagy hagyja üresen a létrehozáshoz, módosításhoz).',
  },
  onlyListings: {
    en: 'only listings can be withdrawn or deleted from a workbook; on this sheet leave the cell empty ({word}).',
    hu: 'munkafüzetből csak hirdetés vonható vissza vagy törölhető; ezen a lapon hagyja üresen a cellát ({word}).',
  },
  deleteAndWrite: {
    en: '"{value}" is deleted in one row and written in {where}; the service treats deleting a listing and creating it again shortly after as a duplicate, so neither row is sent. To change the listing, modify it (leave the action empty) and remove the delete row.',
    hu: '„{value}” az egyik sorban törlendő, a(z) {where} pedig feltöltendő; a szolgáltatás a hirdetés törlését és rövid időn belüli újbóli létrehozását duplikációnak tekinti, ezért egyik sor sem megy el. A hirdetést módosítani kell (üres művelettel), a törlő sort pedig el kell hagyni.',
  },
});

export const REFERENCE_CHECK_MESSAGES = defineMessages({
  nowhere: {
    en: 'there is no {owner} "{ref}" in this workbook or on the server.',
    hu: '"{ref}" {owner} nem szerepel sem ebben a munkafüzetben, sem a szerveren.',
  },
  unchecked: {
    en: {
      one: "{count} row of {sheet} refers to a {owner} that is not in this workbook; the server's {owner}s were not looked up, so this reference is not checked.",
      other:
        "{count} rows of {sheet} refer to a {owner} that is not in this workbook; the server's {owner}s were not looked up, so these references are not checked.",
    },
    hu: {
      one: '{sheet} {count} sora olyan {owner}re hivatkozik, amely nincs ebben a munkafüzetben; a szerver adatai nem lettek lekérdezve, így ezek a hivatkozások nincsenek ellenőrizve.',
      other:
        '{sheet} {count} sora olyan {owner}re hivatkozik, amely nincs ebben a munkafüzetben; a szerver adatai nem lettek lekérdezve, így ezek a hivatkozások nincsenek ellenőrizve.',
    },
  },
  noRegions: {
    en: 'No region list (no connection and no cache): settlement and district ids are not checked, and settlements and districts given by name cannot be resolved.',
    hu: 'Nincs településlista (nincs kapcsolat és gyorsítótár): a település- és kerületazonosítók nincsenek ellenőrizve, a név szerint megadottak nem azonosíthatók.',
  },
  noOffices: {
    en: 'No office list (no connection and no cache): whether the office exists and is active is not checked.',
    hu: 'Nincs irodalista (nincs kapcsolat és gyorsítótár): az iroda létezése és aktív állapota nincs ellenőrizve.',
  },
  noOfficesListed: {
    en: 'The service listed no offices for this user: whether the office exists and is active is not checked.',
    hu: 'A szolgáltatás nem adott irodát ehhez a felhasználóhoz: az iroda létezése és aktív állapota nincs ellenőrizve.',
  },
});

/** A problem phrased for a person: the field's name, then what is wrong. */
export const FIELD_PROBLEM_MESSAGES = defineMessages({
  ofField: { en: '{field}: {problem}', hu: '{field}: {problem}' },
  requiresGiven: {
    en: '{given} is given, so {missing} is required too.',
    hu: '{given} megadásakor {missing} is kötelező.',
  },
  onlyWhen: {
    en: '{field} can only be given when {when}; leave it empty in this row.',
    hu: '{field} csak {when} adható meg; ebben a sorban hagyja üresen.',
  },
  whenUpdating: { en: 'updating an existing record', hu: 'meglévő rekord módosításakor' },
  whenCreating: { en: 'creating a record', hu: 'új rekord létrehozásakor' },
  noColumn: { en: ' No column of the sheet is mapped to it.', hu: ' A munkalap egyik oszlopa sincs hozzárendelve.' },
});

/** A value that must be unique used in other rows too. */
export const DUPLICATE_MESSAGES = defineMessages({
  alsoUsed: {
    en: '"{value}" is also used in {where}{more}; it must be unique within {scope}.',
    hu: '"{value}" a(z) {where}{more} is szerepel; {scope} belül egyedinek kell lennie.',
  },
  more: { en: ' and {more} more ({total} rows in all)', hu: ' és további {more} sorban (összesen {total} sorban)' },
  ownerScope: { en: 'its owner', hu: 'a tulajdonosán' },
  officeScope: { en: 'the office', hu: 'az irodán' },
});
