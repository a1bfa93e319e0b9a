// How a listing missing from the workbook is named, in both languages, by the app's sync preview and the command
// line's lines alike (missing-listing-words.ts; docs/round-trip.md, "Sync preview").
import { defineMessages } from '../../catalog/message-catalog';

export const MISSING_LISTING_MESSAGES = defineMessages({
  /** The office by the name the service lists it under. */
  namedOffice: { en: '{office}: {what}', hu: '{office}: {what}' },
  /** The office by its number, when its name is not at hand. */
  numberedOffice: { en: 'office {office}: {what}', hu: '{office}. iroda: {what}' },
  serviceId: { en: 'Service ID {id}', hu: 'szolgáltatói azonosító: {id}' },
  reference: { en: 'reference {reference}', hu: 'hirdetés azonosító: {reference}' },
  code: { en: 'code {code}', hu: 'kód: {code}' },
});
