// An import's rows prepared, then the rules across rows with the sellers they name elsewhere looked up (the one cache,
// the service asked only when it can be): the command line's validation and upload, and the app's validation, call
// this one function; the app runs its second half again after each edit (docs/architecture.md, "One orchestration").
import type { KnownSellers } from '../reference';
import type { AcrossRows, PrepareContext, PreparedWorkbook, SheetRows } from '../validation';
import { applyCrossRowRules, referenceSkips, sellerReferencesOutside } from '../validation';
import type { OpenedImport } from './open-import';
import type { PreparationProgress, SheetToPrepare } from './prepare-in-slices';
import { prepareInSlices } from './prepare-in-slices';
import type { SellerLookUp } from './seller-look-up';
import { lookUpSellers } from './seller-look-up';

/** The look-up without its references (they come from the prepared rows); null: the sellers are not looked up. */
export type SellersOfImport = Omit<SellerLookUp, 'refs'> | null;

export interface PreparedImport extends PreparedWorkbook {
  /** Each sheet's rows before the rules across rows: the app prepares an edited row again in place here. */
  readonly base: readonly SheetRows[];
  readonly blockedBy: AcrossRows['blockedBy'];
  /** What is known of the sellers the rows name outside the workbook; null when they were not looked up. */
  readonly sellers: KnownSellers | null;
}

export async function prepareWithSellers(request: {
  readonly sheets: readonly SheetToPrepare[];
  readonly context: PrepareContext;
  readonly sellers: SellersOfImport;
  readonly progress?: PreparationProgress;
}): Promise<PreparedImport> {
  const base = await prepareInSlices(request.sheets, request.context, request.progress);
  return checkAcrossRows(base, request.context, request.sellers);
}

/** The seller references no sheet of the workbook defines looked up, then the rules across rows and sheets. */
export async function checkAcrossRows(
  base: readonly SheetRows[],
  context: PrepareContext,
  sellers: SellersOfImport,
): Promise<PreparedImport> {
  const refs = sellerReferencesOutside(base);
  const known =
    sellers === null || refs.size === 0 ? (sellers?.known ?? null) : await lookUpSellers({ ...sellers, refs });
  const across = applyCrossRowRules(base, known === null ? {} : { sellers: known });
  const skippedChecks = [...referenceSkips(context.options), ...across.skippedChecks];
  return { base, sheets: across.sheets, skippedChecks, blockedBy: across.blockedBy, sellers: known };
}

/**
 * The sheets of an opened import with a role, as the command line prepares them; `everyBodyRead`: by the full path,
 * each row's body built now (`SheetToPrepare.quickRows`), for an upload.
 */
export function sheetsToPrepare(
  opened: OpenedImport,
  officeDefaults: boolean,
  everyBodyRead = false,
): SheetToPrepare[] {
  const quick = everyBodyRead ? { quickRows: false } : {};
  return opened.mapping.sheets.flatMap((mapping) => {
    const table = opened.tables.find((t) => t.sheet === mapping.sheet);
    return mapping.role === null || !table ? [] : [{ mapping, rows: table.rows, officeDefaults, ...quick }];
  });
}
