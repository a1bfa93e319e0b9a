// Whether a Hungarian text carries an English sentence: a forgotten catalog entry, or a failure's English detail
// (the network layer's `connect ECONNREFUSED …`, a wrapper's "Could not …") embedded in the Hungarian text.
import { expect } from 'vitest';

/**
 * English words such a sentence brings that no Hungarian text holds ("is", "be", "a" and "az" are Hungarian words too,
 * so they are not listed); codes (`ECONNREFUSED`, `HTTP 503`) and addresses may stay.
 */
const ENGLISH_WORDS =
  /\b(the|and|of|with|from|could|cannot|not|was|were|been|reached|service|error|connect|refused|records|listings|look|read|nothing|sent|before|uploading|answer|answered|failed|missing|withdrawn|already|belongs|invalid)\b/i;

/** The English words found in `hu`, for a failing test's message. */
export function englishWordsIn(hu: string): readonly string[] {
  return hu.match(new RegExp(ENGLISH_WORDS.source, 'gi')) ?? [];
}

/** `hu` is a Hungarian text, not empty, and has no English sentence in it. */
export function expectNoEnglishSentence(hu: string): void {
  expect(hu.trim()).not.toBe('');
  expect(englishWordsIn(hu), hu).toEqual([]);
}
