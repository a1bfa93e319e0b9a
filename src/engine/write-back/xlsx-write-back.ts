// xlsx write-back: copies every zip part it need not touch byte for byte; rewrites result sheets, styles and notes
// parts.
import { open, type FileHandle } from 'node:fs/promises';
import { assertNever, err, ok, type Lang, type Result } from '../../catalog/index';
import { readerLimits } from '../ooxml/reader-options';
import { RESULT_HEADERS } from '../model/result-headers';
import { type CellEdit, type SheetResults } from '../model/sheet-results';
import type { ResultColumnKey, SheetWriteSummary, WriteBackError, WriteBackSummary } from './write-back-types';
import { relationshipsPartName, resolvePartName } from '../ooxml/relationships';
import { columnLetter } from '../model/column-letter';
import { WorkbookReadError, type WorkbookError } from '../model/workbook-error';
import { isNoRoom, placeResultColumns, type ResultPlacement } from './result-placement';
import { namedRanges, placementRules, sheetAreas, type SheetAreas } from './xlsx-write-back-areas';
import { lookUpSharedStrings } from './xlsx-write-back-header';
import {
  blocksNeeded,
  freeBlocks,
  mergeComments,
  mergeVml,
  NOTE_AUTHOR,
  usedIdBlocks,
  type PlacedNote,
} from './xlsx-write-back-notes';
import { sheetPass, type RewriteFailure, type RewrittenSheet } from './xlsx-write-back-pass';
import {
  CellEditError,
  SheetRewriter,
  SheetXmlError,
  type EditContent,
  type ResultColumns,
} from './xlsx-write-back-sheet';
import { noRoomError } from './results-only-workbook';
import { StylePlan } from './xlsx-write-back-styles';
import {
  ColumnCoverage,
  formulaRanges,
  formulaTexts,
  SheetSurveyor,
  surveySheet,
  type CellRange,
  type SheetSurvey,
} from './xlsx-write-back-survey';
import { escapeXml, nextRelationshipId, relativeTarget, XML_DECLARATION } from './xlsx-write-back-xml';
import { parseRelationships, relationshipIs, type Relationship } from '../ooxml/relationships';
import { partPrefix, RELATIONSHIP_NAMESPACES } from '../ooxml/xml-namespaces';
import { parseWorkbook } from '../ooxml/workbook-parts';
import {
  damaged,
  readEndRecord,
  readZipDirectory,
  type ZipDirectory,
  type ZipEntry,
} from '../ooxml/zip-central-directory';
import { locateEntry, readEntry, streamEntry, type EntrySpan } from '../ooxml/zip-entry-data';
import { deflateSmall, ZipWriter, type DeflatedData } from '../ooxml/zip-writer';

/** Small parts (workbook, rels, styles, comments, VML) are read whole; anything bigger than this is refused. */
const MAX_SMALL_PART = 64 * 1024 * 1024;
/** A sheet's XML above this is refused (a hostile or absurd file), so time stays bounded. */
const MAX_SHEET_BYTES = 2e9;
/** The reader's bomb limits, with write-back's own sizes; a part that inflates past its declared size is damage. */
const LIMITS = readerLimits({ maxPartBytes: MAX_SMALL_PART, maxEntryBytes: MAX_SHEET_BYTES, stopAtDeclaredSize: true });
const RESULT_KEYS = Object.keys(RESULT_HEADERS) as ResultColumnKey[];
/** Transitional and strict OOXML namespaces; new parts and relationships follow the package's own flavour. */
const NAMESPACES = {
  transitional: {
    relationships: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
    main: 'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  },
  strict: {
    relationships: 'http://purl.oclc.org/ooxml/officeDocument/relationships',
    main: 'http://purl.oclc.org/ooxml/spreadsheetml/main',
  },
} as const;
const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml';
const VML_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.vmlDrawing';
const STYLES_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml';

type Summary = Omit<WriteBackSummary, 'output'>;

class WriteBackFailure extends Error {
  constructor(readonly error: WriteBackError) {
    super(error.message);
  }
}

/** No safe columns left for the results in a sheet: refused before anything is written. */
export class NoRoomFailure extends Error {
  constructor(
    readonly sheet: string,
    readonly needed: number,
    readonly free: number,
    readonly lang: Lang,
  ) {
    super(`Sheet "${sheet}" has no room for ${needed} result column${needed === 1 ? '' : 's'}`);
  }
}

/** A reader error (from the shared zip code) as a write-back error. */
function fromReadError(error: WorkbookError): WriteBackError {
  switch (error.kind) {
    case 'encrypted':
      return { kind: 'unsupported_format', message: error.message, messageHu: error.messageHu };
    case 'empty':
      return { kind: 'corrupt', message: error.message, messageHu: error.messageHu };
    case 'corrupt':
    case 'too_large':
    case 'unsupported_format':
    case 'not_found':
      return { kind: error.kind, message: error.message, messageHu: error.messageHu };
    default:
      return assertNever(error.kind);
  }
}

/** Writes the results into `out` as a complete xlsx; `out` is a fresh temp file the caller renames into place. */
export async function writeXlsxResults(
  input: string,
  out: FileHandle,
  sheets: readonly SheetResults[],
): Promise<Result<Summary, WriteBackError>> {
  const src = await open(input, 'r');
  try {
    return ok(await writeWith(src, out, sheets));
  } catch (e) {
    if (e instanceof WriteBackFailure) return err(e.error);
    if (e instanceof NoRoomFailure) return err(noRoomError(e.sheet, e.needed, e.free, e.lang));
    if (e instanceof WorkbookReadError) return err(fromReadError(e.detail));
    if (e instanceof SheetXmlError)
      return err({ kind: 'corrupt', message: `The sheet could not be rewritten: ${e.message}.` });
    if (e instanceof CellEditError)
      return err({ kind: 'invalid_results', message: `An edit cannot be written: ${e.message}.` });
    throw e;
  } finally {
    await src.close();
  }
}

/**
 * The source zip's directory, refusing what write-back cannot copy faithfully: ZIP64, spanned and encrypted archives.
 * Entries' bytes must end where the central directory starts, so each raw copy is exactly the entry.
 */
async function readCopyableDirectory(src: FileHandle): Promise<ZipDirectory> {
  const size = (await src.stat()).size;
  const end = await readEndRecord(src, size);
  if (!end.ok) throw new WriteBackFailure(fromReadError(end.error));
  const e = end.value;
  if (!e.commentComplete)
    throw new WriteBackFailure(
      fromReadError(
        damaged('its end is missing, so it was probably cut off', 'hiányzik a vége, valószínűleg megszakadt'),
      ),
    );
  if (e.saturated || e.zip64RecordOffset !== null) {
    throw new WriteBackFailure({
      kind: 'too_large',
      message: 'The workbook is a ZIP64 archive (over 4 GB or 65,535 parts); writing results into it is not supported.',
    });
  }
  if (e.disk !== 0 || e.directoryDisk !== 0 || e.entriesOnDisk !== e.entryCount) {
    throw new WriteBackFailure({
      kind: 'unsupported_format',
      message: 'The workbook is a multi-part (spanned) zip archive, which is not supported.',
    });
  }
  if (e.directoryOffset + e.directorySize > e.offset) {
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: 'The zip central directory points past the end of the file: the file is damaged or cut short.',
    });
  }
  const dir = await readZipDirectory(src, size, e);
  if (!dir.ok) throw new WriteBackFailure(fromReadError(dir.error));
  for (const entry of dir.value.entries) {
    if (entry.zip64)
      throw new WriteBackFailure({
        kind: 'too_large',
        message: `The part "${entry.name}" uses ZIP64 sizes (over 4 GB); writing results into it is not supported.`,
      });
    if (entry.encrypted)
      throw new WriteBackFailure({
        kind: 'unsupported_format',
        message: 'The workbook is encrypted; save it without a password first.',
      });
    if (entry.localHeaderOffset + 30 > e.directoryOffset)
      throw new WriteBackFailure({
        kind: 'corrupt',
        message: `The part "${entry.name}" starts past the end of the zip data.`,
      });
  }
  return dir.value;
}

