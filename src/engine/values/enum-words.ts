// Looks up an enum code from what a person typed: the code, its English and Hungarian words and synonyms.
import Fuse from 'fuse.js';
import { VALUE_SETS, valueWords } from '../../catalog';
import type { ValueSetName } from '../../catalog';
import { foldText, squeezeText } from './fold-text';

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
  fuse: Fuse<WordEntry> | null;
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

/** The Hungarian word with the code, as shown in messages: `tégla (brick)`. */
export function showCode(set: string, code: string): string {
  if (!isValueSetName(set)) return code;
  const hu = valueWords(set, code).hu;
  return hu === code ? code : `${hu} (${code})`;
}

/** Up to `limit` codes whose words look like the text, best first. */
export function enumCandidates(index: EnumIndex, text: string, limit = 3): readonly string[] {
  index.fuse ??= new Fuse([...index.entries], { keys: ['folded'], includeScore: true, threshold: 0.4, ignoreLocation: true });
  const out: string[] = [];
  for (const r of index.fuse.search(foldText(text))) {
    if (!out.includes(r.item.code)) out.push(r.item.code);
    if (out.length >= limit) break;
  }
  return out;
}

/** Finds the code for a typed value: exact (accents kept), then accent-insensitive; never fuzzy. */
export function lookupEnum(index: EnumIndex, text: string): EnumMatch {
  const code = index.byCode.get(text.trim().toLowerCase());
  if (code !== undefined) return { kind: 'code', code };
  const exact = index.exact.get(squeezeText(text));
  if (exact?.length === 1 && exact[0] !== undefined) return { kind: 'code', code: exact[0] };
  const folded = index.folded.get(foldText(text)) ?? exact;
  if (folded?.length === 1 && folded[0] !== undefined) return { kind: 'code', code: folded[0] };
  if (folded && folded.length > 1) return { kind: 'ambiguous', codes: folded };
  return { kind: 'unknown', candidates: enumCandidates(index, text) };
}
