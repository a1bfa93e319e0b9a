// Amounts and areas as office staff write them in each language: 45 900 000 Ft, 45,900,000 Ft.
import { groupThousands } from '../../catalog';

/** Two decimals at most; grouped by the catalog's one formatter (`groupThousands`) in both languages. */
const round = (n: number): number => Math.round(n * 100) / 100;

export function amountHu(n: number, currency: string): string {
  return `${groupThousands(round(n))} ${currency === 'eur' ? 'EUR' : 'Ft'}`;
}

export function amountEn(n: number, currency: string): string {
  return `${groupThousands(round(n), 'en')} ${currency === 'eur' ? 'EUR' : 'Ft'}`;
}

export function numberHu(n: number): string {
  return groupThousands(round(n));
}

export function numberEn(n: number): string {
  return groupThousands(round(n), 'en');
}