class Package {
  private readonly spans = new Map<ZipEntry, EntrySpan>();

  constructor(
    readonly file: FileHandle,
    readonly dir: ZipDirectory,
  ) {}

  entry(name: string): ZipEntry | undefined {
    return this.dir.byName.get(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.dir.byName.has(name.toLowerCase());
  }

  async span(entry: ZipEntry): Promise<EntrySpan> {
    const known = this.spans.get(entry);
    if (known !== undefined) return known;
    const span = await locateEntry(this.file, entry, this.dir.centralDirectoryOffset);
    if (!span.ok) throw new WriteBackFailure(fromReadError(span.error));
    this.spans.set(entry, span.value);
    return span.value;
  }

  async text(name: string): Promise<string | null> {
    const entry = this.entry(name);
    if (entry === undefined) return null;
    const data = await readEntry(this.file, this.dir.centralDirectoryOffset, entry, LIMITS);
    if (!data.ok) throw new WriteBackFailure(fromReadError(data.error));
    return data.value.toString('utf8').replace(/^\ufeff/, '');
  }

  chunks(name: string): AsyncGenerator<Buffer> {
    const entry = this.entry(name);
    if (entry === undefined)
      throw new WriteBackFailure({ kind: 'corrupt', message: `The workbook has no part "${name}".` });
    return streamEntry(this.file, this.dir.centralDirectoryOffset, entry, LIMITS);
  }
}

/**
 * The ranges of each written sheet that formulas on the other worksheets and the charts read (`SUM(Listings!G:G)`,
 * a series `Listings!$G$2:$G$50`): a result there would change a total or a chart.
 */
async function rangesReadElsewhere(
  pkg: Package,
  sheetRels: readonly (Relationship | undefined)[],
  written: readonly string[],
  names: readonly string[],
): Promise<Map<string, CellRange[]>> {
  const coverage = new Map(names.map((n) => [n, new ColumnCoverage()]));
  const skip = new Set(written.map((p) => p.toLowerCase()));
  const parts = new Set<string>();
  for (const rel of sheetRels) {
    if (rel === undefined || !relationshipIs(rel, 'worksheet')) continue;
    const entry = pkg.entry(rel.target);
    if (entry !== undefined && !skip.has(entry.name.toLowerCase())) parts.add(entry.name);
  }
  for (const e of pkg.dir.entries) if (/(^|\/)charts\/chart[^/]*\.xml$/i.test(e.name)) parts.add(e.name);
  for (const part of parts) {
    for await (const text of formulaTexts(pkg.chunks(part))) {
      if (!text.includes('!')) continue;
      for (const name of names) for (const r of formulaRanges(text, name, true)) coverage.get(name)?.add(r);
    }
  }
  return new Map([...coverage].map(([name, c]) => [name, c.ranges()]));
}

interface SheetTarget {
  readonly results: SheetResults;
  readonly part: string;
}

type Namespaces = (typeof NAMESPACES)[keyof typeof NAMESPACES];

/** The opened package: the workbook part, its relationships and sheets, as the reader's parsers read them. */
interface OpenedWorkbook {
  readonly pkg: Package;
  readonly contentTypes: string;
  readonly workbookPart: string;
  readonly workbookXml: string;
  readonly workbookRelsXml: string;
  readonly workbookRels: readonly Relationship[];
  /** The package's flavour (transitional or strict), which new parts and relationships follow. */
  readonly ns: Namespaces;
  readonly date1904: boolean;
  /** Each sheet's relationship by sheet name, in tab order; undefined when the workbook names a missing one. */
  readonly sheetParts: ReadonlyMap<string, Relationship | undefined>;
}

/**
 * Opens the package, locates the sheets, chooses the result columns (each sheet rewritten in the same pass), adds
 * notes and styles, and writes the parts: every refusal comes before the first byte of the output.
 */
async function writeWith(src: FileHandle, out: FileHandle, sheets: readonly SheetResults[]): Promise<Summary> {
  const book = await openPackage(src);
  const targets = sheets.map((results) => locateSheet(book, results));
  const stylesPart = await stylesOf(book);
  const chosen = await chooseAndRewrite(book, targets, stylesPart);
  const changes = new PartChanges(book.contentTypes);
  const summaries: SheetWriteSummary[] = [];
  let replacedFormula = false;
  for (const [i, t] of targets.entries()) {
    const placement = chosen.placements[i];
    const setup = chosen.prepared[i];
    const sheet = chosen.rewritten[i];
    if (placement === undefined || setup === undefined || setup === null || sheet === undefined || sheet === null)
      continue;
    if ('error' in sheet) continue;
    changes.replaced.set(t.part, sheet.data);
    replacedFormula ||= sheet.outcome.replacedFormula;
    const notesWritten = await writeNotes(book, changes, t, setup, sheet.outcome);
    summaries.push(sheetSummary(t, placement, sheet.outcome, notesWritten, setup.editsSkipped));
  }
  const workbookRels = writeStyles(
    book,
    changes,
    stylesPart,
    chosen.styles,
    dropCalcChain(book, changes, replacedFormula),
  );
  if (workbookRels !== book.workbookRelsXml)
    changes.replace(book.pkg, relationshipsPartName(book.workbookPart), workbookRels);
  if (changes.contentTypesXml !== book.contentTypes)
    changes.replace(book.pkg, '[Content_Types].xml', changes.contentTypesXml);
  const copied = await writeParts(book.pkg, out, changes);
  return {
    format: 'xlsx',
    sheets: summaries,
    partsCopied: copied,
    partsRewritten: [...changes.replaced.keys()],
    partsAdded: [...changes.added.keys()],
    partsRemoved: [...changes.dropped],
  };
}

/** Opens the package: the copyable zip directory, its main workbook part, that part's relationships and sheets. */
async function openPackage(src: FileHandle): Promise<OpenedWorkbook> {
  const pkg = new Package(src, await readCopyableDirectory(src));
  const contentTypes = await pkg.text('[Content_Types].xml');
  const rootRels = await pkg.text('_rels/.rels');
  if (contentTypes === null || rootRels === null)
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: 'The file is a zip but not an Excel workbook (no [Content_Types].xml or _rels/.rels).',
    });
  const officeDocument = parseRelationships(rootRels, '').find((r) => relationshipIs(r, 'officeDocument'));
  if (officeDocument === undefined)
    throw new WriteBackFailure({ kind: 'corrupt', message: 'The workbook package names no main workbook part.' });
  const workbookPart = officeDocument.target;
  const workbookXml = await pkg.text(workbookPart);
  const workbookRelsXml = await pkg.text(relationshipsPartName(workbookPart));
  if (workbookXml === null || workbookRelsXml === null)
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: `The workbook part "${workbookPart}" or its relationships are missing.`,
    });
  if (/<[\w.-]*:?fileVersion\b[^>]*>/.test(workbookXml) && workbookPart.endsWith('.bin')) {
    throw new WriteBackFailure({
      kind: 'unsupported_format',
      message: 'Binary workbooks (.xlsb) are not supported; save as .xlsx.',
    });
  }
  const workbookRels = parseRelationships(workbookRelsXml, workbookPart);
  const { sheets, date1904 } = parseWorkbook(workbookXml);
  const sheetParts = new Map<string, Relationship | undefined>();
  for (const s of sheets)
    sheetParts.set(
      s.name,
      workbookRels.find((r) => r.id === s.relationshipId),
    );
  const ns = workbookXml.includes(NAMESPACES.strict.main) ? NAMESPACES.strict : NAMESPACES.transitional;
  return { pkg, contentTypes, workbookPart, workbookXml, workbookRelsXml, workbookRels, ns, date1904, sheetParts };
}

