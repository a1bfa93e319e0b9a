// The values step's refusals, in both languages (docs/messages.md, "Failures of the service").
import { defineMessages } from '../../catalog/message-catalog';

export const VALUE_STEP_MESSAGES = defineMessages({
  columnNotMapped: {
    en: 'Column {column} of "{sheet}" is not mapped.',
    hu: 'A(z) „{sheet}” munkalap {column} oszlopa nincs hozzárendelve.',
  },
  columnWithoutField: {
    en: 'Column {column} of "{sheet}" is not mapped to a field.',
    hu: 'A(z) „{sheet}” munkalap {column} oszlopa egyetlen mezőhöz sincs hozzárendelve.',
  },
  notAllowed: {
    en: '"{code}" is not an allowed value of {field}.',
    hu: '„{code}” nem megengedett érték ennél a mezőnél: {field}.',
  },
});
