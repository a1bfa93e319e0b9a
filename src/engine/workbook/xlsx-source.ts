// An .xlsx workbook read straight from its zip: parts located through the package relationships, sheets streamed.
import type { FileHandle } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import { parseDateStyles } from './number-formats';
import type { ReaderLimits } from './reader-options';
import { parseSharedStrings } from './shared-strings';
import { SheetLayoutScanner } from './sheet-layout-scanner';
import { SheetRowScanner } from './sheet-row-scanner';
import type { Relationship } from './workbook-parts';
import { parseRelationships, parseWorkbook, relationshipsPartName } from './workbook-parts';
import type { SheetInfo, SheetLayout, SheetRow, WorkbookError, WorkbookSource } from './workbook-types';
import { WorkbookReadError } from './workbook-types';
import type { ZipDirectory, ZipEntry } from './zip-central-directory';
import { damaged } from './zip-central-directory';
import { readEntry, streamEntry } from './zip-entry-data';

const REL_OFFICE_DOCUMENT = '/officeDocument';
const REL_WORKSHEET = '/worksheet';
const REL_SHARED_STRINGS = '/sharedStrings';
const REL_STYLES = '/styles';

interface SheetPart extends SheetInfo {
  readonly entry: ZipEntry;
}

function notAWorkbook(directory: ZipDirectory): WorkbookError {
  if (directory.byName.has('mimetype') || directory.byName.has('content.xml')) {
    return {
      kind: 'unsupported_format',
      message: 'This is an OpenDocument spreadsheet (.ods, e.g. from LibreOffice). Open it in LibreOffice Calc or Excel and save it as .xlsx (Excel 2007-365 / Excel Workbook), then try again.',
    };
  }
  if (directory.byName.has('word/document.xml')) {
    return { kind: 'unsupported_format', message: 'This is a Word document, not a workbook. Choose the Excel workbook (.xlsx) that holds the listings.' };
  }
  if (directory.byName.has('ppt/presentation.xml')) {
    return { kind: 'unsupported_format', message: 'This is a PowerPoint presentation, not a workbook. Choose the Excel workbook (.xlsx) that holds the listings.' };
  }
  return { kind: 'unsupported_format', message: 'This is a zip archive, not an Excel workbook. If the workbook is inside it, extract it first and choose the .xlsx file.' };
}

async function readText(fh: FileHandle, fileSize: number, directory: ZipDirectory, part: string, limits: ReaderLimits): Promise<Result<string | null, WorkbookError>> {
  const entry = directory.byName.get(part.toLowerCase());
  if (!entry) return ok(null);
  const data = await readEntry(fh, fileSize, entry, limits);
  return data.ok ? ok(data.value.toString('utf8')) : data;
}

async function relationshipsOf(fh: FileHandle, fileSize: number, directory: ZipDirectory, part: string, limits: ReaderLimits): Promise<Result<Relationship[], WorkbookError>> {
  const relsPart = relationshipsPartName(part);
  const xml = await readText(fh, fileSize, directory, relsPart, limits);
  if (!xml.ok) return xml;
  return ok(xml.value === null ? [] : parseRelationships(xml.value, part));
}

function findRelationship(relationships: readonly Relationship[], typeSuffix: string): Relationship | undefined {
  return relationships.find((r) => !r.external && r.type.endsWith(typeSuffix));
}

/** Opens the workbook parts of an already opened zip; the file handle then belongs to the returned source. */
export async function openXlsx(path: string, fh: FileHandle, fileSize: number, directory: ZipDirectory, limits: ReaderLimits): Promise<Result<WorkbookSource, WorkbookError>> {
  const rootRels = await relationshipsOf(fh, fileSize, directory, '', limits);
  if (!rootRels.ok) return rootRels;
  const workbookPart = findRelationship(rootRels.value, REL_OFFICE_DOCUMENT)?.target ?? 'xl/workbook.xml';
  const workbookXml = await readText(fh, fileSize, directory, workbookPart, limits);
  if (!workbookXml.ok) return workbookXml;
  if (workbookXml.value === null) return err(notAWorkbook(directory));
  const workbook = parseWorkbook(workbookXml.value);
  const workbookRels = await relationshipsOf(fh, fileSize, directory, workbookPart, limits);
  if (!workbookRels.ok) return workbookRels;
  const byId = new Map(workbookRels.value.map((r) => [r.id, r]));

  const sheets: SheetPart[] = [];
  for (const sheet of workbook.sheets) {
    const rel = byId.get(sheet.relationshipId);
    // Chart sheets and dialog sheets hold no cells; they are not offered.
    if (!rel || rel.external || !rel.type.endsWith(REL_WORKSHEET)) continue;
    const entry = directory.byName.get(rel.target.toLowerCase());
    if (!entry) return err(damaged(`sheet "${sheet.name}" is listed but its part ${rel.target} is missing`));
    sheets.push({ name: sheet.name, index: sheets.length, hidden: sheet.hidden, entry });
  }
  if (sheets.length === 0) {
    return err({ kind: 'empty', message: 'The workbook has no worksheets. Add a sheet with a header row and the listings below it, save, and try again.' });
  }

  // Some generators leave these relationships out; Excel still finds the parts at their usual names.
  const stringsPart = findRelationship(workbookRels.value, REL_SHARED_STRINGS)?.target ?? 'xl/sharedStrings.xml';
  const stringsXml = await readText(fh, fileSize, directory, stringsPart, limits);
  if (!stringsXml.ok) return stringsXml;
  const sharedStrings = stringsXml.value === null ? [] : parseSharedStrings(stringsXml.value);
  const stylesPart = findRelationship(workbookRels.value, REL_STYLES)?.target ?? 'xl/styles.xml';
  const stylesXml = await readText(fh, fileSize, directory, stylesPart, limits);
  if (!stylesXml.ok) return stylesXml;
  const dateStyles = stylesXml.value === null ? [] : parseDateStyles(stylesXml.value);

  const source = new XlsxSource(path, fh, fileSize, limits, sheets, sharedStrings, dateStyles, workbook.date1904);
  const anyCells = await source.hasAnyCells();
  if (!anyCells.ok) { await source.close(); return anyCells; }
  if (!anyCells.value) {
    await source.close();
    return err({ kind: 'empty', message: `Every sheet of the workbook is empty (${sheets.map((s) => `"${s.name}"`).join(', ')}). Put the listings in the workbook under a header row, save, and try again.` });
  }
  return ok(source);
}