/** The worksheet part a sheet's results go into, refusing a missing sheet, a chart sheet or an oversized one. */
function locateSheet(book: OpenedWorkbook, results: SheetResults): SheetTarget {
  if (!book.sheetParts.has(results.sheet)) {
    throw new WriteBackFailure({
      kind: 'sheet_not_found',
      message: `The workbook has no sheet "${results.sheet}" (it has: ${[...book.sheetParts.keys()].map((n) => `"${n}"`).join(', ')}).`,
    });
  }
  const rel = book.sheetParts.get(results.sheet);
  if (rel === undefined || !relationshipIs(rel, 'worksheet')) {
    throw new WriteBackFailure({
      kind: 'unsupported_format',
      message: `The sheet "${results.sheet}" is not a worksheet (a chart or dialog sheet); results cannot be written into it.`,
    });
  }
  const sheetEntry = book.pkg.entry(rel.target);
  if (sheetEntry === undefined)
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: `The sheet "${results.sheet}" points to the missing part "${rel.target}".`,
    });
  // Checked before the header scan, which would otherwise refuse it with the reader's more general message.
  if (sheetEntry.uncompressedSize > MAX_SHEET_BYTES) {
    throw new WriteBackFailure({
      kind: 'too_large',
      message: `Sheet "${results.sheet}" holds ${Math.round(sheetEntry.uncompressedSize / 1e6)} MB of XML, more than the ${MAX_SHEET_BYTES / 1e9} GB write-back accepts.`,
    });
  }
  // The part as the zip names it: a relationship may spell it in another case (`Worksheets/Sheet1.XML`).
  return { results, part: sheetEntry.name };
}

