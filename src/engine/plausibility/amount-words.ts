// Amounts and areas as office staff write them in each language: 45 900 000 Ft, 45,900,000 Ft.
import { groupThousands } from '../../catalog';

const round = (n: number): number => Math.round(n * 100) / 100;
/**
 * One formatter for every call (`toLocaleString` builds a new one each time, about 0.1 ms), made at the first: the
 * first formatter of a process loads the locale data (10–30 ms), which a command that formats no amount should not
 * pay at its start (docs/performance.md, "Start-up of every command").
 */
let en: Intl.NumberFormat | null = null;
const EN = (): Intl.NumberFormat => (en ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));

export function amountHu(n: number, currency: string): string {
  return `${groupThousands(round(n))} ${currency === 'eur' ? 'EUR' : 'Ft'}`;
}

export function amountEn(n: number, currency: string): string {
  return `${EN().format(round(n))} ${currency === 'eur' ? 'EUR' : 'Ft'}`;
}

export function numberHu(n: number): string {
  return groupThousands(round(n));
}

export function numberEn(n: number): string {
  return EN().format(round(n));
}
