// What a row's result says when the run did not send it or cannot tell what became of it: not sent (and why), in
// doubt, already created by an earlier upload (docs/upload.md, "Resolving rows in doubt"), in both languages
// (docs/messages.md, "Results in both languages").
import { defineMessages } from '../../catalog/message-catalog';

export const RUN_RESULT_MESSAGES = defineMessages({
  notSent: { en: 'Not sent.', hu: 'Nem ment el.' },
  notSentBecause: { en: 'Not sent: {why}', hu: 'Nem ment el: {why}' },
  dependencyNotImported: {
    en: 'Not sent: the {what} on {where} was not imported.',
    hu: 'Nem ment el: {what} ({where}) nem került át.',
  },
  seller: { en: 'seller', hu: 'az értékesítője' },
  owner: { en: 'owner', hu: 'a tulajdonosa' },
  anotherRow: { en: 'another row', hu: 'egy másik sor' },
  lostInRun: {
    en: 'Sent, but the answer was lost and the service could not be asked whether it arrived; the next upload looks it up before sending anything.',
    hu: 'Elküldve, de a válasz elveszett, és a szolgáltatástól nem lehetett megkérdezni, megérkezett-e; a következő feltöltés minden küldés előtt megkeresi.',
  },
  doubtUnchecked: {
    en: 'In doubt: an earlier upload sent this row and its answer was lost, and it could not be checked on the service ({detail}); the next upload checks it before sending anything.',
    hu: 'Bizonytalan: egy korábbi feltöltés elküldte ezt a sort, de a válasz elveszett, és a szolgáltatásnál nem sikerült ellenőrizni ({detail}); a következő feltöltés minden küldés előtt ellenőrzi.',
  },
  editedDoubt: {
    en: 'An earlier upload sent this row without a reference (transfer_id) and its answer was lost; the row was edited since, so it cannot be recognised on the service. Check in the portal whether it exists before sending it again.',
    hu: 'Egy korábbi feltöltés hivatkozás (transfer_id) nélkül küldte el ezt a sort, és a válasz elveszett; a sort azóta szerkesztették, így a szolgáltatásban nem ismerhető fel. Újraküldés előtt nézze meg a portálon, létezik-e.',
  },
  alreadyCreated: {
    en: 'Already created from this workbook by an earlier upload{when} (service ID {id}); not sent again, so it is not created twice.',
    hu: 'Egy korábbi feltöltés már létrehozta ebből a munkafüzetből{when} (szolgáltatói azonosító: {id}); nem megy el újra, így nem jön létre kétszer.',
  },
  createdOn: { en: ' on {time} UTC', hu: ' ({time} UTC)' },
});
