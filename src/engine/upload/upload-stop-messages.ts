// The upload's texts for a run that stops or holds back (docs/messages.md, docs/upload.md): the service refusing,
// the fault budget, a journal that cannot be written or is damaged, deletes not confirmed.
import { defineMessages } from '../../catalog/message-catalog';

/** Why a run stopped early. */
export const STOP_MESSAGES = defineMessages({
  rateLimited: {
    en: 'The service answered error 12: too many faulty requests from this address within an hour. Every request is refused until the hour passes; try again in an hour.',
    hu: 'A szolgáltatás 12-es hibát adott: egy órán belül túl sok hibás kérés érkezett erről a címről. Az óra leteltéig minden kérést elutasít; próbálja újra egy óra múlva.',
  },
  credentials: {
    en: 'The service refused the credentials: {detail}',
    hu: 'A szolgáltatás elutasította a belépési adatokat: {detail}',
  },
  faultLimit: {
    en: "Stopped before the service's limit of faulty requests per hour. {detail}",
    hu: 'Leállt, mielőtt elérte volna a szolgáltatás óránkénti hibás kérés korlátját. {detail}',
  },
  unreachable: {
    en: 'The service stopped answering ({detail}); run the upload again to continue where it stopped.',
    hu: 'A szolgáltatás nem válaszol ({detail}); indítsa újra a feltöltést, ott folytatódik, ahol megállt.',
  },
  answersLost: {
    en: 'its answers were lost and it could not be asked what arrived',
    hu: 'a válaszai elvesztek, és nem lehetett megkérdezni, mi érkezett meg',
  },
  noUsableAnswer: {
    en: 'no usable answer after {attempts} attempts',
    hu: '{attempts} próbálkozás után sem adott használható választ',
  },
  journal: {
    en: 'The upload stopped because its journal could not be written: {why}',
    hu: 'A feltöltés leállt, mert a naplója nem írható: {why}',
  },
  notChecked: {
    en: 'Rows the interrupted upload sent could not be checked on the service ({detail}); nothing was sent. Run the upload again when the service answers.',
    hu: 'A megszakadt feltöltés elküldött sorai nem ellenőrizhetők a szolgáltatásnál ({detail}); semmi sem ment el. Indítsa újra a feltöltést, amikor a szolgáltatás válaszol.',
  },
  cancelled: {
    en: 'The upload was cancelled; rows already sent keep their results, the rest were not sent.',
    hu: 'A feltöltés megszakadt; az elküldött sorok eredménye megmaradt, a többi nem ment el.',
  },
  faultBudget: {
    en: "Stopped before the service's limit of faulty requests per hour (error 12 blocks the address). {why} The upload can go on {again}. Rows not sent stay for the next run; fix the failed rows first.",
    hu: 'Leállt, mielőtt elérte volna a szolgáltatás óránkénti hibás kérés korlátját (a 12-es hiba letiltja a címet). {why} A feltöltés {again} folytatható. Az el nem küldött sorok a következő futásra maradnak; előbb javítsa a hibás sorokat.',
  },
  noRoomLeft: { en: 'The fault budget has no room left.', hu: 'A hibakeretben nincs több hely.' },
  later: { en: 'later', hu: 'később' },
  uploadAgain: { en: '{why} Upload again {again}.', hu: '{why} Töltse fel újra {again}.' },
});

