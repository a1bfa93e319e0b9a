// The UI language as React context; `t('id', {name, count})` formats a message of the UI's catalog (ui-messages.ts).
import { createContext, useContext } from 'react';
import type { Language } from '../../../shared/contract';
import { formatNumber } from './number-format';
import type { Translator } from './translator';
import { translator } from './translator';
import { UI_MESSAGES } from './ui-messages';

export type Translate = Translator<typeof UI_MESSAGES>;

export interface I18n {
  readonly lang: Language;
  readonly t: Translate;
  readonly number: (n: number, digits?: number) => string;
}

export function makeI18n(lang: Language): I18n {
  return {
    lang,
    t: translator(UI_MESSAGES, lang),
    number: (n, digits = 0) => formatNumber(n, lang, digits),
  };
}

export const I18nContext = createContext<I18n>(makeI18n('en'));

export function useI18n(): I18n {
  return useContext(I18nContext);
}
