// Looks up an enum code from what a person typed: the code, its English and Hungarian words and synonyms.
import Fuse from 'fuse.js';
import { FLOOR_NUMBER_WORDS, QUALIFIER_WORDS, VALUE_SETS, nearestOnScale, scaleOf, valueWords } from '../../catalog';
import type { ValueSetName } from '../../catalog';
import { foldText, squeezeText } from './fold-text';
import type { FormReader } from './word-forms';
import { formReader, vocabularyOf } from './word-forms';

export type EnumMatch =
  | { readonly kind: 'code'; readonly code: string }
  | { readonly kind: 'ambiguous'; readonly codes: readonly string[] }
  | { readonly kind: 'unknown'; readonly candidates: readonly string[] };

interface WordEntry {
  readonly word: string;
  readonly folded: string;
  readonly code: string;
}

export interface EnumIndex {
  readonly set: string;
  readonly codes: readonly string[];
  /** A code always means itself, even where it is also a word of another code. */
  readonly byCode: ReadonlyMap<string, string>;
  /** Accent-keeping lookup first, so that accents decide where folding would make two words equal. */
  readonly exact: ReadonlyMap<string, readonly string[]>;
  readonly folded: ReadonlyMap<string, readonly string[]>;
  readonly entries: readonly WordEntry[];
  /** Words by their form key (`teglas` and `tegla` share one), built on first use; see word-forms.ts. */
  forms?: WordForms;
  fuse: Fuse<WordEntry> | null;
}

interface WordForms {
  readonly reader: FormReader;
  readonly codes: ReadonlyMap<string, readonly string[]>;
}

const cache = new Map<string, EnumIndex>();

function add(map: Map<string, string[]>, key: string, code: string): void {
  if (key === '') return;
  const list = map.get(key);
  if (!list) map.set(key, [code]);
  else if (!list.includes(code)) list.push(code);
}

function isValueSetName(set: string): set is ValueSetName {
  return Object.hasOwn(VALUE_SETS, set);
}

/** Every word a code of the set may be written as. */
export function wordsOfCode(set: string, code: string): readonly string[] {
  const words = [code, code.replace(/_/g, ' ')];
  if (isValueSetName(set)) {
    const w = valueWords(set, code);
    words.push(w.en, w.hu, ...w.synonyms);
  }
  return words;
}

/** The lookup tables of one value set, built once. */
export function enumIndex(set: string, codes: readonly string[]): EnumIndex {
  const key = `${set}\u0000${codes.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const byCode = new Map(codes.map((c) => [c.toLowerCase(), c] as const));
  const exact = new Map<string, string[]>();
  const folded = new Map<string, string[]>();
  const entries: WordEntry[] = [];
  for (const code of codes) {
    for (const word of wordsOfCode(set, code)) {
      const f = foldText(word);
      add(exact, squeezeText(word), code);
      add(folded, f, code);
      entries.push({ word, folded: f, code });
    }
  }
  const index: EnumIndex = { set, codes, byCode, exact, folded, entries, fuse: null };
  cache.set(key, index);
  return index;
}

/**
 * An allowed value as a suggestion in a message of `lang`: the Hungarian word a workbook writes, with the English
 * word beside it in English (`lakás (apartment)`); never the API's code in Hungarian (`lakás`, not
 * `lakás (apartment)`).
 */
export function showCode(set: string, code: string, lang: 'en' | 'hu'): string {
  if (!isValueSetName(set)) return code;
  const words = valueWords(set, code);
  return lang === 'hu' || words.en === words.hu ? words.hu : `${words.hu} (${words.en})`;
}

/** Characters of a cell compared when suggesting allowed values. */
const SUGGESTION_CHARS = 64;

function triples(text: string): Set<string> {
  const padded = ` ${text.slice(0, 64)} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Codes sharing the most letter triples with the text: the fallback when no word is close enough for Fuse. */
function sharedTripleCandidates(index: EnumIndex, text: string, limit: number): string[] {
  const mine = triples(foldText(text));
  const best = new Map<string, number>();
  for (const e of index.entries) {
    const theirs = triples(e.folded);
    let shared = 0;
    for (const t of theirs) if (mine.has(t)) shared++;
    const score = (2 * shared) / (mine.size + theirs.size);
    if (score > 0 && score > (best.get(e.code) ?? 0)) best.set(e.code, score);
  }
  return [...best]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([code]) => code);
}

