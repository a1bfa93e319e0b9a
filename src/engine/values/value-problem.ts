// Why one cell could not be turned into an API value, in both languages, with what it might have meant.
import type { Words } from '../../catalog/field-types';
import { formatBoth, formatMessage } from '../../catalog/message-catalog';
import { QUOTE_MESSAGES } from '../../catalog/quote-messages';
import { VALUES_MESSAGES } from './values-messages';

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

/** A cell value as a message names it, in each language (a `{value}` parameter of a catalog's message). */
export function quote(value: unknown): Words {
  if (typeof value === 'string') {
    return formatBoth(QUOTE_MESSAGES.quoted, { text: value.length > 60 ? `${value.slice(0, 57)}...` : value });
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? formatBoth(VALUES_MESSAGES.invalidDateValue)
      : sameInBoth(value.toISOString().slice(0, 10));
  }
  // A number with a fraction as each language writes it: `2.5` in English, `2,5` in Hungarian.
  if (typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value)) {
    return { en: String(value), hu: String(value).replace('.', ',') };
  }
  return sameInBoth(String(value));
}

/** A day or a number written alike in both languages' messages. */
function sameInBoth(text: string): Words {
  return { en: text, hu: text };
}

/** `; did you mean X or Y?` in the language, or the closing full stop when there is nothing to suggest. */
export function didYouMean(candidates: readonly string[], lang: 'en' | 'hu'): string {
  if (candidates.length === 0) return '.';
  const [only] = candidates;
  const list =
    candidates.length === 1 && only !== undefined
      ? only
      : formatMessage(VALUES_MESSAGES.eitherOr, lang, {
          first: candidates.slice(0, -1).join(', '),
          last: candidates.at(-1) ?? '',
        });
  return formatMessage(VALUES_MESSAGES.didYouMean, lang, { list });
}
