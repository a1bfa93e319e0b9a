// Columns recognised by their values: a header no synonym knows, whose values are all words of one field of the
// sheet's role (deal words, property types, statuses), is proposed for that field. Values several fields take (yes/no)
// propose nothing: the header must decide those (docs/office-conventions.md, "Columns recognised by their values").
import type { FieldDef } from '../../catalog';
import { fieldsForRole } from '../../catalog';
import type { SheetMapping, WorkbookMapping } from '../model/workbook-mapping';
import { enumIndex, namesOneCode } from '../values/enum-words';
import { parseBoolText } from '../values/parse-bool';
import { cellText } from '../workbook/cell-text';
import type { SheetTable } from '../model/sheet-table';
import { setColumnField } from './propose-mapping';
import { proposeSellerIds } from './seller-links';

/** Rows read per column: the words of a column show in its first rows; a long sheet is not read twice. */
const SAMPLE_ROWS = 300;
/** A column with fewer filled cells says too little to be recognised. */
const MIN_FILLED = 2;
const CONFIDENCE = 0.7;
/** Unmapped columns read per sheet: a sheet thousands of columns wide is not scanned column by column. */
const MAX_COLUMNS = 1000;
/** A column with more distinct texts than this holds free text or names, not the words of a list. */
const MAX_DISTINCT = 40;

/** The distinct texts of a column's first rows, or null when one of them holds no letter (a number, a code). */
function wordsOf(table: SheetTable, index: number): string[] | null {
  const words = new Set<string>();
  let filled = 0;
  for (const r of table.rows.slice(0, SAMPLE_ROWS)) {
    const t = cellText(r.cells[index]).trim();
    if (t === '') continue;
    if (!/\p{L}/u.test(t)) return null;
    filled++;
    words.add(t);
    if (words.size > MAX_DISTINCT) return null;
  }
  return filled >= MIN_FILLED ? [...words] : null;
}

/** Whether the word is one of the field's words (a code of its list, or yes/no), as the value step reads it. */
function fits(f: FieldDef, word: string): boolean {
  const t = f.type;
  if (t.kind === 'bool') return parseBoolText(word) !== null;
  return t.kind === 'enum' && namesOneCode(enumIndex(t.set, t.values), word);
}

/** The one field of `candidates` every word is a word of; null when none or several are. */
function onlyField(words: readonly string[], candidates: readonly FieldDef[]) {
  let found: FieldDef | null = null;
  for (const f of candidates) {
    if (!words.every((w) => fits(f, w))) continue;
    if (found) return null;
    found = f;
  }
  return found;
}

/** One pass over the unmapped columns (at most MAX_COLUMNS of them), linear in the sheet's width. */
function sheetFromValues(s: SheetMapping, table: SheetTable, proposed: string[]): SheetMapping {
  if (s.role === null) return s;
  const taken = new Set(s.columns.map((x) => x.field));
  let candidates = fieldsForRole(s.role).filter(
    (f) => (f.type.kind === 'enum' || f.type.kind === 'bool') && !taken.has(f.key),
  );
  const picks = new Map<number, string>();
  let examined = 0;
  for (const c of s.columns) {
    if (c.field !== null || c.header.trim() === '' || candidates.length === 0) continue;
    if (++examined > MAX_COLUMNS) break;
    const words = wordsOf(table, c.index);
    const field = words === null ? null : onlyField(words, candidates);
    if (!field) continue;
    picks.set(c.index, field.key);
    candidates = candidates.filter((f) => f !== field);
  }
  if (picks.size === 0) return s;
  let out = s;
  for (const [index, key] of picks) {
    proposed.push(`${s.sheet}!${index}`);
    out = setColumnField(out, index, key);
  }
  return { ...out, columns: out.columns.map((x) => (picks.has(x.index) ? { ...x, confidence: CONFIDENCE } : x)) };
}

/**
 * What the values propose, after the headers: the sellers' ID column the listings refer to, then fields whose words
 * fill a column. Returns the mapping and the `sheet!index` keys proposed, for the app and the command line alike.
 */
export function proposeFromValues(
  mapping: WorkbookMapping,
  tables: ReadonlyMap<string, SheetTable>,
): { mapping: WorkbookMapping; proposed: string[] } {
  const linked = proposeSellerIds(mapping, tables);
  const proposed = [...linked.proposed];
  const sheets = linked.mapping.sheets.map((s) => {
    const table = tables.get(s.sheet);
    return table ? sheetFromValues(s, table, proposed) : s;
  });
  return { mapping: { sheets }, proposed };
}
