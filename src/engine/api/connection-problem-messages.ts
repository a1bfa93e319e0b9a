// Why a connection check failed or an address was refused, in both languages (docs/messages.md, "Failures of the
// service"): the network layer's code stays in both, its English text in the English only.
import { defineMessages } from '../../catalog/message-catalog';

export const CONNECTION_PROBLEM_MESSAGES = defineMessages({
  unreachable: {
    en: 'The service at {baseUrl} could not be reached ({detail}). Check the address and the network.',
    hu: 'A(z) {baseUrl} címen a szolgáltatás nem érhető el ({detail}). Ellenőrizze a címet és a hálózatot.',
  },
  timedOut: { en: 'timeout', hu: 'nem válaszolt időben' },
  cancelled: { en: 'aborted', hu: 'megszakítva' },
  networkError: { en: 'network error', hu: 'hálózati hiba' },
  userRefused: {
    en: 'The service refused user "{user}": check the user name and the JSON password (not the login password).',
    hu:
      'A szolgáltatás elutasította a(z) „{user}” felhasználót: ellenőrizze a felhasználónevet és a JSON-jelszót ' +
      '(nem a bejelentkezési jelszót).',
  },
  noErrorObject: {
    en: "{baseUrl} answered HTTP {status} without an API error object; is it the listing API's address (ending in /api/json/v3)?",
    hu: '{baseUrl} HTTP {status} választ adott API-hibaleírás nélkül; biztosan a hirdetési API címe ez (/api/json/v3 a vége)?',
  },
  answeredError: {
    en: 'The service answered error {code}: {meaning}',
    hu: 'A szolgáltatás {code} kódú hibát adott: {meaning}',
  },
  notThisApi: {
    en: '{baseUrl} does not answer like the listing API ({detail}); the address should end in /api/json/v3.',
    hu: '{baseUrl} nem úgy válaszol, mint a hirdetési API ({detail}); a cím végének /api/json/v3-nak kell lennie.',
  },
  notAddress: {
    en: 'The base URL "{raw}" is not a valid address; it should look like https://host/api/json/v3.',
    hu: 'Az alapcím („{raw}”) nem érvényes webcím; így kell kinéznie: https://host/api/json/v3.',
  },
  badScheme: {
    en: 'The base URL "{raw}" must start with http:// or https://.',
    hu: 'Az alapcímnek („{raw}”) http://-vel vagy https://-sel kell kezdődnie.',
  },
  userInAddress: {
    en: 'The base URL must not contain a user name or password; give them separately.',
    hu: 'Az alapcím nem tartalmazhat felhasználónevet vagy jelszót; ezeket külön adja meg.',
  },
});
