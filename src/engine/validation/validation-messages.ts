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
    hu: '„{ref}” {owner} nem szerepel sem ebben a munkafüzetben, sem a szerveren.',
  },
  unchecked: {
    en: {
      one: '{count} row of {sheet} refers to a {owner} that is neither in this workbook nor could be looked up on the service; the reference is not checked.',
      other:
        '{count} rows of {sheet} refer to {owner}s that are neither in this workbook nor could be looked up on the service; the references are not checked.',
    },
    hu: '{sheet} {count} sora olyan {owner}re hivatkozik, amely nincs a munkafüzetben, és a szolgáltatásban sem volt lekérdezhető; ezek a hivatkozások nincsenek ellenőrizve.',
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
    hu: '„{value}” a(z) {where}{more} is szerepel; {scope} belül egyedinek kell lennie.',
  },
  more: { en: ' and {more} more ({total} rows in all)', hu: ' és további {more} sorban (összesen {total} sorban)' },
  ownerScope: { en: 'its owner', hu: 'a tulajdonosán' },
  officeScope: { en: 'the office', hu: 'az irodán' },
});

/** Rules of a row as a whole, after the field's name (`rowProblem`, `RowProblems.addRule`). */
export const ROW_RULE_MESSAGES = defineMessages({
  officeUnknown: {
    en: 'there is no office {office} among the offices of this user.',
    hu: '{office} azonosítójú iroda nincs a felhasználó irodái között.',
  },
  officeInactive: {
    en: 'office {office} ({name}) is inactive; listings can only go to an active office.',
    hu: 'a(z) {office} ({name}) iroda inaktív; hirdetés csak aktív irodába tölthető fel.',
  },
  notServiceIdentifier: {
    en: '{text} is not a service identifier (a whole number such as 700014), so the row is not sent: correct it to the Service ID of the record, or empty the cell to add the row as a new record.',
    hu: '{text} nem szolgáltatói azonosító (egész szám, például 700014), ezért a sor nem kerül feltöltésre: javítsa a rekord szolgáltatói azonosítójára, vagy ürítse ki a cellát, ha új rekordként töltené fel.',
  },
  currencyDiffers: {
    en: 'the amount is written in {currency}, but {field} says {given}.',
    hu: 'az összeg {currency} pénznemben van megadva, de {field} értéke {given}.',
  },
  /** The currency's column as `currencyDiffers` names it: by its label and letter, as the user sees it. */
  currencyColumn: { en: 'the {label} column ({column})', hu: 'a(z) {label} oszlop ({column})' },
  /** The same without a column (a currency given otherwise than by a cell). */
  currencyField: { en: 'the {label}', hu: 'a(z) {label}' },
  cannotUpdate: {
    en: 'this row was imported before (status {status}) but has neither a Service ID nor a reference, so it cannot be updated.',
    hu: 'ez a sor korábban már fel lett töltve (állapot: {status}), de nincs sem szolgáltatói azonosítója, sem saját azonosítója, így nem frissíthető.',
  },
  imageOwnerMissing: {
    en: 'each image needs the reference or service ID of its {owner}.',
    hu: 'minden képhez meg kell adni a(z) {owner} azonosítóját vagy szolgáltatói azonosítóját.',
  },
});

/** A cell of a row the preparer refuses by itself (not by its field's type). */
export const CELL_RULE_MESSAGES = defineMessages({
  excelError: {
    en: 'cell {cell} holds the Excel error {error}; correct the formula or type the value.',
    hu: 'a(z) {cell} cellában {error} Excel-hiba van; javítsa a képletet vagy írja be az értéket.',
  },
  notAServiceId: { en: '{value} is not a service ID.', hu: '{value} nem szolgáltatói azonosító.' },
  tooLong: {
    en: '{value} is too long; at most {max} characters are allowed.',
    hu: '{value} túl hosszú, legfeljebb {max} karakter lehet.',
  },
});

/** Where else a duplicate is: the row's own sheet first, then other sheets, joined. */
export const PLACE_MESSAGES = defineMessages({
  ownRows: { en: { one: 'row {rows}', other: 'rows {rows}' }, hu: '{rows}. sorban' },
  otherSheetRows: {
    en: { one: 'row {rows} of sheet "{sheet}"', other: 'rows {rows} of sheet "{sheet}"' },
    hu: '„{sheet}” munkalap {rows}. sorában',
  },
  and: { en: ' and in ', hu: ' és ' },
});

/** A settlement, district or type-specific cell the row's other cells or the region list refuse. */
export const REGION_CELL_MESSAGES = defineMessages({
  noRegionList: {
    en: 'a settlement or district given by name needs the region list, which is not available (no connection and no cache); give the id or connect once.',
    hu: 'a név szerint megadott település vagy kerület a településlista nélkül nem azonosítható (nincs kapcsolat és gyorsítótár); adja meg az azonosítót, vagy csatlakozzon egyszer.',
  },
  notSettlementOrZip: {
    en: '{value} is neither a known settlement id nor a known postal code.',
    hu: '{value} nem ismert településazonosító és nem ismert irányítószám.',
  },
  notDistrictId: { en: '{value} is not a known district id.', hu: '{value} nem ismert kerületazonosító.' },
  districtElsewhere: {
    en: 'district {id} ({district}) belongs to {owner}, not to {settlement}.',
    hu: 'a(z) {id} ({district}) kerület {owner} része, nem {settlement} településé.',
  },
  districtNeedsSettlement: {
    en: 'a district given by name needs the settlement in the same row.',
    hu: 'a név szerint megadott kerülethez ugyanebben a sorban meg kell adni a települést.',
  },
  districtConflict: {
    en: 'the settlement column names the district {district}, this column another one.',
    hu: 'a település oszlop {district} kerületet nevezi meg, ez az oszlop egy másikat.',
  },
  specialNeedsType: {
    en: 'a type-specific value needs a valid property type in the same row.',
    hu: 'a típusfüggő értékhez ugyanebben a sorban érvényes ingatlantípus kell.',
  },
  noHalfRoomsOfType: {
    en: '{value} includes a half room, but {type} listings have no half rooms; give the whole rooms only.',
    hu: 'a(z) {value} félszobát is tartalmaz, de a(z) {type} típusú hirdetésnek nincs félszobája; csak az egész szobákat adja meg.',
  },
  notFieldOfType: {
    en: 'is not a field of {type} listings; leave it empty for this row.',
    hu: 'nem mezője a(z) {type} típusú hirdetésnek; ebben a sorban hagyja üresen.',
  },
});
