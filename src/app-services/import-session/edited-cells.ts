// Cells as the grid's edits left them: what validation reads and what the written workbook gets.
import type { FieldDef } from '../../catalog';
import { findField } from '../../catalog';
import { rowKey } from '../../engine/model/prepared-row';
import type { CellEdit } from '../../engine/model/sheet-results';
import type { TableRow } from '../../engine/model/sheet-table';
import type { CellValue } from '../../engine/model/cell-value';
import type { SessionEnv } from './session-env';
import type { SessionState } from './session-state';
import { currentMapping } from './session-state';

export function tableRow(state: SessionState, sheet: string, row: number): TableRow | undefined {
  let index = state.rowsByNumber.get(sheet);
  if (!index) {
    index = new Map((state.book?.tables.get(sheet)?.rows ?? []).map((r) => [r.number, r]));
    state.rowsByNumber.set(sheet, index);
  }
  return index.get(row);
}

export function cellOf(state: SessionState, sheet: string, row: TableRow, index: number): CellValue {
  const edited = state.edits.get(rowKey(sheet, row.number))?.get(index);
  return edited === undefined ? (row.cells[index] ?? null) : edited === '' ? null : edited;
}

export function editedRow(state: SessionState, sheet: string, row: TableRow): TableRow {
  const edits = state.edits.get(rowKey(sheet, row.number));
  if (!edits) return row;
  const cells = [...row.cells];
  for (const [i, v] of edits) cells[i] = v === '' ? null : v;
  return { ...row, cells };
}

/**
 * An edit typed into the grid as the value written into the cell: empty clears it; a plain number in a numeric field
 * (`38500000`, `38 500 000`) becomes a number, yes/no in a cell that held true/false a boolean; anything else stays
 * text as typed (`0612`, `12,5`, `45 M Ft`), which the next read converts exactly as it converted the edit.
 */
function editedValue(text: string, original: CellValue, field: FieldDef | undefined): CellEdit['value'] {
  if (text === '') return null;
  const kind = field?.type.kind;
  if (kind === 'uint' || kind === 'decimal' || kind === 'double') {
    const plain = text.trim();
    const grouped = /^-?\d{1,3}(?:[ \u00a0]\d{3})+$/.test(plain) ? plain.replace(/[ \u00a0]/g, '') : plain;
    const n = Number(grouped);
    if (grouped !== '' && Number.isFinite(n) && String(n) === grouped) return n;
  }
  if (typeof original === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The grid's edits of one sheet as cell values, so the written workbook holds the values that were checked and sent.
 */
export function cellEdits(state: SessionState, env: SessionEnv, sheet: string): CellEdit[] {
  const s = currentMapping(state, env).sheets.find((x) => x.sheet === sheet);
  const prefix = rowKey(sheet, 0).slice(0, -1);
  const out: CellEdit[] = [];
  for (const [key, edits] of state.edits) {
    if (!key.startsWith(prefix)) continue;
    const row = Number(key.slice(prefix.length));
    if (!Number.isInteger(row)) continue;
    const original = tableRow(state, sheet, row);
    for (const [column, text] of edits) {
      const mapped = s?.columns.find((c) => c.index === column);
      const field = s?.role && mapped?.field ? findField(s.role, mapped.field) : undefined;
      out.push({ row, column, value: editedValue(text, original?.cells[column] ?? null, field) });
    }
  }
  return out;
}
