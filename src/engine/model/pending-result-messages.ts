// What the result cells of a row the run could not finish say, in the workbook's language: one still in doubt is
// not "failed" or "not sent", as it may well be on the service, and the next upload checks it (docs/upload.md,
// "Resolving rows in doubt"); a listing held back for its invalid seller row names that row ("Listings whose seller
// row is invalid").
import { defineMessages } from '../../catalog';

export const PENDING_RESULT_MESSAGES = defineMessages({
  inDoubtStatus: { en: 'unknown', hu: 'ismeretlen' },
  waitsForRow: {
    en: 'Held back: it waits for its seller, {sheet} row {row}, which is invalid; fix that row and upload again.',
    hu: 'Visszatartva: az eladójára vár ({sheet}, {row}. sor), amely hibás; javítsa azt a sort, és töltse fel újra.',
  },
  inDoubt: {
    en: 'Sent by an earlier upload, whose answer was lost, and it could not be checked on the service yet; the next upload of this workbook checks it before sending anything.',
    hu: 'Egy korábbi feltöltés elküldte, de a válasz elveszett, és a szolgáltatásnál még nem sikerült ellenőrizni; e munkafüzet következő feltöltése minden küldés előtt ellenőrzi.',
  },
});
