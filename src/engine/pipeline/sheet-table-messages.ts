// Why a sheet beside the tables is not read, as the command line and the app alike say it (docs/messages.md).
import { defineMessages } from '../../catalog/message-catalog';

export const SHEET_TABLE_MESSAGES = defineMessages({
  /** A sheet with no header row found: a clause after the sheet's name, like the reader's other reasons. */
  emptySheet: { en: 'it is empty', hu: 'üres' },
});
