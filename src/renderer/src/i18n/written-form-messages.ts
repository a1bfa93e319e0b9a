// How each language writes a date, a row's number in a list and a few seconds: forms, not words, but kept with the
// texts so the renderer never picks a language's form with a `lang === 'hu'` of its own (docs/messages.md).
import { defineMessages } from '../../../shared/message-catalog';

export const WRITTEN_FORM_MESSAGES = defineMessages({
  /** A calendar date (`2026.11.29.`, `29/11/2026`); date-format.ts reads the same orders back. */
  date: { en: '{day}/{month}/{year}', hu: '{year}.{month}.{day}.' },
  /** A row's number in a list of rows (`2., 3. sor`, `rows 2, 3`). */
  rowInList: { en: '{row}', hu: '{row}.' },
  /** Seconds left under a minute (`mp`, the Hungarian abbreviation of másodperc). */
  seconds: { en: '{seconds} s', hu: '{seconds} mp' },
});
