// An .xlsx workbook read straight from its zip: parts located through the package relationships, sheets streamed.
import type { FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Result, Words } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { bytesInBoth, countInBoth } from '../ooxml/input-limits';
import {
  NOT_A_WORKBOOK_MESSAGES as N,
  SKIPPED_SHEET_MESSAGES as SKIP,
  XLSX_SOURCE_MESSAGES as M,
} from './xlsx-source-messages';
import { noSuchSheet, sheetNamesInBoth } from './table-messages';
import { parseDateStyles } from '../ooxml/number-formats';
import { ReadBudget } from './read-budget';
import type { ReaderLimits } from '../ooxml/reader-options';
import { firstOversizedString, parseSharedStringBytes } from './shared-strings';
import { SheetLayoutScanner } from './sheet-layout-scanner';
import { SheetRowScanner } from './sheet-row-scanner';
import type { ContentTypes, WorkbookDescription } from '../ooxml/workbook-parts';
import type { Relationship } from '../ooxml/relationships';
import {
  parseContentTypes,
  parseWorkbook,
  partOfType,
  SHARED_STRINGS_CONTENT_TYPES,
  sheetKindOf,
  STYLES_CONTENT_TYPES,
  WORKBOOK_CONTENT_TYPES,
} from '../ooxml/workbook-parts';
import { parseRelationships, relationshipsPartName } from '../ooxml/relationships';
import type { SheetInfo, SheetLayout, SheetRow, SkippedSheet, WorkbookSource } from '../model/workbook-source';
import type { WorkbookError } from '../model/workbook-error';
import { WorkbookReadError } from '../model/workbook-error';
import type { ZipDirectory, ZipEntry } from '../ooxml/zip-central-directory';
import { damaged, readAt } from '../ooxml/zip-central-directory';
import { checkEntry, locateEntry, readEntry, streamEntry } from '../ooxml/zip-entry-data';
import type { KeptSheet } from '../ooxml/kept-sheet-parts';
import { inflateAndKeep, keepable, leaveKeptSheets } from '../ooxml/kept-sheet-parts';
import { declaredSpellings, rootPrefix, SPREADSHEET_NAMESPACES } from '../ooxml/xml-namespaces';

const REL_OFFICE_DOCUMENT = '/officeDocument';
const REL_SHARED_STRINGS = '/sharedStrings';
const REL_STYLES = '/styles';

interface SheetPart extends SheetInfo {
  readonly entry: ZipEntry;
}

function notAWorkbook(directory: ZipDirectory): WorkbookError {
  const has = (name: string): boolean => directory.byName.has(name);
  const text = formatBoth(
    has('mimetype') || has('content.xml')
      ? N.openDocument
      : has('word/document.xml')
        ? N.word
        : has('ppt/presentation.xml')
          ? N.powerPoint
          : N.zip,
  );
  return { kind: 'unsupported_format', message: text.en, messageHu: text.hu };
}

/**
 * The package's parts by name. Part names are case-insensitive in a package: a name is looked up as written first
 * (so two entries differing only in case, which a careless zip tool can make, each stay reachable), then folded.
 */
class PartIndex {
  private readonly exact: ReadonlyMap<string, ZipEntry>;

  constructor(private readonly directory: ZipDirectory) {
    this.exact = new Map(directory.entries.map((e) => [e.name, e]));
  }

  find(name: string): ZipEntry | undefined {
    return this.exact.get(name) ?? this.directory.byName.get(name.toLowerCase());
  }

  /** The name as the zip stores it, so that targets relative to this part resolve against its real folders. */
  stored(name: string): string {
    return this.find(name)?.name ?? name;
  }
}

interface PackageReader {
  readonly fh: FileHandle;
  readonly fileSize: number;
  readonly parts: PartIndex;
  readonly limits: ReaderLimits;
}

async function readText(pkg: PackageReader, part: string): Promise<Result<string | null, WorkbookError>> {
  const data = await readBytes(pkg, part);
  if (!data.ok) return data;
  return ok(data.value === null ? null : data.value.toString('utf8'));
}

/** A part's inflated bytes (UTF-8, a UTF-16 part transcoded), or null when the package has no such part. */
async function readBytes(pkg: PackageReader, part: string): Promise<Result<Buffer | null, WorkbookError>> {
  const entry = pkg.parts.find(part);
  if (!entry) return ok(null);
  return readEntry(pkg.fh, pkg.fileSize, entry, pkg.limits);
}

async function relationshipsOf(pkg: PackageReader, part: string): Promise<Result<Relationship[], WorkbookError>> {
  const xml = await readText(pkg, relationshipsPartName(part));
  if (!xml.ok) return xml;
  return ok(xml.value === null ? [] : parseRelationships(xml.value, part));
}

