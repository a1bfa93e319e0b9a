// The sellers a listing's seller cell may name: the workbook's own (its sellers sheets) and the office's on the
// portal, with their names, so Review offers them instead of a free-text box (docs/architecture.md, "The wizard's
// flow"). The portal's list is asked once per connection; offline, or when it is refused, the workbook's stand alone.
// A portal seller without a code is listed too, by its service ID: the Seller service ID column can name it.
import { createApiClient, openFaultLedger } from '../../engine/api';
import type { SellerChoice } from '../../shared/contract';
import type { SessionEnv } from './session-env';
import type { SessionState } from './session-state';
import { dataFolders } from '../../engine/pipeline/data-folders';

/** The portal's sellers by connection, kept for the session: the seller cell is edited often, the list changes rarely. */
const portalLists = new WeakMap<SessionState, { readonly key: string; readonly list: readonly SellerChoice[] }>();

function nameOf(body: unknown): string {
  const seller = body !== null && typeof body === 'object' ? (body as { seller?: unknown }).seller : undefined;
  const name = seller !== null && typeof seller === 'object' ? (seller as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : '';
}

function idsOf(item: unknown): { readonly code: string | null; readonly serviceId: number | null } {
  const id = item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  const ids = id !== null && typeof id === 'object' ? (id as { transfer_id?: unknown; id?: unknown }) : {};
  const t = ids.transfer_id;
  return {
    code: typeof t === 'string' && t !== '' ? t : null,
    serviceId: typeof ids.id === 'number' ? ids.id : null,
  };
}

/** A choice's key among the list: its code, or its service ID when it has none. */
function keyOf(s: SellerChoice): string {
  return s.code ?? `#${s.serviceId ?? ''}`;
}

async function portalSellers(state: SessionState, env: SessionEnv): Promise<readonly SellerChoice[]> {
  const conn = env.connection();
  const key = `${conn.baseUrl}\u0000${conn.user}\u0000${conn.officeId}`;
  const kept = portalLists.get(state);
  if (kept?.key === key) return kept.list;
  // Refused list requests count in the data folder's shared fault budget, like every other request.
  const faults = await openFaultLedger({ dir: dataFolders(env.dataDir).faults, baseUrl: conn.baseUrl });
  const client = createApiClient({ ...conn.credentials, faults });
  if (!client.ok) {
    await faults.release();
    return [];
  }
  try {
    const listed = await client.value.listRecordBodies('seller', { office_id: conn.officeId, part: ['id', 'seller'] });
    if (!listed.ok) return [];
    const list = listed.value.flatMap((item) => {
      const { code, serviceId } = idsOf(item);
      return code === null && serviceId === null
        ? []
        : [{ code, serviceId, name: nameOf(item), source: 'portal' as const }];
    });
    portalLists.set(state, { key, list });
    return list;
  } finally {
    await client.value.close();
    await faults.release();
  }
}

/** The workbook's sellers first (as they stand after edits), then the portal's not in the workbook, each once. */
export async function sellerChoices(state: SessionState, env: SessionEnv): Promise<SellerChoice[]> {
  const out = new Map<string, SellerChoice>();
  for (const sheet of state.prepared.values()) {
    for (const r of sheet.rows) {
      if (r.role === 'sellers' && r.transferId !== null && !out.has(r.transferId))
        out.set(r.transferId, { code: r.transferId, serviceId: r.serviceId, name: nameOf(r.body), source: 'workbook' });
    }
  }
  const portal = await portalSellers(state, env).catch((): readonly SellerChoice[] => []);
  for (const s of portal) if (!out.has(keyOf(s))) out.set(keyOf(s), s);
  return [...out.values()];
}
