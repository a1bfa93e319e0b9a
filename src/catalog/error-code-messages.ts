// What each of the service's error codes means (docs/api.md, "Errors"), in both languages: the meaning alone, which
// `serviceErrorInBoth` (service-error-words.ts) words with the field and the value the service's description names.
// The command line and the app word a refusal from here alike (docs/messages.md, "The service's refusals").
import type { Message } from './message-catalog';
import { defineMessages } from './message-catalog';

export const ERROR_CODE_MESSAGES = defineMessages({
  code1: {
    en: 'The service could not read the request',
    hu: 'A szolgáltatás nem tudta értelmezni a kérést',
  },
  code2: { en: 'The service refused a value', hu: 'A szolgáltatás elutasított egy értéket' },
  code10: {
    en: 'The service refused the user name or password',
    hu: 'A szolgáltatás elutasította a felhasználónevet vagy a jelszót',
  },
  code11: {
    en: 'The office is not visible to this user',
    hu: 'Az iroda nem látható ennek a felhasználónak',
  },
  code12: {
    en: 'Too many faulty requests within an hour; the service is refusing requests for now',
    hu: 'Egy órán belül túl sok hibás kérés érkezett; a szolgáltatás egyelőre elutasítja a kéréseket',
  },
  code20: {
    en: 'The record does not exist on the service',
    hu: 'A rekord nem létezik a szolgáltatásban',
  },
  code21: {
    en: 'The service does not know this request',
    hu: 'A szolgáltatás nem ismeri ezt a kérést',
  },
  code24: {
    en: 'This reference (transfer ID) is already taken on the service',
    hu: 'Ez az azonosító (transfer ID) már foglalt a szolgáltatásban',
  },
  code25: {
    en: 'This listing code (external ID) is already used in the office',
    hu: 'Ez a hirdetéskód (külső azonosító) már szerepel az irodában',
  },
  code26: {
    en: 'The district does not belong to the settlement, or one of them is unknown',
    hu: 'A kerület nem ehhez a településhez tartozik, vagy valamelyik ismeretlen',
  },
  code27: { en: 'The office is inactive', hu: 'Az iroda inaktív' },
  code28: {
    en: 'This listing cannot be un-featured until a week after it was featured',
    hu: 'A hirdetés a kiemelésétől számított egy hétig nem vehető le a kiemeltek közül',
  },
  code29: {
    en: "The office's quota of featured listings is used up, so this listing cannot be featured",
    hu: 'Az iroda kiemelt hirdetési kerete elfogyott, ezért ez a hirdetés nem emelhető ki',
  },
  code30: {
    en: 'This listing was deleted shortly before, and the service refuses creating it again as a duplicate',
    hu: 'Ezt a hirdetést nemrég törölték, és a szolgáltatás az újbóli létrehozását duplikációnak tekinti',
  },
  code31: { en: 'Too many items in one batch', hu: 'Túl sok tétel egy kötegben' },
  code32: {
    en: 'The seller the listing refers to does not exist in the office',
    hu: 'A hirdetésben hivatkozott értékesítő nem létezik az irodában',
  },
  code50: {
    en: 'The service failed internally; sending again later may work',
    hu: 'Belső hiba a szolgáltatásban; később újraküldve sikerülhet',
  },
  other: {
    en: 'The service refused the request (error {code})',
    hu: 'A szolgáltatás elutasította a kérést ({code}. hiba)',
  },
});

type CodeMessageId = Exclude<keyof typeof ERROR_CODE_MESSAGES, 'other'>;

function isCodeMessageId(id: string): id is CodeMessageId {
  return id !== 'other' && Object.hasOwn(ERROR_CODE_MESSAGES, id);
}

/** Whether the code is one the table of docs/api.md documents (and this catalog words). */
export function isDocumentedCode(code: number): boolean {
  return isCodeMessageId(`code${code}`);
}

/** The meaning of an error code; a code not documented (docs/api.md, "Errors") gets the general one with `{code}`. */
export function errorCodeMessage(code: number): Message {
  const id = `code${code}`;
  return isCodeMessageId(id) ? ERROR_CODE_MESSAGES[id] : ERROR_CODE_MESSAGES.other;
}
