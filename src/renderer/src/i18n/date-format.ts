// Calendar dates as the UI language writes them (`2026.11.29.` in Hungarian, `29/11/2026` in English), not as the
// browser's locale would: a date box of the app follows the app's language (docs/architecture.md, "The wizard's flow").
import type { Language } from '../../../shared/contract';
import { formatMessage } from '../../../shared/message-catalog';
import { WRITTEN_FORM_MESSAGES } from './written-form-messages';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `2026-11-29` as the language writes it. */
export function formatDate(iso: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const [, y = '', mo = '', d = ''] = m;
  return formatMessage(WRITTEN_FORM_MESSAGES.date, lang, { year: y, month: mo, day: d });
}

const FORMS: Readonly<Record<Language, RegExp>> = {
  hu: /^(?<y>\d{4})\s*[.\-/]\s*(?<m>\d{1,2})\s*[.\-/]\s*(?<d>\d{1,2})\.?$/,
  en: /^(?<d>\d{1,2})\s*[/.-]\s*(?<m>\d{1,2})\s*[/.-]\s*(?<y>\d{4})$/,
};

/**
 * The ISO date a text writes in the language's order (or as ISO), `''` for an empty box, null for anything else,
 * including days that do not exist (31/02/2026).
 */
export function parseDate(text: string, lang: Language): string | null {
  const s = text.trim();
  if (s === '') return '';
  const g = (FORMS[lang].exec(s) ?? /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})$/.exec(s))?.groups;
  if (!g) return null;
  const [y, m, d] = [Number(g['y']), Number(g['m']), Number(g['d'])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}
