// The value layer's texts (docs/messages.md): a fill at odds with the row, the office's remembered words, and the
// note on a text shortened to fit a cell.
import { defineMessages } from '../../catalog';

export const VALUES_MESSAGES = defineMessages({
  /** What a value may have meant, closing a problem's sentence. */
  didYouMean: { en: '; did you mean {list}?', hu: '; erre gondolt: {list}?' },
  /** The last two of the candidates, the others before them joined by commas. */
  eitherOr: { en: '{first} or {last}', hu: '{first} vagy {last}' },
  /** A date cell Excel cannot turn into a date, named inside a message. */
  invalidDateValue: { en: 'an invalid date', hu: 'érvénytelen dátum' },
  fillConflictFrom: {
    en: 'the row gives {given}, but the {label} column ({column}) says {wanted}.',
    hu: 'a sor értéke {given}, de a(z) {label} oszlop ({column}) szerint {wanted}.',
  },
  fillConflict: {
    en: 'the row gives {given}, but another column of it says {wanted}.',
    hu: 'a sor értéke {given}, de egy másik oszlopa szerint {wanted}.',
  },
  learnedWordsFile: {
    en: 'the remembered words of office {office}',
    hu: 'a(z) {office}. iroda megjegyzett szavainak fájlja',
  },
  learnedWordsMoved: {
    en: '{damage} Run again to go on without the remembered words, or put the file back once repaired.',
    hu: '{damage} Futtassa újra a megjegyzett szavak nélkül, vagy tegye vissza a javított fájlt.',
  },
  learnedWordsUnwritable: {
    en: 'The remembered words of office {office} ({file}) cannot be written ({code}).',
    hu: 'A(z) {office}. iroda megjegyzett szavai ({file}) nem írhatók ({code}).',
  },
  /** The note's recognisable start (a re-import finds the shortened cell by it, in either language). */
  shortenedMark: { en: '[SHORTENED:', hu: '[RÖVIDÍTVE:' },
  shortenedNote: {
    en: "\n\n{mark} the portal holds {length} characters, a cell holds at most {cell}; the first {kept} are shown. Left as it is, an upload keeps the portal's whole text; written over, the new text is sent.]",
    hu: '\n\n{mark} a portálon {length} karakter áll, egy cellába legfeljebb {cell} fér; itt az első {kept} látható. Ha nem módosítja, a feltöltés a portál teljes szövegét megtartja; ha átírja, az új szöveg kerül fel.]',
  },
});

/** A settlement or district named in a cell that the region list does not resolve to one. */
export const REGION_LOOKUP_MESSAGES = defineMessages({
  severalSettlements: {
    en: '{value} names {count} settlements ({candidates}); give the postal code or the id.',
    hu: '{value} {count} települést jelöl ({candidates}); adja meg az irányítószámot vagy az azonosítót.',
  },
  severalDistricts: {
    en: '{value} names several districts of {settlement}: {candidates}.',
    hu: '{value} {settlement} több kerületét is jelöli: {candidates}.',
  },
  noDistricts: {
    en: '{settlement} has no districts, but {value} was given.',
    hu: '{settlement} településnek nincsenek kerületei, de {value} van megadva.',
  },
  notDistrictOf: {
    en: '{value} is not a district of {settlement}{suggestion}',
    hu: '{value} nem kerülete {settlement} településnek{suggestion}',
  },
  unknownZip: { en: '{value} is not a known postal code.', hu: '{value} nem ismert irányítószám.' },
  unknownSettlement: {
    en: '{value} is not a known settlement{suggestion}',
    hu: '{value} nem ismert település{suggestion}',
  },
});

/** What a cell holds and what its field expects, as `{what}` and `{expected}` of {@link CONVERT_MESSAGES}. */
export const CELL_KIND_WORDS = defineMessages({
  date: { en: 'a date', hu: 'dátum' },
  yesNo: { en: 'a yes/no value', hu: 'igen/nem érték' },
  number: { en: 'a number', hu: 'szám' },
  wholeNumber: { en: 'a whole number', hu: 'egész szám' },
  listedWord: { en: 'one of the listed words', hu: 'a felsorolt szavak egyike' },
  text: { en: 'text', hu: 'szöveg' },
});

