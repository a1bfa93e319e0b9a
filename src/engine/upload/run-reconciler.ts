// Before anything is sent: what earlier runs made durable (done rows, edited rows, rows in doubt), what the rows in
// doubt turned into on the service, and which rows this workbook already created.
import type { Result } from '../../catalog';
import { formatBoth, ok } from '../../catalog';
import { RUN_RESULT_MESSAGES as RUN } from './run-result-messages';
import type { ApiClient, ApiFailure } from '../api';
import type { PreparedRow } from '../model/prepared-row';
import type { JournalHead, JournalIntentItem, JournalRowResult, JournalState } from './journal';
import type { Settled } from './run-recorder';
import type { DoubtfulCreate } from './sent-record-lookup';
import { claimKey, findSentCreates } from './sent-record-lookup';
import type { CreatedEarlier } from './upload-history';
import type { UploadPlan } from '../model/upload-plan';

export interface CarriedState {
  /** Rows an earlier run finished (same row, same content), with the journaled result. */
  readonly done: ReadonlyMap<number, JournalRowResult>;
  /** Rows edited since an earlier run created or updated them: index → service ID to modify instead of creating. */
  readonly edited: ReadonlyMap<number, number>;
  /** Rows the earlier run sent whose answer it never recorded. */
  readonly inDoubt: readonly { readonly index: number; readonly item: JournalIntentItem }[];
  /** Everything the earlier run knew, for the new journal's first write. */
  readonly head: JournalHead;
}

/** What an earlier run of this workbook left in its journal that this run carries on from. */
export function carriedFromEarlierRun(
  previous: JournalState | null,
  rows: readonly PreparedRow[],
  keys: readonly string[],
): CarriedState {
  const done = new Map<number, JournalRowResult>();
  const edited = new Map<number, number>();
  const inDoubt: { index: number; item: JournalIntentItem }[] = [];
  if (previous === null) return { done, edited, inDoubt, head: { results: [], unknown: [] } };
  const indexOfKey = new Map(keys.map((k, i) => [k, i]));
  for (const [key, r] of previous.results) {
    const i = indexOfKey.get(key);
    const row = i === undefined ? undefined : rows[i];
    if (i === undefined || row === undefined) continue;
    if (r.fingerprint === row.fingerprint) done.set(i, r);
    else if (ownsRecord(r.status) && r.serviceId !== undefined && row.serviceId === null) edited.set(i, r.serviceId);
  }
  for (const [key, item] of previous.unknown) {
    const i = indexOfKey.get(key);
    if (i !== undefined && !done.has(i)) inDoubt.push({ index: i, item });
  }
  // Carried whole, rows no longer in the workbook included: the new journal must know all the old one knew.
  const head = { results: [...previous.results.values()], unknown: [...previous.unknown.values()] };
  return { done, edited, inDoubt, head };
}

function ownsRecord(status: string): boolean {
  return status === 'created' || status === 'updated' || status === 'skipped';
}

/** The rows with the service ID an earlier run gave them, so the plan modifies that record. */
export function withEarlierIds(rows: readonly PreparedRow[], edited: ReadonlyMap<number, number>): PreparedRow[] {
  return rows.map((row, i) => {
    const id = edited.get(i);
    return id === undefined ? row : { ...row, previous: { status: 'created', serviceId: id, fingerprint: null } };
  });
}

export interface Reconciled {
  readonly settled: readonly Settled[];
  /** Rows certainly not applied: sent again by the plan. */
  readonly released: readonly number[];
}

/**
 * Looks the earlier run's doubtful rows up: a create that arrived is reported created (at the time it was sent),
 * one that did not is released to be sent. Modifies are released: sending them again changes nothing more.
 */
export async function resolveCarriedDoubts(
  client: ApiClient,
  inDoubt: CarriedState['inDoubt'],
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  claimed: ReadonlySet<string>,
): Promise<Result<Reconciled, ApiFailure>> {
  const settled: Settled[] = [];
  const released: number[] = [];
  const lookups: DoubtfulCreate[] = [];
  for (const { index, item } of inDoubt) {
    const row = rows[index];
    const p = plan.rows[index];
    if (row === undefined || p === undefined) continue;
    const sentAt = item.sentAt !== undefined ? new Date(item.sentAt) : null;
    if (item.operation !== 'create' || p.action !== 'send') {
      released.push(index);
    } else if (item.fingerprint !== row.fingerprint && item.transferId === null) {
      // Edited since it was sent, and nothing names the old content: only a person can tell.
      const why = formatBoth(RUN.editedDoubt);
      settled.push({ index, result: { status: 'failed', errorMessage: why.en, errorMessageHu: why.hu } });
    } else if (item.fingerprint !== row.fingerprint) {
      released.push(index);
    } else {
      lookups.push({ index, request: p.request, sentAt });
    }
  }
  if (lookups.length > 0) {
    const found = await findSentCreates(client, lookups, claimed);
    if (!found.ok) return found;
    for (const d of lookups) {
      const rec = found.value.get(d.index);
      if (rec === undefined) released.push(d.index);
      else {
        const result = { status: 'created' as const, serviceId: rec.id, ...(d.sentAt ? { importedAt: d.sentAt } : {}) };
        settled.push({ index: d.index, result });
      }
    }
  }
  return ok({ settled, released });
}

/**
 * Planned creates without a reference that an earlier run of this workbook already created (same content): not sent
 * again. Rows with a transfer_id need no history: the look-up on the service finds them.
 */
export function createdEarlier(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  created: ReadonlyMap<string, readonly CreatedEarlier[]>,
  decided: (index: number) => boolean,
  claimed: Set<string>,
): Settled[] {
  const out: Settled[] = [];
  // Nothing created before: no row's fingerprint is worked out here, before the first batch (each is when its batch's
  // intent is journaled, while the batch before is in flight).
  if (created.size === 0) return out;
  const used = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const p = plan.rows[i];
    if (row === undefined || p?.action !== 'send' || decided(i)) continue;
    if (p.request.operation !== 'create' || p.request.transferId !== null) continue;
    const list = created.get(row.fingerprint) ?? [];
    let k = used.get(row.fingerprint) ?? 0;
    let hit: CreatedEarlier | undefined;
    while (k < list.length && hit === undefined) {
      const c = list[k++];
      if (c !== undefined && !claimed.has(claimKey(p.request.resource, c.serviceId))) hit = c;
    }
    used.set(row.fingerprint, k);
    if (hit === undefined) continue;
    claimed.add(claimKey(p.request.resource, hit.serviceId));
    const time = hit.importedAt?.slice(0, 19).replace('T', ' ');
    const when = time !== undefined ? formatBoth(RUN.createdOn, { time }) : '';
    const why = formatBoth(RUN.alreadyCreated, { when, id: hit.serviceId });
    out.push({
      index: i,
      result: { status: 'skipped', serviceId: hit.serviceId, errorMessage: why.en, errorMessageHu: why.hu },
    });
  }
  return out;
}
