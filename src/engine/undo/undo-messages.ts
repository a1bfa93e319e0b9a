// The undo's texts (docs/undo.md, docs/messages.md): why a row of an undone run was not sent or what undoing it
// found, and why an undo stopped.
import { defineMessages } from '../../catalog';

/** By reason id (undo-reasons.ts); `status_changed_now` is `status_changed` naming the status found. */
export const UNDO_REASON_MESSAGES = defineMessages({
  in_doubt: {
    en: 'The run was stopped before the answer for this row came back; upload the workbook again to settle it first.',
    hu: 'A futás leállt, mielőtt a sorra válasz érkezett; előbb töltse fel újra a munkafüzetet, hogy ez tisztázódjon.',
  },
  deleted: {
    en: 'A delete cannot be undone: the portal does not keep deleted records.',
    hu: 'A törlés nem vonható vissza: a portál nem őrzi meg a törölt rekordokat.',
  },
  no_record: {
    en: 'The run was recorded by an older version, whose journal does not say what it changed; it cannot be undone.',
    hu: 'A futást egy korábbi verzió naplózta, amelynek naplója nem rögzíti, mit változtatott; nem vonható vissza.',
  },
  no_id: {
    en: 'The journal has no Service ID for this row, so the record cannot be found.',
    hu: 'A napló nem tartalmaz szolgáltatási azonosítót ehhez a sorhoz, így a rekord nem található.',
  },
  gone: {
    en: 'The record is no longer on the portal (deleted since the run).',
    hu: 'A rekord már nincs a portálon (a futás óta törölték).',
  },
  already_gone: {
    en: 'Already gone from the portal: nothing to do.',
    hu: 'Már nincs a portálon: nincs teendő.',
  },
  already_inactive: {
    en: 'The listing is already inactive: nothing to do.',
    hu: 'A hirdetés már inaktív: nincs teendő.',
  },
  already_back: {
    en: 'The portal already holds the values from before the run: nothing to do.',
    hu: 'A portálon már a futás előtti értékek vannak: nincs teendő.',
  },
  was_inactive: {
    en: 'The listing was already inactive before the run: nothing to reactivate.',
    hu: 'A hirdetés már a futás előtt inaktív volt: nincs mit újraaktiválni.',
  },
  status_unknown: {
    en: "The run did not read the listing's status before withdrawing it, so undo does not know whether to reactivate it.",
    hu: 'A futás nem olvasta ki a hirdetés állapotát a visszavonás előtt, így nem tudható, kell-e újraaktiválni.',
  },
  status_changed: {
    en: "Kept: the listing's status was changed on the portal since the run.",
    hu: 'Megtartva: a hirdetés állapotát a futás óta módosították a portálon.',
  },
  status_changed_now: {
    en: "Kept: the listing's status was changed on the portal since the run (now {now}).",
    hu: 'Megtartva: a hirdetés állapotát a futás óta módosították a portálon (most: {now}).',
  },
  changed_since: {
    en: 'Kept: fields changed on the portal since the run are left as they are (listed); the others were put back.',
    hu: 'Megtartva: a futás óta a portálon módosított mezők maradnak (felsorolva); a többi visszaállt.',
  },
  seller_named: {
    en: 'Kept: listings still name this seller (Service ID {ids}); a seller is deleted only when none does.',
    hu: 'Megtartva: hirdetések még hivatkoznak erre az eladóra (azonosító: {ids}); csak akkor törlődik, ha egy sem.',
  },
  before_unknown: {
    en: 'The run did not read the values before changing them (the portal did not list the record), so they are not known.',
    hu: 'A futás nem olvasta ki a módosítás előtti értékeket (a portál nem listázta a rekordot), így nem ismertek.',
  },
  type_changed: {
    en: "The run changed the listing's type; the portal then started its type fields afresh, so the old ones are lost.",
    hu: 'A futás megváltoztatta az ingatlan típusát; a portál ekkor új típusmezőkkel kezdett, a régiek elvesztek.',
  },
  cannot_empty: {
    en: 'Some fields were empty before the run, and the API cannot empty them again (listed).',
    hu: 'Egyes mezők a futás előtt üresek voltak, és az API nem tudja újra üressé tenni őket (felsorolva).',
  },
  owner_unknown: {
    en: "The image's owner has no Service ID in the journal, so the image cannot be found.",
    hu: 'A kép tulajdonosának nincs szolgáltatási azonosítója a naplóban, így a kép nem található.',
  },
});

