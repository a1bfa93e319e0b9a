// The words of the dry run's held rows: rows refused as not the listing they name, and new rows like records the
// office holds (docs/round-trip.md, "Row identity"; docs/upload.md, "Uploading the same workbook again").
import type { Language } from '../../../shared/contract';
import type { MessageParams, MessageText } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';

const en = {
  refusedTitle: {
    one: '{count} row will not be sent: it is not the listing it names',
    other: '{count} rows will not be sent: they are not the listings they name',
  },
  refusedIntro:
    'Nothing is sent for these rows, so no listing changes by mistake. Fix them in the workbook as each line says, ' +
    'then open it again.',
  heldRow: '{sheet}, row {row}',
  lookalikeTitle: {
    one: '{count} new row looks like a record already on the portal',
    other: '{count} new rows look like records already on the portal',
  },
  lookalikeIntro:
    'They are held back so that a copied or re-saved workbook does not create everything twice. Tick the box only ' +
    'if these really are new.',
  lookalikeConfirm: {
    one: 'Create this {count} row anyway',
    other: 'Create these {count} rows anyway',
  },
} as const satisfies Record<string, MessageText>;

export type HeldRowsStringKey = keyof typeof en;

const hu: Record<HeldRowsStringKey, MessageText> = {
  refusedTitle: '{count} sor nem lesz elküldve: nem azt a hirdetést jelöli, amelyet megnevez',
  refusedIntro:
    'Ezekhez a sorokhoz semmi sem megy el, így egy hirdetés sem változik tévedésből. Javítsa őket a munkafüzetben ' +
    'a soronkénti leírás szerint, majd nyissa meg újra.',
  heldRow: '{sheet}, {row}. sor',
  lookalikeTitle: '{count} új sor olyan, mint egy, a portálon már meglévő rekord',
  lookalikeIntro:
    'Visszatartjuk őket, hogy egy lemásolt vagy újramentett munkafüzet ne hozzon létre mindent kétszer. Csak akkor ' +
    'jelölje be, ha ezek valóban újak.',
  lookalikeConfirm: 'Mégis létrehozom ezt a(z) {count} sort',
};

const STRINGS: Readonly<Record<Language, Record<HeldRowsStringKey, MessageText>>> = { en, hu };

export function heldRowsText(lang: Language, key: HeldRowsStringKey, params?: MessageParams): string {
  return formatMessage(STRINGS[lang][key], lang, params);
}