function findRelationship(relationships: readonly Relationship[], typeSuffix: string): Relationship | undefined {
  return relationships.find((r) => !r.external && r.type.endsWith(typeSuffix));
}

/**
 * A part found through its relationship, else through its declared content type (openpyxl finds the workbook and
 * the shared strings this way, and some generators leave those relationships out). Never by a guessed name.
 */
function declaredPart(
  relationships: readonly Relationship[],
  typeSuffix: string,
  contentTypes: ContentTypes,
  types: readonly string[],
): string | null {
  return findRelationship(relationships, typeSuffix)?.target ?? partOfType(contentTypes, types);
}

interface SheetList {
  readonly sheets: readonly SheetPart[];
  readonly skipped: readonly SkippedSheet[];
}

/** Every sheet the workbook lists: worksheets to read, the rest listed with the reason they are not read. */
function listSheets(
  workbook: WorkbookDescription,
  relationships: readonly Relationship[],
  parts: PartIndex,
): Result<SheetList, WorkbookError> {
  const byId = new Map(relationships.map((r) => [r.id, r]));
  const sheets: SheetPart[] = [];
  const skipped: SkippedSheet[] = [];
  const readerOf = new Map<ZipEntry, string>();
  for (const sheet of workbook.sheets) {
    const rel = byId.get(sheet.relationshipId);
    const skip = (reason: Words): void => {
      skipped.push({ name: sheet.name, hidden: sheet.hidden, reason: reason.en, reasonHu: reason.hu });
    };
    if (!rel) {
      skip(formatBoth(SKIP.noRelationship, { id: sheet.relationshipId }));
      continue;
    }
    if (rel.external) {
      skip(formatBoth(SKIP.external));
      continue;
    }
    const kind = sheetKindOf(rel.type);
    if (kind !== 'worksheet') {
      skip(formatBoth(SKIP[kind]));
      continue;
    }
    const entry = parts.find(rel.target);
    if (!entry) return err(damaged(formatBoth(M.sheetPartMissing, { sheet: sheet.name, part: rel.target })));
    // A part listed under several sheets is read once: the copies would only repeat its rows (and multiply the work).
    const first = readerOf.get(entry);
    if (first !== undefined) {
      skip(formatBoth(SKIP.samePart, { sheet: first }));
      continue;
    }
    readerOf.set(entry, sheet.name);
    sheets.push({ name: sheet.name, index: sheets.length, hidden: sheet.hidden, entry });
  }
  return ok({ sheets, skipped });
}

function noWorksheets(skipped: readonly SkippedSheet[]): WorkbookError {
  const listed = joinBoth(
    skipped.map((s) => formatBoth(M.skippedSheet, { sheet: s.name, reason: { en: s.reason, hu: s.reasonHu } })),
    '; ',
  );
  const others = skipped.length === 0 ? '' : formatBoth(M.listsOnly, { listed });
  const text = formatBoth(M.noWorksheets, { others });
  return { kind: 'empty', message: text.en, messageHu: text.hu };
}

function tooLarge(text: Words): WorkbookError {
  return { kind: 'too_large', message: text.en, messageHu: text.hu };
}

/** Texts in both languages joined, each language with its own. */
function joinBoth(texts: readonly Words[], separator: string): Words {
  return { en: texts.map((t) => t.en).join(separator), hu: texts.map((t) => t.hu).join(separator) };
}

/** The parts a read may inflate, by their declared sizes, against the limit on the unpacked total. */
function unpackedTotal(entries: readonly (ZipEntry | undefined)[]): number {
  let total = 0;
  for (const entry of new Set(entries)) total += entry?.uncompressedSize ?? 0;
  return total;
}