/** The workbook's styles part (if it names one) and a fresh plan of the formats write-back appends to it. */
interface StylesPart {
  readonly rel: Relationship | undefined;
  readonly part: string | null;
  fresh(): StylePlan;
}

async function stylesOf(book: OpenedWorkbook): Promise<StylesPart> {
  const rel = book.workbookRels.find((r) => relationshipIs(r, 'styles'));
  const part = rel?.target ?? null;
  const xml = part === null ? null : await book.pkg.text(part);
  // A workbook without styles (some generators write none) gets a minimal part when result cells need a format.
  return { rel, part, fresh: () => (xml === null ? StylePlan.create(book.ns.main) : StylePlan.parse(xml)) };
}

/** What choosing the columns reads besides the sheets' rows: their headers, what other parts read, their areas. */
interface PlacementInputs {
  /** Each sheet's survey up to its header row (null when it has none). */
  readonly heads: readonly (SheetSurvey | null)[];
  /** Ranges of each written sheet that other sheets' formulas, the charts and the defined names read. */
  readonly elsewhere: ReadonlyMap<string, readonly CellRange[]>;
  readonly areas: readonly SheetAreas[];
  /** The shared strings the header rows name. */
  readonly headWanted: ReadonlySet<number>;
  headerStrings(wanted: ReadonlySet<number>): Promise<Map<number, string>>;
}

/** The columns chosen for every sheet, each sheet's rewriter and rewritten part, and the styles they used. */
interface ChosenColumns {
  readonly placements: readonly ResultPlacement[];
  readonly prepared: readonly (PreparedRewrite | null)[];
  readonly rewritten: readonly (RewrittenSheet | RewriteFailure | null)[];
  readonly styles: StylePlan;
}

type SetUp = (t: SheetTarget, placement: ResultPlacement) => Promise<PreparedRewrite>;

/**
 * The result columns are chosen from each sheet's header (a short read of its start) and what other parts read of
 * it, so that one pass over the sheet both surveys it and writes the results into those columns. The full survey
 * then checks the choice; in the rare case it changes the columns (something far right of the header further down,
 * a wide merge or filter) every sheet is written again. Every sheet is surveyed and its columns chosen before the
 * output is written, so a refusal leaves no file.
 */
async function chooseAndRewrite(
  book: OpenedWorkbook,
  targets: readonly SheetTarget[],
  stylesPart: StylesPart,
): Promise<ChosenColumns> {
  const inputs = await placementInputs(book, targets);
  let shared = await inputs.headerStrings(inputs.headWanted);
  let styles = stylesPart.fresh();
  const setUp: SetUp = (t, placement) =>
    prepareRewrite(book.pkg, t, placement, {
      styles,
      date1904: book.date1904,
      relationshipsNamespace: book.ns.relationships,
    });
  const guesses = targets.map((t, i) => guessColumns(t, inputs.heads[i], inputs.areas[i], inputs.elsewhere, shared));
  const first = await firstPass(book.pkg, targets, guesses, setUp);
  const wanted = sharedHeaderIndices(first.surveys);
  if ([...wanted].some((n) => !inputs.headWanted.has(n))) shared = await inputs.headerStrings(wanted);
  const placements = await finalPlacements(book.pkg, targets, first.surveys, inputs, shared);
  let { prepared, rewritten } = first;
  if (!placements.every((p, i) => samePlacement(guesses[i] ?? null, p))) {
    // The columns chosen from the header did not hold: every sheet is written again, from fresh styles.
    styles = stylesPart.fresh();
    ({ prepared, rewritten } = await rewriteAgain(book.pkg, targets, placements, setUp));
  }
  for (const r of rewritten) if (r !== null && 'error' in r) throw r.error;
  return { placements, prepared, rewritten, styles };
}

async function placementInputs(book: OpenedWorkbook, targets: readonly SheetTarget[]): Promise<PlacementInputs> {
  const { pkg } = book;
  const names = targets.map((t) => t.results.sheet);
  const heads: (SheetSurvey | null)[] = [];
  for (const t of targets) {
    const head = await surveySheet(pkg.chunks(t.part), t.results.sheet, t.results.headerRow, { untilHeader: true });
    heads.push(typeof head === 'string' ? null : head);
  }
  const written = targets.map((t) => t.part);
  const elsewhere = await rangesReadElsewhere(pkg, [...book.sheetParts.values()], written, names);
  for (const name of names) elsewhere.get(name)?.push(...namedRanges(book.workbookXml, name));
  const sstPart = book.workbookRels.find((r) => relationshipIs(r, 'sharedStrings'))?.target ?? null;
  const headerStrings = async (wanted: ReadonlySet<number>): Promise<Map<number, string>> =>
    wanted.size > 0 && sstPart !== null && pkg.has(sstPart)
      ? await lookUpSharedStrings(pkg.chunks(sstPart), wanted)
      : new Map<number, string>();
  const areas: SheetAreas[] = [];
  for (const t of targets) areas.push(await sheetAreas((name) => pkg.text(name), t.part));
  return { heads, elsewhere, areas, headWanted: sharedHeaderIndices(heads), headerStrings };
}

