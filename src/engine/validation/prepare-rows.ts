// Prepares whole sheets and workbooks: every row, then the rules across rows and sheets, and the checks skipped.
import type { Words } from '../../catalog';
import type { PreparedRow } from '../model/prepared-row';
import type { SheetMapping } from '../model/workbook-mapping';
import type { PreparedSheet } from './cross-row-pass';
import { applyCrossRowRules } from './cross-row-pass';
import type { SheetRows } from './cross-row-rules';
import { flagDuplicates, flagDuplicatesAcross } from './cross-row-rules';
import type { PrepareContext } from './prepare-context';
import { createPrepareContext } from './prepare-context';
import type { PrepareOptions, SkippedCheck, TableRow } from './prepare-options';
import { createRowPreparer } from './prepare-row';
import { REFERENCE_CHECK_MESSAGES as M } from './validation-messages';

export interface SheetInput {
  readonly mapping: SheetMapping;
  readonly rows: Iterable<TableRow>;
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

/**
 * Prepares every sheet with a role (sheets without one are left out), then checks that property rows refer to
 * sellers, and image rows to owners, that exist in the workbook or on the server.
 */
export function prepareWorkbook(sheets: readonly SheetInput[], options: PrepareOptions = {}): PreparedWorkbook {
  const context = createPrepareContext(options);
  const defaults = options.officeDefaults === true;
  const prepared = sheets.filter((s) => s.mapping.role !== null).map((s) => prepareSheet(s, context, defaults));
  const sellers = options.serverSellerTransferIds;
  const listings = options.serverPropertyTransferIds;
  const across = applyCrossRowRules(prepared, {
    ...(sellers !== undefined ? { sellers: { known: sellers } } : {}),
    ...(listings !== undefined ? { listings } : {}),
  });
  return { sheets: across.sheets, skippedChecks: [...referenceSkips(options), ...across.skippedChecks] };
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
