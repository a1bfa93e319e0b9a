// An amount or a number written in both languages at once, as a message parameter (docs/messages.md).
import type { Words } from '../../catalog';
import { amountEn, amountHu, numberEn, numberHu } from './amount-words';

export function amountInBoth(n: number, currency: string): Words {
  return { en: amountEn(n, currency), hu: amountHu(n, currency) };
}

export function numberInBoth(n: number): Words {
  return { en: numberEn(n), hu: numberHu(n) };
}
