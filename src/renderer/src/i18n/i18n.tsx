// The UI language as React context; `t('key', {name})` fills in the placeholders.
import { createContext, useContext } from 'react';
import type { Language } from '../../../shared/contract';
import type { StringKey } from './strings';
import { STRINGS } from './strings';

export type Translate = (key: StringKey, params?: Readonly<Record<string, string | number>>) => string;

export function translator(lang: Language): Translate {
  return (key, params) => {
    const text: string = STRINGS[lang][key];
    return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
  };
}

export interface I18n {
  readonly lang: Language;
  readonly t: Translate;
  readonly number: (n: number, digits?: number) => string;
}

export function makeI18n(lang: Language): I18n {
  const locale = lang === 'hu' ? 'hu-HU' : 'en-GB';
  return { lang, t: translator(lang), number: (n, digits = 0) => n.toLocaleString(locale, { maximumFractionDigits: digits }) };
}

export const I18nContext = createContext<I18n>(makeI18n('en'));

export function useI18n(): I18n {
  return useContext(I18nContext);
}
