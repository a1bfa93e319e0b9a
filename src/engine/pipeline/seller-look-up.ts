// The seller look-up as the command line and the app both run it: one cache per service, user and office, and the
// service asked only about the references the engine's rule names (docs/architecture.md, "One orchestration").
import type { ApiClient } from '../api';
import type { KnownSellers } from '../reference';
import { askSellers, loadKnownSellers, sellerCacheKey, sellersToAsk } from '../reference';

/** A client to ask with, opened only when there is something to ask, and closed after. */
export interface SellerAsker {
  readonly client: Pick<ApiClient, 'listSellers'>;
  readonly close: () => Promise<void>;
}

export interface SellerLookUp {
  /** The seller cache's folder under the data folder. */
  readonly folder: string;
  readonly baseUrl: string;
  readonly user: string;
  readonly officeId: number;
  /** Seller references the workbook does not define (`sellerReferencesOutside`). */
  readonly refs: ReadonlySet<string> | readonly string[];
  /** What this run or session already learnt; reused when it is of the same service, user and office. */
  readonly known?: KnownSellers | null;
  /** Opens a client to ask with (null when none can be made); null works offline, from the saved answers alone. */
  readonly asker: (() => Promise<SellerAsker | null>) | null;
}

/**
 * What is known of the sellers `refs` name: the saved answers, and the service asked about the references not asked
 * before (a seller unknown before is asked again once per run or session); a failed look-up leaves them unchecked.
 */
export async function lookUpSellers(lookUp: SellerLookUp): Promise<KnownSellers> {
  const key = sellerCacheKey(lookUp.baseUrl, lookUp.user, lookUp.officeId);
  const known = lookUp.known?.key === key ? lookUp.known : await loadKnownSellers(lookUp.folder, key);
  if (lookUp.asker === null || sellersToAsk(known, lookUp.refs).length === 0) return known;
  const asker = await lookUp.asker();
  if (asker === null) return known;
  try {
    return await askSellers(known, asker.client, lookUp.officeId, lookUp.refs, lookUp.folder);
  } finally {
    await asker.close();
  }
}
