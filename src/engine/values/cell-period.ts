// A rent's period written in its cell after the amount (`250 000 Ft/hó`, `2 500 EUR / hónap`, `300 000 Ft havonta`),
// in the catalog's period words, as a `Ft/hó` header says it for a whole column (docs/office-conventions.md).
import type { UnitPeriod } from '../../catalog';
import { UNIT_WORDS } from '../../catalog';

/** The words of each period, longest first so `hónap` is not read as `hó` with `nap` left over. */
const PERIOD_WORDS: readonly (readonly [string, UnitPeriod])[] = UNIT_WORDS.flatMap(([words, meaning]) =>
  meaning.kind === 'period' ? words.map((w) => [w.toLowerCase(), meaning.period] as const) : [],
).sort((a, b) => b[0].length - a[0].length);

/** Adverbs that say a period after a space, without a slash (`havonta`, `monthly`). */
const ADVERBS: ReadonlySet<string> = new Set(['havonta', 'évente', 'naponta', 'monthly', 'yearly', 'daily']);

const ADVERB_ENDING = /(?:nta|ly)\s*$/i;

export interface CellPeriod {
  /** The cell's text without the period: the amount and its currency. */
  readonly amount: string;
  readonly period: UnitPeriod;
}

/** The amount and the period of `250 000 Ft/hó`; null when the text ends in no period word. */
export function splitCellPeriod(text: string): CellPeriod | null {
  // Most price cells have neither a slash nor an adverb's ending: they are not searched (every price of a sheet
  // passes here).
  if (!text.includes('/') && !ADVERB_ENDING.test(text)) return null;
  const trimmed = text.trimEnd();
  const lower = trimmed.toLowerCase();
  for (const [word, period] of PERIOD_WORDS) {
    if (!lower.endsWith(word)) continue;
    const before = trimmed.slice(0, trimmed.length - word.length).trimEnd();
    if (before.endsWith('/')) return { amount: before.slice(0, -1), period };
    // An adverb needs the space before it (`Ft havonta`); a word glued to the amount is not one.
    if (ADVERBS.has(word) && before.length < trimmed.length - word.length) return { amount: before, period };
  }
  return null;
}
