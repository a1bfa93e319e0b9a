// History's counts of the rows a run has no final answer for, apart from the failed, as Results counts them
// (docs/upload.md, "Counts of a run").
import { defineMessages } from '../../../shared/message-catalog';

export const HISTORY_COUNT_MESSAGES = defineMessages({
  inDoubt: { en: '{count} in doubt', hu: '{count} bizonytalan' },
  heldBack: { en: '{count} held back', hu: '{count} visszatartva' },
  notReached: { en: '{count} not reached', hu: '{count} nem került sorra' },
  // An upload's rows, each count worded as the sync run's withdrawn beside them.
  created: { en: '{count} created', hu: '{count} létrehozva' },
  updated: { en: '{count} updated', hu: '{count} frissítve' },
  // A sync run's listings, as Results names a withdrawn listing (docs/undo.md, "What a run keeps").
  withdrawn: { en: '{count} withdrawn', hu: '{count} visszavonva' },
  failed: { en: '{count} failed', hu: '{count} sikertelen' },
});
