// The words a yes/no field's values are chosen by in the value mapping (docs/messages.md).
import { defineMessages } from '../../catalog/message-catalog';

export const BOOLEAN_WORDS = defineMessages({
  yes: { en: 'yes', hu: 'igen' },
  no: { en: 'no', hu: 'nem' },
});
