// Opens a workbook by what the file contains, not only by its name, and says what to do with anything unreadable.
import { constants, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Result, Words } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { damagedUtf16, probeCsv, utf16Start } from './csv-encoding';
import { bytesInBoth } from '../ooxml/input-limits';
import {
  FILE_FORMAT_MESSAGES as F,
  FILE_PROBLEM_MESSAGES as P,
  OPEN_ADVICE_MESSAGES as ADVICE,
  SPECIAL_FILE_MESSAGES as SPECIAL,
} from './open-workbook-messages';
import { CsvSource } from './csv-source';
import type { ReaderOptions } from '../ooxml/reader-options';
import { readerLimits } from '../ooxml/reader-options';
import type { WorkbookError } from '../model/workbook-error';
import type { WorkbookSource } from '../model/workbook-source';
import { WorkbookReadError } from '../model/workbook-error';
import { openXlsx } from './xlsx-source';
import { readAt, readZipDirectory } from '../ooxml/zip-central-directory';

export type { ReaderOptions } from '../ooxml/reader-options';

/** How a workbook is opened: the read's limits and chunking, and what is kept of it. */
export interface OpenWorkbookOptions extends ReaderOptions {
  /**
   * An .xlsx's sheets, once read whole, are kept (compressed and inflated) for the next write-back of the file: an
   * upload's trial, which then does not inflate them again (ooxml/kept-sheet-parts.ts). Off unless asked.
   */
  readonly keepSheets?: boolean;
}

const SNIFF_BYTES = 64 * 1024;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const TEXT_EXTENSIONS = new Set(['.csv', '.txt', '.tsv', '']);
const SAVE_AS_XLSX = { advice: ADVICE.saveAsXlsx };
const CHOOSE_LISTINGS = { advice: ADVICE.chooseListings };

function fail(kind: WorkbookError['kind'], text: Words): { readonly ok: false; readonly error: WorkbookError } {
  return err(problem(kind, text));
}

function problem(kind: WorkbookError['kind'], text: Words): WorkbookError {
  return { kind, message: text.en, messageHu: text.hu };
}

function fileProblem(filePath: string, e: unknown): WorkbookError {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  const name = path.basename(filePath);
  switch (code) {
    case 'ENOENT':
      return problem('not_found', formatBoth(P.noFile, { path: filePath }));
    case 'EISDIR':
      return problem('not_found', formatBoth(P.folder, { path: filePath }));
    case 'EACCES':
    case 'EPERM':
      return problem('not_found', formatBoth(P.permission, { name }));
    case 'EBUSY':
      return problem('not_found', formatBoth(P.locked, { name }));
    default: {
      const detail = e instanceof Error ? e.message : String(e);
      return problem('not_found', formatBoth(P.unreadable, { name, detail }));
    }
  }
}

/** What a path that is no regular file leads to, in both languages; null for a folder (it has its own advice). */
function specialFileKind(stat: Stats): Words | null {
  if (stat.isFIFO()) return SPECIAL.fifo;
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return SPECIAL.device;
  if (stat.isSocket()) return SPECIAL.socket;
  return null;
}

/** A path that opened but is no regular file: says what it is (docs/reader.md, "Paths that are no workbook"). */
function notAFile(filePath: string, stat: Stats): WorkbookError {
  const kind = specialFileKind(stat);
  if (kind === null) return fileProblem(filePath, Object.assign(new Error('a folder'), { code: 'EISDIR' }));
  return problem('not_found', formatBoth(P.notAFile, { path: filePath, kind, ...CHOOSE_LISTINGS }));
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
    return problem('unsupported_format', formatBoth(F.xmlSpreadsheet, { name, ...SAVE_AS_XLSX }));
  }
  if (
    text.startsWith('<!doctype html') ||
    text.startsWith('<html') ||
    text.startsWith('<table') ||
    text.includes('<html')
  ) {
    return problem('unsupported_format', formatBoth(F.html, { name, ...SAVE_AS_XLSX }));
  }
  if (text.startsWith('%pdf')) return problem('unsupported_format', formatBoth(F.pdf, { name, ...CHOOSE_LISTINGS }));
  if (text.startsWith('{\\rtf')) return problem('unsupported_format', formatBoth(F.rtf, { name, ...CHOOSE_LISTINGS }));
  return null;
}

function mixedEncodings(name: string): WorkbookError {
  return problem('unsupported_format', formatBoth(F.mixedEncodings, { name }));
}

async function openByContent(
  filePath: string,
  fh: FileHandle,
  options: OpenWorkbookOptions,
): Promise<Result<WorkbookSource, WorkbookError>> {
  const limits = readerLimits(options);
  const name = path.basename(filePath);
  const extension = path.extname(filePath).toLowerCase();
  const stat = await fh.stat();
  if (!stat.isFile()) return err(notAFile(filePath, stat));
  const size = stat.size;
  if (size > limits.maxFileBytes) {
    const params = { name, size: bytesInBoth(size), max: bytesInBoth(limits.maxFileBytes) };
    return fail('too_large', formatBoth(F.tooLarge, params));
  }
  if (size === 0) return fail('empty', formatBoth(F.emptyFile, { name }));
  const head = await readAt(fh, 0, Math.min(size, SNIFF_BYTES));

  if (head[0] === 0x50 && head[1] === 0x4b) {
    const directory = await readZipDirectory(fh, size, undefined, limits.maxParts);
    if (!directory.ok) return directory;
    if (directory.value.byName.has('xl/workbook.bin')) {
      return fail('unsupported_format', formatBoth(F.xlsb, { name, ...SAVE_AS_XLSX }));
    }
    return openXlsx(filePath, fh, size, directory.value, limits, options.keepSheets === true);
  }
  if (head.subarray(0, 8).equals(OLE_MAGIC)) {
    if (await isEncryptedPackage(fh, size)) {
      return fail('encrypted', formatBoth(F.encrypted, { name }));
    }
    return fail('unsupported_format', formatBoth(F.xls, { name, ...SAVE_AS_XLSX }));
  }
  // UTF-16 text ("Unicode text") has a zero byte beside every ASCII letter: its mark, or without one the place of
  // its zero bytes, says so before the checks below.
  const utf16 = utf16Start(head) !== null;
  const problem = utf16 ? null : textProblem(head, name);
  if (problem) return err(problem);
  if (!utf16 && head.includes(0)) {
    return fail('unsupported_format', formatBoth(F.binary, { name, ...SAVE_AS_XLSX }));
  }
  if (!TEXT_EXTENSIONS.has(extension)) {
    const text =
      extension === '.ods'
        ? formatBoth(F.textNamedOds, { name })
        : formatBoth(F.textNamedWorkbook, { name, extension });
    return fail('unsupported_format', text);
  }
  const form = await probeCsv(filePath);
  if (form.mixed) return err(mixedEncodings(name));
  if (form.damaged === true) return err({ kind: 'corrupt', ...damagedUtf16(name) });
  const text = new TextDecoder(form.encoding).decode(head);
  if (text.trim() === '') return fail('empty', formatBoth(F.noData, { name }));
  if (!form.tabular) return fail('unsupported_format', formatBoth(F.noTable, { name, ...CHOOSE_LISTINGS }));
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
  options: OpenWorkbookOptions = {},
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
            formatBoth(P.couldNotRead, {
              name: path.basename(filePath),
              detail: e instanceof Error ? e.message : String(e),
              ...SAVE_AS_XLSX,
            }),
          );
  }
  // An xlsx source keeps the handle; everything else is done with it.
  if (!result.ok || result.value.format !== 'xlsx') await fh.close().catch(() => undefined);
  return result;
}
