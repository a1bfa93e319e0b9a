// The session's seller look-up: the engine's cache and look-up (engine/reference/seller-lookup.ts) for the current
// connection, and the sellers this session sent, which now exist on the service.
import { createApiClient, openFaultLedger } from '../../engine/api';
import { rowKey } from '../../engine/model/prepared-row';
import type { SellerAsker, SellersOfImport } from '../../engine/pipeline';
import { dataFolders } from '../../engine/pipeline';
import type { SessionEnv } from './session-env';
import type { SessionState } from './session-state';

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
 * The engine's look-up for the current connection, as the command line's: the references not asked before are asked,
 * a failed look-up leaves them unchecked (the cache from an earlier session still answers for the ones it knows).
 */
export function sessionSellers(state: SessionState, env: SessionEnv): SellersOfImport {
  const conn = env.connection();
  // Refused look-ups count in the data folder's shared fault budget, like every other request.
  const asker = async (): Promise<SellerAsker | null> => {
    const faults = await openFaultLedger({ dir: dataFolders(env.dataDir).faults, baseUrl: conn.baseUrl });
    const client = createApiClient({ ...conn.credentials, faults });
    if (!client.ok) {
      await faults.release();
      return null;
    }
    const close = async (): Promise<void> => {
      await client.value.close();
      await faults.release();
    };
    return { client: client.value, close };
  };
  const folder = dataFolders(env.dataDir).sellers;
  const at = { folder, baseUrl: conn.baseUrl, user: conn.user, officeId: conn.officeId, known: state.serverSellers };
  // After a refused log-in the saved answers alone, as the command line's: each refused question would count as a
  // fault (docs/upload.md, "A refused log-in").
  return { ...at, asker: state.reference?.loginRefused ? null : asker };
}
