// The rules across rows and sheets, run over the rows as prepared one by one: after every validation and every edit,
// so a duplicate fixed in one row clears in the other and a seller fixed in its sheet unblocks its listings.
import type { PreparedRow, RowProblem } from '../../engine/model/prepared-row';
import { rowKey } from '../../engine/model/prepared-row';
import {
  flagDuplicatesByRole,
  rowProblem,
  sellerNamedBy,
  sellerReferencesOutside,
  withProblems,
} from '../../engine/validation';
import { formatBoth } from '../../catalog';
import { SESSION_MESSAGES } from './session-messages';
import type { BaseSheet, ServerSellers, SessionState } from './session-state';

/** Seller references of property rows that no sellers sheet of the workbook defines (the engine's rule). */
export function sellerRefsOutsideWorkbook(state: SessionState): Set<string> {
  return sellerReferencesOutside(state.base.values());
}

/** A listing's seller, or a seller image's owner, that exists nowhere. */
function sellerProblem(sheet: BaseSheet, ref: string): RowProblem {
  const key = sheet.role === 'seller_images' ? 'owner.transfer_id' : 'seller.transfer_id';
  const problem = formatBoth(SESSION_MESSAGES.sellerNotAnywhere, { ref });
  return rowProblem(sheet.role, key, sheet.columnOf.get(key) ?? null, ref, problem);
}

/**
 * Duplicates across the sheets of a role, then listings and seller images whose seller exists nowhere (an error) or
 * only in an invalid seller row (blocked by that row). Returns how many rows of each sheet refer to sellers nobody
 * could check.
 */
export function applyCrossRowRules(state: SessionState, server: ServerSellers | null): Map<string, number> {
  // Duplicates across all sheets of one role, the engine's rule as the command line's: two listings sheets share the
  // office's references.
  const bases = [...state.base].map(([sheet, s]) => ({ sheet, role: s.role, rows: s.rows, columnOf: s.columnOf }));
  const byRole = flagDuplicatesByRole(bases);
  const flagged = new Map<string, PreparedRow[]>(bases.map((b, i) => [b.sheet, byRole[i] ?? []]));
  const sellers = new Map<string, { row: PreparedRow; invalid: boolean }>();
  for (const [sheet, rows] of flagged) {
    if (state.base.get(sheet)?.role !== 'sellers') continue;
    for (const r of rows)
      if (r.transferId !== null && !sellers.has(r.transferId))
        sellers.set(r.transferId, { row: r, invalid: r.problems.length > 0 });
  }
  state.blockedBy.clear();
  const unchecked = new Map<string, number>();
  state.prepared.clear();
  for (const [sheet, rows] of flagged) {
    const base = state.base.get(sheet);
    let out = rows;
    // Listings and seller images name sellers (the engine's `sellerNamedBy`, as the command line checks them).
    if (base?.role === 'properties' || base?.role === 'seller_images') {
      out = rows.map((r) => {
        const ref = sellerNamedBy(base.role, r);
        if (ref === null) return r;
        const inBook = sellers.get(ref);
        if (inBook) {
          if (inBook.invalid && r.problems.length === 0)
            state.blockedBy.set(rowKey(sheet, r.row), { sheet: inBook.row.sheet, row: inBook.row.row });
          return r;
        }
        if (server?.known.has(ref)) return r;
        if (server?.asked.has(ref)) return withProblems(r, [sellerProblem(base, ref)]);
        unchecked.set(sheet, (unchecked.get(sheet) ?? 0) + 1);
        return r;
      });
    }
    state.prepared.set(sheet, { rows: out, byRow: new Map(out.map((r, i) => [r.row, i])) });
  }
  return unchecked;
}
