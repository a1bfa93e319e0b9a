// Why an export could not be written (docs/messages.md): a file in the way, the service's lists not read, a write
// that failed, an office the user does not see, a stop.
import { defineMessages } from '../../catalog/message-catalog';

export const EXPORT_ERROR_MESSAGES = defineMessages({
  fileExists: {
    en: '{out} already exists; give another file or allow replacing it.',
    hu: '{out} már létezik; adjon meg másik fájlt, vagy engedélyezze a felülírást.',
  },
  fileAppeared: {
    en: 'The output file "{out}" appeared while writing; it was left as it is.',
    hu: 'A(z) "{out}" kimeneti fájl az írás közben jelent meg; változatlanul hagytuk.',
  },
  placeFailed: { en: 'Writing "{out}" failed: {why}.', hu: 'A(z) "{out}" írása nem sikerült: {why}.' },
  draftFailed: {
    en: 'Could not write the export beside {out}: {why}',
    hu: 'Az export nem írható ide: {out}: {why}',
  },
  officesNotListed: { en: 'The offices could not be listed: {why}', hu: 'Az irodák nem kérdezhetők le: {why}' },
  sellersNotListed: {
    en: 'The sellers of office {office} could not be listed: {why}',
    hu: 'A(z) {office} iroda értékesítői nem kérdezhetők le: {why}',
  },
  listingsNotListed: {
    en: 'The properties of office {office} could not be listed: {why}',
    hu: 'A(z) {office} iroda hirdetései nem kérdezhetők le: {why}',
  },
  unknownOffice: {
    en: 'Office {office} is not among the offices this user sees.',
    hu: 'A(z) {office} iroda nincs a felhasználó által látható irodák között.',
  },
  cancelled: {
    en: 'The export was stopped; nothing was written.',
    hu: 'Az exportálás leállt; nem készült fájl.',
  },
});
