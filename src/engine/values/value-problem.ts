// Why one cell could not be turned into an API value, in both languages, with what it might have meant.
import type { Words } from '../../catalog/field-types';

export interface ValueProblem {
  /** Sentences without the field's name (the caller prefixes it): `"Bp" is not a known settlement; …`. */
  readonly en: string;
  readonly hu: string;
  /** Codes or names the value may have meant, best first. */
  readonly candidates: readonly string[];
}

/** A problem from a catalog's message formatted in both languages (docs/messages.md). */
export function problemOf(text: Words, candidates: readonly string[] = []): ValueProblem {
  return { en: text.en, hu: text.hu, candidates };
}

/** A cell value quoted for a message. */
export function quote(value: unknown): string {
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString().slice(0, 10);
  return String(value);
}

/** `; did you mean X or Y?` in the language, or the closing full stop when there is nothing to suggest. */
export function didYouMean(candidates: readonly string[], lang: 'en' | 'hu'): string {
  if (candidates.length === 0) return '.';
  const or = lang === 'hu' ? ' vagy ' : ' or ';
  const list =
    candidates.length === 1 ? candidates[0] : `${candidates.slice(0, -1).join(', ')}${or}${candidates.at(-1)}`;
  return lang === 'hu' ? `; erre gondolt: ${list}?` : `; did you mean ${list}?`;
}
