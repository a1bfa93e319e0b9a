// Numbers as the UI language writes them, one formatter per language for every number the renderer shows
// (`107 500 000` in Hungarian, `107,500,000` in English), and the numbers a workbook holds as grouped text read back,
// so a column of numbers typed and numbers written as text shows one grouping.
import type { FieldDef } from '../../../catalog';
import type { Language } from '../../../shared/contract';
import { LOCALES } from '../../../shared/message-catalog';

/** Formatters by language and fraction digits: building one costs about 0.1 ms, a grid page draws hundreds. */
const FORMATS = new Map<string, Intl.NumberFormat>();

export function formatNumber(n: number, lang: Language, digits = 0): string {
  const key = `${lang}:${digits}`;
  let f = FORMATS.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: digits });
    FORMATS.set(key, f);
  }
  return f.format(n);
}

const SPACE = '[ \\u00a0\\u202f]';
/** Grouped forms that read one way only: `1,500` alone could be 1.5 (Hungarian) or 1500 (English). */
const PLAIN = /^-?\d+(\.\d+)?$/;
const SPACE_GROUPED = new RegExp(`^-?\\d{1,3}(${SPACE}\\d{3})+([.,]\\d+)?$`, 'u');
const COMMA_GROUPED = /^-?\d{1,3}((,\d{3}){2,}(\.\d+)?|,\d{3}\.\d+)$/;
const DOT_GROUPED = /^-?\d{1,3}((\.\d{3}){2,}(,\d+)?|\.\d{3},\d+)$/;

/** The number a cell's text writes in a grouping of either language, or null for any other text. */
export function numberOfText(text: string): number | null {
  const s = text.trim();
  if (PLAIN.test(s)) return Number(s);
  if (SPACE_GROUPED.test(s)) return Number(s.replace(/[\s\u00a0\u202f]/gu, '').replace(',', '.'));
  if (COMMA_GROUPED.test(s)) return Number(s.replaceAll(',', ''));
  if (DOT_GROUPED.test(s)) return Number(s.replaceAll('.', '').replace(',', '.'));
  return null;
}

/**
 * A number in a numeric field in the UI language's grouping (`30 000 000`), also when the workbook holds it as text
 * grouped another way (`107 500 000` in an English UI), so a column shows one grouping wherever it appears (Columns'
 * samples, Review's cells); other text, and long codes kept as digits, as they are.
 */
export function fieldNumberText(text: string, def: FieldDef | undefined, lang: Language): string {
  const kind = def?.type.kind;
  const long = def?.type.kind === 'uint' && def.type.digits >= 20;
  if ((kind === 'uint' || kind === 'decimal' || kind === 'double') && !long) {
    const n = numberOfText(text);
    if (n !== null) return formatNumber(n, lang, 2);
  }
  return text;
}