export const UNDO_RUN_MESSAGES = defineMessages({
  noRun: {
    en: "No run {runId} in {folder}; 'history' lists the runs.",
    hu: "Nincs ilyen futás: {runId} ({folder}); a futásokat a 'history' listázza.",
  },
  otherService: {
    en: 'The run of {workbook} ({started}) was made on {baseUrl} as {user}; undo it with the same service and user.',
    hu: 'A(z) {workbook} futása ({started}) a(z) {baseUrl} címen, {user} felhasználóként készült; ugyanazzal a szolgáltatással és felhasználóval vonható vissza.',
  },
  notRead: {
    en: 'Could not read the records to undo from the service: {why}',
    hu: 'A visszavonandó rekordok nem olvashatók be a szolgáltatástól: {why}',
  },
  busy: {
    en: 'Another undo of this run is running {who}; nothing was sent. Wait for it to finish or stop it, then undo the run again.',
    hu: 'Ennek a futásnak egy másik visszavonása fut {who}; semmi sem ment el. Várja meg, amíg befejeződik, vagy állítsa le, majd vonja vissza újra a futást.',
  },
  journalNotWritten: {
    en: "The undo's journal could not be written in {folder}: {why}",
    hu: 'A visszavonás naplója nem írható ide: {folder}: {why}',
  },
  journalStopped: {
    en: 'The undo stopped because its journal could not be written: {why}',
    hu: 'A visszavonás leállt, mert a naplója nem írható: {why}',
  },
  unconfirmedDeletes: {
    en: {
      one: 'Nothing was sent: the undo deletes {count} listing the run created. A delete cannot be undone; confirm {count} with --delete-created {count}, or leave it out to withdraw them instead.',
      other:
        'Nothing was sent: the undo deletes {count} listings the run created. A delete cannot be undone; confirm {count} with --delete-created {count}, or leave it out to withdraw them instead.',
    },
    hu: {
      one: 'Semmi sem ment el: a visszavonás {count} hirdetést töröl, amelyet a futás hozott létre. A törlés nem vonható vissza; erősítse meg a(z) {count} törlést, vagy törlés helyett vonja vissza (inaktiválja) őket.',
      other:
        'Semmi sem ment el: a visszavonás {count} hirdetést töröl, amelyet a futás hozott létre. A törlés nem vonható vissza; erősítse meg a(z) {count} törlést, vagy törlés helyett vonja vissza (inaktiválja) őket.',
    },
  },
  unconfirmedDeletesSome: {
    en: {
      one: 'Nothing was sent: the undo deletes {count} listing the run created ({confirmed} were confirmed). A delete cannot be undone; confirm {count} with --delete-created {count}, or leave it out to withdraw them instead.',
      other:
        'Nothing was sent: the undo deletes {count} listings the run created ({confirmed} were confirmed). A delete cannot be undone; confirm {count} with --delete-created {count}, or leave it out to withdraw them instead.',
    },
    hu: {
      one: 'Semmi sem ment el: a visszavonás {count} hirdetést töröl, amelyet a futás hozott létre ({confirmed} lett megerősítve). A törlés nem vonható vissza; erősítse meg a(z) {count} törlést, vagy törlés helyett vonja vissza (inaktiválja) őket.',
      other:
        'Semmi sem ment el: a visszavonás {count} hirdetést töröl, amelyet a futás hozott létre ({confirmed} lett megerősítve). A törlés nem vonható vissza; erősítse meg a(z) {count} törlést, vagy törlés helyett vonja vissza (inaktiválja) őket.',
    },
  },
  cancelled: {
    en: 'The undo was cancelled; rows already undone keep their results, the rest were not sent.',
    hu: 'A visszavonás megszakadt; a visszaállított sorok eredménye megmaradt, a többi nem ment el.',
  },
  undoneBefore: {
    en: 'Undone by the interrupted undo this one continues.',
    hu: 'A folytatott, megszakadt visszavonás már visszaállította.',
  },
  notSent: { en: 'Not sent: {why}', hu: 'Nem ment el: {why}' },
  undoStopped: { en: 'the undo stopped', hu: 'a visszavonás leállt' },
  sellerHeld: {
    en: 'Not sent: a listing this undo was to delete is still on the portal, and a seller is deleted only when no listing names it.',
    hu: 'Nem ment el: egy hirdetés, amelyet ez a visszavonás törölt volna, még fent van a portálon, és értékesítőt csak akkor lehet törölni, ha egyetlen hirdetés sem nevezi meg.',
  },
});
