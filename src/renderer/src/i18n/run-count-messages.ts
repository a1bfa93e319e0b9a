// The Results step's counts and lists of rows that are neither done nor failed: rows in doubt, rows held back for an
// invalid seller row and rows a stopped run never reached (docs/upload.md, "Counts of a run").
import { defineMessages } from '../../../shared/message-catalog';

export const RUN_COUNT_MESSAGES = defineMessages({
  unknownRows: {
    en: 'Unknown — will be checked by the next upload',
    hu: 'Ismeretlen — a következő feltöltés ellenőrzi',
  },
  heldBackRows: {
    en: { one: 'Held back — waits for {rows}', other: 'Held back — wait for {rows}' },
    hu: 'Visszatartva — erre vár: {rows}',
  },
  waitedRow: { en: '{sheet} row {row}', hu: '{sheet} {row}. sor' },
  notReachedRows: {
    en: 'Not reached — sent by the next upload or the resend',
    hu: 'Nem került sorra — a következő feltöltés vagy az újraküldés elküldi',
  },
  notReachedHint: {
    en: {
      one: '{count} row not reached: the run stopped before it. Continue the upload, or Resubmit failed rows, sends it.',
      other:
        '{count} rows not reached: the run stopped before them. Continue the upload, or Resubmit failed rows, sends them.',
    },
    hu: '{count} sor nem került sorra: a futás előtte leállt. A feltöltés folytatása vagy a Sikertelen sorok újraküldése elküldi.',
  },
  inDoubtTitle: {
    en: { one: '{count} row in doubt: sent, its answer lost', other: '{count} rows in doubt: sent, their answer lost' },
    hu: '{count} bizonytalan sor: elküldtük, de a válasz elveszett',
  },
  /** The in-doubt rows' message column: the app's account of what happened to each, not a message of the service. */
  inDoubtRowState: { en: 'What happened', hu: 'Mi történt' },
  inDoubtHint: {
    en: 'Neither failed nor done: they may already be on the portal. The next upload, or Resubmit failed rows, first checks each of them on the portal and sends only those it does not find, so none is created twice.',
    hu: 'Nem sikertelenek és nem is készek: lehet, hogy már a portálon vannak. A következő feltöltés vagy a Sikertelen sorok újraküldése előbb mindegyiket megkeresi a portálon, és csak azokat küldi el, amelyeket nem talál, így egyik sem jön létre kétszer.',
  },
});

export type RunCountStringKey = keyof typeof RUN_COUNT_MESSAGES;
