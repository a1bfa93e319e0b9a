// The fault budget's texts (docs/messages.md, docs/upload.md "The fault budget"): why there is no room for requests,
// who holds it, and what a damaged, unwritable or unresolved count means for sending.
import { defineMessages } from '../../catalog';

export const FAULT_LEDGER_MESSAGES = defineMessages({
  what: { en: 'the count of faulty answers', hu: 'a hibás válaszok számlálója' },
  unresolved: {
    en: "The host name of {baseUrl} does not resolve ({why}), so which address's count of faulty answers applies cannot be told; nothing is sent until it resolves. Check the base URL and the network.",
    hu: 'A(z) {baseUrl} gépneve nem oldható fel ({why}), így nem tudható, melyik cím hibaszámlálója érvényes; amíg fel nem oldható, semmi sem megy el. Ellenőrizze az alapcímet és a hálózatot.',
  },
  damagedHeld: {
    en: '{damage} The faults it counted are unknown, so no request is sent while it is there.',
    hu: '{damage} Az általa számolt hibák ismeretlenek, ezért amíg ott van, egy kérés sem megy el.',
  },
  damagedUntil: {
    en: '{damage} The faults it counted are unknown, so no request is sent before {time}.',
    hu: '{damage} Az általa számolt hibák ismeretlenek, ezért {time} előtt nem megy kérés.',
  },
  damagedOld: {
    en: '{damage} It was last written more than an hour ago, so none of its faults count any more.',
    hu: '{damage} Több mint egy órája írták utoljára, így egyik hibája sem számít már.',
  },
  unwritable: {
    en: 'The count of faulty answers ({file}) cannot be kept: {why}. No request is sent while it cannot be written.',
    hu: 'A hibás válaszok számlálója ({file}) nem vezethető: {why}. Amíg nem írható, egy kérés sem megy el.',
  },
  holder: {
    en: {
      one: 'process {pid} (holding it since {since}) holds room for {count} request in flight',
      other: 'process {pid} (holding it since {since}) holds room for {count} requests in flight',
    },
    hu: {
      one: 'a(z) {pid} folyamat ({since} óta) {count} folyamatban lévő kérésnek tart fenn helyet',
      other: 'a(z) {pid} folyamat ({since} óta) {count} folyamatban lévő kérésnek tart fenn helyet',
    },
  },
  faults: {
    en: {
      one: '{count} faulty answer came from this address within the last hour; the service blocks it for an hour at {limit}, and requests stop at {usable}.',
      other:
        '{count} faulty answers came from this address within the last hour; the service blocks it for an hour at {limit}, and requests stop at {usable}.',
    },
    hu: {
      one: 'Az elmúlt órában {count} hibás választ adott a szolgáltatás erre a címre; {limit} hiba után egy órára letiltja a címet, a kérések {usable} hibánál megállnak.',
      other:
        'Az elmúlt órában {count} hibás választ adott a szolgáltatás erre a címre; {limit} hiba után egy órára letiltja a címet, a kérések {usable} hibánál megállnak.',
    },
  },
  holders: {
    en: 'Room is held by another upload or window: {holders}.',
    hu: 'A helyet egy másik feltöltés vagy ablak foglalja: {holders}.',
  },
  roomTooSmall: {
    en: 'The room left ({available} of {usable}) is less than the {count} requests need.',
    hu: 'A maradék hely ({available} / {usable}) kevesebb, mint amennyi {count} kéréshez kell.',
  },
  later: { en: 'later', hu: 'később' },
  after: { en: 'after {time}', hu: '{time} után' },
  waiting: {
    en: 'Waiting up to {seconds} s for room in the fault budget: {holders}.',
    hu: 'Legfeljebb {seconds} mp várakozás a hibakeretben szabaduló helyre: {holders}.',
  },
});