/** The columns the header alone points to, or null when it gives none (no header yet, or no room). */
function guessColumns(
  t: SheetTarget,
  head: SheetSurvey | null | undefined,
  areas: SheetAreas | undefined,
  elsewhere: ReadonlyMap<string, readonly CellRange[]>,
  shared: ReadonlyMap<number, string>,
): ResultPlacement | null {
  if (head === null || head === undefined || areas === undefined) return null;
  const named = elsewhere.get(t.results.sheet) ?? [];
  const guess = placeResultColumns(placementRules(head, shared, { ...areas, namedRanges: named }, t.results));
  return isNoRoom(guess) ? null : guess;
}

/** One pass over each sheet: its full survey and, where the header gave columns, its rewrite into them. */
async function firstPass(
  pkg: Package,
  targets: readonly SheetTarget[],
  guesses: readonly (ResultPlacement | null)[],
  setUp: SetUp,
): Promise<{
  surveys: SheetSurvey[];
  prepared: (PreparedRewrite | null)[];
  rewritten: (RewrittenSheet | RewriteFailure | null)[];
}> {
  const names = targets.map((t) => t.results.sheet);
  const surveys: SheetSurvey[] = [];
  const prepared: (PreparedRewrite | null)[] = [];
  const rewritten: (RewrittenSheet | RewriteFailure | null)[] = [];
  for (const [i, t] of targets.entries()) {
    const others = names.filter((n) => n !== t.results.sheet);
    const surveyor = new SheetSurveyor(t.results.sheet, t.results.headerRow, { otherSheets: others });
    const guess = guesses[i];
    const setup = guess === null || guess === undefined ? null : await setUp(t, guess);
    const pass = await sheetPass(pkg.chunks(t.part), surveyor, setup?.rewriter ?? null);
    if (typeof pass.survey === 'string' || pass.survey === null)
      throw new WriteBackFailure({ kind: 'corrupt', message: `Sheet "${t.results.sheet}": ${pass.survey ?? ''}.` });
    surveys.push(pass.survey);
    prepared.push(setup);
    rewritten.push(pass.rewrite);
  }
  return { surveys, prepared, rewritten };
}

/** The columns the full surveys choose; a sheet with no room for them is refused. */
async function finalPlacements(
  pkg: Package,
  targets: readonly SheetTarget[],
  surveys: readonly SheetSurvey[],
  inputs: PlacementInputs,
  shared: ReadonlyMap<number, string>,
): Promise<ResultPlacement[]> {
  const read = new Map([...inputs.elsewhere].map(([name, ranges]) => [name, [...ranges]]));
  for (const s of surveys) for (const [name, ranges] of s.otherSheetRanges) read.get(name)?.push(...ranges);
  const placements: ResultPlacement[] = [];
  for (const [i, t] of targets.entries()) {
    const survey = surveys[i];
    const sheetAreasOf = inputs.areas[i];
    if (survey === undefined || sheetAreasOf === undefined) continue;
    const sheetRules = { ...sheetAreasOf, namedRanges: read.get(t.results.sheet) ?? [] };
    let placement = placeResultColumns(placementRules(survey, shared, sheetRules, t.results));
    if (isNoRoom(placement) && survey.headerLast >= 0) {
      // A header reaching the last column (a lone cell in XFD): columns no row uses inside its span are taken instead.
      const full = await surveySheet(pkg.chunks(t.part), t.results.sheet, t.results.headerRow, { fullWidth: true });
      if (typeof full === 'object' && full !== null)
        placement = placeResultColumns({ ...placementRules(full, shared, sheetRules, t.results), headerLast: -1 });
    }
    if (isNoRoom(placement)) throw new NoRoomFailure(t.results.sheet, placement.needed, placement.free, placement.lang);
    placements.push(placement);
  }
  return placements;
}

/** Every sheet written again into the columns the full surveys chose. */
async function rewriteAgain(
  pkg: Package,
  targets: readonly SheetTarget[],
  placements: readonly ResultPlacement[],
  setUp: SetUp,
): Promise<{ prepared: PreparedRewrite[]; rewritten: (RewrittenSheet | RewriteFailure | null)[] }> {
  const prepared: PreparedRewrite[] = [];
  const rewritten: (RewrittenSheet | RewriteFailure | null)[] = [];
  for (const [i, t] of targets.entries()) {
    const placement = placements[i];
    if (placement === undefined) continue;
    const setup = await setUp(t, placement);
    prepared.push(setup);
    rewritten.push((await sheetPass(pkg.chunks(t.part), null, setup.rewriter)).rewrite);
  }
  return { prepared, rewritten };
}

/** The parts the write changes (rewritten in place, added, left out) and the content types as they end up. */
class PartChanges {
  readonly replaced = new Map<string, DeflatedData>();
  readonly added = new Map<string, DeflatedData>();
  readonly dropped = new Set<string>();
  /** Names given to added parts (lower case), so two new parts never share one. */
  readonly newNames = new Set<string>();
  /** The VML shape-id blocks in use, collected when the first notes are written. */
  usedBlocks: Set<number> | null = null;

  constructor(public contentTypesXml: string) {}

  /** Replaces a part, under its name as the zip spells it. */
  replace(pkg: Package, name: string, xml: string): void {
    this.replaced.set(pkg.entry(name)?.name ?? name, deflateSmall(Buffer.from(xml, 'utf8')));
  }
}

type RewriteOutcome = RewrittenSheet['outcome'];

