// Opens a workbook by what the file contains, not only by its name, and says what to do with anything unreadable.
import { constants, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import { damagedUtf16, probeCsv } from './csv-encoding';
import { formatBytes, formatBytesHu } from '../ooxml/input-limits';
import { CsvSource } from './csv-source';
import type { ReaderOptions } from '../ooxml/reader-options';
import { readerLimits } from '../ooxml/reader-options';
import type { WorkbookError } from '../model/workbook-error';
import type { WorkbookSource } from '../model/workbook-source';
import { WorkbookReadError } from '../model/workbook-error';
import { openXlsx } from './xlsx-source';
import { readAt, readZipDirectory } from '../ooxml/zip-central-directory';

export type { ReaderOptions } from '../ooxml/reader-options';

const SNIFF_BYTES = 64 * 1024;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const TEXT_EXTENSIONS = new Set(['.csv', '.txt', '.tsv', '']);
const SAVE_AS_XLSX = 'Open it in Excel and save it as .xlsx (Excel Workbook), then try again.';
const SAVE_AS_XLSX_HU = 'Nyissa meg Excelben, mentse .xlsx formátumban (Excel-munkafüzet), majd próbálja újra.';
const CHOOSE_LISTINGS_HU = 'Válassza a hirdetéseket tartalmazó Excel-munkafüzetet (.xlsx) vagy CSV-fájlt.';
const SAVE_AS_CSV_UTF8_HU =
  'Excelben válassza a Fájl › Mentés másként › „CSV UTF-8 (pontosvesszővel tagolt) (*.csv)” lehetőséget, ' +
  'vagy mentse .xlsx formátumban, és próbálja újra.';

function fail(
  kind: WorkbookError['kind'],
  message: string,
  messageHu: string,
): { readonly ok: false; readonly error: WorkbookError } {
  return err({ kind, message, messageHu });
}

function fileProblem(filePath: string, e: unknown): WorkbookError {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  const name = path.basename(filePath);
  switch (code) {
    case 'ENOENT':
      return {
        kind: 'not_found',
        message: `There is no file at ${filePath}. Check the name and folder and try again.`,
        messageHu: `Nincs fájl itt: ${filePath}. Ellenőrizze a nevet és a mappát, és próbálja újra.`,
      };
    case 'EISDIR':
      return {
        kind: 'not_found',
        message: `${filePath} is a folder, not a workbook. Choose the .xlsx or .csv file inside it.`,
        messageHu: `${filePath} mappa, nem munkafüzet. Válassza ki a benne lévő .xlsx vagy .csv fájlt.`,
      };
    case 'EACCES':
    case 'EPERM':
      return {
        kind: 'not_found',
        message: `${name} cannot be read: permission denied. Copy it somewhere you can read it, or ask for access.`,
        messageHu:
          `${name} nem olvasható: nincs hozzá jogosultság. Másolja olyan helyre, ahol olvashatja, ` +
          'vagy kérjen hozzáférést.',
      };
    case 'EBUSY':
      return {
        kind: 'not_found',
        message: `${name} is locked by another program. Close it in Excel and try again.`,
        messageHu: `${name} fájlt egy másik program zárolja. Zárja be Excelben, és próbálja újra.`,
      };
    default: {
      const detail = e instanceof Error ? e.message : String(e);
      return {
        kind: 'not_found',
        message: `${name} cannot be read (${detail}).`,
        messageHu: `${name} nem olvasható (${detail}).`,
      };
    }
  }
}

/** What a path that is no regular file leads to, in both languages; null for a folder (it has its own advice). */
function specialFileKind(stat: Stats): { readonly en: string; readonly hu: string } | null {
  if (stat.isFIFO()) return { en: 'a named pipe (FIFO)', hu: 'nevesített csővezeték (FIFO)' };
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return { en: 'a device', hu: 'eszköz' };
  if (stat.isSocket()) return { en: 'a socket', hu: 'hálózati csatlakozó (socket)' };
  return null;
}

/** A path that opened but is no regular file: says what it is (docs/reader.md, "Paths that are no workbook"). */
function notAFile(filePath: string, stat: Stats): WorkbookError {
  const kind = specialFileKind(stat);
  if (kind === null) return fileProblem(filePath, Object.assign(new Error('a folder'), { code: 'EISDIR' }));
  return {
    kind: 'not_found',
    message: `${filePath} is ${kind.en}, not a workbook file. Choose the Excel workbook (.xlsx) or CSV file with the listings.`,
    messageHu: `${filePath} ${kind.hu}, nem munkafüzet-fájl. ${CHOOSE_LISTINGS_HU}`,
  };
}

/**
 * Whether an OLE compound file (the container of .xls) holds an encrypted OOXML package: a password-protected .xlsx.
 */
async function isEncryptedPackage(fh: FileHandle, size: number): Promise<boolean> {
  const step = 1024 * 1024;
  // The directory stream holding the name is usually near the start or the end; 64 MB bounds the search.
  for (let position = 0; position < Math.min(size, 64 * step); position += step - ENCRYPTED_PACKAGE.length) {
    const chunk = await readAt(fh, position, Math.min(step, size - position));
    if (chunk.indexOf(ENCRYPTED_PACKAGE) >= 0) return true;
  }
  return false;
}

function textProblem(head: Buffer, name: string): WorkbookError | null {
  const text = head.toString('latin1', 0, Math.min(head.length, 2048)).trimStart().toLowerCase();
  if (text.startsWith('<?xml') && text.includes('urn:schemas-microsoft-com:office:spreadsheet')) {
    return {
      kind: 'unsupported_format',
      message: `${name} is an "XML Spreadsheet 2003" file. ${SAVE_AS_XLSX}`,
      messageHu: `${name} „XML-táblázat 2003” fájl. ${SAVE_AS_XLSX_HU}`,
    };
  }
  if (
    text.startsWith('<!doctype html') ||
    text.startsWith('<html') ||
    text.startsWith('<table') ||
    text.includes('<html')
  ) {
    return {
      kind: 'unsupported_format',
      message: `${name} is a web page (HTML) with a spreadsheet name, as some programs export. ${SAVE_AS_XLSX}`,
      messageHu: `${name} táblázatnak nevezett weboldal (HTML), ahogy egyes programok exportálnak. ${SAVE_AS_XLSX_HU}`,
    };
  }
  if (text.startsWith('%pdf'))
    return {
      kind: 'unsupported_format',
      message: `${name} is a PDF document, not a workbook. Choose the Excel workbook (.xlsx) or CSV file with the listings.`,
      messageHu: `${name} PDF-dokumentum, nem munkafüzet. ${CHOOSE_LISTINGS_HU}`,
    };
  if (text.startsWith('{\\rtf'))
    return {
      kind: 'unsupported_format',
      message: `${name} is a rich-text document, not a workbook. Choose the Excel workbook (.xlsx) or CSV file with the listings.`,
      messageHu: `${name} RTF-dokumentum, nem munkafüzet. ${CHOOSE_LISTINGS_HU}`,
    };
  return null;
}

function mixedEncodings(name: string): WorkbookError {
  return {
    kind: 'unsupported_format',
    message:
      `${name} mixes UTF-8 text with text in another encoding (two exports pasted together, perhaps), so no one ` +
      'encoding reads all of it. Open it in Excel and save it as "CSV UTF-8 (comma delimited) (*.csv)" or as .xlsx, ' +
      'and try again.',
    messageHu:
      `${name} UTF-8 és más kódolású szöveget is tartalmaz (talán két exportot másoltak egybe), ezért egyetlen ` +
      `kódolással sem olvasható végig. ${SAVE_AS_CSV_UTF8_HU}`,
  };
}

async function openByContent(
  filePath: string,
  fh: FileHandle,
  options: ReaderOptions,
): Promise<Result<WorkbookSource, WorkbookError>> {
  const limits = readerLimits(options);
  const name = path.basename(filePath);
  const extension = path.extname(filePath).toLowerCase();
  const stat = await fh.stat();
  if (!stat.isFile()) return err(notAFile(filePath, stat));
  const size = stat.size;
  if (size > limits.maxFileBytes) {
    return fail(
      'too_large',
      `${name} is ${formatBytes(size)}, larger than the ${formatBytes(limits.maxFileBytes)} one ` +
        'import reads. Split the listings into several smaller workbooks and import them one after the other.',
      `${name} mérete ${formatBytesHu(size)}, több, mint az egy importálás által beolvasható ` +
        `${formatBytesHu(limits.maxFileBytes)}. Ossza a hirdetéseket több kisebb munkafüzetre, ` +
        'és importálja őket egymás után.',
    );
  }
  if (size === 0)
    return fail(
      'empty',
      `${name} is empty (0 bytes). If it was copied or downloaded, copy it again; otherwise open the original in Excel and save it again.`,
      `${name} üres (0 bájt). Ha másolta vagy letöltötte, másolja le újra; különben nyissa meg az eredetit ` +
        'Excelben, és mentse el újra.',
    );
  const head = await readAt(fh, 0, Math.min(size, SNIFF_BYTES));

  if (head[0] === 0x50 && head[1] === 0x4b) {
    const directory = await readZipDirectory(fh, size, undefined, limits.maxParts);
    if (!directory.ok) return directory;
    if (directory.value.byName.has('xl/workbook.bin')) {
      return fail(
        'unsupported_format',
        `${name} is an Excel Binary Workbook (.xlsb). ${SAVE_AS_XLSX}`,
        `${name} bináris Excel-munkafüzet (.xlsb). ${SAVE_AS_XLSX_HU}`,
      );
    }
    return openXlsx(filePath, fh, size, directory.value, limits);
  }
  if (head.subarray(0, 8).equals(OLE_MAGIC)) {
    if (await isEncryptedPackage(fh, size)) {
      return fail(
        'encrypted',
        `${name} is protected with a password, so it cannot be read. Open it in Excel, remove the password (File › Info › Protect Workbook › Encrypt with Password, clear the password), save it, and try again.`,
        `${name} jelszóval védett, ezért nem olvasható. Nyissa meg Excelben, vegye le a jelszót (Fájl › Információ › ` +
          'Munkafüzet védelme › Titkosítás jelszóval, törölje a jelszót), mentse, és próbálja újra.',
      );
    }
    return fail(
      'unsupported_format',
      `${name} is an old Excel 97-2003 .xls file. ${SAVE_AS_XLSX}`,
      `${name} régi, Excel 97-2003 formátumú .xls fájl. ${SAVE_AS_XLSX_HU}`,
    );
  }
  // UTF-16 text ("Unicode text") has a zero byte beside every ASCII letter: its mark says so before the checks below.
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  const problem = utf16 ? null : textProblem(head, name);
  if (problem) return err(problem);
  if (!utf16 && head.includes(0)) {
    return fail(
      'unsupported_format',
      `${name} is neither an Excel workbook (.xlsx) nor a CSV text file. ${SAVE_AS_XLSX}`,
      `${name} sem Excel-munkafüzet (.xlsx), sem CSV-szövegfájl. ${SAVE_AS_XLSX_HU}`,
    );
  }
  if (!TEXT_EXTENSIONS.has(extension)) {
    const kind = extension === '.ods' ? 'an OpenDocument spreadsheet' : `a ${extension} workbook`;
    const kindHu = extension === '.ods' ? 'OpenDocument-táblázat' : `${extension} munkafüzet`;
    return fail(
      'unsupported_format',
      `${name} is named like ${kind} but contains plain text. If it is a CSV file, rename it to end in .csv; otherwise open it in Excel and save it as .xlsx (Excel Workbook), then try again.`,
      `${name} neve szerint ${kindHu}, de egyszerű szöveget tartalmaz. Ha CSV-fájl, nevezze át .csv ` +
        `végződésűre; különben ${SAVE_AS_XLSX_HU.charAt(0).toLowerCase()}${SAVE_AS_XLSX_HU.slice(1)}`,
    );
  }
  const form = await probeCsv(filePath);
  if (form.mixed) return err(mixedEncodings(name));
  if (form.damaged === true) return err({ kind: 'corrupt', ...damagedUtf16(name) });
  const text = new TextDecoder(form.encoding).decode(head);
  if (text.trim() === '')
    return fail(
      'empty',
      `${name} holds no data. Put a header row and the listings in it, save, and try again.`,
      `${name} nem tartalmaz adatot. Írjon bele egy fejlécsort és alá a hirdetéseket, mentse, és próbálja újra.`,
    );
  if (!form.tabular)
    return fail(
      'unsupported_format',
      `${name} is a text file but holds no table: none of its first lines has a ; , or tab between columns. ` +
        'Choose the Excel workbook (.xlsx) or CSV file with the listings.',
      `${name} szövegfájl, de nincs benne táblázat: egyik első sorában sincs ; , vagy tabulátor az oszlopok ` +
        `között. ${CHOOSE_LISTINGS_HU}`,
    );
  await fh.close();
  return ok(new CsvSource(filePath, form, limits));
}

/**
 * Opens an .xlsx workbook or a .csv file (UTF-8, UTF-16 with its mark, Windows-1250 or ISO-8859-2) for reading.
 * Never throws: every failure is a `WorkbookError` whose message tells the user what to do. The caller closes the
 * returned source.
 */
export async function openWorkbook(
  filePath: string,
  options: ReaderOptions = {},
): Promise<Result<WorkbookSource, WorkbookError>> {
  let fh: FileHandle;
  try {
    // Non-blocking, so a named pipe opens at once (to be refused) instead of waiting for a writer forever; a regular
    // file reads the same either way. Windows has no such flag, and no named pipes in the file system.
    fh = await open(filePath, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return err(fileProblem(filePath, e));
  }
  let result: Result<WorkbookSource, WorkbookError>;
  try {
    result = await openByContent(filePath, fh, options);
  } catch (e) {
    result =
      e instanceof WorkbookReadError
        ? err(e.detail)
        : fail(
            'corrupt',
            `${path.basename(filePath)} could not be read (${e instanceof Error ? e.message : String(e)}). ${SAVE_AS_XLSX}`,
            `${path.basename(filePath)} nem olvasható (${e instanceof Error ? e.message : String(e)}). ` +
              SAVE_AS_XLSX_HU,
          );
  }
  // An xlsx source keeps the handle; everything else is done with it.
  if (!result.ok || result.value.format !== 'xlsx') await fh.close().catch(() => undefined);
  return result;
}
