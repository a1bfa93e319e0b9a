// The status each listing a run withdraws had before the run, so undoing the withdraw knows whether to reactivate it
// (docs/undo.md, "What a run keeps"). One GET per some 180 withdrawn listings, only in runs that withdraw.
import type { ApiClient } from '../api';
import { currentKey, fetchCurrentRecords } from './current-records';
import type { UploadPlan } from '../model/upload-plan';

function statusOf(record: unknown): string | undefined {
  if (record === null || typeof record !== 'object') return undefined;
  const property = (record as { readonly property?: unknown }).property;
  const status =
    property !== null && typeof property === 'object' ? (property as { status?: unknown }).status : undefined;
  return typeof status === 'string' ? status : undefined;
}

/**
 * Row index → the listing's status before the run, for the plan's withdraws. Unknown (absent) when the service could
 * not be asked: the withdraw still goes, and undoing it says what it cannot know.
 */
export async function statusesBeforeWithdraw(
  client: ApiClient,
  plan: UploadPlan,
  signal?: AbortSignal,
): Promise<ReadonlyMap<number, string>> {
  const wanted = new Map<number, { readonly id: number; readonly officeId: number }>();
  plan.rows.forEach((p, i) => {
    if (p.action === 'send' && p.request.operation === 'withdraw' && p.request.knownId !== null)
      wanted.set(i, { id: p.request.knownId, officeId: p.request.officeId });
  });
  const out = new Map<number, string>();
  if (wanted.size === 0) return out;
  const wants = { seller: [], property: [...wanted.values()], propertyBlocks: new Set(['property']) };
  const fetched = await fetchCurrentRecords(client, wants, signal ? { signal } : {});
  if (!fetched.ok) return out;
  for (const [i, w] of wanted) {
    const status = statusOf(fetched.value.get(currentKey('property', w.id)));
    if (status !== undefined) out.set(i, status);
  }
  return out;
}
