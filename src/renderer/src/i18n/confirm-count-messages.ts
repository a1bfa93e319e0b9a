// The words of the upload's confirmations that take a typed count (deletes, withdraws, reference changes), and of the
// Import action column in the grid (docs/round-trip.md, "Row identity").
import { defineMessages } from '../../../shared/message-catalog';

export const CONFIRM_COUNT_MESSAGES = defineMessages({
  confirmCount: {
    en: 'To confirm, type the number of listings ({count})',
    hu: 'A megerősítéshez írja be a hirdetések számát ({count})',
  },
  referenceConfirmTitle: {
    en: { one: "Change {count} listing's reference?", other: 'Change the reference of {count} listings?' },
    hu: '{count} hirdetés hivatkozásának módosítása?',
  },
  referenceConfirmText: {
    en: 'These rows give their listing a new reference (Listing reference). The listings are the ones the workbook was exported as; after the change, later workbooks must use the new reference. The list shows each listing as the portal holds it.',
    hu: 'E sorok új hivatkozást (Hirdetés azonosító) adnak a hirdetésüknek. A hirdetések azok, amelyekként a munkafüzetet exportálták; a módosítás után a későbbi munkafüzeteknek az új hivatkozást kell használniuk. A lista a hirdetéseket úgy mutatja, ahogy a portálon vannak.',
  },
  referenceConfirmRow: {
    en: '{sheet}, row {row}: {old} → {new} ({what})',
    hu: '{sheet}, {row}. sor: {old} → {new} ({what})',
  },
  referenceConfirmYes: {
    en: { one: 'Change {count} reference and upload', other: 'Change {count} references and upload' },
    hu: '{count} hivatkozás módosítása és feltöltés',
  },
  noReference: { en: 'no reference', hu: 'nincs hivatkozás' },
  confirmAllYes: { en: 'Make these changes and upload', hu: 'A változások végrehajtása és feltöltés' },
});

export type ConfirmCountStringKey = keyof typeof CONFIRM_COUNT_MESSAGES;
