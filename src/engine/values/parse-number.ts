// Numbers as office staff type them into text cells, read without silent guessing.
//
// Rules (Hungarian first, because that is how the workbooks are written):
// - Spaces (also NBSP, narrow NBSP, thin and figure spaces) only group thousands: `45 000 000`, `1 234,56`.
// - A currency word or sign before or after the number (`Ft`, `HUF`, `forint`, `€`, `EUR`, `euró`) is reported
//   back as the currency; `,-` at the end (`45.000,- Ft`) means "no fraction".
// - When both `.` and `,` appear, the last one is the decimal separator and the other groups thousands
//   (`1.234,56` and `1,234.56` are both 1234.56).
// - One kind of separator appearing several times groups thousands (`45.000.000`, `45,000,000`).
// - A single separator followed by exactly three digits, after 1–3 leading digits that do not start with 0:
//   `.` groups thousands (`1.234` = 1234, as Hungarian writes it); `,` is ambiguous (`1,234` is 1,234 in
//   Hungarian and 1234 in English) and is reported, never guessed.
// - Any other single separator is the decimal separator (`12,5`, `12.5`, `0,125`, `1234,567`).
// - Coordinates (style `coordinate`) never group thousands: a single `.` or `,` is always the decimal point.
// - Groups after the first must have exactly three digits; anything else (`12 5`, `1.23.4`, `45M`) is not a number.
// - A scale word between the number and its currency multiplies it (`45,9 M Ft`, `850 e Ft`, `1,2 millió Ft`,
//   `45,9 MFt`); a scale word alone counts only when it is a whole word (`45,9 millió`), never a letter (`45M`),
//   except in a money field (`scaleLetters`), where `45 M` can only be millions (in an area `45 m` is metres).
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';

export type CurrencyCode = 'huf' | 'eur';
export type NumberStyle = 'amount' | 'coordinate';

export interface ParsedNumber {
  readonly value: number;
  /** Currency named in the text, if any. */
  readonly currency: CurrencyCode | null;
  /** Present when the text named its own scale (`45,9 M`, `850 e Ft`): a scaled column must not scale it again. */
  readonly ownScale?: true;
}

export type NumberProblem =
  { readonly kind: 'not_a_number' } | { readonly kind: 'ambiguous'; readonly readings: readonly [number, number] };

const SPACE_CHARS = /[\s\u00a0\u2007\u2009\u202f]+/g;
const CURRENCY_WORDS: readonly (readonly [RegExp, CurrencyCode])[] = [
  [/^(?:ft\.?|huf|forint)$/i, 'huf'],
  [/^(?:€|eur|euro|euró)$/i, 'eur'],
];
const PREFIX = /^(€|eur|euro|euró|huf|ft\.?|forint)\s*/i;
const SUFFIX = /\s*(€|eur|euro|euró|huf|ft\.?|forint)$/i;
const UNIT_SUFFIX = /\s*(m2|m²|nm)$/i;
/** Scale words of the catalog's units; one-letter ones (`M`, `e`, `k`) only before a currency. */
const SCALE_WORDS: readonly (readonly [RegExp, number, boolean])[] = [
  [/(?<=\d)\s*(?:mrd|milliárd)\.?$/i, 1_000_000_000, false],
  [/(?<=\d)\s*(?:millió|millio|mió|mio)\.?$/i, 1_000_000, false],
  [/(?<=\d)\s*(?:ezer)\.?$/i, 1_000, false],
  [/(?<=\d)\s*m\.?$/i, 1_000_000, true],
  [/(?<=\d)\s*[ek]\.?$/i, 1_000, true],
];
/** `MFt`, `eFt` written together: the scale letter and the currency. */
const JOINED_SUFFIX = /(?<=\d)\s*([me])(ft\.?|huf|eur|€)$/i;

function currencyOf(word: string): CurrencyCode | null {
  for (const [re, code] of CURRENCY_WORDS) if (re.test(word)) return code;
  return null;
}

/** Whether `parts` (split on grouping characters) are thousands groups: 1–3 digits, then threes. */
function validGroups(parts: readonly string[]): boolean {
  if (parts.length === 1) return /^\d+$/.test(parts[0] ?? '');
  const [first, ...rest] = parts;
  return first !== undefined && /^\d{1,3}$/.test(first) && rest.every((p) => /^\d{3}$/.test(p));
}