/** Opens the workbook parts of an already opened zip; the file handle then belongs to the returned source. */
export async function openXlsx(
  path: string,
  fh: FileHandle,
  fileSize: number,
  directory: ZipDirectory,
  limits: ReaderLimits,
  keepSheets = false,
): Promise<Result<WorkbookSource, WorkbookError>> {
  const parts = new PartIndex(directory);
  const pkg: PackageReader = { fh, fileSize, parts, limits };
  const contentTypesXml = await readText(pkg, '[Content_Types].xml');
  if (!contentTypesXml.ok) return contentTypesXml;
  const contentTypes = parseContentTypes(contentTypesXml.value ?? '');
  const rootRels = await relationshipsOf(pkg, '');
  if (!rootRels.ok) return rootRels;
  const declaredWorkbook = declaredPart(rootRels.value, REL_OFFICE_DOCUMENT, contentTypes, WORKBOOK_CONTENT_TYPES);
  if (declaredWorkbook === null) return err(notAWorkbook(directory));
  const workbookPart = parts.stored(declaredWorkbook);
  const workbookXml = await readText(pkg, workbookPart);
  if (!workbookXml.ok) return workbookXml;
  if (workbookXml.value === null) return err(notAWorkbook(directory));
  const workbook = parseWorkbook(workbookXml.value);
  if (workbook.sheets.length > limits.maxSheets) {
    return err(
      tooLarge(
        formatBoth(M.tooManySheets, {
          count: countInBoth(workbook.sheets.length),
          max: countInBoth(limits.maxSheets),
        }),
      ),
    );
  }
  const workbookRels = await relationshipsOf(pkg, workbookPart);
  if (!workbookRels.ok) return workbookRels;
  const listed = listSheets(workbook, workbookRels.value, parts);
  if (!listed.ok) return listed;
  const { sheets, skipped } = listed.value;
  if (sheets.length === 0) return err(noWorksheets(skipped));

  const stringsPart = declaredPart(workbookRels.value, REL_SHARED_STRINGS, contentTypes, SHARED_STRINGS_CONTENT_TYPES);
  const stylesPart = declaredPart(workbookRels.value, REL_STYLES, contentTypes, STYLES_CONTENT_TYPES);
  const toRead = [...sheets.map((s) => s.entry), parts.find(workbookPart)];
  if (stringsPart !== null) toRead.push(parts.find(stringsPart));
  if (stylesPart !== null) toRead.push(parts.find(stylesPart));
  const unpacked = unpackedTotal(toRead);
  if (unpacked > limits.maxUnpackedBytes) {
    return err(
      tooLarge(
        formatBoth(M.unpacksTooLarge, { size: bytesInBoth(unpacked), max: bytesInBoth(limits.maxUnpackedBytes) }),
      ),
    );
  }
  const stringsXml = stringsPart === null ? ok(null) : await readBytes(pkg, stringsPart);
  if (!stringsXml.ok) return stringsXml;
  const sharedStrings = stringsXml.value === null ? [] : parseSharedStringBytes(stringsXml.value);
  const oversized = firstOversizedString(sharedStrings, limits.maxCellChars);
  if (oversized >= 0) {
    const text = sharedStrings[oversized] ?? '';
    return err(
      tooLarge(
        formatBoth(M.sharedTextTooLong, {
          index: oversized,
          begins: text.slice(0, 40),
          length: countInBoth(text.length),
          max: countInBoth(limits.maxCellChars),
        }),
      ),
    );
  }
  const stylesXml = stylesPart === null ? ok(null) : await readText(pkg, stylesPart);
  if (!stylesXml.ok) return stylesXml;
  const dateStyles = stylesXml.value === null ? [] : parseDateStyles(stylesXml.value);

  const budget = new ReadBudget(limits, basename(path));
  const context: SourceContext = { sharedStrings, dateStyles, date1904: workbook.date1904, budget };
  const source = new XlsxSource(path, fh, fileSize, limits, sheets, skipped, context, keepSheets ? new Map() : null);
  const anyCells = await source.hasAnyCells();
  if (!anyCells.ok) {
    await source.close();
    return anyCells;
  }
  if (!anyCells.value) {
    await source.close();
    const text = formatBoth(M.allEmpty, { sheets: sheetNamesInBoth(sheets.map((s) => s.name)) });
    return err({ kind: 'empty', message: text.en, messageHu: text.hu });
  }
  return ok(source);
}

/** Whether `buf` has a cell start tag (followed by whitespace or `>`, unlike `<col` or `<cols`). */
function hasCellTag(buf: Buffer, cellOpen: Buffer): boolean {
  let i = buf.indexOf(cellOpen);
  while (i >= 0 && i + cellOpen.length < buf.length) {
    const next = buf[i + cellOpen.length];
    if (next === 0x20 || next === 0x3e || next === 0x09 || next === 0x0a || next === 0x0d) return true;
    i = buf.indexOf(cellOpen, i + cellOpen.length);
  }
  return false;
}

/** The cell start tags a sheet may use: with its root's spelling of SpreadsheetML and any other it declares. */
function cellTags(start: Buffer): Buffer[] {
  const head = start.toString('utf8', 0, Math.min(start.length, 1024 * 1024));
  const root = rootPrefix(head, SPREADSHEET_NAMESPACES) ?? '';
  const spellings = new Set([root, ...declaredSpellings(head, SPREADSHEET_NAMESPACES)]);
  return [...spellings].map((p) => Buffer.from(`<${p}c`));
}

