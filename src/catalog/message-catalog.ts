// The one way the product carries a text in English and Hungarian (docs/messages.md): messages keyed by id in
// catalogs, each message with both texts, `{name}` parameters typed from the texts, plural forms by `count`.
import type { Lang, Words } from './field-types';

/** The forms of a text by the plural category of its `count` (Hungarian nouns after a number need only `other`). */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

export type MessageText = string | PluralText;

/** One message: its text in each language of the product. */
export interface Message {
  readonly en: MessageText;
  readonly hu: MessageText;
}

/** A parameter's value: the same in both languages, or its own in each (an amount grouped for the language). */
export type ParamValue = string | number | Words;

export type MessageParams = Readonly<Record<string, ParamValue>>;

type TextsOf<T> = T extends PluralText ? T['one'] | T['other'] : T;
type AllTexts<M extends Message> = TextsOf<M['en']> | TextsOf<M['hu']>;
type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type PluralCount<M extends Message> = M['en'] extends PluralText
  ? 'count'
  : M['hu'] extends PluralText
    ? 'count'
    : never;

/** The parameters a message's texts name, and `count` (a number, or digits) for a plural one. */
export type ParamsOf<M extends Message> = {
  readonly [K in Placeholders<AllTexts<M>>]: ParamValue;
} & { readonly [K in PluralCount<M>]: string | number };

/**
 * What a formatter takes after the message: nothing for a text without parameters, else exactly its parameters.
 * A text joined with `+` has type `string`, not a literal, so its parameters cannot be read at compile time; it
 * takes any parameters, and the catalog test checks both languages name the same ones.
 */
export type ParamArgs<M extends Message> =
  string extends AllTexts<M>
    ? [params?: MessageParams]
    : [Placeholders<AllTexts<M>> | PluralCount<M>] extends [never]
      ? []
      : [params: ParamsOf<M>];

const CATALOGS = new WeakSet<object>();

/** A catalog: messages keyed by id. Its texts keep their literal types, which type each message's parameters. */
export function defineMessages<const T extends Readonly<Record<string, Message>>>(messages: T): T {
  CATALOGS.add(messages);
  return messages;
}

/** Whether a value is a catalog made by {@link defineMessages} (the catalog test finds every catalog by this). */
export function isMessageCatalog(value: unknown): value is Readonly<Record<string, Message>> {
  return typeof value === 'object' && value !== null && CATALOGS.has(value);
}

/** The locale each language of the product writes numbers, dates and plural forms in. */
export const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-GB', hu: 'hu-HU' };

const RULES: Readonly<Record<Lang, Intl.PluralRules>> = {
  en: new Intl.PluralRules(LOCALES.en),
  hu: new Intl.PluralRules(LOCALES.hu),
};

/** The form of a text its `count` asks for in a language. */
export function pluralForm(text: MessageText, lang: Lang, count: number | undefined): string {
  if (typeof text === 'string') return text;
  return count !== undefined && RULES[lang].select(count) === 'one' ? text.one : text.other;
}

/**
 * A text with its `{name}` placeholders filled and its plural form chosen; an unknown placeholder stays as written.
 * The one formatter under every message of the product, including the app's and the renderer's tables.
 */
export function formatText(text: MessageText, lang: Lang, params: MessageParams = {}): string {
  const count = countOf(params['count']);
  return pluralForm(text, lang, count).replace(/\{(\w+)\}/g, (m, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) return m;
    return typeof value === 'object' ? value[lang] : String(value);
  });
}

/** A message of a catalog in one language. */
export function formatMessage<M extends Message>(message: M, lang: Lang, ...params: ParamArgs<M>): string {
  return formatText(message[lang], lang, params[0]);
}

/** A message of a catalog in both languages, for results that reach users of either language. */
export function formatBoth<M extends Message>(message: M, ...params: ParamArgs<M>): Words {
  return { en: formatText(message.en, 'en', params[0]), hu: formatText(message.hu, 'hu', params[0]) };
}

/** The `{name}` placeholders of a text, in every plural form (the catalog test compares them across languages). */
export function placeholdersOf(text: MessageText): ReadonlySet<string> {
  const forms = typeof text === 'string' ? [text] : [text.one, text.other];
  return new Set(forms.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')));
}

/**
 * The count as a number. The renderer passes counts already formatted for the locale ("1", "1 234", "1,234"):
 * their digits still pick the plural form, so "1 listing" is not written "1 listings".
 */
function countOf(value: ParamValue | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return undefined;
  if (value === undefined || !/^\d{1,3}([\s,.\u00a0\u202f]?\d{3})*$/u.test(value)) return undefined;
  return Number(value.replace(/\D/g, ''));
}
