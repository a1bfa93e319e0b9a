// Opens a workbook by what the file contains, not only by its name, and says what to do with anything unreadable.
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import { detectSeparator } from './csv-records';
import { formatBytes } from './input-limits';
import { CsvSource, notUtf8 } from './csv-source';
import type { ReaderOptions } from './reader-options';
import { readerLimits } from './reader-options';
import type { WorkbookError, WorkbookSource } from './workbook-types';
import { WorkbookReadError } from './workbook-types';
import { openXlsx } from './xlsx-source';
import { readAt, readZipDirectory } from './zip-central-directory';

export type { ReaderOptions } from './reader-options';

const SNIFF_BYTES = 64 * 1024;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const TEXT_EXTENSIONS = new Set(['.csv', '.txt', '.tsv', '']);
const SAVE_AS_XLSX = 'Open it in Excel and save it as .xlsx (Excel Workbook), then try again.';

function fail(kind: WorkbookError['kind'], message: string): { readonly ok: false; readonly error: WorkbookError } {
  return err({ kind, message });
}

function fileProblem(filePath: string, e: unknown): WorkbookError {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  const name = path.basename(filePath);
  switch (code) {
    case 'ENOENT':
      return {
        kind: 'not_found',
        message: `There is no file at ${filePath}. Check the name and folder and try again.`,
      };
    case 'EISDIR':
      return {
        kind: 'not_found',
        message: `${filePath} is a folder, not a workbook. Choose the .xlsx or .csv file inside it.`,
      };
    case 'EACCES':
    case 'EPERM':
      return {
        kind: 'not_found',
        message: `${name} cannot be read: permission denied. Copy it somewhere you can read it, or ask for access.`,
      };
    case 'EBUSY':
      return { kind: 'not_found', message: `${name} is locked by another program. Close it in Excel and try again.` };
    default:
      return { kind: 'not_found', message: `${name} cannot be read (${e instanceof Error ? e.message : String(e)}).` };
  }
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
    return { kind: 'unsupported_format', message: `${name} is an "XML Spreadsheet 2003" file. ${SAVE_AS_XLSX}` };
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
    };
  }
  if (text.startsWith('%pdf'))
    return {
      kind: 'unsupported_format',
      message: `${name} is a PDF document, not a workbook. Choose the Excel workbook (.xlsx) or CSV file with the listings.`,
    };
  if (text.startsWith('{\\rtf'))
    return {
      kind: 'unsupported_format',
      message: `${name} is a rich-text document, not a workbook. Choose the Excel workbook (.xlsx) or CSV file with the listings.`,
    };
  return null;
}

function isValidUtf8Start(head: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
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
  if (!stat.isFile()) return err(fileProblem(filePath, Object.assign(new Error('not a file'), { code: 'EISDIR' })));
  const size = stat.size;
  if (size > limits.maxFileBytes) {
    return fail(
      'too_large',
      `${name} is ${formatBytes(size)}, larger than the ${formatBytes(limits.maxFileBytes)} one ` +
        'import reads. Split the listings into several smaller workbooks and import them one after the other.',
    );
  }
  if (size === 0)
    return fail(
      'empty',
      `${name} is empty (0 bytes). If it was copied or downloaded, copy it again; otherwise open the original in Excel and save it again.`,
    );
  const head = await readAt(fh, 0, Math.min(size, SNIFF_BYTES));

  if (head[0] === 0x50 && head[1] === 0x4b) {
    const directory = await readZipDirectory(fh, size, undefined, limits.maxParts);
    if (!directory.ok) return directory;
    if (directory.value.byName.has('xl/workbook.bin')) {
      return fail('unsupported_format', `${name} is an Excel Binary Workbook (.xlsb). ${SAVE_AS_XLSX}`);
    }
    return openXlsx(filePath, fh, size, directory.value, limits);
  }
  if (head.subarray(0, 8).equals(OLE_MAGIC)) {
    if (await isEncryptedPackage(fh, size)) {
      return fail(
        'encrypted',
        `${name} is protected with a password, so it cannot be read. Open it in Excel, remove the password (File › Info › Protect Workbook › Encrypt with Password, clear the password), save it, and try again.`,
      );
    }
    return fail('unsupported_format', `${name} is an old Excel 97-2003 .xls file. ${SAVE_AS_XLSX}`);
  }
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    return fail(
      'unsupported_format',
      `${name} is UTF-16 ("Unicode text") rather than UTF-8. In Excel choose File › Save As › "CSV UTF-8 (comma delimited) (*.csv)", or save it as .xlsx, and try again.`,
    );
  }
  const problem = textProblem(head, name);
  if (problem) return err(problem);
  if (head.includes(0)) {
    return fail(
      'unsupported_format',
      `${name} is neither an Excel workbook (.xlsx) nor a CSV text file. ${SAVE_AS_XLSX}`,
    );
  }
  if (!TEXT_EXTENSIONS.has(extension)) {
    const kind = extension === '.ods' ? 'an OpenDocument spreadsheet' : `a ${extension} workbook`;
    return fail(
      'unsupported_format',
      `${name} is named like ${kind} but contains plain text. If it is a CSV file, rename it to end in .csv; otherwise open it in Excel and save it as .xlsx (Excel Workbook), then try again.`,
    );
  }
  if (!isValidUtf8Start(head)) return err(notUtf8(name));
  const text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  if (text.trim() === '')
    return fail('empty', `${name} holds no data. Put a header row and the listings in it, save, and try again.`);
  await fh.close();
  return ok(new CsvSource(filePath, detectSeparator(text), limits));
}

/**
 * Opens an .xlsx workbook or a UTF-8 .csv file for reading. Never throws: every failure is a `WorkbookError`
 * whose message tells the user what to do. The caller closes the returned source.
 */
export async function openWorkbook(
  filePath: string,
  options: ReaderOptions = {},
): Promise<Result<WorkbookSource, WorkbookError>> {
  let fh: FileHandle;
  try {
    fh = await open(filePath, 'r');
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
          );
  }
  // An xlsx source keeps the handle; everything else is done with it.
  if (!result.ok || result.value.format !== 'xlsx') await fh.close().catch(() => undefined);
  return result;
}
