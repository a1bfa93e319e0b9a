// Rows prepared with the sellers they name elsewhere: prepared once, the seller references no sheet of the workbook
// defines looked up (the one cache, the service asked only when it can be), then prepared again knowing which of
// them the portal holds. The app does the same over its session's rows (docs/architecture.md, "One orchestration").
import type { PreparedWorkbook, PrepareOptions } from '../validation';
import { sellerReferencesOutside } from '../validation';
import { sellersOnService } from '../reference';
import type { OpenedImport } from './open-import';
import { prepareImport } from './prepare-import';
import type { SellerLookUp } from './seller-look-up';
import { lookUpSellers } from './seller-look-up';

/** The look-up without its references (they come from the prepared rows); null: the sellers are not looked up. */
export type SellersOfImport = Omit<SellerLookUp, 'refs'> | null;

export async function prepareWithSellers(
  opened: OpenedImport,
  options: PrepareOptions,
  sellers: SellersOfImport,
): Promise<PreparedWorkbook> {
  const prepared = prepareImport(opened, opened.mapping, options);
  const refs = [...sellerReferencesOutside(prepared.sheets)];
  if (sellers === null || refs.length === 0) return prepared;
  const known = await lookUpSellers({ ...sellers, refs });
  const onService = sellersOnService(known, refs);
  return onService
    ? prepareImport(opened, opened.mapping, { ...options, serverSellerTransferIds: onService })
    : prepared;
}
