// Choosing the result columns of every sheet while rewriting it: one pass into the columns the header points to,
// checked by the full survey, and a second pass only when the survey chooses other columns.
import { RESULT_KEYS, isNoRoom, placeResultColumns, type ResultPlacement } from './result-placement';
import { placementRules } from './xlsx-write-back-areas';
import { sheetPass, type PassOptions, type RewriteFailure, type RewrittenSheet } from './xlsx-write-back-pass';
import type { StylePlan } from './xlsx-write-back-styles';
import { SheetSurveyor, surveySheet, type SheetSurvey } from './xlsx-write-back-survey';
import { NoRoomFailure, WriteBackFailure } from './xlsx-write-back-failure';
import type { Package } from './xlsx-write-back-package';
import type { OpenedWorkbook } from './xlsx-write-back-open';
import type { SheetTarget } from './xlsx-write-back-locate';
import {
  guessColumns,
  placementInputs,
  sharedHeaderIndices,
  type PlacementInputs,
} from './xlsx-write-back-placement-inputs';
import { prepareRewrite, type PreparedRewrite } from './xlsx-write-back-rewrite';
import type { StylesPart } from './xlsx-write-back-styles-part';

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
export async function chooseAndRewrite(
  book: OpenedWorkbook,
  targets: readonly SheetTarget[],
  stylesPart: StylesPart,
  pass: PassOptions = {},
): Promise<ChosenColumns> {
  const inputs = await placementInputs(book, targets);
  let shared = await inputs.headerStrings(inputs.headWanted);
  let styles = stylesPart.fresh();
  const setUp: SetUp = (t, placement) =>
    prepareRewrite(book.pkg, t, placement, {
      results: pass.gate?.sheet(t.results.sheet)?.results,
      styles,
      date1904: book.date1904,
      relationshipsNamespace: book.ns.relationships,
    });
  const guesses = targets.map((t, i) => guessColumns(t, inputs.heads[i], inputs.areas[i], inputs.elsewhere, shared));
  const first = await firstPass(book.pkg, targets, guesses, setUp, pass);
  const wanted = sharedHeaderIndices(first.surveys);
  if ([...wanted].some((n) => !inputs.headWanted.has(n))) shared = await inputs.headerStrings(wanted);
  const placements = await finalPlacements(book.pkg, targets, first.surveys, inputs, shared);
  let { prepared, rewritten } = first;
  if (!placements.every((p, i) => samePlacement(guesses[i] ?? null, p))) {
    // The columns chosen from the header did not hold: every sheet is written again, from fresh styles.
    styles = stylesPart.fresh();
    ({ prepared, rewritten } = await rewriteAgain(book.pkg, targets, placements, setUp, pass));
  }
  for (const r of rewritten) if (r !== null && 'error' in r) throw r.error;
  return { placements, prepared, rewritten, styles };
}

/** One pass over each sheet: its full survey and, where the header gave columns, its rewrite into them. */
async function firstPass(
  pkg: Package,
  targets: readonly SheetTarget[],
  guesses: readonly (ResultPlacement | null)[],
  setUp: SetUp,
  pass: PassOptions,
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
    const gate = pass.gate?.sheet(t.results.sheet);
    const walked = await sheetPass(pkg.sheetChunks(t.part, true), surveyor, setup?.rewriter ?? null, pass, gate);
    if (typeof walked.survey === 'string' || walked.survey === null)
      throw new WriteBackFailure({ kind: 'corrupt', message: `Sheet "${t.results.sheet}": ${walked.survey ?? ''}.` });
    surveys.push(walked.survey);
    prepared.push(setup);
    rewritten.push(walked.rewrite);
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
      const full = await surveySheet(pkg.sheetChunks(t.part, true), t.results.sheet, t.results.headerRow, {
        fullWidth: true,
      });
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
  pass: PassOptions,
): Promise<{ prepared: PreparedRewrite[]; rewritten: (RewrittenSheet | RewriteFailure | null)[] }> {
  const prepared: PreparedRewrite[] = [];
  const rewritten: (RewrittenSheet | RewriteFailure | null)[] = [];
  for (const [i, t] of targets.entries()) {
    const placement = placements[i];
    if (placement === undefined) continue;
    const setup = await setUp(t, placement);
    prepared.push(setup);
    const gate = pass.gate?.sheet(t.results.sheet);
    rewritten.push((await sheetPass(pkg.sheetChunks(t.part, true), null, setup.rewriter, pass, gate)).rewrite);
  }
  return { prepared, rewritten };
}

/** Whether the columns chosen from the header are the ones the full survey chooses. */
function samePlacement(guess: ResultPlacement | null, final: ResultPlacement): boolean {
  if (guess === null) return false;
  if (RESULT_KEYS.some((k) => guess.columns[k] !== final.columns[k])) return false;
  if (guess.reused.join() !== final.reused.join() || guess.newHeaders.size !== final.newHeaders.size) return false;
  return [...final.newHeaders].every(([col, text]) => guess.newHeaders.get(col) === text);
}
