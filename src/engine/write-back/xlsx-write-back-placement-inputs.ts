// What choosing the result columns reads besides the sheets' rows: the header rows, the ranges other parts read,
// each sheet's areas (merges, filters, tables) and the shared strings the headers name.
import { isNoRoom, placeResultColumns, type ResultPlacement } from './result-placement';
import { namedRanges, placementRules, sheetAreas, type SheetAreas } from './xlsx-write-back-areas';
import { lookUpSharedStrings } from './xlsx-write-back-header';
import {
  ColumnCoverage,
  formulaRanges,
  formulaTexts,
  surveySheet,
  type CellRange,
  type SheetSurvey,
} from './xlsx-write-back-survey';
import { relationshipIs, type Relationship } from '../ooxml/relationships';
import type { Package } from './xlsx-write-back-package';
import type { OpenedWorkbook } from './xlsx-write-back-open';
import type { SheetTarget } from './xlsx-write-back-locate';

/** What choosing the columns reads besides the sheets' rows: their headers, what other parts read, their areas. */
export interface PlacementInputs {
  /** Each sheet's survey up to its header row (null when it has none). */
  readonly heads: readonly (SheetSurvey | null)[];
  /** Ranges of each written sheet that other sheets' formulas, the charts and the defined names read. */
  readonly elsewhere: ReadonlyMap<string, readonly CellRange[]>;
  readonly areas: readonly SheetAreas[];
  /** The shared strings the header rows name. */
  readonly headWanted: ReadonlySet<number>;
  headerStrings(wanted: ReadonlySet<number>): Promise<Map<number, string>>;
}

export async function placementInputs(book: OpenedWorkbook, targets: readonly SheetTarget[]): Promise<PlacementInputs> {
  const { pkg } = book;
  const names = targets.map((t) => t.results.sheet);
  const heads: (SheetSurvey | null)[] = [];
  for (const t of targets) {
    const head = await surveySheet(pkg.sheetChunks(t.part, false), t.results.sheet, t.results.headerRow, {
      untilHeader: true,
    });
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

/** The columns the header alone points to, or null when it gives none (no header yet, or no room). */
export function guessColumns(
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

/** The shared-string indices the header rows name, to be looked up. */
export function sharedHeaderIndices(surveys: readonly (SheetSurvey | null)[]): Set<number> {
  return new Set(
    surveys.flatMap((s) => (s ?? { headerCells: [] }).headerCells.flatMap((c) => ('shared' in c ? [c.shared] : []))),
  );
}
