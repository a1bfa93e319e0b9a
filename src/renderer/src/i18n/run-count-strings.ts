// The Results step's counts of rows that are neither done nor failed: rows in doubt and rows held back for an
// invalid seller row (docs/upload.md, "Counts of a run").
import type { Language } from '../../../shared/contract';
import type { MessageParams, MessageText } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';

const en = {
  unknownRows: 'Unknown — will be checked by the next upload',
  heldBackRows: { one: 'Held back — waits for {rows}', other: 'Held back — wait for {rows}' },
  waitedRow: '{sheet} row {row}',
} as const satisfies Record<string, MessageText>;

export type RunCountStringKey = keyof typeof en;

const hu: Record<RunCountStringKey, MessageText> = {
  unknownRows: 'Ismeretlen — a következő feltöltés ellenőrzi',
  heldBackRows: 'Visszatartva — erre vár: {rows}',
  waitedRow: '{sheet} {row}. sor',
};

const STRINGS: Readonly<Record<Language, Record<RunCountStringKey, MessageText>>> = { en, hu };

export function runCountText(lang: Language, key: RunCountStringKey, params?: MessageParams): string {
  return formatMessage(STRINGS[lang][key], lang, params);
}
