// xlsx write-back: copies every zip part it need not touch byte for byte; rewrites result sheets, styles and notes
// parts.
import { open, type FileHandle } from 'node:fs/promises';
import { err, ok, type Result } from '../../catalog/index';
import type { SheetResults } from '../model/sheet-results';
import type { ResultColumnKey, SheetWriteSummary, WriteBackError, WriteBackSummary } from './write-back-types';
import { relationshipsPartName } from '../ooxml/relationships';
import { columnLetter } from '../model/column-letter';
import { WorkbookReadError } from '../model/workbook-error';
import { RESULT_KEYS, type ResultPlacement } from './result-placement';
import { CellEditError, SheetXmlError } from './xlsx-write-back-sheet';
import { noRoomError } from './results-only-workbook';
import { NoRoomFailure, WriteBackFailure, fromReadError } from './xlsx-write-back-failure';
import { openPackage } from './xlsx-write-back-open';
import { locateSheet, type SheetTarget } from './xlsx-write-back-locate';
import { chooseAndRewrite } from './xlsx-write-back-columns';
import type { PassOptions } from './xlsx-write-back-pass';
import type { ResultsGate } from './results-gate';
import { PartChanges, writeParts } from './xlsx-write-back-part-changes';
import { writeNotes, type RewriteOutcome } from './xlsx-write-back-note-parts';
import { stylesOf, writeStyles } from './xlsx-write-back-styles-part';
import { dropCalcChain } from './xlsx-write-back-calc-chain';
import { SheetKeeper } from './xlsx-write-back-kept-sheets';
import { armCellTextsAhead, disarmCellTextsAhead } from './xlsx-write-back-texts-ahead';
import { armRowCellsAhead, disarmRowCellsAhead, type RowCellsForm } from './xlsx-write-back-rows-ahead';

type Summary = Omit<WriteBackSummary, 'output'>;

interface Written {
  readonly summary: Summary;
  /** The form each rewritten sheet's result cells took, for the rows rendered ahead of the next write. */
  readonly forms: readonly RowCellsForm[];
}

/** Writes the results into `out` as a complete xlsx; `out` is a fresh temp file the caller renames into place. */
export async function writeXlsxResults(
  input: string,
  out: FileHandle,
  sheets: readonly SheetResults[],
  options: {
    readonly keepReading?: boolean;
    readonly onWaiting?: () => void;
    readonly durable?: boolean;
    readonly gate?: ResultsGate;
  } = {},
): Promise<Result<Summary, WriteBackError>> {
  // The trial's sheets, taken whatever this write finds; with `keepReading` this write's own are kept for the next.
  const keeper = new SheetKeeper(input, options.keepReading === true);
  const src = await open(input, 'r');
  try {
    // A copy that is not kept (`durable: false`, the trial) is written uncompressed (`PassOptions.stored`).
    const pass = { onWaiting: options.onWaiting, stored: options.durable === false, gate: options.gate };
    const { summary, forms } = await writeWith(src, out, sheets, keeper, pass);
    keeper.leave();
    // A trial arms the escaping of the results' texts and the rendering of their rows' result cells while the
    // batches are in flight; the real write lets them go.
    if (options.keepReading === true) {
      armCellTextsAhead();
      armRowCellsAhead(forms);
    }
    return ok(summary);
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
    if (options.keepReading !== true) {
      disarmCellTextsAhead();
      disarmRowCellsAhead();
    }
    await src.close();
  }
}

/**
 * Opens the package, locates the sheets, chooses the result columns (each sheet rewritten in the same pass), adds
 * notes and styles, and writes the parts: every refusal comes before the first byte of the output.
 */
async function writeWith(
  src: FileHandle,
  out: FileHandle,
  sheets: readonly SheetResults[],
  keeper: SheetKeeper,
  pass: PassOptions,
): Promise<Written> {
  const book = await openPackage(src, keeper);
  const targets = sheets.map((results) => locateSheet(book, results));
  const stylesPart = await stylesOf(book);
  const chosen = await chooseAndRewrite(book, targets, stylesPart, pass);
  const changes = new PartChanges(book.contentTypes);
  const summaries: SheetWriteSummary[] = [];
  const forms: RowCellsForm[] = [];
  let replacedFormula = false;
  for (const [i, t] of targets.entries()) {
    const placement = chosen.placements[i];
    const setup = chosen.prepared[i];
    const sheet = chosen.rewritten[i];
    if (placement === undefined || setup === undefined || setup === null || sheet === undefined || sheet === null)
      continue;
    if ('error' in sheet) continue;
    const form = setup.rewriter.cellsForm();
    if (form !== null) forms.push(form);
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
  const summary: Summary = {
    format: 'xlsx',
    sheets: summaries,
    partsCopied: copied,
    partsRewritten: [...changes.replaced.keys()],
    partsAdded: [...changes.added.keys()],
    partsRemoved: [...changes.dropped],
  };
  return { summary, forms };
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
