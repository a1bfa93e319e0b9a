// `history`'s words in both languages (docs/messages.md, "The command line"): a run's counts and its notes. The
// counts follow the word ("created 2", "2 létrehozva"), so no form changes with the number in either language.
import { defineMessages } from '../catalog/message-catalog';

export const HISTORY_MESSAGES = defineMessages({
  created: { en: 'created {count}', hu: '{count} létrehozva' },
  updated: { en: 'updated {count}', hu: '{count} frissítve' },
  // A sync run's listings, as the app's results name a withdrawn listing.
  withdrawn: { en: 'withdrawn {count}', hu: '{count} visszavonva' },
  failed: { en: 'failed {count}', hu: '{count} sikertelen' },
  // Apart from the failed, as the upload report counts them (docs/upload.md, "Counts of a run").
  inDoubt: { en: 'unknown {count}', hu: '{count} bizonytalan' },
  heldBack: { en: 'held back {count}', hu: '{count} visszatartva' },
  notReached: { en: 'not reached {count}', hu: '{count} nem került sorra' },
  undoOf: { en: 'undo of {runId}', hu: 'a(z) {runId} visszavonása' },
  undoneBy: { en: 'undone by {runIds}', hu: 'visszavonta: {runIds}' },
  unfinished: { en: 'unfinished', hu: 'befejezetlen' },
  noRuns: { en: 'No upload runs in {folder}.', hu: 'Nincs feltöltési futás itt: {folder}.' },
});
