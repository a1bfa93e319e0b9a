// A sync preview's withdrawal run as History names it, in both languages (docs/round-trip.md, "Sync preview").
import { defineMessages } from '../../catalog/message-catalog';

export const SYNC_RUN_MESSAGES = defineMessages({
  syncRunName: { en: '{name} (sync)', hu: '{name} (szinkron)' },
});
