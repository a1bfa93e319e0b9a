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
  damagedCopy: { en: '{notice} {damage}', hu: '{notice} {damage}' },
});
