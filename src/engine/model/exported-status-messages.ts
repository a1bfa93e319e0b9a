// The word an export seals its rows with (docs/round-trip.md, "The exported status"): the rows are on the portal as
// they say, which a re-import reads as the `skipped` status of a row unchanged since its result.
import { defineMessages } from '../../catalog';

export const EXPORTED_STATUS_MESSAGES = defineMessages({
  exported: { en: 'exported', hu: 'exportálva' },
});
