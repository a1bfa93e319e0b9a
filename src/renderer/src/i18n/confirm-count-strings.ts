// The words of the upload's confirmations that take a typed count (deletes, withdraws, reference changes), and of the
// Import action column in the grid (docs/round-trip.md, "Row identity").
import type { Language } from '../../../shared/contract';
import type { MessageParams, MessageText } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';

const en = {
  confirmCount: 'To confirm, type the number of listings ({count})',
  referenceConfirmTitle: {
    one: "Change {count} listing's reference?",
    other: 'Change the reference of {count} listings?',
  },
  referenceConfirmText:
    'These rows give their listing a new reference (Listing reference). The listings are the ones the workbook was ' +
    'exported as; after the change, later workbooks must use the new reference. The list shows each listing as the ' +
    'portal holds it.',
  referenceConfirmRow: '{sheet}, row {row}: {old} → {new} ({what})',
  referenceConfirmYes: {
    one: 'Change {count} reference and upload',
    other: 'Change {count} references and upload',
  },
  noReference: 'no reference',
  confirmAllYes: 'Make these changes and upload',
} as const satisfies Record<string, MessageText>;

export type ConfirmCountStringKey = keyof typeof en;

const hu: Record<ConfirmCountStringKey, MessageText> = {
  confirmCount: 'A megerősítéshez írja be a hirdetések számát ({count})',
  referenceConfirmTitle: '{count} hirdetés hivatkozásának módosítása?',
  referenceConfirmText:
    'E sorok új hivatkozást (Hirdetés azonosító) adnak a hirdetésüknek. A hirdetések azok, amelyekként a ' +
    'munkafüzetet exportálták; a módosítás után a későbbi munkafüzeteknek az új hivatkozást kell használniuk. A lista ' +
    'a hirdetéseket úgy mutatja, ahogy a portálon vannak.',
  referenceConfirmRow: '{sheet}, {row}. sor: {old} → {new} ({what})',
  referenceConfirmYes: '{count} hivatkozás módosítása és feltöltés',
  noReference: 'nincs hivatkozás',
  confirmAllYes: 'A változások végrehajtása és feltöltés',
};

const STRINGS: Readonly<Record<Language, Record<ConfirmCountStringKey, MessageText>>> = { en, hu };

export function confirmCountText(lang: Language, key: ConfirmCountStringKey, params?: MessageParams): string {
  return formatMessage(STRINGS[lang][key], lang, params);
}
