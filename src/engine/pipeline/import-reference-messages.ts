// What an import tells of its reference data when it was not fetched now, worded once for the command line and the
// app (docs/messages.md).
import { defineMessages } from '../../catalog';

export const IMPORT_REFERENCE_MESSAGES = defineMessages({
  fromCache: {
    en: 'The service could not be asked for its settlements and offices; they come from the copy saved at the last connection, {age}.',
    hu: 'A szolgáltatástól nem sikerült lekérni a településeket és az irodákat; a legutóbbi kapcsolódáskor mentett példányból jönnek, {age}.',
  },
  none: {
    en: 'The settlement and office lists could not be fetched and no copy of them is saved: listings cannot be checked, so none is sent. Connect again and validate once more; sellers are checked and sent as usual.',
    hu: 'A település- és irodalistát nem sikerült letölteni, és nincs mentett példánya: a hirdetések nem ellenőrizhetők, ezért egy sem kerül elküldésre. Kapcsolódjon újra, és ellenőrizze újra a sorokat; az értékesítők ellenőrzése és küldése a szokásos módon történik.',
  },
  loginRefusedWithCopy: {
    en: 'The service refused the log-in of user "{user}": the JSON password or the user name is wrong. The rows were checked with the settlements and offices saved at the last connection, {age}. Nothing can be sent until the log-in works: correct the JSON password of the connection and connect again.',
    hu: 'A szolgáltatás elutasította a(z) „{user}” felhasználó bejelentkezését: a JSON-jelszó vagy a felhasználónév hibás. A sorok a legutóbbi kapcsolódáskor mentett települések és irodák alapján lettek ellenőrizve ({age}). Amíg a bejelentkezés nem sikerül, semmi sem küldhető el: javítsa a kapcsolat JSON-jelszavát, és kapcsolódjon újra.',
  },
  loginRefusedNoCopy: {
    en: 'The service refused the log-in of user "{user}": the JSON password or the user name is wrong. No copy of the settlement and office lists is saved, so listings cannot be checked. Nothing can be sent until the log-in works: correct the JSON password of the connection and connect again.',
    hu: 'A szolgáltatás elutasította a(z) „{user}” felhasználó bejelentkezését: a JSON-jelszó vagy a felhasználónév hibás. A település- és irodalistának nincs mentett példánya, ezért a hirdetések nem ellenőrizhetők. Amíg a bejelentkezés nem sikerül, semmi sem küldhető el: javítsa a kapcsolat JSON-jelszavát, és kapcsolódjon újra.',
  },
  loginRefusedNothingSent: {
    en: 'Nothing was sent: the service refused the log-in of user "{user}". Correct the JSON password of the connection and connect again.',
    hu: 'Semmi sem ment el: a szolgáltatás elutasította a(z) „{user}” felhasználó bejelentkezését. Javítsa a kapcsolat JSON-jelszavát, és kapcsolódjon újra.',
  },
  damagedCopy: { en: '{notice} {damage}', hu: '{notice} {damage}' },
});
