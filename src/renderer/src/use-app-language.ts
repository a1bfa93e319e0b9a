// The app's facts and its language: the saved or the system language at start, unless the user switched first, and
// every switch told to the Node side so its messages follow (docs/architecture.md, "The wizard's flow").
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppError, AppInfo, Language } from '../../shared/contract';
import { api } from './api/platform';
import type { I18n } from './i18n/i18n';
import { makeI18n } from './i18n/i18n';
import { languageOnStart, systemLanguage } from './i18n/language-on-start';

export interface AppLanguage {
  readonly info: AppInfo | null;
  readonly lang: Language;
  readonly i18n: I18n;
  readonly changeLanguage: (l: Language) => void;
}

/** `onError`: the app's facts could not be read (the error banner says why). */
export function useAppLanguage(onError: (e: AppError) => void): AppLanguage {
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [lang, setLang] = useState<Language>(systemLanguage(navigator.language));
  const languageChosen = useRef(false);
  const i18n = useMemo(() => makeI18n(lang), [lang]);

  useEffect(() => {
    void api.getAppInfo({}).then((r) => {
      if (!r.ok) {
        onError(r.error);
        return;
      }
      setInfo(r.value);
      // The saved or system language, unless the user already switched while this answer was on its way: a late
      // answer must not take the user's choice back. The Node side writes its messages in the same language.
      const l = languageOnStart(r.value.savedLanguage, navigator.language, languageChosen.current);
      if (l === null) return;
      setLang(l);
      void api.setLanguage({ language: l, remember: false });
    });
  }, [onError]);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = i18n.t('appTitle');
  }, [lang, i18n]);

  const changeLanguage = useCallback((l: Language) => {
    languageChosen.current = true;
    setLang(l);
    void api.setLanguage({ language: l, remember: true });
  }, []);

  return { info, lang, i18n, changeLanguage };
}
