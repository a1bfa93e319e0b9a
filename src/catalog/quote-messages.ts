// A text named inside a message, in the language's quotation marks (docs/messages.md, "Results in both languages"):
// `"…"` in English, `„…”` in Hungarian. The one entry for a cell's value, a value the service quotes and a sheet's name.
import { defineMessages } from './message-catalog';

export const QUOTE_MESSAGES = defineMessages({
  quoted: { en: '"{text}"', hu: '„{text}”' },
});