function build(intPart: string, groupChars: RegExp, frac: string | null, negative: boolean): number | null {
  const parts = intPart.split(groupChars);
  if (!validGroups(parts)) return null;
  if (frac !== null && !/^\d+$/.test(frac)) return null;
  const n = Number(`${parts.join('')}${frac !== null ? `.${frac}` : ''}`);
  return Number.isFinite(n) ? (negative ? -n : n) : null;
}

export interface NumberReading {
  /** A one-letter scale (`M`, `e`, `k`) counts without a currency after it: the field is money. */
  readonly scaleLetters?: boolean;
}

/** Parses a number written as text; see the file comment for the rules. */
export function parseNumberText(
  text: string,
  style: NumberStyle = 'amount',
  reading: NumberReading = {},
): Result<ParsedNumber, NumberProblem> {
  let s = text.replace(SPACE_CHARS, ' ').trim();
  let currency: CurrencyCode | null = null;
  const joined = JOINED_SUFFIX.exec(s);
  if (joined?.[1] && joined[2]) s = `${s.slice(0, joined.index)} ${joined[1]} ${joined[2]}`;
  const pre = PREFIX.exec(s);
  if (pre?.[1]) {
    currency = currencyOf(pre[1]);
    s = s.slice(pre[0].length);
  }
  const suf = SUFFIX.exec(s);
  if (suf?.[1]) {
    const c = currencyOf(suf[1]);
    if (currency !== null && c !== currency) return err({ kind: 'not_a_number' });
    currency = c;
    s = s.slice(0, s.length - suf[0].length);
  }
  let factor = 1;
  for (const [re, f, needsCurrency] of SCALE_WORDS) {
    if (needsCurrency && currency === null && reading.scaleLetters !== true) continue;
    const m = re.exec(s);
    if (m) {
      factor = f;
      s = s.slice(0, m.index);
      break;
    }
  }
  s = s
    .replace(UNIT_SUFFIX, '')
    .replace(/[,.]-$/, '')
    .trim();
  let negative = false;
  if (s.startsWith('-') || s.startsWith('+')) {
    negative = s.startsWith('-');
    s = s.slice(1).trimStart();
  }
  if (!/^\d[\d., ]*$/.test(s) || !/\d$/.test(s)) return err({ kind: 'not_a_number' });

  const dots = countOf(s, '.');
  const commas = countOf(s, ',');
  let value: number | null;
  if (dots > 0 && commas > 0) {
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    if (countOf(s, decimal) !== 1) return err({ kind: 'not_a_number' });
    const at = s.lastIndexOf(decimal);
    value = build(s.slice(0, at), decimal === '.' ? /[ ,]/ : /[ .]/, s.slice(at + 1), negative);
  } else if (dots + commas === 0) {
    value = build(s, / /, null, negative);
  } else {
    const sep = dots > 0 ? '.' : ',';
    const count = dots + commas;
    if (count > 1 && style === 'amount') {
      value = build(s, sep === '.' ? /[ .]/ : /[ ,]/, null, negative);
    } else if (count > 1) {
      return err({ kind: 'not_a_number' });
    } else {
      const at = s.indexOf(sep);
      const before = s.slice(0, at);
      const after = s.slice(at + 1);
      const thousandsShape = style === 'amount' && after.length === 3 && /^[1-9]\d{0,2}$/.test(before);
      if (thousandsShape && sep === ',') {
        const asDecimal = build(before, / /, after, negative);
        const asThousands = build(before + after, / /, null, negative);
        if (asDecimal === null || asThousands === null) return err({ kind: 'not_a_number' });
        return err({ kind: 'ambiguous', readings: [asDecimal, asThousands] });
      }
      value = thousandsShape ? build(before + after, / /, null, negative) : build(before, / /, after, negative);
    }
  }
  if (value === null) return err({ kind: 'not_a_number' });
  if (factor === 1) return ok({ value, currency });
  const scaled = Math.round(value * factor * 100) / 100;
  return Number.isFinite(scaled) ? ok({ value: scaled, currency, ownScale: true }) : err({ kind: 'not_a_number' });
}

function countOf(s: string, ch: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s[i] === ch) n++;
  return n;
}
