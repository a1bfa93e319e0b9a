// The rules across rows and sheets, run over rows prepared one by one: duplicate references, then the sellers and
// listings rows name, in the workbook or on the service. Run once after a preparation, and again after each edit in
// the app, so a duplicate fixed in one row clears in the other and a seller fixed in its sheet unblocks its listings.
import type { SheetRole, Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { PreparedRow } from '../model/prepared-row';
import { rowKey } from '../model/prepared-row';
import type { SheetRows } from './cross-row-rules';
import { flagDuplicatesByRole, sellerNamedBy, withProblems } from './cross-row-rules';
import { rowProblem } from './describe-problem';
import type { SkippedCheck } from './prepare-options';
import { OWNER_MESSAGES, REFERENCE_CHECK_MESSAGES as M } from './validation-messages';

export interface PreparedSheet {
  readonly sheet: string;
  readonly role: SheetRole;
  readonly rows: readonly PreparedRow[];
}

/** What the service is known to hold; a kind absent was not looked up, and its references stay unchecked. */
export interface ServerReferences {
  readonly sellers?: {
    /** References the service holds. */
    readonly known: ReadonlySet<string>;
    /** References asked about, known or not; absent: every reference was asked. */
    readonly asked?: ReadonlySet<string>;
  };
  readonly listings?: ReadonlySet<string>;
}

/** A row by its sheet and number, as Excel shows it. */
export interface RowPlace {
  readonly sheet: string;
  readonly row: number;
}

export interface AcrossRows {
  readonly sheets: readonly PreparedSheet[];
  /** References nobody could check, per sheet. */
  readonly skippedChecks: readonly SkippedCheck[];
  /** Rows valid by themselves that wait for the invalid seller row of the workbook they name, by `rowKey`. */
  readonly blockedBy: ReadonlyMap<string, RowPlace>;
}

/** The rows a reference of a role may name, in the workbook: the first row of each reference, and if it is invalid. */
type Named = ReadonlyMap<string, { readonly row: PreparedRow; readonly invalid: boolean }>;

function namedRows(sheets: readonly SheetRows[], flagged: readonly (readonly PreparedRow[])[], role: SheetRole): Named {
  const out = new Map<string, { row: PreparedRow; invalid: boolean }>();
  sheets.forEach((s, i) => {
    if (s.role !== role) return;
    for (const r of flagged[i] ?? [])
      if (r.transferId !== null && !out.has(r.transferId))
        out.set(r.transferId, { row: r, invalid: r.problems.length > 0 });
  });
  return out;
}

/** How one role's rows name their owner, where the owner is looked for, and the problem's field. */
interface OwnerRule {
  readonly refOf: (r: PreparedRow) => string | null;
  readonly inBook: Named;
  /** Whether the service holds it: true, false, or null when it was not asked. */
  readonly onService: (ref: string) => boolean | null;
  readonly key: string;
  readonly owner: Words;
  readonly check: SkippedCheck['check'];
  /** A row naming an invalid owner row of the workbook waits for it (a seller is sent before its listings). */
  readonly waits: boolean;
}

function ownerRule(
  role: SheetRole,
  sellers: () => Named,
  listings: () => Named,
  server: ServerReferences,
): OwnerRule | null {
  const sellerOnService = (ref: string): boolean | null => {
    const s = server.sellers;
    if (s === undefined) return null;
    if (s.known.has(ref)) return true;
    return s.asked === undefined || s.asked.has(ref) ? false : null;
  };
  const seller = () => ({ inBook: sellers(), onService: sellerOnService, owner: OWNER_MESSAGES.seller, waits: true });
  switch (role) {
    case 'properties':
      return {
        ...seller(),
        refOf: (r) => sellerNamedBy(role, r),
        key: 'seller.transfer_id',
        check: 'seller_references',
      };
    case 'seller_images':
      return { ...seller(), refOf: (r) => sellerNamedBy(role, r), key: 'owner.transfer_id', check: 'image_owners' };
    case 'property_images':
      return {
        refOf: (r) => r.owner?.transferId ?? null,
        inBook: listings(),
        onService: (ref) => (server.listings === undefined ? null : server.listings.has(ref)),
        key: 'owner.transfer_id',
        owner: OWNER_MESSAGES.listing,
        check: 'image_owners',
        waits: false,
      };
    case 'sellers':
      return null;
  }
}

/**
 * Duplicates across the sheets of a role, then listings and images whose owner exists nowhere (an error), only in an
 * invalid row of the workbook (waiting for it), or outside the workbook where the service was not asked (unchecked,
 * and said so per sheet). The command line's validation and the app's alike.
 */
export function applyCrossRowRules(sheets: readonly SheetRows[], server: ServerReferences): AcrossRows {
  const flagged = flagDuplicatesByRole(sheets);
  // Each role's named rows are gathered when a sheet's rule first needs them: a workbook of sellers alone needs none.
  let sellers: Named | null = null;
  const sellersOf = (): Named => (sellers ??= namedRows(sheets, flagged, 'sellers'));
  let listings: Named | null = null;
  const listingsOf = (): Named => (listings ??= namedRows(sheets, flagged, 'properties'));
  const blockedBy = new Map<string, RowPlace>();
  const skippedChecks: SkippedCheck[] = [];
  const out = sheets.map((s, i): PreparedSheet => {
    const rows = flagged[i] ?? [];
    const rule = ownerRule(s.role, sellersOf, listingsOf, server);
    if (rule === null) return { sheet: s.sheet, role: s.role, rows };
    const column = s.columnOf.get(rule.key) ?? null;
    let unchecked = 0;
    const checked = rows.map((r) => {
      const ref = rule.refOf(r);
      if (ref === null) return r;
      const inBook = rule.inBook.get(ref);
      if (inBook) {
        if (rule.waits && inBook.invalid && r.problems.length === 0)
          blockedBy.set(rowKey(s.sheet, r.row), { sheet: inBook.row.sheet, row: inBook.row.row });
        return r;
      }
      const held = rule.onService(ref);
      if (held === true) return r;
      if (held === null) {
        unchecked++;
        return r;
      }
      const text = formatBoth(M.nowhere, { owner: rule.owner, ref });
      return withProblems(r, [rowProblem(s.role, rule.key, column, ref, text)]);
    });
    if (unchecked > 0) {
      const text = formatBoth(M.unchecked, { count: unchecked, sheet: s.sheet, owner: rule.owner });
      skippedChecks.push({ check: rule.check, reason: text.en, reasonHu: text.hu });
    }
    return { sheet: s.sheet, role: s.role, rows: checked };
  });
  return { sheets: out, skippedChecks, blockedBy };
}
