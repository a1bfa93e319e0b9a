// Setting up one sheet's rewrite for its chosen columns: the rewriter with its results, notes and edits, and what the
// notes need afterwards.
import type { CellEdit, SheetResults } from '../model/sheet-results';
import type { RowResult } from '../model/row-result';
import { parseRelationships, relationshipsPartName, type Relationship } from '../ooxml/relationships';
import { RESULT_KEYS, type ResultPlacement } from './result-placement';
import { SheetRewriter, type EditContent, type ResultColumns } from './xlsx-write-back-sheet';
import type { StylePlan } from './xlsx-write-back-styles';
import { nextRelationshipId } from './xlsx-write-back-xml';
import type { Package } from './xlsx-write-back-package';
import type { SheetTarget } from './xlsx-write-back-locate';

export interface PreparedRewrite {
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
export async function prepareRewrite(
  pkg: Package,
  t: SheetTarget,
  placement: ResultPlacement,
  context: {
    /** The results as a write ahead of them reads them (`ResultsGate`), else made from `t`'s. */
    results?: ReadonlyMap<number, RowResult> | undefined;
    styles: StylePlan;
    date1904: boolean;
    relationshipsNamespace: string;
  },
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
    sheet: t.results.sheet,
    headerRow: t.results.headerRow,
    columns: placement.columns,
    headerCells: placement.newHeaders,
    newColumnWidths: new Map([...placement.newHeaders.keys()].map((col) => [col, columnWidth(placement.columns, col)])),
    results: context.results ?? new Map(t.results.results.map((r) => [r.row, r])),
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

/** Wide enough that dates never show as ##### and messages can be read. */
function columnWidth(columns: ResultColumns, column: number): number {
  if (column === columns.errorMessage) return 48;
  if (column === columns.importedAt) return 18;
  if (column === columns.status) return 14;
  return 12;
}

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
