// One row → its request body, operation, fingerprint and every problem; cross-row rules come after (prepare-rows).
// The sheet is compiled once (compiled-sheet.ts); each row then goes the quick path (quick-row-path.ts) when it is
// plain and certainly passes, else the full path (full-row-path.ts).
import type { PreparedRow } from '../model/prepared-row';
import type { SheetMapping } from '../model/workbook-mapping';
import type { CompiledSheet } from './compiled-sheet';
import { compileSheet } from './compiled-sheet';
import { FullRowPath } from './full-row-path';
import type { RowNotice } from './office-defaults';
import type { PrepareContext } from './prepare-context';
import { createPrepareContext } from './prepare-context';
import type { PrepareOptions, TableRow } from './prepare-options';
import { compileQuickRow } from './quick-row';
import { QuickRowPath } from './quick-row-path';
import type { SheetPlan } from './sheet-plan';
import { uncheckedListingRefusal } from './unchecked-listing';

export type { RowNotice } from './office-defaults';

/** A prepared row with the defaults applied to it (none when the preparer applies no defaults). */
export interface NoticedRow extends PreparedRow {
  readonly notices: readonly RowNotice[];
}

export interface RowPreparerOptions {
  /**
   * The office defaults: a utility fee or a money deposit without its own currency takes the price's; a rent without
   * a period is monthly. Off unless asked for, so the CLI and files keep refusing what they do not say.
   */
  readonly officeDefaults?: boolean;
  /**
   * Plain rows that certainly pass get their body built when first read (quick-row.ts); on unless set to false,
   * which prepares every row by the full path (tests compare the two).
   */
  readonly quickRows?: boolean;
}

export interface RowPreparer {
  readonly plan: SheetPlan;
  /** The prepared row, or null for a row without any data in a mapped column. */
  prepare(row: TableRow): PreparedRow | null;
}

/** Prepares rows of one sheet; the sheet must have a role. */
export function createRowPreparer(
  mapping: SheetMapping,
  context: PrepareContext = createPrepareContext(),
  preparerOptions: RowPreparerOptions = {},
): RowPreparer {
  if (mapping.role === null) throw new Error(`Sheet ${mapping.sheet} has no role; set one before preparing its rows.`);
  const sheet = compileSheet({ ...mapping, role: mapping.role }, context);
  const preparer = sheetPreparer(sheet, context, preparerOptions);
  const refuse = uncheckedListingRefusal(sheet.plan, context);
  if (refuse === null) return preparer;
  return { plan: preparer.plan, prepare: (row) => refusedRow(preparer.prepare(row), refuse) };
}

function sheetPreparer(
  sheet: CompiledSheet,
  context: PrepareContext,
  preparerOptions: RowPreparerOptions,
): RowPreparer {
  const officeDefaults = preparerOptions.officeDefaults === true;
  const full = new FullRowPath(sheet, context, officeDefaults);
  const quick =
    preparerOptions.quickRows === false
      ? null
      : compileQuickRow({
          plan: sheet.plan,
          plainConverters: sheet.plainConverters,
          plainInterpreted: sheet.plainInterpreted,
          specialOf: sheet.specialOf,
          converter: context.converter,
          regions: context.regions,
          offices: context.offices,
          officeId: context.options.officeId ?? null,
          defaultType: sheet.defaultType,
          officeDefaults,
        });
  if (quick === null) return { plan: sheet.plan, prepare: (row) => full.prepare(row) };
  const quickPath = new QuickRowPath(sheet, quick, full, officeDefaults && sheet.role === 'properties');
  return { plan: sheet.plan, prepare: (row) => quickPath.prepare(row) };
}

function refusedRow(row: PreparedRow | null, refuse: (row: PreparedRow) => PreparedRow): PreparedRow | null {
  return row === null ? null : refuse(row);
}

/** Prepares with fresh shared state; for one sheet prepared on its own. */
export function createSheetPreparer(mapping: SheetMapping, options: PrepareOptions = {}): RowPreparer {
  return createRowPreparer(mapping, createPrepareContext(options));
}
