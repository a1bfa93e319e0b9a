// The column interpretations' texts (docs/messages.md; docs/office-conventions.md, "Interpretations"): what each
// way of reading a column does, as the command line and the app list them.
import { defineMessages } from '../../catalog';

export const INTERPRETATION_MESSAGES = defineMessages({
  scale: {
    en: 'numbers are in {scale} ({unit})',
    hu: 'a számok {scale} egységben értendők ({unit})',
  },
  times: { en: '× {factor}', hu: '× {factor}' },
  currency: {
    en: "amounts are in {currency} ({unit}); fills the row's currency when it has none",
    hu: 'az összegek {currency} pénznemben vannak ({unit}); kitölti a sor pénznemét, ha üres',
  },
  rentPeriod: {
    en: 'rent is {period} ({unit}); fills the rent period of rent rows',
    hu: 'a bérleti díj {period} értendő ({unit}); kitölti a kiadó sorok bérleti időszakát',
  },
  depositMonths: {
    en: 'deposit is counted in months of rent ({unit}); fills the deposit type',
    hu: 'a kaució a havi bérleti díj többszöröse ({unit}); kitölti a kaució típusát',
  },
  depositYears: {
    en: 'deposit is counted in years of rent ({unit}); fills the deposit type',
    hu: 'a kaució az éves bérleti díj többszöröse ({unit}); kitölti a kaució típusát',
  },
  plotUnit: {
    en: 'plot area is in {plotUnit} ({unit}); fills the plot area unit',
    hu: 'a telekterület mértékegysége {plotUnit} ({unit}); kitölti a mértékegységet',
  },
  roomsSplit: {
    en: 'whole + half rooms (2+1) fill the rooms and the half rooms',
    hu: 'egész + fél szobák (2+1): a szobák és a félszobák száma',
  },
  halfRoom: { en: 'half', hu: 'fél' },
});
