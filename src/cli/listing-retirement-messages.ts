// The command line's refusals around withdrawing listings missing from the sheet, in both languages (docs/messages.md,
// "Failures of the service"): the service's failure from `failureInBoth`.
import { defineMessages } from '../catalog/message-catalog';

export const LISTING_RETIREMENT_MESSAGES = defineMessages({
  notListed: {
    en: "upload: nothing was sent: the office's listings could not be listed: {why}",
    hu: 'upload: semmi sem ment el: az iroda hirdetései nem kérdezhetők le: {why}',
  },
  notWithdrawn: {
    en: 'upload: the missing listings were not withdrawn: {why}',
    hu: 'upload: a hiányzó hirdetések visszavonása nem történt meg: {why}',
  },
});
