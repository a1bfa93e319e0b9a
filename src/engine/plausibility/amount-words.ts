// Amounts and areas as office staff write them in each language: 45 900 000 Ft, 45,900,000 Ft.
import { groupThousands } from '../../catalog';

const round = (n: number): number => Math.round(n * 100) / 100;
/** One formatter for every call: `toLocaleString` builds a new one each time (about 0.1 ms). */
const EN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function amountHu(n: number, currency: string): string {
  return `${groupThousands(round(n))} ${currency === 'eur' ? 'EUR' : 'Ft'}`;
}

export function amountEn(n: number, currency: string): string {
  return `${EN.format(round(n))} ${currency === 'eur' ? 'EUR' : 'Ft'}`;
}

export function numberHu(n: number): string {
  return groupThousands(round(n));
}

export function numberEn(n: number): string {
  return EN.format(round(n));
}
