// What a batch's answer says happened to its rows, in both languages (docs/messages.md, "Failures of the service").
import { defineMessages } from '../../catalog/message-catalog';

export const ANSWER_MESSAGES = defineMessages({
  rateLimited: { en: 'error 12: {detail}', hu: '12-es hiba: {detail}' },
  failedAfterReceiving: {
    en: 'The service failed internally (HTTP {status}) after receiving the row.',
    hu: 'A szolgáltatás belső hibát jelzett (HTTP {status}), miután megkapta a sort.',
  },
  noAnswerItem: { en: 'The batch answer has no item for the row.', hu: 'A csomag válaszában nincs tétel a sorhoz.' },
});
