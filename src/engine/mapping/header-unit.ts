// Splits a header into its name and its unit (`Irányár (M Ft)` → `Irányár` + millions of forints), by catalog words.
import type { UnitArea, UnitCurrency, UnitMeaning, UnitPeriod } from '../../catalog';
import { JOINED_UNIT_WORDS, PER_AREA_WORDS, UNIT_WORDS } from '../../catalog';
import { foldText } from '../values/fold-text';

/** What a header's unit says; every part is optional. */
export interface HeaderUnit {
  /** The unit as written (`M Ft`, `Ft/hó`), for messages. */
  readonly text: string;
  readonly scale: number | null;
  readonly currency: UnitCurrency | null;
  readonly period: UnitPeriod | null;
  readonly area: UnitArea | null;
  /** `Ft/m²`: a rate per area, which no field of the API holds. */
  readonly perArea: boolean;
}

export interface ParsedHeader {
  /** The header without its unit, as written. */
  readonly name: string;
  readonly unit: HeaderUnit | null;
}

/** Only this many characters of a header are read: no header is longer in practice, and matching stays linear. */
export const HEADER_CHARS_READ = 256;

function unitKey(word: string): string {
  return foldText(word).replace(/\.$/, '');
}

/** Unit words of several words (`square metre`, `kat. hold`) are read as one token, joined by `~`. */
const JOIN = '~';
const joined = (w: string): string => unitKey(w).replace(/\.?\s+/g, JOIN);
const MEANINGS: ReadonlyMap<string, UnitMeaning> = new Map(
  UNIT_WORDS.flatMap(([words, meaning]) => words.map((w) => [joined(w), meaning] as const)),
);
function phrasePattern(w: string): RegExp {
  const body = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(^|\\s)${body}(?=$|\\s|/)`, 'g');
}
const PHRASES: readonly (readonly [RegExp, string])[] = UNIT_WORDS.flatMap(([words]) => words)
  .filter((w) => /\s/.test(w.trim()))
  .map((w) => unitKey(w))
  .sort((a, b) => b.length - a.length)
  .map((w) => [phrasePattern(w), w.replace(/\.?\s+/g, JOIN)] as const);

/** The text folded, with unit phrases of several words made single tokens. */
function joinPhrases(text: string): string {
  let t = foldText(text);
  for (const [re, token] of PHRASES) t = t.replace(re, (_m, lead: string) => `${lead}${token}`);
  return t;
}
const JOINED: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(JOINED_UNIT_WORDS).map(([k, v]) => [unitKey(k), v]),
);
const PER_AREA: ReadonlySet<string> = new Set(PER_AREA_WORDS.map(unitKey));

/** Tokens of a unit text: `/` is kept as its own token, as it starts a rate (`Ft/hó`). */
function unitTokens(text: string): string[] {
  return text
    .replace(/\//g, ' / ')
    .split(/[\s,;]+/)
    .filter((t) => t !== '');
}

function expand(token: string): readonly string[] {
  const key = unitKey(token);
  return JOINED.get(key) ?? [token];
}

/** Reads a text made only of unit words; null when any word is not a unit word. */
export function readUnit(text: string): HeaderUnit | null {
  let scale: number | null = null;
  let currency: UnitCurrency | null = null;
  let period: UnitPeriod | null = null;
  let area: UnitArea | null = null;
  let perArea = false;
  let afterSlash = false;
  let any = false;
  let letterScale = false;
  for (const raw of unitTokens(joinPhrases(text))) {
    if (raw === '/') {
      afterSlash = true;
      continue;
    }
    for (const token of expand(raw)) {
      const key = unitKey(token);
      if (afterSlash && PER_AREA.has(key)) {
        perArea = true;
        any = true;
        continue;
      }
      const m = MEANINGS.get(key);
      if (!m) return null;
      any = true;
      switch (m.kind) {
        case 'scale':
          scale = (scale ?? 1) * m.factor;
          letterScale ||= key.length <= 2;
          break;
        case 'currency':
          currency = m.currency;
          break;
        case 'period':
          period = m.period;
          break;
        case 'area':
          area = m.unit;
          break;
        case 'count':
          break;
      }
    }
  }
  if (!any) return null;
  // `M` and `e` are a scale only next to a currency (`M Ft`); alone they may be anything. `millió` is clear alone.
  if (letterScale && currency === null) return null;
  return { text: text.trim(), scale, currency, period, area, perArea };
}

const BRACKETED = /^(.*?)[\s,]*[([]([^()[\]]*)[)\]]\s*$/;

/** The header's name and unit: a unit in brackets at the end, or unit words after the name. */
export function parseHeader(header: string): ParsedHeader {
  const text = header.slice(0, HEADER_CHARS_READ).replace(/\s+/g, ' ').trim();
  const bracket = BRACKETED.exec(text);
  if (bracket?.[1] !== undefined && bracket[2] !== undefined && bracket[1].trim() !== '') {
    const unit = readUnit(bracket[2]);
    if (unit) return { name: bracket[1].trim(), unit };
  }
  // Unit words after the name (`Ár EUR`, `Bérleti díj Ft/hó`, `Alapterület m2`): the longest tail read as a unit.
  const words = text.replace(/(?<=\S)\//g, ' /').split(' ');
  for (let k = 1; k < words.length; k++) {
    const tail = words.slice(k).join(' ');
    const unit = readUnit(tail);
    if (unit)
      return {
        name: words
          .slice(0, k)
          .join(' ')
          .replace(/[\s,]+$/, ''),
        unit,
      };
  }
  return { name: text, unit: null };
}
