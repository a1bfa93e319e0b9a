// The Results step's counts and lists of rows that are neither done nor failed: rows in doubt and rows held back for
// an invalid seller row (docs/upload.md, "Counts of a run").
import type { Language } from '../../../shared/contract';
import type { MessageParams, MessageText } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';

const en = {
  unknownRows: 'Unknown — will be checked by the next upload',
  heldBackRows: { one: 'Held back — waits for {rows}', other: 'Held back — wait for {rows}' },
  waitedRow: '{sheet} row {row}',
  inDoubtTitle: {
    one: '{count} row in doubt: sent, its answer lost',
    other: '{count} rows in doubt: sent, their answer lost',
  },
  inDoubtHint:
    'Neither failed nor done: they may already be on the portal. The next upload, or Resubmit failed rows, first ' +
    'checks each of them on the portal and sends only those it does not find, so none is created twice.',
} as const satisfies Record<string, MessageText>;

export type RunCountStringKey = keyof typeof en;

const hu: Record<RunCountStringKey, MessageText> = {
  unknownRows: 'Ismeretlen — a következő feltöltés ellenőrzi',
  heldBackRows: 'Visszatartva — erre vár: {rows}',
  waitedRow: '{sheet} {row}. sor',
  inDoubtTitle: '{count} bizonytalan sor: elküldtük, de a válasz elveszett',
  inDoubtHint:
    'Nem sikertelenek és nem is készek: lehet, hogy már a portálon vannak. A következő feltöltés vagy a Sikertelen ' +
    'sorok újraküldése előbb mindegyiket megkeresi a portálon, és csak azokat küldi el, amelyeket nem talál, így ' +
    'egyik sem jön létre kétszer.',
};

const STRINGS: Readonly<Record<Language, Record<RunCountStringKey, MessageText>>> = { en, hu };

export function runCountText(lang: Language, key: RunCountStringKey, params?: MessageParams): string {
  return formatMessage(STRINGS[lang][key], lang, params);
}
