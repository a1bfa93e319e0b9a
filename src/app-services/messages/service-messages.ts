// Every message the app's Node side shows the user, keyed by id, in English and Hungarian (with plural forms).
// The engine speaks English (and Hungarian where it has both); what the wizard shows goes through this catalog, so
// file, connection and service errors come in the UI language. Result column headers and status codes stay as they are.
import type { Language } from '../../shared/contract';
import type { MessageParams, MessageText } from '../../shared/format-message';
import { formatMessage } from '../../shared/format-message';

const en = {
  fileEmpty: 'No sheet of {file} holds a table; put a header row and data rows in a sheet.',
  unreachable: 'The service at {url} cannot be reached. Check the address and the network connection.',
  notThisApi: 'The address {url} answers, but not as the listing service. Check that the address ends in /api/json/v3.',
  authFailed: 'The service refused the user name or JSON password. Check them in the connection settings.',
  connectionFailed: 'The connection to the service failed: {detail}',
  unreachablePlain:
    'the service cannot be reached at this address, or it does not answer as the listing service. Check the address and the network connection.',
  officeNotVisible: 'Office {office} is not visible to {user}.',
  officeInactive: 'Office "{office}" is inactive; listings can only be imported into an active office.',
  noProfile: 'There is no connection profile {id}.',
  sandboxNotDeletable: 'The built-in sandbox cannot be deleted.',
  notConnected: 'Connect to a service and choose an office first.',
  noRowsToSend: 'There are no rows to send.',
  waitsForRow: 'Waits for row {row} of {sheet}, which is invalid: fix that row first.',
  sellerRefUnchecked: {
    one: '{count} row of {sheet} refers to a seller that is neither in this workbook nor could be looked up on the service; the reference is not checked.',
    other:
      '{count} rows of {sheet} refer to sellers that are neither in this workbook nor could be looked up on the service; the references are not checked.',
  },
  defaultsApplied: {
    one: 'Office defaults (currency from the price, monthly rent) were applied to {count} row of {sheet}; each is marked in the grid. They can be turned off for the sheet in Columns.',
    other:
      'Office defaults (currency from the price, monthly rent) were applied to {count} rows of {sheet}; each is marked in the grid. They can be turned off for the sheet in Columns.',
  },
  dryRunSummary:
    'Dry run: {create} to create, {update} to update, {unchanged} unchanged, {invalid} invalid, {failed} would fail, {blocked} held back for another row, {notSent} not sent, of {count} rows. Nothing was sent.',
  // The service's error codes (api-spec and docs/api.md), for failed rows on screen and in the results workbook.
  api_1: 'The service could not read the request.',
  api_2: 'The service refused a value: {detail}',
  api_10: 'The service refused the user name or password.',
  api_11: 'The office is not visible to this user.',
  api_12: 'Too many faulty requests within an hour; the service is refusing requests for now.',
  api_20: 'The record does not exist on the service.',
  api_21: 'The service does not know this request.',
  api_24: 'This reference (transfer ID) is already taken on the service.',
  api_25: 'This listing code (external ID) is already used in the office.',
  api_26: 'The district does not belong to the settlement, or one of them is unknown.',
  api_27: 'The office is inactive.',
  api_28:
    "This listing cannot be un-featured until a week after it was featured; the rest of this row's change was not " +
    'applied either. Keep it featured until then to send the rest.',
  api_29:
    "The office's quota of featured listings is used up, so this listing cannot be featured; nothing of this row " +
    'was applied. Un-feature another listing or leave this one not featured.',
  api_30:
    'This listing was deleted shortly before (within 24 hours); the service refuses creating it again as a ' +
    'duplicate. A listing must be modified, not deleted and re-created.',
  api_31: 'Too many items in one batch.',
  api_32: 'The seller the listing refers to does not exist in the office.',
  api_50: 'The service failed internally; sending again later may work.',
  apiOther: 'The service refused the row (error {code}): {detail}',
} as const satisfies Record<string, MessageText>;

export type ServiceMessageId = keyof typeof en;