/**
 * When the text names a grade of the scale the set's codes grade, but one the set does not allow (`újszerű` among a
 * flat's conditions): the allowed grades nearest to it, nearest first. Empty otherwise.
 */
function nearestInMeaning(index: EnumIndex, text: string, limit: number): readonly string[] {
  const scale = scaleOf(index.codes);
  if (!scale) return [];
  const all = enumIndex(scale.set, scale.codes);
  const named = lookupDirect(all, text) ?? lookupQualified(all, text) ?? lookupForm(all, text);
  if (named?.kind !== 'code' || index.codes.includes(named.code)) return [];
  return nearestOnScale(scale, named.code, index.codes).slice(0, limit);
}

/**
 * Up to `limit` codes the text may have meant, best first: the nearest grades of its scale when it names a grade the
 * set does not allow, else the codes whose words look like it. A word is never left without suggestions when the
 * set is small: then every allowed value is offered.
 */
export function enumCandidates(index: EnumIndex, text: string, limit = 3): readonly string[] {
  const meant = nearestInMeaning(index, text, limit);
  if (meant.length > 0) return meant;
  index.fuse ??= new Fuse([...index.entries], {
    keys: ['folded'],
    includeScore: true,
    threshold: 0.4,
    ignoreLocation: true,
  });
  const out: string[] = [];
  // Suggestions compare the first characters only: fuse's cost grows with the text (docs/security.md, "Known issues").
  for (const r of index.fuse.search(foldText(text).slice(0, SUGGESTION_CHARS))) {
    if (!out.includes(r.item.code)) out.push(r.item.code);
    if (out.length >= limit) break;
  }
  if (out.length > 0) return out;
  const shared = sharedTripleCandidates(index, text, limit);
  if (shared.length > 0) return shared;
  return index.codes.length <= 8 ? index.codes : [];
}

/** The code the text names exactly (accents kept) or folded; null when no word of the set is the text. */
function lookupDirect(index: EnumIndex, text: string): EnumMatch | null {
  const code = index.byCode.get(text.trim().toLowerCase());
  if (code !== undefined) return { kind: 'code', code };
  const exact = index.exact.get(squeezeText(text));
  if (exact?.length === 1 && exact[0] !== undefined) return { kind: 'code', code: exact[0] };
  const folded = index.folded.get(foldText(text)) ?? exact;
  if (folded?.length === 1 && folded[0] !== undefined) return { kind: 'code', code: folded[0] };
  if (folded && folded.length > 1) return { kind: 'ambiguous', codes: folded };
  return null;
}

function wordForms(index: EnumIndex): WordForms {
  if (index.forms) return index.forms;
  const reader = formReader(vocabularyOf(index.entries.map((e) => e.folded)));
  const codes = new Map<string, string[]>();
  for (const e of index.entries) add(codes, reader.key(e.folded), e.code);
  index.forms = { reader, codes };
  return index.forms;
}

/**
 * The code a suffixed or compound form names (`téglás`, `panelos`, `újszerűs`, `kiadási`): its form key is the key of
 * one code's word, also without qualifying words. Only the set's own words are stripped to, so no other word is made.
 */
function lookupForm(index: EnumIndex, text: string): EnumMatch | null {
  const forms = wordForms(index);
  const folded = foldText(text);
  for (const t of [folded, withoutQualifiers(folded)]) {
    const codes = t === '' ? undefined : forms.codes.get(forms.reader.key(t));
    if (codes?.length === 1 && codes[0] !== undefined) return { kind: 'code', code: codes[0] };
    if (codes && codes.length > 1) return { kind: 'ambiguous', codes };
  }
  return null;
}

const ROMAN: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10, l: 50 };

function romanValue(s: string): number | null {
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i] ?? ''];
    if (v === undefined) return null;
    total += v < (ROMAN[s[i + 1] ?? ''] ?? 0) ? -v : v;
  }
  return total > 0 ? total : null;
}

