// What a warning was judged against, in both languages; a fallback to the sheet says the office had too few.
import type { Words } from '../../catalog';
import type { Baseline, Measure } from './price-baseline';
import { amountEn, amountHu } from './amount-words';

function unit(measure: Measure, rent: boolean): Words {
  const perMonth = rent ? { en: ' a month', hu: '/hó' } : { en: '', hu: '' };
  return measure === 'per-m2'
    ? { en: `/m²${perMonth.en}`, hu: `/m²${perMonth.hu}` }
    : { en: perMonth.en, hu: perMonth.hu };
}

/** `median 780,000 Ft/m² of the office's 12 listings of this type here`, and in Hungarian. */
export function basisWords(b: Baseline, measure: Measure, rent: boolean): Words {
  const u = unit(measure, rent);
  const median = {
    en: `median ${amountEn(Math.round(b.spread.median), 'huf')}${u.en}`,
    hu: `medián ${amountHu(Math.round(b.spread.median), 'huf')}${u.hu}`,
  };
  const n = b.spread.count;
  const few =
    b.officeCount === 0
      ? { en: 'the office has no such listings on the portal', hu: 'az irodának nincs ilyen hirdetése a portálon' }
      : {
          en: `the office has only ${b.officeCount} such ${b.officeCount === 1 ? 'listing' : 'listings'} on the portal, too few to judge by`,
          hu: `az irodának csak ${b.officeCount} ilyen hirdetése van a portálon, ez túl kevés a megítéléshez`,
        };
  switch (b.basis) {
    case 'office':
      return {
        en: `${median.en} of the office's ${n} listings of this type in this settlement`,
        hu: `${median.hu} az iroda ${n} ilyen típusú hirdetése alapján ezen a településen`,
      };
    case 'sheet':
      return {
        en: `${median.en} of the sheet's ${n} rows of this type in this settlement; ${few.en}`,
        hu: `${median.hu} a munkalap ${n} ilyen típusú sora alapján ezen a településen; ${few.hu}`,
      };
    case 'sheet-type':
      return {
        en: `${median.en} of ${n} listings of this type in any settlement (too few in this one); ${few.en}`,
        hu: `${median.hu} ${n} ilyen típusú hirdetés alapján bármely településen (ezen túl kevés van); ${few.hu}`,
      };
    case 'built-in':
    case 'portal':
    case 'row':
      return {
        en: `${median.en} by the built-in national range (too few listings of this type to judge by)`,
        hu: `${median.hu} a beépített országos tartomány szerint (túl kevés ilyen hirdetés a megítéléshez)`,
      };
  }
}