/**
 * The sheet's notes, merged into its comments part and legacy drawing (new ones added with their relationships and
 * content types). This program's earlier notes on rows that now get a fresh result are removed even when no new
 * note is added. Returns how many notes were written.
 */
async function writeNotes(
  book: OpenedWorkbook,
  changes: PartChanges,
  t: SheetTarget,
  setup: PreparedRewrite,
  outcome: RewriteOutcome,
): Promise<number> {
  const { pkg, ns } = book;
  const commentsRel = setup.rels.find((r) => relationshipIs(r, 'comments'));
  const staleNotes =
    t.results.notes.length === 0 &&
    commentsRel !== undefined &&
    hasOwnNotesOnRows(await pkg.text(commentsRel.target), setup.rewrittenRows);
  if (t.results.notes.length === 0 && !staleNotes) return 0;
  const notes = uniqueNotes(t.results.notes);
  const additions = new RelationshipAdditions(t.part, setup.rels);
  if (setup.newLegacyId !== null) additions.reserve(setup.newLegacyId, `${ns.relationships}/vmlDrawing`);
  const commentsPart =
    commentsRel === undefined ? freePartName(pkg, changes.newNames, (n) => `xl/comments${n}.xml`) : commentsRel.target;
  const existingComments = commentsRel === undefined ? null : await pkg.text(commentsPart);
  // Cells that carry someone else's note keep it and get none of ours.
  const merged = mergeComments(existingComments, notes, setup.rewrittenRows, ns.main);
  if (existingComments !== null) changes.replace(pkg, commentsPart, merged.xml);
  else {
    changes.added.set(commentsPart, deflateSmall(Buffer.from(merged.xml, 'utf8')));
    additions.add(`${ns.relationships}/comments`, relativeTarget(t.part, commentsPart));
    changes.contentTypesXml = addOverride(changes.contentTypesXml, `/${commentsPart}`, COMMENTS_CONTENT_TYPE);
  }
  await writeLegacyDrawing(book, changes, t, setup, outcome, merged, notes.length > 0, additions);
  if (additions.xml.length > 0) writeSheetRelationships(pkg, changes, setup, additions.xml);
  return merged.placed.length;
}

/** The VML drawing that shows the notes: the sheet's own merged, or a new one when there are notes to show. */
async function writeLegacyDrawing(
  book: OpenedWorkbook,
  changes: PartChanges,
  t: SheetTarget,
  setup: PreparedRewrite,
  outcome: RewriteOutcome,
  merged: ReturnType<typeof mergeComments>,
  hasNotes: boolean,
  additions: RelationshipAdditions,
): Promise<void> {
  const { pkg } = book;
  const placed = merged.placed;
  changes.usedBlocks ??= await collectIdBlocks(pkg);
  const blocks = placed.length === 0 ? [] : freeBlocks(changes.usedBlocks, blocksNeeded(placed.length));
  for (const b of blocks) changes.usedBlocks.add(b);
  const legacyId = outcome.existingLegacyDrawingRelId;
  const legacyRel = legacyId === null ? undefined : setup.rels.find((r) => r.id === legacyId);
  if (legacyRel !== undefined) {
    const existingVml = await pkg.text(legacyRel.target);
    changes.replace(pkg, legacyRel.target, mergeVml(existingVml, placed, merged.removed, blocks));
    return;
  }
  if (!hasNotes) return;
  if (legacyId !== null) {
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: `Sheet "${t.results.sheet}" has a legacy drawing whose relationship "${legacyId}" is missing.`,
    });
  }
  const vmlPart = freePartName(pkg, changes.newNames, (n) => `xl/drawings/vmlDrawing${n}.vml`);
  changes.added.set(vmlPart, deflateSmall(Buffer.from(mergeVml(null, placed, merged.removed, blocks), 'utf8')));
  additions.add(`${book.ns.relationships}/vmlDrawing`, relativeTarget(t.part, vmlPart), setup.newLegacyId ?? undefined);
  if (!/<[\w.-]*:?Default\b[^>]*Extension\s*=\s*["']vml["']/i.test(changes.contentTypesXml)) {
    changes.contentTypesXml = changes.contentTypesXml.replace(
      /(<(?:[\w.-]+:)?Types\b[^>]*>)/,
      `$1<Default Extension="vml" ContentType="${VML_CONTENT_TYPE}"/>`,
    );
  }
}

/** Relationships added to one sheet's relationships part, each with an id free there. */
class RelationshipAdditions {
  readonly xml: string[] = [];
  private readonly taken: Relationship[];

  constructor(
    private readonly ownerPart: string,
    existing: readonly Relationship[],
  ) {
    this.taken = [...existing];
  }

  /** Keeps an id the rewritten sheet already refers to (its new `<legacyDrawing>`) for the relationship added later. */
  reserve(id: string, type: string): void {
    this.taken.push({ id, type, target: '', external: false });
  }

  add(type: string, target: string, id?: string): string {
    const rid = id ?? nextRelationshipId(this.taken);
    this.taken.push({ id: rid, type, target: resolvePartName(this.ownerPart, target), external: false });
    this.xml.push(`<Relationship Id="${rid}" Type="${type}" Target="${escapeXml(target)}"/>`);
    return rid;
  }
}

