// How the sheets link: listings name their seller by a code; the Sellers sheet must have the column holding those
// codes mapped as the sellers' ID, or the listings cannot be linked. Proposed from the values, never guessed by name.
import type { SheetMapping, WorkbookMapping } from '../model/workbook-mapping';
import { cellText } from '../workbook/cell-text';
import type { SheetTable } from '../model/sheet-table';
import { setColumnField } from './propose-mapping';

const ID = 'id.transfer_id';
const SELLER_REF = 'seller.transfer_id';

function columnValues(table: SheetTable | undefined, index: number): Set<string> {
  const out = new Set<string>();
  for (const r of table?.rows ?? []) {
    const t = cellText(r.cells[index]).trim();
    if (t !== '') out.add(t);
  }
  return out;
}

/** The seller codes the properties sheets give, from their mapped seller-reference columns. */
export function referencedSellers(mapping: WorkbookMapping, tables: ReadonlyMap<string, SheetTable>): Set<string> {
  const refs = new Set<string>();
  for (const s of mapping.sheets) {
    if (s.role !== 'properties') continue;
    const c = s.columns.find((x) => x.field === SELLER_REF);
    if (c) for (const v of columnValues(tables.get(s.sheet), c.index)) refs.add(v);
  }
  return refs;
}

/**
 * For a sellers sheet without an ID column: the unmapped column whose values cover most of the references (at least
 * half of them, and mostly made of them), or null.
 */
function idColumnFromValues(s: SheetMapping, table: SheetTable | undefined, refs: ReadonlySet<string>): number | null {
  let best: { index: number; hits: number } | null = null;
  for (const c of s.columns) {
    if (c.field !== null || c.header.trim() === '') continue;
    const values = columnValues(table, c.index);
    let hits = 0;
    for (const v of values) if (refs.has(v)) hits++;
    if (hits * 2 >= refs.size && hits * 2 > values.size && (!best || hits > best.hits)) best = { index: c.index, hits };
  }
  return best?.index ?? null;
}

/** Maps the sellers' ID column found from the values; returns the mapping and the `sheet!index` keys proposed. */
export function proposeSellerIds(
  mapping: WorkbookMapping,
  tables: ReadonlyMap<string, SheetTable>,
): { mapping: WorkbookMapping; proposed: string[] } {
  const refs = referencedSellers(mapping, tables);
  if (refs.size === 0) return { mapping, proposed: [] };
  const proposed: string[] = [];
  const sheets = mapping.sheets.map((s) => {
    if (s.role !== 'sellers' || s.columns.some((c) => c.field === ID)) return s;
    const index = idColumnFromValues(s, tables.get(s.sheet), refs);
    if (index === null) return s;
    proposed.push(`${s.sheet}!${index}`);
    const next = setColumnField(s, index, ID);
    return { ...next, columns: next.columns.map((c) => (c.index === index ? { ...c, confidence: 0.9 } : c)) };
  });
  return { mapping: { sheets }, proposed };
}

/** A properties sheet's references that nothing identifies: a sellers sheet is imported but has no ID column. */
export function unlinkedSellers(
  mapping: WorkbookMapping,
  tables: ReadonlyMap<string, SheetTable>,
  sheet: SheetMapping,
): { sellersSheet: string; count: number; refs: string[] } | null {
  if (sheet.role !== 'properties') return null;
  const c = sheet.columns.find((x) => x.field === SELLER_REF);
  const sellers = mapping.sheets.find((s) => s.role === 'sellers');
  if (!c || !sellers || sellers.columns.some((x) => x.field === ID)) return null;
  const table = tables.get(sheet.sheet);
  let count = 0;
  const refs = new Set<string>();
  for (const r of table?.rows ?? []) {
    const t = cellText(r.cells[c.index]).trim();
    if (t === '') continue;
    count++;
    refs.add(t);
  }
  if (count === 0) return null;
  return { sellersSheet: sellers.sheet, count, refs: [...refs].sort().slice(0, 5) };
}
