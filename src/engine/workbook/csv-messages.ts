// The CSV reader's texts (docs/messages.md, docs/reader.md): the encoding a file was read in, characters its
// encoding lacks, and a file that changed, broke or overflowed while it was read.
import { defineMessages } from '../../catalog/message-catalog';

export const CSV_MESSAGES = defineMessages({
  readAs: {
    en: '{file} is read as {encoding} text{writtenBy}, not UTF-8{alike}. Results written into it stay {encoding}.',
    hu: '{file} {encoding} kódolású szövegként olvasva{writtenBy}, nem UTF-8-ként{alike}. A beleírt eredmények is {encoding} kódolásúak.',
  },
  alike: { en: '; ISO-8859-2 reads it alike', hu: '; ISO-8859-2 szerint ugyanígy olvasható' },
  byHungarianExcel: {
    en: ' (how Hungarian Excel saves plain CSV)',
    hu: ' (a magyar Excel így menti az egyszerű CSV-t)',
  },
  withoutMark: { en: ' (without a byte-order mark)', hu: ' (bájtsorrend-jel nélkül)' },
  byExcelUnicode: { en: ' (how Excel saves "Unicode text")', hu: ' (az Excel így menti a „Unicode szöveg”-et)' },
  replaced: {
    en: '{file} keeps its own text encoding, which has no {characters}: each was written into the results as "?".',
    hu: '{file} megtartja a saját kódolását, amelyben nincs {characters}: az eredményekbe „?” került helyettük.',
  },
  damagedUtf16: {
    en: '{file} is UTF-16 text, but some of its bytes are not (the file is cut short, or a character is broken), so it cannot be read as written. Open it in Excel and save it again as "Unicode text" or as "CSV UTF-8 (comma delimited) (*.csv)", and try again.',
    hu: '{file} UTF-16 kódolású szöveg, de néhány bájtja nem az (a fájl csonka, vagy egy karaktere sérült), ezért nem olvasható úgy, ahogy írták. Nyissa meg Excelben, mentse újra „Unicode szöveg” vagy „CSV UTF-8 (pontosvesszővel tagolt) (*.csv)” formátumban, és próbálja újra.',
  },
  changed: {
    en: '{file} changed while it was read: it is no longer {encoding} text. Close the program writing it and try again.',
    hu: '{file} olvasás közben megváltozott: már nem {encoding} szöveg. Zárja be a programot, amely írja, és próbálja újra.',
  },
  cellTooLong: {
    en: "{file} cell {cell} holds more than {max} characters, Excel's limit for a cell; a quote that is never closed does this too. Correct that cell and try again.",
    hu: '{file} {cell} cellája több mint {max} karaktert tartalmaz, többet, mint az Excel cellánkénti korlátja; egy soha le nem zárt idézőjel is ezt okozza. Javítsa ki a cellát, és próbálja újra.',
  },
  tooManyColumns: {
    en: "{file} row {row} has more than {max} columns, the most a sheet can have (Excel's last column is XFD). Check that the file's separator is what it seems, remove the extra columns and try again.",
    hu: '{file} {row}. sorában több mint {max} oszlop van, ennél többet egy munkalap nem tartalmazhat (az Excel utolsó oszlopa az XFD). Ellenőrizze, hogy a fájl elválasztójele az-e, aminek látszik, törölje a fölösleges oszlopokat, és próbálja újra.',
  },
  rowTooLong: {
    en: '{file} has a row longer than {max} characters at row {row}; it is probably not a CSV file, or a quote is never closed.',
    hu: '{file} {row}. sora hosszabb {max} karakternél; valószínűleg nem CSV-fájl, vagy egy idézőjel sosincs lezárva.',
  },
  oneSheet: {
    en: 'The CSV file has one sheet, "{sheet}", not "{asked}".',
    hu: 'A CSV-fájlnak egy munkalapja van, a(z) „{sheet}”, nem „{asked}”.',
  },
  unreadable: { en: '{file} could not be read: {detail}', hu: '{file} nem olvasható: {detail}' },
});
