// Opening a workbook's texts (docs/messages.md, docs/reader.md): a path that cannot be opened, a file that is no
// workbook the reader takes, and what the user can do about it.
import { defineMessages } from '../../catalog/message-catalog';

/** What the user can do, for `{advice}` of the refusals below. */
export const OPEN_ADVICE_MESSAGES = defineMessages({
  saveAsXlsx: {
    en: 'Open it in Excel and save it as .xlsx (Excel Workbook), then try again.',
    hu: 'Nyissa meg Excelben, mentse .xlsx formátumban (Excel-munkafüzet), majd próbálja újra.',
  },
  chooseListings: {
    en: 'Choose the Excel workbook (.xlsx) or CSV file with the listings.',
    hu: 'Válassza a hirdetéseket tartalmazó Excel-munkafüzetet (.xlsx) vagy CSV-fájlt.',
  },
});

/** What a path that is no regular file leads to, for `{kind}` of `notAFile`. */
export const SPECIAL_FILE_MESSAGES = defineMessages({
  fifo: { en: 'a named pipe (FIFO)', hu: 'nevesített csővezeték (FIFO)' },
  device: { en: 'a device', hu: 'eszköz' },
  socket: { en: 'a socket', hu: 'hálózati csatlakozó (socket)' },
});

/** A path that cannot be opened or read. */
export const FILE_PROBLEM_MESSAGES = defineMessages({
  noFile: {
    en: 'There is no file at {path}. Check the name and folder and try again.',
    hu: 'Nincs fájl itt: {path}. Ellenőrizze a nevet és a mappát, és próbálja újra.',
  },
  folder: {
    en: '{path} is a folder, not a workbook. Choose the .xlsx or .csv file inside it.',
    hu: '{path} mappa, nem munkafüzet. Válassza ki a benne lévő .xlsx vagy .csv fájlt.',
  },
  permission: {
    en: '{name} cannot be read: permission denied. Copy it somewhere you can read it, or ask for access.',
    hu: '{name} nem olvasható: nincs hozzá jogosultság. Másolja olyan helyre, ahol olvashatja, vagy kérjen hozzáférést.',
  },
  locked: {
    en: '{name} is locked by another program. Close it in Excel and try again.',
    hu: '{name} fájlt egy másik program zárolja. Zárja be Excelben, és próbálja újra.',
  },
  unreadable: { en: '{name} cannot be read ({detail}).', hu: '{name} nem olvasható ({detail}).' },
  notAFile: {
    en: '{path} is {kind}, not a workbook file. {advice}',
    hu: '{path} {kind}, nem munkafüzet-fájl. {advice}',
  },
  couldNotRead: {
    en: '{name} could not be read ({detail}). {advice}',
    hu: '{name} nem olvasható ({detail}). {advice}',
  },
});

/** A file that is no workbook the reader takes, by what it is. */
export const FILE_FORMAT_MESSAGES = defineMessages({
  xmlSpreadsheet: {
    en: '{name} is an "XML Spreadsheet 2003" file. {advice}',
    hu: '{name} „XML-táblázat 2003” fájl. {advice}',
  },
  html: {
    en: '{name} is a web page (HTML) with a spreadsheet name, as some programs export. {advice}',
    hu: '{name} táblázatnak nevezett weboldal (HTML), ahogy egyes programok exportálnak. {advice}',
  },
  pdf: {
    en: '{name} is a PDF document, not a workbook. {advice}',
    hu: '{name} PDF-dokumentum, nem munkafüzet. {advice}',
  },
  rtf: {
    en: '{name} is a rich-text document, not a workbook. {advice}',
    hu: '{name} RTF-dokumentum, nem munkafüzet. {advice}',
  },
  mixedEncodings: {
    en: '{name} mixes UTF-8 text with text in another encoding (two exports pasted together, perhaps), so no one encoding reads all of it. Open it in Excel and save it as "CSV UTF-8 (comma delimited) (*.csv)" or as .xlsx, and try again.',
    hu: '{name} UTF-8 és más kódolású szöveget is tartalmaz (talán két exportot másoltak egybe), ezért egyetlen kódolással sem olvasható végig. Excelben válassza a Fájl › Mentés másként › „CSV UTF-8 (pontosvesszővel tagolt) (*.csv)” lehetőséget, vagy mentse .xlsx formátumban, és próbálja újra.',
  },
  tooLarge: {
    en: '{name} is {size}, larger than the {max} one import reads. Split the listings into several smaller workbooks and import them one after the other.',
    hu: '{name} mérete {size}, több, mint az egy importálás által beolvasható {max}. Ossza a hirdetéseket több kisebb munkafüzetre, és importálja őket egymás után.',
  },
  emptyFile: {
    en: '{name} is empty (0 bytes). If it was copied or downloaded, copy it again; otherwise open the original in Excel and save it again.',
    hu: '{name} üres (0 bájt). Ha másolta vagy letöltötte, másolja le újra; különben nyissa meg az eredetit Excelben, és mentse el újra.',
  },
  xlsb: {
    en: '{name} is an Excel Binary Workbook (.xlsb). {advice}',
    hu: '{name} bináris Excel-munkafüzet (.xlsb). {advice}',
  },
  encrypted: {
    en: '{name} is protected with a password, so it cannot be read. Open it in Excel, remove the password (File › Info › Protect Workbook › Encrypt with Password, clear the password), save it, and try again.',
    hu: '{name} jelszóval védett, ezért nem olvasható. Nyissa meg Excelben, vegye le a jelszót (Fájl › Információ › Munkafüzet védelme › Titkosítás jelszóval, törölje a jelszót), mentse, és próbálja újra.',
  },
  xls: {
    en: '{name} is an old Excel 97-2003 .xls file. {advice}',
    hu: '{name} régi, Excel 97-2003 formátumú .xls fájl. {advice}',
  },
  binary: {
    en: '{name} is neither an Excel workbook (.xlsx) nor a CSV text file. {advice}',
    hu: '{name} sem Excel-munkafüzet (.xlsx), sem CSV-szövegfájl. {advice}',
  },
  textNamedOds: {
    en: '{name} is named like an OpenDocument spreadsheet but contains plain text. If it is a CSV file, rename it to end in .csv; otherwise open it in Excel and save it as .xlsx (Excel Workbook), then try again.',
    hu: '{name} neve szerint OpenDocument-táblázat, de egyszerű szöveget tartalmaz. Ha CSV-fájl, nevezze át .csv végződésűre; különben nyissa meg Excelben, mentse .xlsx formátumban (Excel-munkafüzet), majd próbálja újra.',
  },
  textNamedWorkbook: {
    en: '{name} is named like a {extension} workbook but contains plain text. If it is a CSV file, rename it to end in .csv; otherwise open it in Excel and save it as .xlsx (Excel Workbook), then try again.',
    hu: '{name} neve szerint {extension} munkafüzet, de egyszerű szöveget tartalmaz. Ha CSV-fájl, nevezze át .csv végződésűre; különben nyissa meg Excelben, mentse .xlsx formátumban (Excel-munkafüzet), majd próbálja újra.',
  },
  noData: {
    en: '{name} holds no data. Put a header row and the listings in it, save, and try again.',
    hu: '{name} nem tartalmaz adatot. Írjon bele egy fejlécsort és alá a hirdetéseket, mentse, és próbálja újra.',
  },
  noTable: {
    en: '{name} is a text file but holds no table: none of its first lines has a ; , or tab between columns. {advice}',
    hu: '{name} szövegfájl, de nincs benne táblázat: egyik első sorában sincs ; , vagy tabulátor az oszlopok között. {advice}',
  },
});
