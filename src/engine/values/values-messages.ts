// The value layer's texts (docs/messages.md): a fill at odds with the row, the office's remembered words, and the
// note on a text shortened to fit a cell.
import { defineMessages } from '../../catalog';

export const VALUES_MESSAGES = defineMessages({
  fillConflict: {
    en: 'the row gives {given}, but another column of it says {wanted}.',
    hu: 'a sor értéke {given}, de egy másik oszlopa szerint {wanted}.',
  },
  learnedWordsFile: {
    en: 'the remembered words of office {office}',
    hu: 'a(z) {office}. iroda megjegyzett szavai',
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
