// How a service's error is framed around its code's meaning (docs/messages.md, "The service's refusals"): in English
// with the service's own description; in Hungarian with the field and value it names, or, for a code not documented,
// saying that the service answered in English. Also the names of the service's identifiers that are no field.
import { defineMessages } from './message-catalog';

export const SERVICE_ERROR_MESSAGES = defineMessages({
  meaningOnly: { en: '{meaning}.', hu: '{meaning}.' },
  said: { en: '{meaning}: {said}', hu: '{meaning}: {said}' },
  named: { en: '{meaning} ({subjects}).', hu: '{meaning} ({subjects}).' },
  inEnglish: {
    en: '{meaning}; the service answered in English: {said}',
    hu: '{meaning}; a szolgáltatás angolul válaszolt: {said}',
  },
  /** A detail standing after a sentence of its own (a retire of a listing the service does not hold). */
  subjectsAlone: { en: '{subjects}.', hu: '{subjects}.' },
  saidAlone: { en: '{said}', hu: 'A szolgáltatás angolul válaszolt: {said}' },
  /** A result of an older version, kept in English only, told in Hungarian by its code. */
  olderInEnglish: {
    en: '{meaning}: {said}',
    hu: '{meaning}; a korábbi eredmény angolul: {said}',
  },
  subject: { en: '{field}: {value}', hu: '{field}: {value}' },
  /** A field, its value and why the service refused it (`Ár: 5 túl kicsi, legalább 1000 lehet`). */
  subjectWhy: { en: '{field}: {value} {why}', hu: '{field}: {value} {why}' },
  /** A field without a value and why (`Ár: kötelező mező, de üres`). */
  fieldWhy: { en: '{field}: {why}', hu: '{field}: {why}' },
});

/** The service's names of identifiers that are not a field of a sheet (`id: no property with id 7 …`). */
export const SERVICE_NAME_WORDS = defineMessages({
  id: { en: 'Service ID', hu: 'Szolgáltatói azonosító' },
  transfer_id: { en: 'Reference', hu: 'Azonosító' },
  image_id: { en: "Image's Service ID", hu: 'Kép szolgáltatói azonosítója' },
  image_transfer_id: { en: 'Image reference', hu: 'Kép azonosító' },
  office_id: { en: 'Office', hu: 'Iroda' },
});