const hu: Record<ServiceMessageId, MessageText> = {
  fileEmpty: '{file} egyik munkalapján sincs táblázat; legyen egy fejlécsor és alatta adatsorok.',
  unreachable: 'A szolgáltatás ({url}) nem érhető el. Ellenőrizze a címet és a hálózati kapcsolatot.',
  notThisApi:
    'A(z) {url} cím válaszol, de nem hirdetési szolgáltatásként. Ellenőrizze, hogy a cím /api/json/v3-ra végződik-e.',
  authFailed:
    'A szolgáltatás elutasította a felhasználónevet vagy a JSON jelszót. Ellenőrizze őket a kapcsolat beállításaiban.',
  connectionFailed: 'Nem sikerült kapcsolódni a szolgáltatáshoz: {detail}',
  unreachablePlain:
    'ezen a címen a szolgáltatás nem érhető el, vagy nem hirdetési szolgáltatásként válaszol. Ellenőrizze a címet és a hálózati kapcsolatot.',
  officeNotVisible: 'A(z) {office} iroda nem látható {user} számára.',
  officeInactive: '„{office}” iroda inaktív; csak aktív irodába lehet hirdetést importálni.',
  noProfile: 'Nincs {id} nevű kapcsolat.',
  sandboxNotDeletable: 'A beépített homokozó nem törölhető.',
  notConnected: 'Előbb kapcsolódjon egy szolgáltatáshoz, és válasszon irodát.',
  noRowsToSend: 'Nincs elküldendő sor.',
  waitsForRow: 'A(z) {sheet} munkalap {row}. sorára vár, amely hibás: előbb azt javítsa.',
  sellerRefUnchecked:
    '{sheet} {count} sora olyan értékesítőre hivatkozik, amely nincs a munkafüzetben, és a szolgáltatásban sem volt lekérdezhető; ezek a hivatkozások nincsenek ellenőrizve.',
  defaultsApplied:
    'Irodai alapértékek (pénznem az árból, havi bérleti díj) kerültek {sheet} {count} sorába; a táblázat mindegyiket jelöli. Az Oszlopok lépésben kikapcsolhatók a munkalapra.',
  dryRunSummary:
    'Próbafuttatás: {count} sorból {create} jönne létre, {update} frissülne, {unchanged} változatlan, {invalid} hibás, {failed} sikertelen lenne, {blocked} másik sorra vár, {notSent} nem menne el. Semmi sem lett elküldve.',
  api_1: 'A szolgáltatás nem tudta értelmezni a kérést.',
  api_2: 'A szolgáltatás elutasított egy értéket: {detail}',
  api_10: 'A szolgáltatás elutasította a felhasználónevet vagy a jelszót.',
  api_11: 'Az iroda nem látható ennek a felhasználónak.',
  api_12: 'Egy órán belül túl sok hibás kérés érkezett; a szolgáltatás egyelőre elutasítja a kéréseket.',
  api_20: 'A rekord nem létezik a szolgáltatásban.',
  api_21: 'A szolgáltatás nem ismeri ezt a kérést.',
  api_24: 'Ez az azonosító (transfer ID) már foglalt a szolgáltatásban.',
  api_25: 'Ez a hirdetéskód (külső azonosító) már szerepel az irodában.',
  api_26: 'A kerület nem ehhez a településhez tartozik, vagy valamelyik ismeretlen.',
  api_27: 'Az iroda inaktív.',
  api_28:
    'A hirdetés a kiemelésétől számított egy hétig nem vehető le a kiemeltek közül; a sor többi változása sem ' +
    'került át. Addig hagyja kiemelve, hogy a többi változás elmehessen.',
  api_29:
    'Az iroda kiemelt hirdetési kerete elfogyott, ezért ez a hirdetés nem emelhető ki; a sorból semmi sem került ' +
    'át. Vegyen le egy másik hirdetést a kiemeltek közül, vagy ezt ne emelje ki.',
  api_30:
    'Ezt a hirdetést nemrég (24 órán belül) törölték; a szolgáltatás az újbóli létrehozását duplikációnak tekinti ' +
    'és elutasítja. A hirdetést módosítani kell, nem törölni és újra létrehozni.',
  api_31: 'Túl sok tétel egy kötegben.',
  api_32: 'A hirdetésben hivatkozott értékesítő nem létezik az irodában.',
  api_50: 'Belső hiba a szolgáltatásban; később újraküldve sikerülhet.',
  apiOther: 'A szolgáltatás elutasította a sort ({code}. hiba): {detail}',
};

const CATALOG: Readonly<Record<Language, Record<ServiceMessageId, MessageText>>> = { en, hu };

export function message(lang: Language, id: ServiceMessageId, params: MessageParams = {}): string {
  return formatMessage(CATALOG[lang][id], lang, params);
}

/**
 * The upload's own messages for rows it did not send (the engine speaks English there), in Hungarian by their shape;
 * one not known here is shown as it is.
 */
