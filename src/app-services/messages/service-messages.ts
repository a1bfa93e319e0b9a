// Messages the app's Node side shows the user that no engine catalog holds (docs/messages.md): a workbook without a
// table, connection failures told by their code, the session's notices and dry-run summary. The service's refusals
// and the upload's row messages come from the engine in both languages (docs/messages.md, "Results in both
// languages"), so nothing here translates an English text.
import type { Language } from '../../shared/contract';
import type { MessageParams } from '../../catalog/message-catalog';
import { defineMessages, formatText } from '../../catalog/message-catalog';

export const SERVICE_MESSAGES = defineMessages({
  fileEmpty: {
    en: 'No sheet of {file} holds a table; put a header row and data rows in a sheet.',
    hu: '{file} egyik munkalapján sincs táblázat; legyen egy fejlécsor és alatta adatsorok.',
  },
  authFailed: {
    en: 'The service refused the user name or JSON password. Check them in the connection settings.',
    hu: 'A szolgáltatás elutasította a felhasználónevet vagy a JSON jelszót. Ellenőrizze őket a kapcsolat beállításaiban.',
  },
  connectionFailed: {
    en: 'The connection to the service failed: {detail}',
    hu: 'Nem sikerült kapcsolódni a szolgáltatáshoz: {detail}',
  },
  unreachablePlain: {
    en: 'the service cannot be reached at this address, or it does not answer as the listing service. Check the address and the network connection.',
    hu: 'ezen a címen a szolgáltatás nem érhető el, vagy nem hirdetési szolgáltatásként válaszol. Ellenőrizze a címet és a hálózati kapcsolatot.',
  },
  waitsForRow: {
    en: 'Waits for row {row} of {sheet}, which is invalid: fix that row first.',
    hu: 'A(z) {sheet} munkalap {row}. sorára vár, amely hibás: előbb azt javítsa.',
  },
  defaultsApplied: {
    en: {
      one: 'Office defaults (currency from the price, monthly rent) were applied to {count} row of {sheet}; each is marked in the grid. They can be turned off for the sheet in Columns.',
      other:
        'Office defaults (currency from the price, monthly rent) were applied to {count} rows of {sheet}; each is marked in the grid. They can be turned off for the sheet in Columns.',
    },
    hu: 'Irodai alapértékek (pénznem az árból, havi bérleti díj) kerültek {sheet} {count} sorába; a táblázat mindegyiket jelöli. Az Oszlopok lépésben kikapcsolhatók a munkalapra.',
  },
  dryRunSummary: {
    en: 'Dry run: {create} to create, {update} to update, {unchanged} unchanged, {invalid} invalid, {failed} would fail, {blocked} held back for another row, {notSent} not sent, of {count} rows. Nothing was sent.',
    hu: 'Próbafuttatás: {count} sorból {create} jönne létre, {update} frissülne, {unchanged} változatlan, {invalid} hibás, {failed} sikertelen lenne, {blocked} másik sorra vár, {notSent} nem menne el. Semmi sem lett elküldve.',
  },
});

export type ServiceMessageId = keyof typeof SERVICE_MESSAGES;

/** A message of this catalog in one language; its parameters are checked by the catalog test, not here. */
export function message(lang: Language, id: ServiceMessageId, params: MessageParams = {}): string {
  return formatText(SERVICE_MESSAGES[id][lang], lang, params);
}