/** Why one cell cannot be its field's value; built only when a cell fails, never per cell. */
export const CONVERT_MESSAGES = defineMessages({
  perArea: {
    en: '{value} is a price per square metre; write the whole price (the rent for the whole area) in this column.',
    hu: 'a(z) {value} négyzetméterár; ebbe az oszlopba a teljes árat (a teljes terület díját) írja.',
  },
  periodOnSale: {
    en: '{value} is an amount per period ({period}), but the row is a sale: if it is a rent, make the row a rent; if it is the sale price, leave the period out.',
    hu: 'a(z) {value} időszakos összeg ({period}), de a sor eladó: ha bérleti díj, a sor legyen kiadó; ha eladási ár, hagyja el az időszakot.',
  },
  wrongKind: { en: '{value} is {what}; {expected} is expected.', hu: '{value} {what}, de {expected} kell.' },
  /** An invalid date where no date is expected: `{what}` would say "date" twice. */
  invalidDateWrongKind: {
    en: '{value} is in the cell; {expected} is expected.',
    hu: '{value} van a cellában, de {expected} kell.',
  },
  notFinite: { en: '{value} is not a finite number.', hu: '{value} nem véges szám.' },
  ambiguousNumber: {
    en: '{value} is ambiguous: it may mean {a} or {b}. Write it without the comma, or with a decimal comma and no thousands separator.',
    hu: '{value} nem egyértelmű: jelenthet {a}-t vagy {b}-t. Írja vesszők nélkül, vagy tizedesvesszővel, ezres tagolás nélkül.',
  },
  notNumber: { en: '{value} is not a number.', hu: '{value} nem szám.' },
  currencyNotMoney: {
    en: '{value} names a currency, but this is not an amount of money.',
    hu: '{value} pénznemet tartalmaz, de ez nem pénzösszeg.',
  },
  notWholeNumber: { en: '{value} is not a whole number.', hu: '{value} nem egész szám.' },
  mappedToDisallowed: {
    en: 'the value mapping of {value} names {code}, which is not an allowed value.',
    hu: '{value} értékmegfeleltetése {code}, ami nem megengedett érték.',
  },
  couldMean: {
    en: '{value} could mean {either}; choose one in the value mapping.',
    hu: '{value} többféleképpen érthető ({either}); válasszon az értékmegfeleltetésben.',
  },
  notAllowed: { en: '{value} is not an allowed value{suggestion}', hu: '{value} nem megengedett érték{suggestion}' },
  notYesNo: { en: '{value} is not a yes/no value ({words}).', hu: '{value} nem igen/nem érték ({words}).' },
  invalidDate: { en: 'the date is not valid.', hu: 'a dátum érvénytelen.' },
  notDate: {
    en: '{value} is not a date (e.g. 2024.05.31. or 2024-05-31 14:00).',
    hu: '{value} nem dátum (pl. 2024.05.31. vagy 2024-05-31 14:00).',
  },
  excelError: {
    en: 'the cell holds the Excel error {error}; correct the formula or type the value.',
    hu: 'a cellában {error} Excel-hiba van; javítsa a képletet vagy írja be az értéket.',
  },
});

/** A cell its column's header scales or names a currency for, that cannot take it. */
export const INTERPRET_MESSAGES = defineMessages({
  tooLarge: { en: '{value} ({unit}) is too large a number.', hu: '{value} ({unit}) túl nagy szám.' },
  notWhole: {
    en: '{value} ({unit}) is {scaled}, not a whole number.',
    hu: '{value} ({unit}) értéke {scaled}, ami nem egész szám.',
  },
  otherCurrency: {
    en: '{value} is in {currency}, but the header says {unit}.',
    hu: '{value} {currency} pénznemben van, de a fejléc szerint {unit}.',
  },
});
