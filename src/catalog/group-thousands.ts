// Numbers in messages and cells as each language groups them: `45 900 000` and `1 234,5` in Hungarian,
// `45,900,000` and `1,234.5` in English. The one formatter the engine, the template and the messages use.
import type { Lang } from './field-types';

export function groupThousands(n: number, lang: Lang = 'hu'): string {
  const [whole = '', frac] = String(n).split('.');
  const [group, point] = lang === 'hu' ? [' ', ','] : [',', '.'];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${frac !== undefined ? `${point}${frac}` : ''}`;
}

/** The same grouping with no-break spaces, for text a line must never break inside (notes, planned changes). */
export function groupThousandsNoBreak(n: number, lang: Lang = 'hu'): string {
  return groupThousands(n, lang).replaceAll(' ', '\u00a0');
}
