// The words of the dry run's held rows: rows refused as not the listing they name, and new rows like records the
// office holds (docs/round-trip.md, "Row identity"; docs/upload.md, "Uploading the same workbook again").
import { defineMessages } from '../../../shared/message-catalog';

export const HELD_ROWS_MESSAGES = defineMessages({
  refusedTitle: {
    en: {
      one: '{count} row will not be sent: it is not the listing it names',
      other: '{count} rows will not be sent: they are not the listings they name',
    },
    hu: '{count} sor nem lesz elküldve: nem azt a hirdetést jelöli, amelyet megnevez',
  },
  refusedIntro: {
    en: 'Nothing is sent for these rows, so no listing changes by mistake. Fix them in the workbook as each line says, then open it again.',
    hu: 'Ezekhez a sorokhoz semmi sem megy el, így egy hirdetés sem változik tévedésből. Javítsa őket a munkafüzetben a soronkénti leírás szerint, majd nyissa meg újra.',
  },
  heldRow: { en: '{sheet}, row {row}', hu: '{sheet}, {row}. sor' },
  lookalikeTitle: {
    en: {
      one: '{count} new row looks like a record already on the portal',
      other: '{count} new rows look like records already on the portal',
    },
    hu: '{count} új sor olyan, mint egy, a portálon már meglévő rekord',
  },
  lookalikeIntro: {
    en: 'They are held back so that a copied or re-saved workbook does not create everything twice. Tick the box only if these really are new.',
    hu: 'Visszatartjuk őket, hogy egy lemásolt vagy újramentett munkafüzet ne hozzon létre mindent kétszer. Csak akkor jelölje be, ha ezek valóban újak.',
  },
  lookalikeConfirm: {
    en: { one: 'Create this {count} row anyway', other: 'Create these {count} rows anyway' },
    hu: 'Mégis létrehozom ezt a(z) {count} sort',
  },
});

export type HeldRowsStringKey = keyof typeof HELD_ROWS_MESSAGES;
