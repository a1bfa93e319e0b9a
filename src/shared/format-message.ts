// Filling in a catalog message: `{name}` placeholders, and the plural form `count` asks for, in either language.
import type { Language } from './contract';

/** A message with one form, or forms by the plural category of its `count` (Hungarian needs only `other`). */
export type MessageText = string | { readonly one: string; readonly other: string };

export type MessageParams = Readonly<Record<string, string | number>>;

const RULES: Readonly<Record<Language, Intl.PluralRules>> = {
  en: new Intl.PluralRules('en-GB'),
  hu: new Intl.PluralRules('hu-HU'),
};

export function pluralForm(text: MessageText, lang: Language, count: number | undefined): string {
  if (typeof text === 'string') return text;
  return count !== undefined && RULES[lang].select(count) === 'one' ? text.one : text.other;
}

export function formatMessage(text: MessageText, lang: Language, params: MessageParams = {}): string {
  const count = countOf(params['count']);
  return pluralForm(text, lang, count).replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}

/**
 * The count as a number. The renderer passes counts already formatted for the locale ("1", "1 234", "1,234"):
 * their digits still pick the plural form, so "1 listing" is not written "1 listings".
 */
function countOf(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (value === undefined || !/^\d{1,3}([\s,.\u00a0\u202f]?\d{3})*$/u.test(value)) return undefined;
  return Number(value.replace(/\D/g, ''));
}
