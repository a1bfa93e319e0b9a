// What the result cells of a row still in doubt say, in the workbook's language (docs/upload.md, "Resolving rows in
// doubt"): not "failed" or "not sent", as the row may well be on the service; the next upload checks it.
import { defineMessages } from '../../catalog';

export const PENDING_RESULT_MESSAGES = defineMessages({
  inDoubtStatus: { en: 'unknown', hu: 'ismeretlen' },
  inDoubt: {
    en: 'Sent by an earlier upload, whose answer was lost, and it could not be checked on the service yet; the next upload of this workbook checks it before sending anything.',
    hu: 'Egy korábbi feltöltés elküldte, de a válasz elveszett, és a szolgáltatásnál még nem sikerült ellenőrizni; e munkafüzet következő feltöltése minden küldés előtt ellenőrzi.',
  },
});
