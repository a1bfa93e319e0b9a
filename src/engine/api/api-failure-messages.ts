// Why a call to the service gave no usable answer, in both languages (docs/messages.md, "Failures of the service"):
// what the network layer reports stays in the English text only, its code (ECONNREFUSED) in both.
import { defineMessages } from '../../catalog/message-catalog';

export const API_FAILURE_MESSAGES = defineMessages({
  network: {
    en: 'The service could not be reached ({detail}).',
    hu: 'A szolgáltatás nem érhető el ({detail}).',
  },
  networkError: { en: 'network error', hu: 'hálózati hiba' },
  timeout: {
    en: 'The service did not answer in time ({phase}).',
    hu: 'A szolgáltatás nem válaszolt időben ({phase}).',
  },
  connectTimeout: { en: 'connect timeout', hu: 'a kapcsolódás túllépte az időt' },
  headersTimeout: { en: 'headers timeout', hu: 'a válasz fejléce nem érkezett meg időben' },
  bodyTimeout: { en: 'body timeout', hu: 'a válasz törzse nem érkezett meg időben' },
  answered: {
    en: '{meaning} (HTTP {status}, error code {code})',
    hu: '{meaning} (HTTP {status}, hibakód: {code})',
  },
  noErrorObject: {
    en: 'The service answered HTTP {status} without an error object.',
    hu: 'A szolgáltatás HTTP {status} választ adott hibaleírás nélkül.',
  },
  unreadable: {
    en: "The service's answer (HTTP {status}) could not be read: {detail}",
    hu: 'A szolgáltatás válasza (HTTP {status}) nem olvasható: {detail}',
  },
  notAsPromised: { en: 'not what the API describes', hu: 'nem az, amit az API leír' },
  aborted: { en: 'The request was cancelled.', hu: 'A kérés megszakadt.' },
  heldBack: {
    en: "Not sent to {baseUrl}, to keep the office's address from being blocked (error 12). {why}",
    hu: 'Nem ment el ide: {baseUrl}, hogy a szolgáltatás ne tiltsa le az iroda címét (12-es hiba). {why}',
  },
});