/** The sheet's relationships part with the additions, or a new one. */
function writeSheetRelationships(
  pkg: Package,
  changes: PartChanges,
  setup: PreparedRewrite,
  additions: readonly string[],
): void {
  let relsOut =
    setup.relsXml ??
    `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;
  // A prefixed relationships part (`<pr:Relationships>`) gets prefixed additions.
  const prefix = partPrefix(relsOut, RELATIONSHIP_NAMESPACES);
  const added = additions.join('').replace(/<Relationship /g, `<${prefix}Relationship `);
  relsOut = relsOut.replace(/<\/((?:[\w.-]+:)?)Relationships>\s*$/, (end) => `${added}${end}`);
  relsOut = relsOut.replace(
    /<((?:[\w.-]+:)?)Relationships\b([^>]*)\/>\s*$/,
    (_m, p: string, a: string) => `<${p}Relationships${a}>${added}</${p}Relationships>`,
  );
  if (setup.relsXml === null) changes.added.set(setup.relsPart, deflateSmall(Buffer.from(relsOut, 'utf8')));
  else changes.replace(pkg, setup.relsPart, relsOut);
}

function sheetSummary(
  t: SheetTarget,
  placement: ResultPlacement,
  outcome: RewriteOutcome,
  notesWritten: number,
  editsSkipped: number,
): SheetWriteSummary {
  return {
    sheet: t.results.sheet,
    columns: Object.fromEntries(RESULT_KEYS.map((k) => [k, columnLetter(placement.columns[k])])) as Record<
      ResultColumnKey,
      string
    >,
    reusedHeaders: placement.reused,
    rowsWritten: outcome.rowsWritten,
    rowsCreated: outcome.rowsCreated,
    notesWritten,
    cellsEdited: outcome.cellsEdited,
    editsSkipped,
  };
}

/**
 * Leaves calcChain.xml out when a formula cell was replaced: Excel reports a damaged file when it names a cell that
 * no longer holds a formula, and rebuilds a missing one. Returns the workbook's relationships without it.
 */
function dropCalcChain(book: OpenedWorkbook, changes: PartChanges, replacedFormula: boolean): string {
  const rel = book.workbookRels.find((r) => relationshipIs(r, 'calcChain'));
  if (!replacedFormula || rel === undefined) return book.workbookRelsXml;
  const entry = book.pkg.entry(rel.target);
  if (entry !== undefined) changes.dropped.add(entry.name);
  changes.contentTypesXml = changes.contentTypesXml.replace(
    new RegExp(
      `<(?:[\\w.-]+:)?Override\\b[^>]*PartName\\s*=\\s*["']/${rel.target.replace(/[.[\]/]/g, '\\$&')}["'][^>]*?(?:/>|>\\s*</(?:[\\w.-]+:)?Override>)`,
      'i',
    ),
    '',
  );
  return book.workbookRelsXml.replace(
    new RegExp(
      `<(?:[\\w.-]+:)?Relationship\\b[^>]*\\bId\\s*=\\s*["']${rel.id}["'][^>]*?(?:/>|>\\s*</(?:[\\w.-]+:)?Relationship>)`,
    ),
    '',
  );
}

/**
 * The styles part when result cells needed formats: rewritten, or added with its content type (and relationship,
 * which is returned within the workbook's relationships).
 */
function writeStyles(
  book: OpenedWorkbook,
  changes: PartChanges,
  stylesPart: StylesPart,
  styles: StylePlan,
  workbookRelsXml: string,
): string {
  if (!styles.changed) return workbookRelsXml;
  if (!styles.isNew && stylesPart.part !== null) {
    changes.replace(book.pkg, stylesPart.part, styles.render());
    return workbookRelsXml;
  }
  // The relationship may exist with its part missing: the part then goes where it points.
  const part =
    stylesPart.part ??
    freePartName(book.pkg, changes.newNames, (n) =>
      resolvePartName(book.workbookPart, n === 1 ? 'styles.xml' : `styles${n}.xml`),
    );
  changes.added.set(part, deflateSmall(Buffer.from(styles.render(), 'utf8')));
  changes.contentTypesXml = addOverride(changes.contentTypesXml, `/${part}`, STYLES_CONTENT_TYPE);
  if (stylesPart.rel !== undefined) return workbookRelsXml;
  const target = escapeXml(relativeTarget(book.workbookPart, part));
  const rel = `Relationship Id="${nextRelationshipId(book.workbookRels)}" Type="${book.ns.relationships}/styles" Target="${target}"/>`;
  return workbookRelsXml.replace(
    /<\/((?:[\w.-]+:)?)Relationships>\s*$/,
    (end, prefix: string) => `<${prefix}${rel}${end}`,
  );
}

/** The output zip: every part in the input's order, copied byte for byte unless replaced, then the new parts. */
async function writeParts(pkg: Package, out: FileHandle, changes: PartChanges): Promise<number> {
  const writer = new ZipWriter(out);
  let copied = 0;
  for (const entry of pkg.dir.entries) {
    if (changes.dropped.has(entry.name)) continue;
    const data = changes.replaced.get(entry.name);
    if (data !== undefined) await writer.writeEntry({ original: entry }, data);
    else {
      await writer.copyRaw(pkg.file, entry, await pkg.span(entry));
      copied++;
    }
  }
  for (const [name, data] of changes.added) await writer.writeEntry({ name }, data);
  await writer.finish(pkg.dir.end.comment);
  return copied;
}

interface PreparedRewrite {
  readonly rewriter: SheetRewriter;
  readonly relsPart: string;
  readonly relsXml: string | null;
  readonly rels: readonly Relationship[];
  readonly newLegacyId: string | null;
  /** Rows with a fresh result or an edit: they lose this program's earlier notes (the caller gives the current ones). */
  readonly rewrittenRows: ReadonlySet<number>;
  readonly editsSkipped: number;
}

