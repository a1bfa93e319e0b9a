// The sheet scanners' texts (docs/messages.md, docs/reader.md): where a sheet's XML is damaged, and a cell or row too
// long for any workbook Excel writes. Formatted only when a problem is found, never per cell.
import { defineMessages } from '../../catalog/message-catalog';

/** Where a sheet's XML is damaged, for `{detail}` of the package's `damaged` message. */
export const SHEET_DAMAGE_MESSAGES = defineMessages({
  notWorksheet: {
    en: 'sheet "{sheet}" does not start with a worksheet element',
    hu: 'a(z) „{sheet}” munkalap nem munkalap-elemmel kezdődik',
  },
  longTag: {
    en: 'sheet "{sheet}" has a tag of more than {max} characters after row {row}',
    hu: 'a(z) „{sheet}” munkalap {row}. sora után egy {max} karakternél hosszabb címke áll',
  },
  endsInRow: {
    en: 'sheet "{sheet}" ends in the middle of a row, after row {row}',
    hu: 'a(z) „{sheet}” munkalap egy sor közepén ér véget, a(z) {row}. sor után',
  },
  rowNumbered: {
    en: 'sheet "{sheet}" has a row numbered {number}',
    hu: 'a(z) „{sheet}” munkalap egyik sorának száma {number}',
  },
  rowNotClosed: {
    en: 'sheet "{sheet}" row {row} is not closed',
    hu: 'a(z) „{sheet}” munkalap {row}. sora nincs lezárva',
  },
  malformedCell: {
    en: 'sheet "{sheet}" row {row} has a malformed cell',
    hu: 'a(z) „{sheet}” munkalap {row}. sorában hibás cella van',
  },
  beyondLastColumn: {
    en: 'sheet "{sheet}" row {row} has a cell beyond column XFD',
    hu: 'a(z) „{sheet}” munkalap {row}. sorában XFD oszlopon túli cella van',
  },
  cellNotClosed: {
    en: 'sheet "{sheet}" row {row} has a cell that is not closed',
    hu: 'a(z) „{sheet}” munkalap {row}. sorában le nem zárt cella van',
  },
  rowMalformed: {
    en: 'sheet "{sheet}" row {row} is malformed',
    hu: 'a(z) „{sheet}” munkalap {row}. sora hibás',
  },
  noSharedText: {
    en: 'sheet "{sheet}" row {row} refers to shared text #{index}, which does not exist',
    hu: 'a(z) „{sheet}” munkalap {row}. sora a nem létező {index}. közös szövegre hivatkozik',
  },
});

/** A cell or row longer than any workbook Excel writes. */
export const SHEET_SIZE_MESSAGES = defineMessages({
  cellNearRow: {
    en: 'Sheet "{sheet}" has a cell in or after row {row} whose text is longer than {max} characters, Excel\'s limit for a cell, so the workbook was not written by Excel as it stands. Shorten that cell (or save the workbook again from Excel) and try again.',
    hu: 'A(z) „{sheet}” munkalap {row}. sorában vagy utána van egy cella, amelynek szövege hosszabb {max} karakternél, az Excel cellánkénti korlátjánál, tehát a munkafüzetet ebben a formában nem az Excel írta. Rövidítse le a cellát (vagy mentse újra Excelből), és próbálja újra.',
  },
  rowAfter: {
    en: 'Sheet "{sheet}" has a row after row {row} that takes more than {max} characters, far more than a listing row can. Remove that row\'s oversized content and try again.',
    hu: 'A(z) „{sheet}” munkalap {row}. sora utáni egyik sor több mint {max} karaktert foglal, sokkal többet, mint egy hirdetés sora. Törölje a sor túlméretes tartalmát, és próbálja újra.',
  },
  cellText: {
    en: 'Sheet "{sheet}" {cell} holds {length} characters of text, more than {max}, Excel\'s limit for a cell. Shorten it (Excel cannot show it either) and try again.',
    hu: 'A(z) „{sheet}” munkalap {cell} {length} karakter szöveget tartalmaz, többet, mint {max}, az Excel cellánkénti korlátja. Rövidítse le (az Excel sem tudja megjeleníteni), és próbálja újra.',
  },
  cellAt: { en: 'cell {cell}', hu: '{cell} cellája' },
  cellOfRow: { en: 'a cell of row {row}', hu: '{row}. sorának egyik cellája' },
});