const FLOOR_WORDS = [...new Set(FLOOR_NUMBER_WORDS.map((w) => foldText(w).replace(/\.$/, '')))].join('|');
const FLOOR_NUMBER = new RegExp(`^(-?\\d{1,2}|[ivxl]+)(?:st|nd|rd|th)?\\s*(\\.)?\\s*(?:(${FLOOR_WORDS})\\.?)?$`);

/** `3. em.`, `3.emelet`, `III. emelet`, `3rd floor`, `0` (ground floor), `-1` (basement) → the FLOOR_NO code. */
export function floorCode(text: string): string | null {
  const m = FLOOR_NUMBER.exec(foldText(text));
  if (!m?.[1]) return null;
  const roman = /^[ivxl]+$/.test(m[1]);
  // A lone letter such as `i` or `v` is not a floor; a Roman numeral needs its dot or the word after it.
  if (roman && m[2] === undefined && m[3] === undefined) return null;
  const n = roman ? romanValue(m[1]) : Number(m[1]);
  if (n === null) return null;
  if (n === 0) return 'downstairs';
  if (n === -1) return 'basement';
  return n >= 1 && n <= 30 ? `floor_${n}` : null;
}

const QUALIFIERS: ReadonlySet<string> = new Set(QUALIFIER_WORDS.map(foldText));

function withoutQualifiers(text: string): string {
  return foldText(text)
    .split(' ')
    .filter((w) => !QUALIFIERS.has(w))
    .join(' ');
}

/**
 * A word with a qualifier (`gáz (cirkó)`, `jó állapotú`): the words together (`gázcirkó`), else the core and the
 * bracketed word, each also without qualifying words. One code between them is the answer; two are ambiguous.
 */
function lookupQualified(index: EnumIndex, text: string): EnumMatch | null {
  const m = /^(.*?)\s*[([](.*)[)\]]\s*$/.exec(text.trim());
  const core = m?.[1]?.trim() ?? text;
  const qualifier = m?.[2]?.trim() ?? '';
  const together = qualifier === '' ? [] : [`${core} ${qualifier}`, `${core}${qualifier}`];
  for (const t of [...together, ...together.map(withoutQualifiers)]) {
    const hit = t === '' ? null : lookupDirect(index, t);
    if (hit) return hit;
  }
  const codes: string[] = [];
  for (const part of qualifier === '' ? [core] : [core, qualifier]) {
    for (const t of [part, withoutQualifiers(part)]) {
      if (t === '' || t === foldText(text)) continue;
      const hit = lookupDirect(index, t);
      if (hit?.kind === 'code') {
        if (!codes.includes(hit.code)) codes.push(hit.code);
        break;
      }
    }
  }
  if (codes.length === 1 && codes[0] !== undefined) return { kind: 'code', code: codes[0] };
  return codes.length > 1 ? { kind: 'ambiguous', codes } : null;
}

/** Whether a typed value names one code, as {@link lookupEnum} finds it, without looking for the closest words. */
export function namesOneCode(index: EnumIndex, text: string): boolean {
  const direct = lookupDirect(index, text) ?? lookupQualified(index, text);
  if (direct) return direct.kind === 'code';
  const floor = index.set === 'FLOOR_NO' ? floorCode(text) : null;
  if (floor !== null && index.codes.includes(floor)) return true;
  return lookupForm(index, text)?.kind === 'code';
}

/**
 * Finds the code for a typed value: exact (accents kept), then accent-insensitive, floor numbers, qualified words,
 * suffixed and compound forms of the set's words; never fuzzy.
 */
export function lookupEnum(index: EnumIndex, text: string): EnumMatch {
  const direct = lookupDirect(index, text);
  if (direct) return direct;
  if (index.set === 'FLOOR_NO') {
    const floor = floorCode(text);
    if (floor !== null && index.codes.includes(floor)) return { kind: 'code', code: floor };
  }
  const qualified = lookupQualified(index, text);
  if (qualified) return qualified;
  const form = lookupForm(index, text);
  if (form) return form;
  return { kind: 'unknown', candidates: enumCandidates(index, text) };
}
