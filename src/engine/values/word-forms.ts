// Hungarian word forms read through the catalog's own words: an ending is stripped, and a compound written together
// is split, only where what remains is a word of the vocabulary given (docs/office-conventions.md, "Hungarian word
// forms"). A general stemmer merges words the catalog keeps apart (`Ár` and `Áram`); this one cannot, because it
// never produces a word the catalog does not hold.
import {
  AFTER_VOWEL_SUFFIXES,
  MIN_COMPOUND_PART_LETTERS,
  MIN_STEM_LETTERS,
  OUTER_SUFFIXES,
  PLURAL_SUFFIXES,
  WORD_SUFFIXES,
} from '../../catalog';
import { changedStems } from './stem-changes';

/** Shortest ending first: the less is stripped, the less can go wrong (`irodai` → `iroda`, not `irod`). */
const SUFFIXES: readonly string[] = [...new Set([...WORD_SUFFIXES, ...PLURAL_SUFFIXES])].sort(
  (a, b) => a.length - b.length,
);
const AFTER_VOWEL: ReadonlySet<string> = new Set(AFTER_VOWEL_SUFFIXES);
const PLURAL: ReadonlySet<string> = new Set(PLURAL_SUFFIXES);
const OUTER: ReadonlySet<string> = new Set(OUTER_SUFFIXES);
/** Vowels as folded words hold them (accents removed). */
const FOLDED_VOWELS = 'aeiou';
/** Longer words are left as written: compounds are split letter by letter, and no catalog word is this long. */
const MAX_WORD_LETTERS = 40;

/**
 * The word without one ending, as a vocabulary word (read on as that word is: `alternatives` as `alternative`) or a
 * compound of them, or without two (`lakásokban`, `téglásak`); null when no ending leaves one. Endings are never
 * stripped to what is not a word (`area` must not become `ár` through `are`), and the plural never from a vocabulary
 * word (`Emeletek` stays apart from `Emelet`).
 */
function stripped(word: string, vocab: ReadonlySet<string>, depth: number): readonly string[] | null {
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_STEM_LETTERS) continue;
    if (PLURAL.has(suffix) && vocab.has(word)) continue;
    const rest = word.slice(0, -suffix.length);
    if (AFTER_VOWEL.has(suffix) && !FOLDED_VOWELS.includes(rest.charAt(rest.length - 1))) continue;
    if (vocab.has(rest)) return (depth > 0 ? parts(rest, vocab, depth - 1) : null) ?? [rest];
    // A stem changed before an ending that starts with a vowel (`étterm-i`, `köv-es`), only to a vocabulary word.
    const changed = FOLDED_VOWELS.includes(suffix.charAt(0)) ? changedStems(rest).find((c) => vocab.has(c)) : undefined;
    if (changed !== undefined) return [changed];
    // A second ending only inside a case or plural one (`lakás-ok-ban`), never inside a possessive (`are-a`).
    const inner = (): readonly string[] | null => (OUTER.has(suffix) ? stripped(rest, vocab, depth - 1) : null);
    const further = depth > 0 ? (split(rest, vocab, depth - 1) ?? inner()) : null;
    if (further) return further;
  }
  return null;
}

/**
 * A compound as two or more vocabulary words, its last one perhaps with an ending; the longest first part wins. The
 * last part may be as short as a stem (`Nettóár`, `Kábeltv`).
 */
function split(word: string, vocab: ReadonlySet<string>, depth: number): readonly string[] | null {
  for (let at = word.length - MIN_STEM_LETTERS; at >= MIN_COMPOUND_PART_LETTERS; at--) {
    const first = word.slice(0, at);
    if (!vocab.has(first)) continue;
    const rest = parts(word.slice(at), vocab, depth - 1);
    if (rest) return [first, ...rest];
  }
  return null;
}

/** Split first, then stripped, then the word itself: a word and its forms end at the same words. */
function parts(word: string, vocab: ReadonlySet<string>, depth: number): readonly string[] | null {
  const known = vocab.has(word) ? [word] : null;
  if (depth < 0) return known;
  return split(word, vocab, depth) ?? stripped(word, vocab, depth) ?? known;
}

/**
 * One folded word as vocabulary words: split when it is a compound of them (`ingatlantipusa` → `ingatlan tipus`),
 * else without one ending (`teglas` → `tegla`, `tipusa` → `tipus`), else itself when a vocabulary word; null
 * otherwise. A vocabulary word is reduced too, so that `Kert típusa` and `Kerttípus` meet.
 */
export function wordParts(word: string, vocab: ReadonlySet<string>): readonly string[] | null {
  if (word.length > MAX_WORD_LETTERS || /\d/.test(word)) return vocab.has(word) ? [word] : null;
  return parts(word, vocab, 2);
}

/** Folded text's words, hyphens counting as spaces (`ingatlan-tipus`). */
function wordsOf(folded: string): string[] {
  const words = folded.includes('-') ? folded.replace(/-/g, ' ').split(' ') : folded.split(' ');
  return words.filter((w) => w !== '');
}

/** Reads texts' form keys against one vocabulary, remembering each word's parts (sheets repeat their words). */
export interface FormReader {
  readonly vocab: ReadonlySet<string>;
  /**
   * The text's form key: each folded word as its vocabulary words (words it is not made of kept as written), joined
   * by single spaces. `Ingatlan típusa`, `Ingatlantípus` and `Ingatlan-típus` share one key.
   */
  key(folded: string): string;
}

/** Words remembered per reader; past this the memory starts again, so a hostile sheet cannot grow it. */
const REMEMBERED_WORDS = 20_000;

export function formReader(vocab: ReadonlySet<string>): FormReader {
  const memo = new Map<string, string>();
  const word = (w: string): string => {
    // Numbers are never read to words: no memory spent on the many distinct ones of a wide sheet.
    if (/\d/.test(w)) return w;
    const hit = memo.get(w);
    if (hit !== undefined) return hit;
    const read = wordParts(w, vocab)?.join(' ') ?? w;
    if (memo.size >= REMEMBERED_WORDS) memo.clear();
    memo.set(w, read);
    return read;
  };
  const key = (folded: string): string => {
    let out = '';
    for (const w of wordsOf(folded)) out = out === '' ? word(w) : `${out} ${word(w)}`;
    return out;
  };
  return { vocab, key };
}

/** The vocabulary of folded texts: every word of them, hyphenated parts too, of at least MIN_STEM_LETTERS letters. */
export function vocabularyOf(folded: Iterable<string>): Set<string> {
  const vocab = new Set<string>();
  for (const text of folded) {
    for (const w of wordsOf(text)) if (w.length >= MIN_STEM_LETTERS) vocab.add(w);
  }
  return vocab;
}
