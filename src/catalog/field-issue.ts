// One problem with one field's value, in a form that names the field and the value in either language.
import type { Lang } from './field-types';
import { assertNever } from './field-types';

export type IssueRule =
  | { readonly kind: 'required' }
  | {
      readonly kind: 'type';
      readonly expected: 'text' | 'number' | 'whole number' | 'yes/no' | 'group of fields' | 'date and time';
    }
  | { readonly kind: 'too_short'; readonly min: number }
  | { readonly kind: 'too_long'; readonly max: number }
  | { readonly kind: 'too_small'; readonly min: number }
  | { readonly kind: 'too_big'; readonly max: number }
  | { readonly kind: 'not_integer' }
  | { readonly kind: 'decimal'; readonly precision: number; readonly scale: number }
  | { readonly kind: 'enum'; readonly allowed: readonly string[] }
  | { readonly kind: 'format'; readonly format: 'email' | 'url' | 'datetime' | 'id' | 'id list' }
  | { readonly kind: 'unknown_field' }
  | { readonly kind: 'exclusive'; readonly other: string }
  | { readonly kind: 'requires'; readonly other: string }
  | { readonly kind: 'requires_when'; readonly other: string; readonly value: string }
  | { readonly kind: 'only_when'; readonly other: string; readonly value: string }
  | { readonly kind: 'special_count'; readonly count: number }
  | { readonly kind: 'special_type'; readonly type: string | null };

export interface FieldIssue {
  /** Catalog key of the field (`price.price`, `special.floor_area`) or the query parameter's name. */
  readonly field: string;
  /** Where in the body the value sits (`special.house.floor_area`). */
  readonly path: string;
  readonly value: unknown;
  readonly rule: IssueRule;
}

export function showValue(value: unknown): string {
  if (value === undefined) return '(empty)';
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function list(values: readonly string[]): string {
  return values.length > 12 ? `${values.slice(0, 12).join(', ')}, ...` : values.join(', ');
}

/** The rules about a value alone, not about another field: their reason ends a sentence naming the field. */
export type OwnRule = Exclude<
  IssueRule,
  { readonly kind: 'exclusive' | 'requires' | 'requires_when' | 'only_when' | 'special_count' | 'special_type' }
>;

/** The issue as a sentence that names the field and the value. */
export function describeIssue(issue: FieldIssue, lang: Lang = 'en'): string {
  const f = issue.path;
  const r = issue.rule;
  const hu = lang === 'hu';
  switch (r.kind) {
    case 'exclusive':
      return hu
        ? `${f} és ${r.other} közül csak az egyik adható meg.`
        : `${f} and ${r.other} cannot both be given; give one.`;
    case 'requires':
      return hu ? `${f} megadásakor ${r.other} is kötelező.` : `${f} is given, so ${r.other} is required too.`;
    case 'requires_when':
      return hu ? `${f} kötelező, ha ${r.other} = ${r.value}.` : `${f} is required when ${r.other} is ${r.value}.`;
    case 'only_when':
      return hu
        ? `${f} csak akkor adható meg, ha ${r.other} = ${r.value}.`
        : `${f} may only be given when ${r.other} is ${r.value}.`;
    case 'special_count':
      return hu
        ? `special: pontosan egy típusblokk kell, most ${r.count} van.`
        : `special must hold exactly one block named after the property type; it has ${r.count}.`;
    case 'special_type':
      return hu
        ? `${f}: a blokk nem egyezik az ingatlan típusával (${r.type ?? 'nincs megadva'}).`
        : `${f}: the block does not match property.type (${r.type ?? 'not given'}).`;
    case 'required':
    case 'unknown_field':
      return hu ? `${f}: ${ownReason(r, lang)}.` : `${f} ${ownReason(r, lang)}.`;
    default:
      return `${f}: ${showValue(issue.value)} ${ownReason(r, lang)}.`;
  }
}

/**
 * Why a value breaks a rule about itself, as the end of a sentence that names the field (and the value): `is too
 * long; at most 40 characters are allowed`, `túl hosszú, legfeljebb 40 karakter lehet`.
 */
export function ownReason(r: OwnRule, lang: Lang): string {
  const hu = lang === 'hu';
  switch (r.kind) {
    case 'required':
      return hu ? 'kötelező mező, de üres' : 'is required but missing';
    case 'type':
      return hu ? `nem ${huType(r.expected)}` : `is not ${article(r.expected)}`;
    case 'too_short':
      return hu
        ? `túl rövid, legalább ${r.min} karakter kell`
        : `is too short; at least ${r.min} characters are needed`;
    case 'too_long':
      return hu
        ? `túl hosszú, legfeljebb ${r.max} karakter lehet`
        : `is too long; at most ${r.max} characters are allowed`;
    case 'too_small':
      return hu ? `túl kicsi, legalább ${r.min} lehet` : `is too small; the least allowed is ${r.min}`;
    case 'too_big':
      return hu ? `túl nagy, legfeljebb ${r.max} lehet` : `is too large; the most allowed is ${r.max}`;
    case 'not_integer':
      return hu ? 'nem egész szám' : 'is not a whole number';
    case 'decimal':
      return hu
        ? `legfeljebb ${r.precision} számjegyű lehet, ebből ${r.scale} tizedesjegy`
        : `may have at most ${r.precision} digits, ${r.scale} of them after the decimal point`;
    case 'enum':
      return hu
        ? `nem megengedett érték. Lehetséges: ${list(r.allowed)}`
        : `is not an allowed value. Allowed: ${list(r.allowed)}`;
    case 'format':
      return hu ? `nem érvényes ${huFormat(r.format)}` : `is not a valid ${r.format}`;
    case 'unknown_field':
      return hu ? 'ismeretlen mező' : 'is not a field of this request';
    default:
      return assertNever(r, 'issue rule');
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function huType(expected: Extract<IssueRule, { kind: 'type' }>['expected']): string {
  switch (expected) {
    case 'text':
      return 'szöveg';
    case 'number':
      return 'szám';
    case 'whole number':
      return 'egész szám';
    case 'yes/no':
      return 'igen/nem érték';
    case 'group of fields':
      return 'mezőcsoport';
    case 'date and time':
      return 'dátum és idő';
    default:
      return assertNever(expected, 'type');
  }
}

function huFormat(format: Extract<IssueRule, { kind: 'format' }>['format']): string {
  switch (format) {
    case 'email':
      return 'e-mail cím';
    case 'url':
      return 'webcím (http vagy https)';
    case 'datetime':
      return 'dátum és idő';
    case 'id':
      return 'azonosító';
    case 'id list':
      return 'azonosító lista';
    default:
      return assertNever(format, 'format');
  }
}
