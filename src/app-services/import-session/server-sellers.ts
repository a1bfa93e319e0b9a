// The session's seller look-up: the engine's cache and look-up (engine/reference/seller-lookup.ts) for the current
// connection, and the sellers this session sent, which now exist on the service.
import { join } from 'node:path';
import { createApiClient, openFaultLedger } from '../../engine/api';
import { rowKey } from '../../engine/model/prepared-row';
import { askSellers, loadKnownSellers, sellerCacheKey, sellersToAsk } from '../../engine/reference';
import type { SessionEnv } from './session-env';
import type { ServerSellers, SessionState } from './session-state';

/** Sellers this session created or updated now exist on the service, whatever an earlier look-up said. */
export function rememberSentSellers(state: SessionState): void {
  const known = state.serverSellers;
  if (!known) return;
  for (const p of state.prepared.values()) {
    for (const r of p.rows) {
      const status = state.rowResults.get(rowKey(r.sheet, r.row))?.status;
      if (r.role === 'sellers' && r.transferId !== null && (status === 'created' || status === 'updated')) {
        known.known.add(r.transferId);
        known.asked.add(r.transferId);
      }
    }
  }
}

/**
 * Asks the service about the references not asked before; a failed look-up leaves them unchecked (the cache from an
 * earlier session still answers for the ones it knows). Returns what is known for the current office.
 */
export async function lookUpSellers(
  state: SessionState,
  env: SessionEnv,
  refs: ReadonlySet<string>,
): Promise<ServerSellers> {
  const conn = env.connection();
  const folder = join(env.dataDir, 'seller-cache');
  const key = sellerCacheKey(conn.baseUrl, conn.user, conn.officeId);
  if (state.serverSellers?.key !== key) state.serverSellers = await loadKnownSellers(folder, key);
  const known = state.serverSellers;
  // The engine's rule says whom to ask (the command line's too): a seller unknown before is asked again once.
  if (sellersToAsk(known, refs).length === 0) return known;
  // Refused look-ups count in the data folder's shared fault budget, like every other request.
  const faults = await openFaultLedger({ dir: join(env.dataDir, 'fault-budget'), baseUrl: conn.baseUrl });
  const client = createApiClient({ ...conn.credentials, faults });
  if (!client.ok) {
    await faults.release();
    return known;
  }
  try {
    return await askSellers(known, client.value, conn.officeId, refs, folder);
  } finally {
    await client.value.close();
    await faults.release();
  }
}
