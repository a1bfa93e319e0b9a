// What the image check says of one URL (docs/messages.md): reachable, or why the portal's fetcher would not get it.
import { defineMessages } from '../../catalog';

export const IMAGE_CHECK_MESSAGES = defineMessages({
  /** The note on a broken link's URL cell in the results workbook: what the check found. */
  linkNote: { en: 'Image link: {found}', hu: 'Képlink: {found}' },
  cancelled: { en: 'not checked: the check was cancelled', hu: 'nincs ellenőrizve: az ellenőrzést leállították' },
  timeLimit: {
    en: "not checked: the check's total time limit was reached",
    hu: 'nincs ellenőrizve: lejárt az ellenőrzés teljes időkorlátja',
  },
  notFound: { en: 'not found (HTTP {status})', hu: 'nem található (HTTP {status})' },
  refusedStatus: { en: 'refused (HTTP {status})', hu: 'elutasítva (HTTP {status})' },
  notImageType: { en: 'not an image ({type})', hu: 'nem kép ({type})' },
  tooLarge: {
    en: 'too large ({size} MB, at most {max} MB)',
    hu: 'túl nagy ({size} MB, legfeljebb {max} MB)',
  },
  notImageBytes: {
    en: 'not an image: the file is not JPEG, PNG, GIF or WebP',
    hu: 'nem kép: a fájl nem JPEG, PNG, GIF vagy WebP',
  },
  placeholder: {
    en: 'not an image: {bytes} bytes is a placeholder, not a photo',
    hu: 'nem kép: {bytes} bájt csak helykitöltő, nem fénykép',
  },
  reachable: { en: 'reachable ({format})', hu: 'elérhető ({format})' },
  tooSlow: { en: 'too slow: no image within {seconds} s', hu: 'túl lassú: {seconds} mp alatt nem jött kép' },
  refused: { en: 'refused: {cause}', hu: 'elutasítva: {cause}' },
  notHttp: { en: 'refused: {url} is not an http(s) address', hu: 'elutasítva: {url} nem http(s) cím' },
  tooManyRedirects: {
    en: 'refused: more than {max} redirects',
    hu: 'elutasítva: több mint {max} átirányítás',
  },
});