/** The rewriter of one sheet for the chosen columns, and what its notes need afterwards. */
async function prepareRewrite(
  pkg: Package,
  t: SheetTarget,
  placement: ResultPlacement,
  context: { styles: StylePlan; date1904: boolean; relationshipsNamespace: string },
): Promise<PreparedRewrite> {
  const relsPart = relationshipsPartName(t.part);
  const relsXml = await pkg.text(relsPart);
  const rels = relsXml === null ? [] : parseRelationships(relsXml, t.part);
  const newLegacyId = t.results.notes.length > 0 ? nextRelationshipId(rels) : null;
  const notesByRow = new Map<number, Set<number>>();
  for (const n of t.results.notes) {
    const set = notesByRow.get(n.row) ?? new Set<number>();
    set.add(n.column);
    notesByRow.set(n.row, set);
  }
  const { byRow: edits, skipped: editsSkipped } = editsByRow(t.results, placement.columns);
  const rewrittenRows = new Set([...t.results.results.map((r) => r.row), ...edits.keys()]);
  const rewriter = new SheetRewriter({
    headerRow: t.results.headerRow,
    columns: placement.columns,
    headerCells: placement.newHeaders,
    newColumnWidths: new Map([...placement.newHeaders.keys()].map((col) => [col, columnWidth(placement.columns, col)])),
    results: new Map(t.results.results.map((r) => [r.row, r])),
    notes: notesByRow,
    edits,
    styles: context.styles,
    date1904: context.date1904,
    lang: placement.lang,
    newLegacyDrawingRelId: newLegacyId,
    relationshipsNamespace: context.relationshipsNamespace,
  });
  return { rewriter, relsPart, relsXml, rels, newLegacyId, rewrittenRows, editsSkipped };
}

/** The shared-string indices the header rows name, to be looked up. */
function sharedHeaderIndices(surveys: readonly (SheetSurvey | null)[]): Set<number> {
  return new Set(
    surveys.flatMap((s) => (s ?? { headerCells: [] }).headerCells.flatMap((c) => ('shared' in c ? [c.shared] : []))),
  );
}

/** Whether the columns chosen from the header are the ones the full survey chooses. */
function samePlacement(guess: ResultPlacement | null, final: ResultPlacement): boolean {
  if (guess === null) return false;
  if (RESULT_KEYS.some((k) => guess.columns[k] !== final.columns[k])) return false;
  if (guess.reused.join() !== final.reused.join() || guess.newHeaders.size !== final.newHeaders.size) return false;
  return [...final.newHeaders].every(([col, text]) => guess.newHeaders.get(col) === text);
}

/** Wide enough that dates never show as ##### and messages can be read. */
function columnWidth(columns: ResultColumns, column: number): number {
  if (column === columns.errorMessage) return 48;
  if (column === columns.importedAt) return 18;
  if (column === columns.status) return 14;
  return 12;
}

function uniqueNotes(notes: SheetResults['notes']): PlacedNote[] {
  const byCell = new Map<string, PlacedNote>();
  for (const n of notes) {
    const key = `${n.row}:${n.column}`;
    const prior = byCell.get(key);
    byCell.set(
      key,
      prior === undefined
        ? { row: n.row, column: n.column, message: n.message }
        : { ...prior, message: `${prior.message}\n${n.message}` },
    );
  }
  return [...byCell.values()];
}

function hasOwnNotesOnRows(comments: string | null, rows: ReadonlySet<number>): boolean {
  if (comments === null || !comments.includes(`>${NOTE_AUTHOR}<`)) return false;
  return mergeComments(comments, [], rows).removed.size > 0;
}

/** The sheet's edits by row and column; an edit in a result column is refused (the result would overwrite it). */
/**
 * The sheet's edits by row and column. An edit in a result column is left out (counted): those columns hold this
 * program's results, which the write overwrites, and refusing would lose every result of the run.
 */
function editsByRow(
  results: SheetResults,
  columns: ResultColumns,
): { byRow: Map<number, Map<number, EditContent>>; skipped: number } {
  const resultColumns = new Set(RESULT_KEYS.map((k) => columns[k]));
  const byRow = new Map<number, Map<number, EditContent>>();
  let skipped = 0;
  for (const e of results.edits ?? []) {
    if (resultColumns.has(e.column)) {
      skipped++;
      continue;
    }
    const row = byRow.get(e.row) ?? new Map<number, EditContent>();
    row.set(e.column, editContent(e));
    byRow.set(e.row, row);
  }
  return { byRow, skipped };
}

/** Text stays text (an inline string, so a leading `=` is never a formula); numbers and true/false keep their type. */
function editContent(e: CellEdit): EditContent {
  const v = e.value;
  if (v === null) return { kind: 'clear' };
  if (typeof v === 'number') return { kind: 'number', value: v, style: null };
  if (typeof v === 'boolean') return { kind: 'boolean', value: v, style: null };
  return { kind: 'text', text: v, style: null };
}

async function collectIdBlocks(pkg: Package): Promise<Set<number>> {
  const used = new Set<number>();
  for (const e of pkg.dir.entries) {
    if (!e.name.toLowerCase().endsWith('.vml')) continue;
    for (const b of usedIdBlocks((await pkg.text(e.name)) ?? '')) used.add(b);
  }
  return used;
}

function freePartName(pkg: Package, taken: Set<string>, make: (n: number) => string): string {
  for (let n = 1; ; n++) {
    const name = make(n);
    if (!pkg.has(name) && !taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

function addOverride(xml: string, partName: string, contentType: string): string {
  if (new RegExp(`PartName\\s*=\\s*["']${partName.replace(/[.[\]/]/g, '\\$&')}["']`, 'i').test(xml)) return xml;
  return xml.replace(
    /<\/((?:[\w.-]+:)?)Types>\s*$/,
    `<$1Override PartName="${escapeXml(partName)}" ContentType="${contentType}"/></$1Types>`,
  );
}
