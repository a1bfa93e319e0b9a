// The upload's notices and refusals before anything is sent (docs/messages.md, docs/upload.md): rows moved against
// their results columns, a sync scope that cannot be used, an unfinished upload to another service.
import { defineMessages } from '../../catalog/message-catalog';

/** Rows moved against their results columns: nothing of the sheet is sent. */
export const ROW_ALIGNMENT_MESSAGES = defineMessages({
  refusal: {
    en: "{sheet}: rows were moved against their results columns (sorted or pasted only partly?): {moved}{more}. Nothing of this sheet is sent, as each such row would overwrite its listing with another listing's cells. Undo the sort, or sort whole rows (with the result and hidden columns), or export again.",
    hu: '{sheet}: a sorok elcsúsztak az eredményoszlopaikhoz képest (csak részben rendezte vagy illesztette be?): {moved}{more}. Ebből a lapból semmi sem megy el, mert minden ilyen sor egy másik hirdetés celláival írná felül a hirdetését. Vonja vissza a rendezést, vagy teljes sorokat rendezzen (az eredmény- és rejtett oszlopokkal együtt), vagy exportáljon újra.',
  },
  more: { en: '; and {count} more rows', hu: '; és még {count} sor' },
  cellsOf: {
    en: 'row {row} holds the cells of the listing of row {from}',
    hu: 'a(z) {row}. sorban a(z) {from}. sor hirdetésének cellái vannak',
  },
  changedAtOnce: {
    en: 'row {row} changed its reference and most of its fields at once',
    hu: 'a(z) {row}. sor hivatkozása és legtöbb mezője egyszerre változott',
  },
});

/** Why a sync cannot run on a workbook's scope. */
export const SYNC_SCOPE_MESSAGES = defineMessages({
  withdrawHeldBack: {
    en: 'not sent: the service already refused so many requests this hour that one more batch could get the address blocked; run the withdraw again later',
    hu: 'nem ment el: a szolgáltatás ebben az órában már annyi kérést utasított el, hogy egy újabb csomag miatt letilthatná a címet; később vonja vissza újra',
  },
  withdrawNoAnswer: {
    en: 'the batch answer has no item for this listing',
    hu: 'a csomag válaszában nincs tétel ehhez a hirdetéshez',
  },
  none: {
    en: 'the workbook does not say which listings it holds (its Help sheet has no export scope: not an export, or made before scopes were recorded), so every listing of the office it lacks would look missing',
    hu: 'a munkafüzet nem mondja meg, mely hirdetéseket tartalmazza (a Súgó lapján nincs exportálási kör: nem export, vagy régebbi), így az iroda minden hirdetése hiányzónak látszana, ami nincs benne',
  },
  unreadable: {
    en: 'the workbook\'s export scope on its Help sheet does not read as one ("{text}")',
    hu: 'a munkafüzet Súgó lapján álló exportálási kör nem olvasható ("{text}")',
  },
  otherOffice: {
    en: 'the workbook was exported for office {offices} but is uploaded for office {office}, so it says nothing of which listings of office {office} it holds',
    hu: 'a munkafüzet a(z) {offices} irodához készült, de a(z) {office} irodához töltődik fel, így nem mondja meg, a(z) {office} iroda mely hirdetéseit tartalmazza',
  },
});

/** An unfinished upload of the workbook to another service. */
export const UPLOAD_HISTORY_MESSAGES = defineMessages({
  elsewhere: {
    en: 'An unfinished upload of {book} to {baseUrl} as {user}{office} (run {runId}) was found; it belongs to that service and is not resumed against {here}. This upload starts afresh; upload to {baseUrl} again to finish that one.',
    hu: 'A(z) {book} egy befejezetlen feltöltése található ({baseUrl}, {user}{office}, {runId}); az ahhoz a szolgáltatáshoz tartozik, itt ({here}) nem folytatódik. Ez a feltöltés elölről indul; azt a(z) {baseUrl} felé újra feltöltve lehet befejezni.',
  },
});
