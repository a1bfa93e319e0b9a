// The plausibility warnings' texts (docs/messages.md, docs/plausibility.md): what looks like a slip, what it was
// judged against, and the likely intended value. Amounts come in grouped for each language.
import { defineMessages } from '../../catalog';

/** What a price was judged against (`basis-words.ts`); `{median}` is the median with its unit. */
export const BASIS_MESSAGES = defineMessages({
  perM2Month: { en: '/m² a month', hu: '/m²/hó' },
  perM2: { en: '/m²', hu: '/m²' },
  perMonth: { en: ' a month', hu: '/hó' },
  median: { en: 'median {amount}', hu: 'medián {amount}' },
  medianPer: { en: 'median {amount}{unit}', hu: 'medián {amount}{unit}' },
  officeHasNone: {
    en: 'the office has no such listings on the portal',
    hu: 'az irodának nincs ilyen hirdetése a portálon',
  },
  officeHasFew: {
    en: {
      one: 'the office has only {count} such listing on the portal, too few to judge by',
      other: 'the office has only {count} such listings on the portal, too few to judge by',
    },
    hu: {
      one: 'az irodának csak {count} ilyen hirdetése van a portálon, ez túl kevés a megítéléshez',
      other: 'az irodának csak {count} ilyen hirdetése van a portálon, ez túl kevés a megítéléshez',
    },
  },
  office: {
    en: "{median} of the office's {n} listings of this type in this settlement",
    hu: '{median} az iroda {n} ilyen típusú hirdetése alapján ezen a településen',
  },
  sheet: {
    en: "{median} of the sheet's {n} rows of this type in this settlement; {few}",
    hu: '{median} a munkalap {n} ilyen típusú sora alapján ezen a településen; {few}',
  },
  sheetType: {
    en: '{median} of {n} listings of this type in any settlement (too few in this one); {few}',
    hu: '{median} {n} ilyen típusú hirdetés alapján bármely településen (ezen túl kevés van); {few}',
  },
  builtIn: {
    en: '{median} by the built-in national range (too few listings of this type to judge by)',
    hu: '{median} a beépített országos tartomány szerint (túl kevés ilyen hirdetés a megítéléshez)',
  },
  builtInRange: { en: 'the built-in range', hu: 'a beépített tartomány' },
  typeListings: { en: '{n} listings of this type', hu: '{n} ilyen típusú hirdetés' },
});

/** How far a value is off by a slip of the thousands (`scale-slip.ts`). */
export const SCALE_MESSAGES = defineMessages({
  millionLow: { en: 'about a million times too low', hu: 'kb. milliószor kisebb a vártnál' },
  thousandLow: { en: 'about a thousand times too low', hu: 'kb. ezerszer kisebb a vártnál' },
  thousandHigh: { en: 'about a thousand times too high', hu: 'kb. ezerszer nagyobb a vártnál' },
});

/** The sale or rent of a listing, as an attribute (`eladó`) and with its article (`az eladó`). */
export const ACTION_MESSAGES = defineMessages({
  sale: { en: 'for sale', hu: 'eladó' },
  saleThe: { en: 'for sale', hu: 'az eladó' },
  rent: { en: 'for rent', hu: 'kiadó' },
  rentThe: { en: 'for rent', hu: 'a kiadó' },
});

/** The names of the fields a modify is judged on against the portal (`portal-changes.ts`). */
export const IDENTITY_FIELD_MESSAGES = defineMessages({
  'property.type': { en: 'type', hu: 'típus' },
  'location.region_id': { en: 'settlement', hu: 'település' },
  'special.floor_area': { en: 'floor area', hu: 'alapterület' },
  'special.plot_area': { en: 'plot area', hu: 'telekterület' },
});

/** The warnings themselves. */
export const WARNING_MESSAGES = defineMessages({
  saleVsRent: {
    en: 'The price {written} of this listing {was} is in the range of listings {other} ({otherBasis}); is it {asked}?',
    hu: '{was} hirdetés ára ({written}) {other} hirdetések árának felel meg ({otherBasis}); lehet, hogy {asked}?',
  },
  priceScaleSlip: {
    en: 'Price {written} is {scale} ({basis}): {written} → {fixed}?',
    hu: 'Az ár ({written}) {scale} ({basis}): {written} → {fixed}?',
  },
  pricePerM2Shown: { en: 'Price per m² {amount}/m²', hu: 'A négyzetméterár ({amount}/m²)' },
  priceShown: { en: 'Price {amount}', hu: 'Az ár ({amount})' },
  priceOutOfRange: {
    en: '{what} is far outside the range of listings of this type {action} ({basis}).',
    hu: '{what} messze kívül esik a hasonló {action} hirdetések tartományán ({basis}).',
  },
  overheadScaleSlip: {
    en: 'Overhead {written} is {scale} (median {median}/m² a month by {basis}): {written} → {fixed}?',
    hu: 'A rezsi ({written}) {scale} (medián {median}/m²/hó, {basis} alapján): {written} → {fixed}?',
  },
  areasSwapped: {
    en: 'Floor area {floor} m² is larger than the plot ({plot} m²): are the two swapped?',
    hu: 'Az alapterület ({floor} m²) nagyobb a telekméretnél ({plot} m²): fel van cserélve a kettő?',
  },
  areasSwappedInMetres: {
    en: 'Floor area {floor} m² is larger than the plot ({plot} m²): are the two swapped (floor {plot} m², plot {floor} m²)?',
    hu: 'Az alapterület ({floor} m²) nagyobb a telekméretnél ({plot} m²): fel van cserélve a kettő (alapterület {plot} m², telek {floor} m²)?',
  },
  zeroFloorArea: {
    en: 'The floor area is 0 m², which no listing has: is it mistyped, or not known (then leave the cell empty)?',
    hu: 'Az alapterület 0 m², ilyen hirdetés nincs: elírás, vagy nem ismert (akkor hagyja üresen a cellát)?',
  },
  zeroPlotArea: {
    en: 'The plot area is 0, which no plot has: is it mistyped, or not known (then leave the cell empty)?',
    hu: 'A telekterület 0, ilyen telek nincs: elírás, vagy nem ismert (akkor hagyja üresen a cellát)?',
  },
  roomsVsArea: {
    en: '{rooms} rooms cannot fit in {floor} m² (less than {min} m² a room): is the number of rooms or the floor area mistyped?',
    hu: '{rooms} szoba nem fér el {floor} m²-en (szobánként kevesebb mint {min} m²): elírás a szobaszám vagy az alapterület?',
  },
  rowHere: { en: 'row {row}', hu: '{row}. sor' },
  rowOfSheet: { en: '{sheet} row {row}', hu: '{sheet} {row}. sor' },
  sameContent: {
    en: 'Same address, settlement, type and area as {place}{firstRef}, under another reference{ref}: the same listing twice?',
    hu: 'Ugyanaz a cím, település, típus és terület, mint a(z) {place}{firstRef}, más azonosítóval{ref}: kétszer szerepel ugyanaz a hirdetés?',
  },
  priceField: { en: 'Price', hu: 'Az ár' },
  overheadField: { en: 'Overhead', hu: 'A rezsi' },
  priceChange: {
    en: '{field} changes by {pct} against the portal: {old} → {now}.',
    hu: '{field} {pct}-kal változik a portálon lévőhöz képest: {old} → {now}.',
  },
  identityChange: {
    en: "The listing's {field} changes against the portal: {old} → {now}.",
    hu: 'A hirdetés {field} adata változik a portálon lévőhöz képest: {old} → {now}.',
  },
});
