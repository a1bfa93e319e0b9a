// The reference data's texts (docs/messages.md): how old a cached copy is, whose it is, and what to do when it is
// damaged.
import { defineMessages } from '../../catalog';

export const REFERENCE_MESSAGES = defineMessages({
  justNow: { en: 'fetched just now ({when})', hu: 'az imént letöltve ({when})' },
  minutesAgo: {
    en: { one: 'fetched {count} minute ago ({when})', other: 'fetched {count} minutes ago ({when})' },
    hu: { one: '{count} perce letöltve ({when})', other: '{count} perce letöltve ({when})' },
  },
  hoursAgo: {
    en: { one: 'fetched {count} hour ago ({when})', other: 'fetched {count} hours ago ({when})' },
    hu: { one: '{count} órája letöltve ({when})', other: '{count} órája letöltve ({when})' },
  },
  daysAgo: {
    en: { one: 'fetched {count} day ago ({when})', other: 'fetched {count} days ago ({when})' },
    hu: { one: '{count} napja letöltve ({when})', other: '{count} napja letöltve ({when})' },
  },
  cachedCopy: {
    en: 'reference data cache of {user} at {baseUrl}, {age}',
    hu: '{user} ({baseUrl}) mentett referenciaadatai, {age}',
  },
  cacheFile: { en: 'the cached reference data', hu: 'a tárolt referenciaadatok fájlja' },
  sellerLookups: { en: 'the saved seller look-ups', hu: 'a mentett értékesítő-lekérdezések fájlja' },
  unreachable: {
    en: 'The service at {baseUrl} cannot be reached. {why}',
    hu: 'A szolgáltatás ({baseUrl}) nem érhető el. {why}',
  },
  // The Hungarian of the address check's refusal, whose own English (what is wrong) is kept for the English.
  badAddress: {
    en: 'The service address {baseUrl} cannot be used; it should look like https://host/api/json/v3.',
    hu: 'A szolgáltatás címe ({baseUrl}) nem használható; így kell kinéznie: https://kiszolgalo/api/json/v3.',
  },
  noAnswer: { en: 'the reference data could not be had', hu: 'a referenciaadatok nem szerezhetők be' },
  userRefused: {
    en: 'The service refused user "{user}" (HTTP {status}); check the user name and the JSON password.',
    hu: 'A szolgáltatás elutasította a(z) „{user}” felhasználót (HTTP {status}); ellenőrizze a felhasználónevet és a JSON-jelszót.',
  },
  cacheDamaged: {
    en: '{damage} Connect once to fetch the data again.',
    hu: '{damage} Csatlakozzon egyszer, hogy újra letöltse az adatokat.',
  },
});
