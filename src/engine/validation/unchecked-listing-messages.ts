// The text of a listing refused because the reference data it is checked with is missing (docs/messages.md).
import { defineMessages } from '../../catalog';

export const UNCHECKED_LISTING_MESSAGES = defineMessages({
  noReference: {
    en: 'cannot be checked without the settlement and office lists (they could not be fetched and no copy is saved), so the listing is not sent; connect again and validate once more.',
    hu: 'a település- és irodalista nélkül nem ellenőrizhető (nem sikerült letölteni, és nincs mentett példánya), ezért a hirdetés nem kerül elküldésre; kapcsolódjon újra, és ellenőrizze újra.',
  },
});