const CELL_OPEN = Buffer.from('<c');

/** Whether `buf` has a `<c` start tag (followed by whitespace or `>`, unlike `<col` or `<cols`). */
function hasCellTag(buf: Buffer): boolean {
  let i = buf.indexOf(CELL_OPEN);
  while (i >= 0 && i + 2 < buf.length) {
    const next = buf[i + 2];
    if (next === 0x20 || next === 0x3e || next === 0x09 || next === 0x0a || next === 0x0d) return true;
    i = buf.indexOf(CELL_OPEN, i + 2);
  }
  return false;
}

class XlsxSource implements WorkbookSource {
  readonly format = 'xlsx';
  readonly sheets: readonly SheetInfo[];
  private readonly layouts = new Map<string, Promise<SheetLayout>>();
  private closed = false;

  constructor(
    readonly path: string,
    private readonly fh: FileHandle,
    private readonly fileSize: number,
    private readonly limits: ReaderLimits,
    private readonly parts: readonly SheetPart[],
    private readonly sharedStrings: readonly string[],
    private readonly dateStyles: readonly boolean[],
    private readonly date1904: boolean,
  ) {
    this.sheets = parts.map(({ name, index, hidden }) => ({ name, index, hidden }));
  }

  private part(sheet: string): SheetPart {
    const part = this.parts.find((p) => p.name === sheet);
    if (!part) {
      throw new WorkbookReadError({
        kind: 'not_found',
        message: `The workbook has no sheet named "${sheet}"; its sheets are ${this.parts.map((p) => `"${p.name}"`).join(', ')}.`,
      });
    }
    if (this.closed) throw new WorkbookReadError({ kind: 'not_found', message: `The workbook ${this.path} was already closed.` });
    return part;
  }

  async *rows(sheet: string): AsyncGenerator<SheetRow> {
    const part = this.part(sheet);
    const scanner = new SheetRowScanner({ sheetName: sheet, sharedStrings: this.sharedStrings, dateStyles: this.dateStyles, date1904: this.date1904 });
    // A streaming decoder: a multi-byte character split across two chunks is completed, never replaced.
    const decoder = new StringDecoder('utf8');
    const out: SheetRow[] = [];
    for await (const chunk of streamEntry(this.fh, this.fileSize, part.entry, this.limits)) {
      scanner.push(decoder.write(chunk), out);
      if (out.length > 0) {
        yield* out;
        out.length = 0;
      }
    }
    scanner.push(decoder.end(), out);
    scanner.finish();
    yield* out;
  }

  layout(sheet: string): Promise<SheetLayout> {
    let layout = this.layouts.get(sheet);
    if (!layout) {
      layout = this.scanLayout(sheet);
      this.layouts.set(sheet, layout);
    }
    return layout;
  }

  private async scanLayout(sheet: string): Promise<SheetLayout> {
    const part = this.part(sheet);
    const scanner = new SheetLayoutScanner();
    for await (const chunk of streamEntry(this.fh, this.fileSize, part.entry, this.limits, false)) scanner.push(chunk);
    return scanner.result();
  }

  /** Whether any sheet holds a cell; stops at the first one found, so a normal workbook costs one small read. */
  async hasAnyCells(): Promise<Result<boolean, WorkbookError>> {
    try {
      for (const part of this.parts) {
        let carry = Buffer.alloc(0);
        for await (const chunk of streamEntry(this.fh, this.fileSize, part.entry, this.limits, false)) {
          const buf = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
          if (hasCellTag(buf)) return ok(true);
          carry = Buffer.from(buf.subarray(Math.max(0, buf.length - 2)));
        }
      }
      return ok(false);
    } catch (e) {
      if (e instanceof WorkbookReadError) return err(e.detail);
      throw e;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.fh.close();
  }
}
