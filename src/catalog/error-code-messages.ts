// What each of the service's error codes means (docs/api.md, "Errors"), in both languages, for a row the service
// refused: the meaning, then the service's own description, which names the field and the value. The command line
// and the app word a refusal from here alike (docs/messages.md, "The service's refusals").
import type { Message } from './message-catalog';
import { defineMessages } from './message-catalog';

export const ERROR_CODE_MESSAGES = defineMessages({
  code1: {
    en: 'The service could not read the request: {detail}',
    hu: 'A szolgáltatás nem tudta értelmezni a kérést: {detail}',
  },
  code2: { en: 'The service refused a value: {detail}', hu: 'A szolgáltatás elutasított egy értéket: {detail}' },
  code10: {
    en: 'The service refused the user name or password: {detail}',
    hu: 'A szolgáltatás elutasította a felhasználónevet vagy a jelszót: {detail}',
  },
  code11: {
    en: 'The office is not visible to this user: {detail}',
    hu: 'Az iroda nem látható ennek a felhasználónak: {detail}',
  },
  code12: {
    en: 'Too many faulty requests within an hour; the service is refusing requests for now: {detail}',
    hu: 'Egy órán belül túl sok hibás kérés érkezett; a szolgáltatás egyelőre elutasítja a kéréseket: {detail}',
  },
  code20: {
    en: 'The record does not exist on the service: {detail}',
    hu: 'A rekord nem létezik a szolgáltatásban: {detail}',
  },
  code21: {
    en: 'The service does not know this request: {detail}',
    hu: 'A szolgáltatás nem ismeri ezt a kérést: {detail}',
  },
  code24: {
    en: 'This reference (transfer ID) is already taken on the service: {detail}',
    hu: 'Ez az azonosító (transfer ID) már foglalt a szolgáltatásban: {detail}',
  },
  code25: {
    en: 'This listing code (external ID) is already used in the office: {detail}',
    hu: 'Ez a hirdetéskód (külső azonosító) már szerepel az irodában: {detail}',
  },
  code26: {
    en: 'The district does not belong to the settlement, or one of them is unknown: {detail}',
    hu: 'A kerület nem ehhez a településhez tartozik, vagy valamelyik ismeretlen: {detail}',
  },
  code27: { en: 'The office is inactive: {detail}', hu: 'Az iroda inaktív: {detail}' },
  code28: {
    en: 'This listing cannot be un-featured until a week after it was featured: {detail}',
    hu: 'A hirdetés a kiemelésétől számított egy hétig nem vehető le a kiemeltek közül: {detail}',
  },
  code29: {
    en: "The office's quota of featured listings is used up, so this listing cannot be featured: {detail}",
    hu: 'Az iroda kiemelt hirdetési kerete elfogyott, ezért ez a hirdetés nem emelhető ki: {detail}',
  },
  code30: {
    en: 'This listing was deleted shortly before, and the service refuses creating it again as a duplicate: {detail}',
    hu: 'Ezt a hirdetést nemrég törölték, és a szolgáltatás az újbóli létrehozását duplikációnak tekinti: {detail}',
  },
  code31: { en: 'Too many items in one batch: {detail}', hu: 'Túl sok tétel egy kötegben: {detail}' },
  code32: {
    en: 'The seller the listing refers to does not exist in the office: {detail}',
    hu: 'A hirdetésben hivatkozott értékesítő nem létezik az irodában: {detail}',
  },
  code50: {
    en: 'The service failed internally; sending again later may work: {detail}',
    hu: 'Belső hiba a szolgáltatásban; később újraküldve sikerülhet: {detail}',
  },
  other: {
    en: 'The service refused the row (error {code}): {detail}',
    hu: 'A szolgáltatás elutasította a sort ({code}. hiba): {detail}',
  },
});

type CodeMessageId = Exclude<keyof typeof ERROR_CODE_MESSAGES, 'other'>;

function isCodeMessageId(id: string): id is CodeMessageId {
  return id !== 'other' && Object.hasOwn(ERROR_CODE_MESSAGES, id);
}

/** The message of an error code, which takes `{detail}`; a code not known here gets the general one with `{code}`. */
export function errorCodeMessage(code: number): Message {
  const id = `code${code}`;
  return isCodeMessageId(id) ? ERROR_CODE_MESSAGES[id] : ERROR_CODE_MESSAGES.other;
}
