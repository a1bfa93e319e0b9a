// The words of the app's own form controls (the date box, folded lists, the seller choice), in both languages.
import { defineMessages } from '../../../shared/message-catalog';

export const FORM_MESSAGES = defineMessages({
  /** How the date box shows the form it takes (date-format.ts reads and writes dates so). */
  datePattern: { en: 'dd/mm/yyyy', hu: 'éééé.hh.nn.' },
  // A Hungarian date ends with its own period: none after it.
  dateHint: { en: 'As {pattern}, e.g. {example}.', hu: '{pattern} formában, pl. {example}' },
  dateInvalid: {
    en: '"{value}" is not a date as {pattern}: write the day, for example {example}.',
    hu: '„{value}” nem {pattern} formájú dátum: adja meg a napot, például így: {example}.',
  },
  valuesFolded: {
    en: {
      one: '{count} more column: every word matched, nothing to decide',
      other: '{count} more columns: every word matched, nothing to decide',
    },
    hu: 'További {count} oszlop: minden szó egyezik, nincs teendő',
  },
  valuesAllSettled: {
    en: {
      one: '{count} column: every word matched, nothing to decide',
      other: '{count} columns: every word matched, nothing to decide',
    },
    hu: '{count} oszlop: minden szó egyezik, nincs teendő',
  },
  sellerChoices: { en: 'Sellers', hu: 'Értékesítők' },
  sellerInWorkbook: { en: 'in this workbook', hu: 'ebben a munkafüzetben' },
  sellerOnPortal: { en: 'on the portal', hu: 'a portálon' },
  sellerWithoutCode: {
    en: 'on the portal without a code (service ID {id}): name it in the Seller service ID column',
    hu: 'a portálon, kód nélkül (szolgáltatói azonosító: {id}): az Értékesítő szolgáltatói azonosító oszlopban nevezhető meg',
  },
});

export type FormStringKey = keyof typeof FORM_MESSAGES;
