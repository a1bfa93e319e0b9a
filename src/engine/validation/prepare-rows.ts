// Prepares whole sheets and workbooks: every row, then the rules across rows and sheets, and the checks skipped.
import type { SheetRole, Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { PreparedRow } from '../model/prepared-row';
import type { SheetMapping } from '../model/workbook-mapping';
import type { SheetRows } from './cross-row-rules';
import {
  flagDuplicates,
  flagDuplicatesAcross,
  flagDuplicatesByRole,
  sellerReferenceOf,
  withProblems,
} from './cross-row-rules';
import { rowProblem } from './describe-problem';
import type { PrepareContext } from './prepare-context';
import { createPrepareContext } from './prepare-context';
import type { PrepareOptions, SkippedCheck, TableRow } from './prepare-options';
import { createRowPreparer } from './prepare-row';
import { OWNER_MESSAGES, REFERENCE_CHECK_MESSAGES as M } from './validation-messages';

export interface SheetInput {
  readonly mapping: SheetMapping;
  readonly rows: Iterable<TableRow>;
}

export interface PreparedSheet {
  readonly sheet: string;
  readonly role: SheetRole;
  readonly rows: readonly PreparedRow[];
}

export interface PreparedWorkbook {
  readonly sheets: readonly PreparedSheet[];
  /** Checks that could not run (no reference data, server references not looked up), with the reason. */
  readonly skippedChecks: readonly SkippedCheck[];
}

/** One sheet's rows without the rules across rows; rows without data are left out. */
function prepareSheet(input: SheetInput, context: PrepareContext, officeDefaults = false): SheetRows {
  const preparer = createRowPreparer(input.mapping, context, { officeDefaults });
  const out: PreparedRow[] = [];
  for (const row of input.rows) {
    const p = preparer.prepare(row);
    if (p) out.push(p);
  }
  return { sheet: input.mapping.sheet, role: preparer.plan.role, rows: out, columnOf: preparer.plan.columnOf };
}

/** `prepareRows(input)`: one sheet's rows with duplicate references flagged; rows without data are left out. */
export function prepareRows(input: SheetInput, options: PrepareOptions | PrepareContext = {}): PreparedRow[] {
  const context = 'converter' in options ? options : createPrepareContext(options);
  return flagDuplicatesAcross([prepareSheet(input, context)])[0] ?? [];
}

/** As {@link prepareRows}, for rows that stream from a reader one at a time. */
export async function prepareRowsAsync(
  input: { readonly mapping: SheetMapping; readonly rows: AsyncIterable<TableRow> | Iterable<TableRow> },
  options: PrepareOptions | PrepareContext = {},
): Promise<PreparedRow[]> {
  const context = 'converter' in options ? options : createPrepareContext(options);
  const preparer = createRowPreparer(input.mapping, context);
  const out: PreparedRow[] = [];
  for await (const row of input.rows) {
    const p = preparer.prepare(row);
    if (p) out.push(p);
  }
  return flagDuplicates(out, preparer.plan.role, preparer.plan.columnOf);
}

function columnOfKey(mapping: SheetMapping, key: string): string | null {
  return mapping.columns.find((c) => c.field === key)?.column ?? null;
}

/**
 * Prepares every sheet with a role (sheets without one are left out), then checks that property rows refer to
 * sellers, and image rows to owners, that exist in the workbook or on the server.
 */
export function prepareWorkbook(sheets: readonly SheetInput[], options: PrepareOptions = {}): PreparedWorkbook {
  const context = createPrepareContext(options);
  const withRole = sheets.filter((s) => s.mapping.role !== null);
  const defaults = options.officeDefaults === true;
  const flagged = flagDuplicatesByRole(withRole.map((s) => prepareSheet(s, context, defaults)));
  const prepared = withRole.map((s, i) => ({
    mapping: s.mapping,
    role: s.mapping.role as SheetRole,
    rows: flagged[i] ?? [],
  }));
  const skipped: SkippedCheck[] = [...referenceSkips(options)];

  // Each role's references, gathered when a sheet first refers to them (listings are referred to by image sheets
  // only: 50,000 of them were gathered for nothing on a workbook without images).
  const gathered = new Map<SheetRole, ReadonlySet<string>>();
  const idsOf = (role: SheetRole): ReadonlySet<string> => {
    let ids = gathered.get(role);
    if (ids !== undefined) return ids;
    const found = new Set<string>();
    for (const s of prepared)
      if (s.role === role) for (const r of s.rows) if (r.transferId !== null) found.add(r.transferId);
    gathered.set(role, (ids = found));
    return ids;
  };

  const result: PreparedSheet[] = prepared.map((s) => {
    let server: ReadonlySet<string> | undefined;
    let known: ReadonlySet<string>;
    let refOf: (r: PreparedRow) => string | null;
    let key: string;
    let owner: Words;
    switch (s.role) {
      case 'properties':
        server = options.serverSellerTransferIds;
        known = idsOf('sellers');
        refOf = sellerReferenceOf;
        key = 'seller.transfer_id';
        owner = OWNER_MESSAGES.seller;
        break;
      case 'property_images':
        server = options.serverPropertyTransferIds;
        known = idsOf('properties');
        refOf = (r) => r.owner?.transferId ?? null;
        key = 'owner.transfer_id';
        owner = OWNER_MESSAGES.listing;
        break;
      case 'seller_images':
        server = options.serverSellerTransferIds;
        known = idsOf('sellers');
        refOf = (r) => r.owner?.transferId ?? null;
        key = 'owner.transfer_id';
        owner = OWNER_MESSAGES.seller;
        break;
      case 'sellers':
        return { sheet: s.mapping.sheet, role: s.role, rows: s.rows };
    }
    const column = columnOfKey(s.mapping, key);
    let unchecked = 0;
    const rows = s.rows.map((r) => {
      const ref = refOf(r);
      if (ref === null || known.has(ref)) return r;
      if (!server) {
        unchecked++;
        return r;
      }
      if (server.has(ref)) return r;
      return withProblems(r, [rowProblem(s.role, key, column, ref, formatBoth(M.nowhere, { owner, ref }))]);
    });
    if (unchecked > 0) {
      const check = s.role === 'properties' ? 'seller_references' : 'image_owners';
      if (!skipped.some((k) => k.check === check)) {
        skipped.push({
          check,
          ...reasons(formatBoth(M.unchecked, { count: unchecked, sheet: s.mapping.sheet, owner })),
        });
      }
    }
    return { sheet: s.mapping.sheet, role: s.role, rows };
  });
  return { sheets: result, skippedChecks: skipped };
}

/** A skipped check's reason in both languages, as `SkippedCheck` carries it. */
function reasons(text: Words): { readonly reason: string; readonly reasonHu: string } {
  return { reason: text.en, reasonHu: text.hu };
}

/** The checks that need reference data, when there is none. */
export function referenceSkips(options: PrepareOptions): readonly SkippedCheck[] {
  const ref = options.reference ?? null;
  const out: SkippedCheck[] = [];
  if (ref === null) {
    out.push({ check: 'regions', ...reasons(M.noRegions) });
  }
  if (ref === null || ref.offices.length === 0) {
    out.push({ check: 'offices', ...reasons(ref === null ? M.noOffices : M.noOfficesListed) });
  }
  return out;
}
