// A properties sheet's default property type from its name: `Ingatlanok – lakás`, `Properties – apartment`, `Eladó
// házak`.
import type { PropertyType } from '../../catalog';
import { PROPERTY_TYPES } from '../../catalog';
import { propertySheetName } from '../template/template-plan';
import { foldText } from '../values/fold-text';
import { wordsOfCode } from '../values/enum-words';

interface TypePhrase {
  readonly tokens: readonly string[];
  readonly type: PropertyType;
}

/** Endings a sheet name puts on a type word: Hungarian plurals (`lakások`, `házak`, `irodák`) and English ones. */
const PLURAL_ENDINGS: readonly string[] = ['', 's', 'es', 'k', 'ok', 'ek', 'ak', 'ök'].map(foldText);

/** Words in a folded name: letters and digits only, so `–`, `,` and `/` separate like spaces. */
function tokensOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');
}

let phrases: readonly TypePhrase[] | null = null;
let templateNames: ReadonlyMap<string, PropertyType> | null = null;

function typePhrases(): readonly TypePhrase[] {
  if (phrases) return phrases;
  const out: TypePhrase[] = [];
  for (const type of PROPERTY_TYPES) {
    const seen = new Set<string>();
    for (const word of wordsOfCode('PROPERTY_TYPE', type)) {
      const tokens = tokensOf(word);
      const key = tokens.join(' ');
      if (tokens.length === 0 || seen.has(key)) continue;
      seen.add(key);
      out.push({ tokens, type });
    }
  }
  phrases = out;
  return out;
}

/** The template's own sheet names, some cut short to Excel's 31 characters (`Properties – catering`). */
function templateSheetNames(): ReadonlyMap<string, PropertyType> {
  if (templateNames) return templateNames;
  const names = new Map<string, PropertyType>();
  for (const type of PROPERTY_TYPES) {
    for (const lang of ['hu', 'en'] as const) names.set(tokensOf(propertySheetName(type, lang)).join(' '), type);
  }
  templateNames = names;
  return names;
}

function tokenMatches(token: string, word: string, last: boolean): boolean {
  if (!last) return token === word;
  return token.startsWith(word) && PLURAL_ENDINGS.includes(token.slice(word.length));
}

/**
 * The property type a sheet name names, or null. A template sheet name counts as is; otherwise the name must
 * hold the words of exactly one type (codes, English and Hungarian words and synonyms, accent-insensitive, as
 * whole words, the last one possibly plural). A phrase inside a longer one of another type does not count
 * (`guest house` is not also `house`); a name naming two types (`Lakások és házak`) has no default.
 */
export function propertyTypeFromSheetName(name: string): PropertyType | null {
  const tokens = tokensOf(name);
  const template = templateSheetNames().get(tokens.join(' '));
  if (template) return template;
  const hits: { readonly start: number; readonly end: number; readonly type: PropertyType }[] = [];
  for (const p of typePhrases()) {
    for (let start = 0; start + p.tokens.length <= tokens.length; start++) {
      const matches = p.tokens.every((w, k) => tokenMatches(tokens[start + k] ?? '', w, k === p.tokens.length - 1));
      if (matches) hits.push({ start, end: start + p.tokens.length, type: p.type });
    }
  }
  const kept = hits.filter(
    (h) =>
      !hits.some((o) => o.type !== h.type && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start),
  );
  const types = new Set(kept.map((h) => h.type));
  if (types.size !== 1) return null;
  const [only] = types;
  return only ?? null;
}
