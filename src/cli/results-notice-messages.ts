// A caveat of results the command line did write, in both languages (docs/messages.md, "Command line"): the engine's
// notice (a CSV's characters its encoding lacks) under the label the English line always had.
import { defineMessages } from '../catalog/message-catalog';

export const RESULTS_NOTICE_MESSAGES = defineMessages({
  warning: { en: 'warning: {notice}', hu: 'Figyelmeztetés: {notice}' },
});
