// Reading a table's texts (docs/messages.md, docs/reader.md): a sheet not found or without a header, a workbook over
// the read limits, and two columns under the same header.
import type { Words } from '../../catalog/field-types';
import { defineMessages, formatBoth } from '../../catalog/message-catalog';
import { QUOTE_MESSAGES } from '../../catalog/quote-messages';

export const TABLE_MESSAGES = defineMessages({
  noSuchSheet: {
    en: 'The workbook has no sheet named "{sheet}"; its sheets are {sheets}.',
    hu: 'A munkafüzetben nincs „{sheet}” nevű munkalap; a munkalapjai: {sheets}.',
  },
  emptySheet: {
    en: 'Sheet "{sheet}" is empty. Put a header row and the listings below it, or choose another sheet.',
    hu: 'A(z) „{sheet}” munkalap üres. Írjon bele egy fejlécsort és alá a hirdetéseket, vagy válasszon másik munkalapot.',
  },
  emptyHeaderRow: {
    en: 'Row {row} of sheet "{sheet}" is empty, so it cannot be the header row. Choose the row that holds the column names.',
    hu: 'A(z) „{sheet}” munkalap {row}. sora üres, így nem lehet fejlécsor. Válassza az oszlopneveket tartalmazó sort.',
  },
  sheetUnreadable: {
    en: 'The sheet could not be read ({detail}). Open the workbook in Excel, save it as .xlsx and try again.',
    hu: 'A munkalap nem olvasható ({detail}). Nyissa meg a munkafüzetet Excelben, mentse .xlsx formátumban, és próbálja újra.',
  },
  duplicateHeader: {
    en: {
      one: 'Sheet "{sheet}": columns {letters} have the same header "{header}". Only one column can give a field its value, so column {others} is not imported unless you rename the headers or map it to another field.',
      other:
        'Sheet "{sheet}": columns {letters} have the same header "{header}". Only one column can give a field its value, so columns {others} are not imported unless you rename the headers or map them to another field.',
    },
    hu: '„{sheet}” munkalap: a(z) {letters} oszlop fejléce ugyanaz („{header}”). Egy mező értékét csak egy oszlop adhatja, ezért a(z) {others} oszlop nem kerül importálásra, hacsak át nem nevezi a fejléceket, vagy másik mezőhöz nem rendeli.',
  },
});

/** A workbook over the limits one import reads. */
export const READ_LIMIT_MESSAGES = defineMessages({
  holdsTooMuch: {
    en: "{file} holds {what}, the most one import reads (a limit that keeps a damaged or deliberately inflated file from using up the computer's memory). Split the listings into several smaller workbooks and import them one after the other.",
    hu: '{file} {what} tartalmaz, ennyit olvas be legfeljebb egy importálás (ez a korlát óvja meg a számítógép memóriáját egy sérült vagy szándékosan felfújt fájltól). Ossza a hirdetéseket több kisebb munkafüzetre, és importálja őket egymás után.',
  },
  rows: {
    en: 'more than {max} rows with data, counted over all its sheets',
    hu: 'több mint {max} adatot tartalmazó sort (az összes munkalapján együtt)',
  },
  cells: {
    en: 'more than {max} cells, counted over all its sheets',
    hu: 'több mint {max} cellát (az összes munkalapján együtt)',
  },
  tooSlow: {
    en: 'Reading {file} took longer than {seconds} seconds, the limit for one workbook, so it was stopped. Split the listings into several smaller workbooks and import them one after the other.',
    hu: '{file} beolvasása tovább tartott {seconds} másodpercnél, az egy munkafüzetre szabott korlátnál, ezért leállt. Ossza a hirdetéseket több kisebb munkafüzetre, és importálja őket egymás után.',
  },
});

/** Sheet names quoted for each language, joined with commas. */
export function sheetNamesInBoth(names: readonly string[]): Words {
  const quoted = names.map((name) => formatBoth(QUOTE_MESSAGES.quoted, { text: name }));
  return { en: quoted.map((q) => q.en).join(', '), hu: quoted.map((q) => q.hu).join(', ') };
}

/** A sheet asked for by name that the workbook does not have, listing those it has. */
export function noSuchSheet(sheet: string, names: readonly string[]): Words {
  return formatBoth(TABLE_MESSAGES.noSuchSheet, { sheet, sheets: sheetNamesInBoth(names) });
}
