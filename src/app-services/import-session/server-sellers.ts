// Seller references the workbook does not define, looked up on the service once and kept on disk, so validation
// marks listings whose seller exists nowhere (and works offline with what was learnt before).
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { createApiClient, openFaultLedger } from '../../engine/api';
import { writeFileDurable } from '../../engine/fs/durable-write';
import { readStateFile } from '../../engine/fs/read-state-file';
import { rowKey } from '../../engine/import-model';
import type { SessionEnv } from './session-env';
import type { ServerSellers, SessionState } from './session-state';

/** Offline, edits would each wait for the network: a failed look-up is not tried again for a minute. */
const RETRY_AFTER_MS = 60_000;

function cacheFile(env: SessionEnv, key: string): string {
  return join(env.dataDir, 'seller-cache', `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
}

const CacheSchema = z.object({ known: z.array(z.string()), asked: z.array(z.string()) });

/**
 * A damaged cache is moved aside by the one state reader and the sellers are asked again: an empty cache only makes
 * the look-up ask more (docs/security.md, "Local state").
 */
async function loadCache(env: SessionEnv, key: string): Promise<ServerSellers> {
  const what = { en: 'the saved seller look-ups', hu: 'a mentett értékesítő-lekérdezések' };
  const read = await readStateFile(cacheFile(env, key), CacheSchema, { what });
  const data = read.kind === 'ok' ? read.value : { known: [], asked: [] };
  return { key, known: new Set(data.known), asked: new Set(data.asked), retryAfter: 0 };
}

async function saveCache(env: SessionEnv, s: ServerSellers): Promise<void> {
  const file = cacheFile(env, s.key);
  await mkdir(join(env.dataDir, 'seller-cache'), { recursive: true, mode: 0o700 });
  await writeFileDurable(file, JSON.stringify({ known: [...s.known], asked: [...s.asked] }), { mode: 0o600 });
}

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
  const key = `${conn.baseUrl}\u0000${conn.user}\u0000${conn.officeId}`;
  if (state.serverSellers?.key !== key) state.serverSellers = await loadCache(env, key);
  const known = state.serverSellers;
  const missing = [...refs].filter((r) => !known.asked.has(r));
  if (missing.length === 0 || Date.now() < known.retryAfter) return known;
  // Refused look-ups count in the data folder's shared fault budget, like every other request.
  const faults = await openFaultLedger({ dir: join(env.dataDir, 'fault-budget'), baseUrl: conn.baseUrl });
  const client = createApiClient({ ...conn.credentials, faults });
  if (!client.ok) return known;
  try {
    const found = await client.value.listSellers(
      { office_id: conn.officeId, transfer_id: missing, part: ['id'] },
      AbortSignal.timeout(20_000),
    );
    if (!found.ok) {
      known.retryAfter = Date.now() + RETRY_AFTER_MS;
      return known;
    }
    for (const r of found.value) if (r.transferId !== null) known.known.add(r.transferId);
    for (const r of missing) known.asked.add(r);
    await saveCache(env, known).catch(() => undefined);
    return known;
  } finally {
    await client.value.close();
    await faults.release();
  }
}
