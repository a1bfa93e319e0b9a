// The UI language as React context; `t('key', {name, count})` fills in the placeholders and picks the plural form.
import { createContext, useContext } from 'react';
import type { Language } from '../../../shared/contract';
import type { MessageParams } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';
import type { StringKey } from './strings';
import { STRINGS } from './strings';
import { formatNumber } from './number-format';

export type Translate = (key: StringKey, params?: MessageParams) => string;

export function translator(lang: Language): Translate {
  return (key, params) => formatMessage(STRINGS[lang][key], lang, params);
}

export interface I18n {
  readonly lang: Language;
  readonly t: Translate;
  readonly number: (n: number, digits?: number) => string;
}

export function makeI18n(lang: Language): I18n {
  return {
    lang,
    t: translator(lang),
    number: (n, digits = 0) => formatNumber(n, lang, digits),
  };
}

export const I18nContext = createContext<I18n>(makeI18n('en'));

export function useI18n(): I18n {
  return useContext(I18nContext);
}
