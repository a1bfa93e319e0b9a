// Which language the UI takes when the app's saved settings arrive at start.
import type { Language } from '../../../shared/contract';

/** Hungarian when the system speaks it, else English. */
export function systemLanguage(navigatorLanguage: string): Language {
  return navigatorLanguage.toLowerCase().startsWith('hu') ? 'hu' : 'en';
}

/**
 * The saved language, else the system's; null when the user switched before the settings arrived, because the
 * user's choice wins over an answer that was merely late.
 */
export function languageOnStart(
  saved: Language | null | undefined,
  navigatorLanguage: string,
  chosenByUser: boolean,
): Language | null {
  if (chosenByUser) return null;
  return saved ?? systemLanguage(navigatorLanguage);
}