/** Deletes or withdraws not confirmed by their number: nothing is sent. */
export const DELETE_CONFIRMATION_MESSAGES = defineMessages({
  nothingSent: { en: 'Nothing was sent: {why}', hu: 'Semmi sem ment el: {why}' },
  confirmedSome: { en: ' ({confirmed} were confirmed)', hu: ' ({confirmed} lett megerősítve)' },
  deletes: {
    en: {
      one: 'the workbook deletes {count} listing from the service{given}. A delete cannot be undone. Deletes are only made when their number is confirmed: check the list and confirm {count}.',
      other:
        'the workbook deletes {count} listings from the service{given}. A delete cannot be undone. Deletes are only made when their number is confirmed: check the list and confirm {count}.',
    },
    hu: 'a munkafüzet {count} hirdetést töröl a szolgáltatásból{given}. A törlés nem vonható vissza. Törlés csak a darabszám megerősítése után történik: ellenőrizze a listát, és erősítse meg a(z) {count} törlést.',
  },
  withdraws: {
    en: {
      one: 'the workbook withdraws {count} listing from the portal{given}. Withdrawn listings are no longer shown to the public. Withdraws are only made when their number is confirmed: check the list and confirm {count}.',
      other:
        'the workbook withdraws {count} listings from the portal{given}. Withdrawn listings are no longer shown to the public. Withdraws are only made when their number is confirmed: check the list and confirm {count}.',
    },
    hu: 'a munkafüzet {count} hirdetést visszavon a portálról{given}. A visszavont hirdetés nem látható többé. Visszavonás csak a darabszám megerősítése után történik: ellenőrizze a listát, és erősítse meg a(z) {count} visszavonást.',
  },
});

/** A listing a run would delete or withdraw, as its confirmation names it (delete-confirmation.ts). */
export const DELETE_LISTING_MESSAGES = defineMessages({
  line: { en: '{sheet} row {row}: {what}{portal}', hu: 'A(z) {sheet} munkalap {row}. sora: {what}{portal}' },
  serviceId: { en: 'Service ID {id}', hu: 'szolgáltatói azonosító: {id}' },
  reference: { en: 'reference {reference}', hu: 'hirdetés azonosító: {reference}' },
  noReference: { en: 'no reference', hu: 'nincs hirdetés azonosító' },
  onPortal: { en: ' (on the portal)', hu: ' (a portálon)' },
});

/** A damaged journal of the workbook, and that the service's records decide instead. */
export const DAMAGED_JOURNAL_MESSAGES = defineMessages({
  notice: {
    en: 'The upload journal {file} of this workbook is damaged ({what}), so what it recorded was not used: every row was matched against the records the service holds instead (by its reference, new rows by likeness, and those alike are held back), so nothing is sent twice.',
    hu: 'A munkafüzet {file} feltöltési naplója sérült ({what}), ezért a benne rögzítetteket a program nem használta: minden sort a szolgáltatásnál lévő rekordokkal vetett össze (azonosító szerint, az új sorokat hasonlóság szerint, a hasonlókat visszatartja), így semmi sem megy el kétszer.',
  },
});

/** Why nothing was sent: the look-ups before sending failed, the run was cancelled or withheld, no journal. */
export const NOTHING_SENT_MESSAGES = defineMessages({
  notLookedUp: {
    en: 'Could not look up existing records before uploading: {why}',
    hu: 'Nem sikerült a meglévő rekordokat lekérdezni a feltöltés előtt: {why}',
  },
  notReadToUpdate: {
    en: 'Could not read the records to update before uploading: {why}',
    hu: 'Nem sikerült beolvasni a módosítandó rekordokat a feltöltés előtt: {why}',
  },
  lookalikesNotSought: {
    en: 'Could not look for records like the new rows before uploading: {why}',
    hu: 'Nem sikerült az új sorokhoz hasonló rekordokat keresni a feltöltés előtt: {why}',
  },
  cancelledPlanning: {
    en: 'The upload was cancelled while planning; nothing was sent.',
    hu: 'A feltöltés a tervezés közben megszakadt; semmi sem ment el.',
  },
  withheld: {
    en: 'Nothing was sent: the run was withheld before its first request.',
    hu: 'Semmi sem ment el: a futást az első kérése előtt visszatartottuk.',
  },
  journalNotWritten: {
    en: 'The upload journal could not be written in {dir}: {why}',
    hu: 'A feltöltési napló nem írható a(z) {dir} mappába: {why}',
  },
});
