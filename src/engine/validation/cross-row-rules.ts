// Rules across rows: unique references within the office, and references to sellers and image owners that exist.
import type { SheetRole } from '../../catalog';
import type { PreparedRow, RowProblem } from '../import-model';
import { byColumn, rowProblem } from './describe-problem';

/** A row with more problems; rows are readonly, so the flagged ones are copied. */
export function withProblems(row: PreparedRow, extra: readonly RowProblem[]): PreparedRow {
  return extra.length === 0 ? row : { ...row, problems: [...row.problems, ...extra].sort(byColumn) };
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
  const check = (key: 'id.transfer_id' | 'property.external_id', valueOf: (r: PreparedRow) => string | null, scopeOf: (r: PreparedRow) => string | number | null) => {
    // Nested maps keyed by the raw values: no key strings are built for the (usual) unique rows.
    const scopes = new Map<string | number | null, Map<string, number | number[]>>();
    const groups: number[][] = [];
    // Rows of a sheet mostly share one scope (the office), so the last one is kept at hand.
    let lastScope: string | number | null | undefined;
    let lastSeen: Map<string, number | number[]> | undefined;
    rows.forEach((r, i) => {
      const v = valueOf(r);
      if (v === null) return;
      const scope = scopeOf(r);
      let seen = scope === lastScope ? lastSeen : scopes.get(scope);
      if (!seen) scopes.set(scope, (seen = new Map()));
      lastScope = scope;
      lastSeen = seen;
      const first = seen.get(v);
      if (first === undefined) seen.set(v, i);
      else if (typeof first === 'number') {
        const g = [first, i];
        groups.push(g);
        seen.set(v, g);
      } else first.push(i);
    });
    for (const g of groups) {
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
  check('id.transfer_id', (r) => r.transferId, isImage ? (r) => `${r.owner?.transferId ?? ''}/${r.owner?.id ?? ''}` : (r) => r.officeId);
  if (role === 'properties') {
    check('property.external_id', (r) => {
      const v = r.body.property;
      const ext = v && !Array.isArray(v) ? (v as Record<string, unknown>).external_id : undefined;
      return typeof ext === 'string' ? ext : null;
    }, (r) => r.officeId);
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
