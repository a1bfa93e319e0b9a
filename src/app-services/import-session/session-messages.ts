// The import session's own texts (docs/messages.md): what a step refuses and the names of the copies it writes.
// Texts the engine made come as pairs and are only chosen between (`say`).
import { defineMessages } from '../../catalog';

export const SESSION_MESSAGES = defineMessages({
  nothingToResend: {
    en: 'No failed row has changed since it failed; fix the failed rows in Review first, then resend them.',
    hu: 'Egyik sikertelen sor sem változott a hiba óta; előbb javítsa őket az Ellenőrzés lépésben, aztán küldje újra.',
  },
  chooseRole: { en: 'Choose a role for at least one sheet.', hu: 'Legalább egy munkalapnak adjon szerepet.' },
  sheetNotImported: { en: 'Sheet "{sheet}" is not being imported.', hu: 'A(z) „{sheet}” munkalap nincs az importban.' },
  noSheetIn: { en: 'No sheet "{sheet}" in {file}.', hu: '{file} munkafüzetben nincs „{sheet}” munkalap.' },
  unknownUnit: {
    en: '"{unit}" is not a unit the importer can read (for example: M Ft, e Ft, EUR, m², nöl).',
    hu: 'A(z) „{unit}” mértékegységet az importáló nem ismeri (például: M Ft, e Ft, EUR, m², nöl).',
  },
  sheetHasNoRole: { en: 'Sheet "{sheet}" has no role.', hu: 'A(z) „{sheet}” munkalapnak nincs szerepe.' },
  noRoomNothingSent: { en: 'Nothing was sent: {why}', hu: 'Semmi sem ment el: {why}' },
  nothingWithdrawn: {
    en: {
      one: 'Nothing was withdrawn: {count} listing is missing from the workbook now, not {confirm}. Look at the list again.',
      other:
        'Nothing was withdrawn: {count} listings are missing from the workbook now, not {confirm}. Look at the list again.',
    },
    hu: 'Semmi sem lett visszavonva: most {count} hirdetés hiányzik a munkafüzetből, nem {confirm}. Nézze át újra a listát.',
  },
  chosenNotMissing: {
    en: 'Nothing was withdrawn: listing {ids} is no longer missing from the workbook, or is withdrawn already. Look at the list again.',
    hu: 'Semmi sem lett visszavonva: a(z) {ids} azonosítójú hirdetés már nem hiányzik a munkafüzetből, vagy már vissza van vonva. Nézze át újra a listát.',
  },
  uploadRunningWait: {
    en: 'An upload is running; wait for it or cancel it first.',
    hu: 'Feltöltés fut; várja meg vagy szakítsa meg.',
  },
  noSuchWarning: { en: 'No warning "{key}" to accept.', hu: 'Nincs elfogadható „{key}” figyelmeztetés.' },
  nothingUploaded: { en: 'Nothing has been uploaded yet.', hu: 'Még nem volt feltöltés.' },
  noResultsWorkbook: {
    en: 'No results workbook was written for this run.',
    hu: 'Ehhez a futáshoz nem készült eredmény-munkafüzet.',
  },
  openWorkbookFirst: { en: 'Open a workbook first.', hu: 'Előbb nyisson meg egy munkafüzetet.' },
  openAndMapFirst: {
    en: 'Open and map a workbook first.',
    hu: 'Előbb nyisson meg és rendeljen hozzá egy munkafüzetet.',
  },
  nothingSent: { en: 'Nothing was sent: {why}.', hu: 'Semmi sem lett elküldve: {why}.' },
  missingUnknown: {
    en: 'Cannot tell which listings are missing: {why}. Say below which listings the workbook holds.',
    hu: 'Nem állapítható meg, mely hirdetések hiányoznak: {why}. Adja meg alább, mely hirdetéseket tartalmazza a munkafüzet.',
  },
  /** A listing the service refused to withdraw, as the sync preview names it (describeMissing), then why. */
  listingNotWithdrawn: { en: '{listing}: {why}', hu: '{listing}: {why}' },
  withdrawFailed: {
    en: 'The missing listings were not withdrawn: {why}',
    hu: 'A hiányzó hirdetések visszavonása nem történt meg: {why}',
  },
  listingsNotListed: {
    en: "The office's listings could not be listed: {why}",
    hu: 'Az iroda hirdetései nem listázhatók: {why}',
  },
  uploadRunning: { en: 'An upload is running.', hu: 'Feltöltés fut.' },
  uploadAlreadyRunning: { en: 'An upload is already running.', hu: 'Már fut egy feltöltés.' },
  noRowsToSend: { en: 'There are no rows to send.', hu: 'Nincs elküldendő sor.' },
  notDataRow: {
    en: 'Row {row} of "{sheet}" is not a data row.',
    hu: 'A(z) „{sheet}” munkalap {row}. sora nem adatsor.',
  },
  validateFirst: { en: 'Validate first.', hu: 'Előbb ellenőrizze a sorokat.' },
  rowWithoutData: {
    en: 'Row {row} has no data in an imported column.',
    hu: 'A(z) {row}. sorban nincs adat importált oszlopban.',
  },
  notAField: {
    en: '"{field}" is not a field of a {role} sheet.',
    hu: '„{field}” nem mezője ennek a munkalapnak ({role}).',
  },
  basisSheetOnly: {
    en: "Judged by the sheet's own rows: the office's listings could not be read.",
    hu: 'A munkalap saját sorai alapján: az iroda hirdetései nem olvashatók.',
  },
  basisOffice: {
    en: {
      one: "Judged by the office's {count} listing on the portal and the sheet's rows.",
      other: "Judged by the office's {count} listings on the portal and the sheet's rows.",
    },
    hu: 'Az iroda {count} portálon lévő hirdetése és a munkalap sorai alapján.',
  },
  validationCancelled: {
    en: 'Validation was cancelled; the rows are not checked.',
    hu: 'Az ellenőrzés megszakítva; a sorok nincsenek ellenőrizve.',
  },
  columnNotImported: {
    en: 'That column of "{sheet}" is not imported.',
    hu: 'A(z) „{sheet}” munkalap ezen oszlopa nincs importálva.',
  },
  cancelledKept: {
    en: 'The rows already sent keep their results; the rest were not sent.',
    hu: 'Az elküldött sorok eredménye megmaradt, a többi nem ment el.',
  },
  resultsSeparate: {
    en: 'No column of the sheet was free for the results, so they are in a separate workbook ("{name}"); your workbook was not changed.',
    hu: 'A munkalapon nem volt szabad oszlop az eredményeknek, ezért külön munkafüzetbe kerültek („{name}”); az Ön munkafüzete nem változott.',
  },
  noUnit: {
    en: 'no unit in the header: the numbers are read as written',
    hu: 'a fejléc nem nevez meg mértékegységet: a számok úgy értendők, ahogy le vannak írva',
  },
  lookalikesHeld: {
    en: {
      one: '{count} new row looks like a record the office already has and was not created{first}. If it is really new, confirm creating it in the dry run and upload again.',
      other:
        '{count} new rows look like records the office already has and were not created{first}. If they are really new, confirm creating them in the dry run and upload again.',
    },
    hu: {
      one: '{count} új sor olyan rekordra hasonlít, amely már megvan az irodánál, ezért nem jött létre{first}. Ha valóban új, erősítse meg a létrehozását a próbafeltöltésben, és töltse fel újra.',
      other:
        '{count} új sor olyan rekordra hasonlít, amely már megvan az irodánál, ezért nem jött létre{first}. Ha valóban újak, erősítse meg a létrehozásukat a próbafeltöltésben, és töltse fel újra.',
    },
  },
  firstLookalike: {
    en: ' (the first: {sheet} row {row}, like {like})',
    hu: ' (az első: {sheet} {row}. sor, hasonlít {like})',
  },
  notesCopy: { en: 'notes', hu: 'megjegyzések' },
  resultsCopy: { en: 'results', hu: 'eredmények' },
  resultsOnlyCopy: { en: 'results only', hu: 'csak eredmények' },
});