/** What every sheet of one workbook is read with. */
interface SourceContext {
  readonly sharedStrings: readonly string[];
  readonly dateStyles: readonly boolean[];
  readonly date1904: boolean;
  readonly budget: ReadBudget;
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
    readonly skippedSheets: readonly SkippedSheet[],
    private readonly context: SourceContext,
    /** The sheets read whole so far, kept for the next write-back of the file; null: none kept (`keepSheets`). */
    private readonly kept: Map<string, KeptSheet> | null,
  ) {
    this.sheets = parts.map(({ name, index, hidden }) => ({ name, index, hidden }));
  }

  private part(sheet: string): SheetPart {
    const part = this.parts.find((p) => p.name === sheet);
    if (!part) {
      const text = noSuchSheet(
        sheet,
        this.parts.map((p) => p.name),
      );
      throw new WorkbookReadError({ kind: 'not_found', message: text.en, messageHu: text.hu });
    }
    if (this.closed) throw new WorkbookReadError({ kind: 'not_found', ...closedMessage(this.path) });
    return part;
  }

  async *rows(sheet: string): AsyncGenerator<SheetRow> {
    for await (const chunk of this.rowChunks(sheet)) yield* chunk;
  }

  async *rowChunks(sheet: string): AsyncGenerator<readonly SheetRow[]> {
    const part = this.part(sheet);
    const { sharedStrings, dateStyles, date1904, budget } = this.context;
    const { maxCellChars, maxColumns, maxRowsPerSheet } = this.limits;
    const scanner = new SheetRowScanner({
      sheetName: sheet,
      sharedStrings,
      dateStyles,
      date1904,
      maxCellChars,
      maxColumns,
      maxRowsPerSheet,
    });
    const out: SheetRow[] = [];
    // The layout (hidden columns, merges) is scanned from the same bytes, unless a pass of its own was asked for:
    // a second inflate of the whole sheet cost as much as a tenth of reading it.
    const layout = this.layouts.has(sheet) ? null : new SheetLayoutScanner();
    // Only the reader's own time counts against the limit, not the time the caller spends on the rows.
    let mark = performance.now();
    for await (const chunk of this.sheetBytes(part.entry)) {
      layout?.push(chunk);
      scanner.push(chunk, out);
      const now = performance.now();
      budget.account(sheet, scanner.rowsSeen, scanner.cellsSeen, now - mark);
      mark = now;
      if (out.length > 0) {
        yield out.splice(0);
        mark = performance.now();
      }
    }
    scanner.finish(out);
    budget.account(sheet, scanner.rowsSeen, scanner.cellsSeen, performance.now() - mark);
    if (layout !== null && !this.layouts.has(sheet)) this.layouts.set(sheet, Promise.resolve(layout.result()));
    if (out.length > 0) yield out.splice(0);
  }

  /**
   * A sheet part's inflated bytes: streamed from the file, or, where sheets are kept, inflated from its compressed
   * bytes read whole and, once read to its end and checked, left for the next write-back with the others kept.
   */
  private sheetBytes(entry: ZipEntry): AsyncGenerator<Buffer> {
    const kept = this.kept;
    if (kept === null || !keepable(entry)) return streamEntry(this.fh, this.fileSize, entry, this.limits);
    return this.inflateKept(entry, kept);
  }

  private async *inflateKept(entry: ZipEntry, kept: Map<string, KeptSheet>): AsyncGenerator<Buffer> {
    const bad = checkEntry(entry, this.limits.maxEntryBytes, this.limits);
    if (bad) throw new WorkbookReadError(bad);
    const span = await locateEntry(this.fh, entry, this.fileSize);
    if (!span.ok) throw new WorkbookReadError(span.error);
    const compressed = await readAt(this.fh, span.value.dataStart, entry.compressedSize);
    yield* inflateAndKeep(compressed, entry, this.limits, (sheet) => {
      kept.set(entry.name, sheet);
      leaveKeptSheets(this.path, kept);
    });
  }

  /** The sheet's layout: from the last complete pass over its rows, else from a pass of its own. */
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
        if (await this.partHasCells(part)) return ok(true);
      }
      return ok(false);
    } catch (e) {
      if (e instanceof WorkbookReadError) return err(e.detail);
      throw e;
    }
  }

  private async partHasCells(part: SheetPart): Promise<boolean> {
    let carry = Buffer.alloc(0);
    let cellOpens: Buffer[] | null = null;
    for await (const chunk of streamEntry(this.fh, this.fileSize, part.entry, this.limits, false)) {
      const buf = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      // Every spelling of a cell tag the sheet's start declares, judged from its first 64 KB as the row scanner does.
      if (cellOpens === null && buf.length < 64 * 1024) {
        carry = Buffer.from(buf);
        continue;
      }
      cellOpens ??= cellTags(buf);
      if (cellOpens.some((cellOpen) => hasCellTag(buf, cellOpen))) return true;
      carry = Buffer.from(buf.subarray(Math.max(0, buf.length - Math.max(...cellOpens.map((c) => c.length)))));
    }
    return cellOpens === null && cellTags(carry).some((cellOpen) => hasCellTag(carry, cellOpen));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.fh.close();
  }
}

function closedMessage(path: string): { readonly message: string; readonly messageHu: string } {
  const text = formatBoth(M.closed, { path });
  return { message: text.en, messageHu: text.hu };
}
