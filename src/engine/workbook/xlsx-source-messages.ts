// The XLSX source's texts (docs/messages.md, docs/reader.md): a file that is not a workbook, a workbook too large or
// without worksheets, the sheets passed over and why.
import { defineMessages } from '../../catalog/message-catalog';

/** A zip that is not an Excel workbook, by what it holds instead. */
export const NOT_A_WORKBOOK_MESSAGES = defineMessages({
  openDocument: {
    en: 'This is an OpenDocument spreadsheet (.ods, e.g. from LibreOffice). Open it in LibreOffice Calc or Excel and save it as .xlsx (Excel 2007-365 / Excel Workbook), then try again.',
    hu: 'Ez OpenDocument-táblázat (.ods, például LibreOffice-ból). Nyissa meg LibreOffice Calcban vagy Excelben, mentse .xlsx formátumban (Excel 2007-365 / Excel-munkafüzet), majd próbálja újra.',
  },
  word: {
    en: 'This is a Word document, not a workbook. Choose the Excel workbook (.xlsx) that holds the listings.',
    hu: 'Ez Word-dokumentum, nem munkafüzet. Válassza a hirdetéseket tartalmazó Excel-munkafüzetet (.xlsx).',
  },
  powerPoint: {
    en: 'This is a PowerPoint presentation, not a workbook. Choose the Excel workbook (.xlsx) that holds the listings.',
    hu: 'Ez PowerPoint-bemutató, nem munkafüzet. Válassza a hirdetéseket tartalmazó Excel-munkafüzetet (.xlsx).',
  },
  zip: {
    en: 'This is a zip archive, not an Excel workbook. If the workbook is inside it, extract it first and choose the .xlsx file.',
    hu: 'Ez zip-archívum, nem Excel-munkafüzet. Ha a munkafüzet benne van, előbb csomagolja ki, és a .xlsx fájlt válassza.',
  },
});

/** Why a sheet the workbook lists is not read. */
export const SKIPPED_SHEET_MESSAGES = defineMessages({
  noRelationship: {
    en: 'it has no part in the file (relationship {id} is missing)',
    hu: 'nincs része a fájlban (hiányzik a(z) {id} kapcsolat)',
  },
  external: { en: 'it is stored outside the workbook file', hu: 'a munkafüzet fájlján kívül van tárolva' },
  chartsheet: { en: 'a chart sheet: it holds a chart, no cells', hu: 'diagramlap: diagramot tartalmaz, cellákat nem' },
  macrosheet: {
    en: 'an Excel 4.0 macro sheet: it holds macros, not listings',
    hu: 'Excel 4.0 makrólap: makrókat tartalmaz, nem hirdetéseket',
  },
  dialogsheet: {
    en: 'an Excel 5.0 dialog sheet: it holds a dialog box, not listings',
    hu: 'Excel 5.0 párbeszédlap: párbeszédpanelt tartalmaz, nem hirdetéseket',
  },
  other: { en: 'not a worksheet', hu: 'nem munkalap' },
  samePart: {
    en: 'it shows the same part as sheet "{sheet}"',
    hu: 'ugyanazt a részt mutatja, mint a(z) „{sheet}” munkalap',
  },
});

/** The workbook as a whole cannot be read. */
export const XLSX_SOURCE_MESSAGES = defineMessages({
  sheetPartMissing: {
    en: 'sheet "{sheet}" is listed but its part {part} is missing',
    hu: 'a(z) „{sheet}” munkalap szerepel a listában, de hiányzik a(z) {part} része',
  },
  noWorksheets: {
    en: 'The workbook has no worksheets{others}. Add a sheet with a header row and the listings below it, save, and try again.',
    hu: 'A munkafüzetben nincs munkalap{others}. Vegyen fel egy munkalapot fejlécsorral és alatta a hirdetésekkel, mentse, és próbálja újra.',
  },
  listsOnly: { en: ' (it lists only {listed})', hu: ' (csak ezeket sorolja fel: {listed})' },
  skippedSheet: { en: '"{sheet}", {reason}', hu: '„{sheet}”, {reason}' },
  tooManySheets: {
    en: 'The workbook lists {count} sheets, more than the {max} one import reads. Keep the sheets with listings in a workbook of their own and try again.',
    hu: 'A munkafüzet {count} munkalapot sorol fel, többet, mint az egy importálás által beolvasható {max}. A hirdetéseket tartalmazó munkalapokat tegye külön munkafüzetbe, és próbálja újra.',
  },
  unpacksTooLarge: {
    en: "The workbook's sheets and tables unpack to {size}, more than the {max} one import reads. Split the listings into several smaller workbooks and try again.",
    hu: 'A munkafüzet munkalapjai és táblái kicsomagolva {size} méretűek, többet, mint az egy importálás által beolvasható {max}. Ossza a hirdetéseket több kisebb munkafüzetre, és próbálja újra.',
  },
  sharedTextTooLong: {
    en: 'The workbook\'s shared text #{index} (it begins "{begins}…") holds {length} characters, more than {max}, Excel\'s limit for a cell, so the file was not written by Excel as it stands. Shorten that text and try again.',
    hu: 'A munkafüzet {index}. közös szövege (így kezdődik: „{begins}…”) {length} karakter, több, mint {max}, az Excel cellánkénti korlátja, tehát a fájlt ebben a formában nem az Excel írta. Rövidítse le a szöveget, és próbálja újra.',
  },
  allEmpty: {
    en: 'Every sheet of the workbook is empty ({sheets}). Put the listings in the workbook under a header row, save, and try again.',
    hu: 'A munkafüzet minden munkalapja üres ({sheets}). Írja a hirdetéseket egy fejlécsor alá a munkafüzetben, mentse, és próbálja újra.',
  },
  closed: { en: 'The workbook {path} was already closed.', hu: '{path} munkafüzetet már bezárták.' },
});
