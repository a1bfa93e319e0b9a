// The words of the app's own form controls (the date box, folded lists, the seller choice), in both languages;
// beside strings.ts.
import type { Language } from '../../../shared/contract';
import type { MessageParams, MessageText } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';

const en = {
  dateHint: 'As {pattern}, e.g. {example}.',
  dateInvalid: '"{value}" is not a date as {pattern}: write the day, for example {example}.',
  valuesFolded: {
    one: '{count} more column: every word matched, nothing to decide',
    other: '{count} more columns: every word matched, nothing to decide',
  },
  valuesAllSettled: {
    one: '{count} column: every word matched, nothing to decide',
    other: '{count} columns: every word matched, nothing to decide',
  },
  sellerChoices: 'Sellers',
  sellerInWorkbook: 'in this workbook',
  sellerOnPortal: 'on the portal',
  sellerWithoutCode: 'on the portal without a code (service ID {id}): name it in the Seller service ID column',
} as const satisfies Record<string, MessageText>;

export type FormStringKey = keyof typeof en;

const hu: Record<FormStringKey, MessageText> = {
  // A Hungarian date ends with its own period: none after it.
  dateHint: '{pattern} formában, pl. {example}',
  valuesFolded: 'További {count} oszlop: minden szó egyezik, nincs teendő',
  valuesAllSettled: '{count} oszlop: minden szó egyezik, nincs teendő',
  sellerChoices: 'Értékesítők',
  sellerInWorkbook: 'ebben a munkafüzetben',
  sellerOnPortal: 'a portálon',
  sellerWithoutCode:
    'a portálon, kód nélkül (szolgáltatói azonosító: {id}): az Értékesítő szolgáltatói azonosító oszlopban nevezhető meg',
  dateInvalid: '„{value}” nem {pattern} formájú dátum: adja meg a napot, például így: {example}.',
};

export const FORM_STRINGS: Readonly<Record<Language, Record<FormStringKey, MessageText>>> = { en, hu };

export function formText(lang: Language, key: FormStringKey, params?: MessageParams): string {
  return formatMessage(FORM_STRINGS[lang][key], lang, params);
}