const ENGINE_MESSAGES_HU: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [
    /^Seller "(.*)" exists neither in the workbook nor in office (\d+) on the service\.$/,
    (m) =>
      `„${m[1] ?? ''}” értékesítő nincs sem a munkafüzetben, sem a(z) ${m[2] ?? ''}. iroda értékesítői között a szolgáltatásban.`,
  ],
  [
    /^Reference "(.*)" appears on more than one row for office (\d+); only the first is sent\.$/,
    (m) => `„${m[1] ?? ''}” azonosító több sorban is szerepel (${m[2] ?? ''}. iroda); csak az első megy el.`,
  ],
  [
    /^The (seller|property) "(.*)" of this image exists neither in the workbook nor in office (\d+) on the service\.$/,
    (m) =>
      `A kép ${m[1] === 'seller' ? 'értékesítője' : 'hirdetése'} („${m[2] ?? ''}”) nincs sem a munkafüzetben, sem a(z) ${m[3] ?? ''}. irodában a szolgáltatásban.`,
  ],
  [
    /^There is no (seller|property) "(.*)" in office (\d+) to modify, and the row lacks what a new one needs\.$/,
    (m) =>
      `A(z) ${m[3] ?? ''}. irodában nincs módosítható „${m[2] ?? ''}” ${m[1] === 'seller' ? 'értékesítő' : 'hirdetés'}, és a sorból hiányzik, ami egy újhoz kell.`,
  ],
  [
    /^(.+) row (\d+): there is no listing "(.*)" in office (\d+) on the service, so there is nothing to (\w+)\.$/,
    (m) =>
      `${m[1] ?? ''}, ${m[2] ?? ''}. sor: a(z) ${m[4] ?? ''}. irodában nincs „${m[3] ?? ''}” hirdetés ` +
      `a szolgáltatásban, így nincs mit ${m[5] === 'delete' ? 'törölni' : 'visszavonni'}.`,
  ],
  [
    /^(.+) row (\d+): nothing says which listing to (\w+): the row has neither a Service ID nor a reference/,
    (m) =>
      `${m[1] ?? ''}, ${m[2] ?? ''}. sor: nem derül ki, melyik hirdetést kell ` +
      `${m[3] === 'delete' ? 'törölni' : 'visszavonni'}: ` +
      'a sorban nincs sem szolgáltatói azonosító, sem saját azonosító (id.transfer_id).',
  ],
  [
    /^(.+) row (\d+) (?:writes|deletes) the listing with [a-z ]+ "(.*)" that (.+) row (\d+) (?:deletes|writes): /,
    (m) =>
      `${m[1] ?? ''}, ${m[2] ?? ''}. sor és ${m[4] ?? ''}, ${m[5] ?? ''}. sor: ` +
      `ugyanazt a hirdetést („${m[3] ?? ''}”) az ` +
      'egyik törli, a másik feltölti; a szolgáltatás a törlést és a rövid időn belüli újbóli létrehozást ' +
      'duplikációnak tekinti, ezért egyik sor sem megy el. A hirdetést módosítani kell (üres művelettel), a törlő ' +
      'sort pedig el kell hagyni.',
  ],
  [/^Not sent: (.*)$/, (m) => `Nem ment el: ${m[1] ?? ''}`],
  [
    // chunk-sender.ts, IN_DOUBT_MESSAGE: sent in this run, the answer lost and the look-up failed.
    /^Sent, but the answer was lost and the service could not be asked whether it arrived; the next upload looks it up before sending anything\.$/,
    () =>
      'Elküldve, de a válasz elveszett, és a szolgáltatástól nem lehetett megkérdezni, megérkezett-e; ' +
      'a következő feltöltés minden küldés előtt megkeresi.',
  ],
  [
    // run-upload.ts, inDoubtMessage: a row still in doubt that the run could not check.
    /^In doubt: an earlier upload sent this row and its answer was lost, and it could not be checked on the service \((.*)\); the next upload checks it before sending anything\.$/,
    (m) =>
      'Bizonytalan: egy korábbi feltöltés elküldte ezt a sort, de a válasz elveszett, és a szolgáltatásnál nem ' +
      `sikerült ellenőrizni (${m[1] ?? ''}); a következő feltöltés minden küldés előtt ellenőrzi.`,
  ],
  [
    // partial-updates.ts, conflictNote: fields changed on both sides, then maybe the note on kept values.
    /^(.+? changed on the portal since the export too: .+) \(the workbook's value was sent\)\.(?: (.*))?$/,
    (m) =>
      `${(m[1] ?? '')
        .replace(
          / changed on the portal since the export too: portal value /g,
          ': az export óta a portálon is megváltozott, a portálon ',
        )
        .replace(/, workbook value /g, ', a munkafüzetben ')} (a munkafüzet értéke ment fel).` +
      (m[2] !== undefined ? ` ${engineMessageHu(m[2])}` : ''),
  ],
  [
    /^Emptied cells: the service keeps (.*), as the API cannot remove (this value|these values);/,
    (m) =>
      `Kiürített cellák: a portál megtartja: ${m[1] ?? ''}, mert ` +
      `${m[2] === 'this value' ? 'ez az érték a portálon nem törölhető' : 'ezek az értékek a portálon nem törölhetők'}; ` +
      'új érték beírásával módosítható.',
  ],
];

function engineMessageHu(detail: string): string {
  for (const [re, hu] of ENGINE_MESSAGES_HU) {
    const m = re.exec(detail);
    if (m) return hu(m);
  }
  return detail;
}

function isApiMessageId(id: string): id is ServiceMessageId & `api_${number}` {
  return id in en && id.startsWith('api_');
}

/**
 * A failed row's message in the user's language, from the service's error code; `detail` is the service's own
 * message, kept only where it names the field or value (code 2) since the service speaks English.
 */
export function serviceErrorText(lang: Language, code: number | null | undefined, detail: string): string {
  if (code === null || code === undefined) return lang === 'hu' ? engineMessageHu(detail) : detail;
  const id = `api_${code}`;
  return isApiMessageId(id) ? message(lang, id, { detail }) : message(lang, 'apiOther', { code, detail });
}
