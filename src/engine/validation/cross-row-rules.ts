// Rules across rows: unique references within the office, and references to sellers and image owners that exist.
import type { SheetRole } from '../../catalog';
import type { PreparedRow, RowProblem } from '../import-model';
import { rowProblem } from './describe-problem';

/** A row with more problems; rows are readonly, so the flagged ones are copied. */
export function withProblems(row: PreparedRow, extra: readonly RowProblem[]): PreparedRow {
  return extra.length === 0 ? row : { ...row, problems: [...row.problems, ...extra] };
}

function others(rows: readonly number[], self: number): string {
  return rows.filter((r) => r !== self).join(', ');
}

/**
 * Flags every row whose `id.transfer_id` (per office; for images per owner) or `property.external_id` (per office)
 * is used by another row of the sheet, naming the other rows.
 */
export function flagDuplicates(rows: readonly PreparedRow[], role: SheetRole, columnOf: ReadonlyMap<string, string>): PreparedRow[] {
  const extra = new Map<number, RowProblem[]>();
  const check = (key: 'id.transfer_id' | 'property.external_id', valueOf: (r: PreparedRow) => string | null, scopeOf: (r: PreparedRow) => string) => {
    const groups = new Map<string, number[]>();
    rows.forEach((r, i) => {
      const v = valueOf(r);
      if (v === null) return;
      const k = `${scopeOf(r)}\u0000${v}`;
      const g = groups.get(k);
      if (g) g.push(i);
      else groups.set(k, [i]);
    });
    for (const g of groups.values()) {
      if (g.length < 2) continue;
      const numbers = g.map((i) => rows[i]?.row ?? 0);
      for (const i of g) {
        const r = rows[i];
        if (!r) continue;
        const v = valueOf(r);
        const list = extra.get(i) ?? [];
        const scope = role === 'property_images' || role === 'seller_images' ? ['its owner', 'a tulajdonosán'] : ['the office', 'az irodán'];
        list.push(rowProblem(role, key, columnOf.get(key) ?? null, v,
          `"${v}" is also used in row ${others(numbers, r.row)}; it must be unique within ${scope[0]}.`,
          `"${v}" a(z) ${others(numbers, r.row)}. sorban is szerepel; ${scope[1]} belül egyedinek kell lennie.`));
        extra.set(i, list);
      }
    }
  };
  const isImage = role === 'property_images' || role === 'seller_images';
  check('id.transfer_id', (r) => r.transferId, isImage ? (r) => `${r.owner?.transferId ?? ''}/${r.owner?.id ?? ''}` : (r) => String(r.officeId));
  if (role === 'properties') {
    check('property.external_id', (r) => {
      const v = r.body.property;
      const ext = v && !Array.isArray(v) ? (v as Record<string, unknown>).external_id : undefined;
      return typeof ext === 'string' ? ext : null;
    }, (r) => String(r.officeId));
  }
  if (extra.size === 0) return [...rows];
  return rows.map((r, i) => withProblems(r, extra.get(i) ?? []));
}

/** The seller reference of a property row, if it gives one. */
export function sellerReferenceOf(row: PreparedRow): string | null {
  const s = row.body.seller;
  const v = s && !Array.isArray(s) ? (s as Record<string, unknown>).transfer_id : undefined;
  return typeof v === 'string' ? v : null;
}
