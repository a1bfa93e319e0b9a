// Sync preview: the listings on the portal inside the scope the sheet claims to hold (recorded by the export, or
// named by the user) that it does not hold (by Service ID or reference), and withdrawing them when the user asks.
// Missing listings are never deleted.
import type { Result, Words } from '../../catalog';
import { BATCH_LIMIT, err, formatBoth, ok } from '../../catalog';
import { SYNC_SCOPE_MESSAGES as SCOPE } from './upload-notice-messages';
import type { ApiClient, ApiFailure, BatchItemAnswer } from '../api';
import { failureInBoth } from '../api';
import type { PreparedRow } from '../model/prepared-row';
import type { ListingScope } from '../template/export-scope';
import type { RecordedScope } from './recorded-scope';
import { answerId } from './answer-classifier';
import { withdrawBody } from './action-plan';
import { admitRoom } from './fault-budget';

/** A listing of the office on the service that no row of the sheet names. */
export interface MissingListing {
  readonly id: number;
  readonly officeId: number;
  readonly transferId: string | null;
  readonly status: string | null;
  readonly address: string | null;
  readonly externalId: string | null;
  /** The seller advertising it, named again by the withdraw (docs/api.md: a PUT without a seller). */
  readonly sellerId: number | null;
}

type Block = Readonly<Record<string, unknown>>;

function blockOf(item: unknown, name: string): Block | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  const b = (item as Block)[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Block) : undefined;
}

function textOf(block: Block | undefined, name: string): string | null {
  const v = block?.[name];
  return typeof v === 'string' && v !== '' ? v : null;
}

function numberOf(block: Block | undefined, name: string): number | null {
  const v = block?.[name];
  return typeof v === 'number' ? v : null;
}

/** The offices the sheet's listings go to: their own office, else the run's. */
export function sheetOffices(rows: readonly PreparedRow[], officeId: number | null): number[] {
  const offices = new Set<number>();
  for (const r of rows) {
    if (r.role !== 'properties') continue;
    const o = r.officeId ?? officeId;
    if (o !== null) offices.add(o);
  }
  if (offices.size === 0 && officeId !== null) offices.add(officeId);
  return [...offices].sort((a, b) => a - b);
}

/** The scope a sync looks inside, and where it came from: the export's Help sheet, or the user's options. */
export interface SyncScope {
  readonly scope: ListingScope;
  readonly source: 'recorded' | 'named';
}

export interface ScopeRefusal {
  readonly message: string;
  readonly messageHu: string;
}

/**
 * The scope to use: the one the user named, else the one the export recorded. A workbook recording none (a filled
 * template, a CSV file, an older export) or a damaged one is refused: every listing of the office it lacks would
 * look missing and be offered for withdrawal.
 */
export function chooseSyncScope(recorded: RecordedScope, named: ListingScope | null): Result<SyncScope, ScopeRefusal> {
  if (named !== null) return ok({ scope: named, source: 'named' });
  switch (recorded.kind) {
    case 'found':
      return ok({ scope: recorded.scope, source: 'recorded' });
    case 'none':
      return err(scopeRefusal(formatBoth(SCOPE.none)));
    case 'unreadable':
      return err(scopeRefusal(formatBoth(SCOPE.unreadable, { text: recorded.text })));
  }
}

/**
 * A sheet exported for some offices and uploaded for another (`--office-id`, the app's office): its scope says
 * nothing of that office's listings, so no sync is run on it.
 */
export function officeOutsideScope(s: SyncScope, officeId: number | null): ScopeRefusal | null {
  const offices = s.scope.officeIds;
  if (officeId === null || offices.length === 0 || offices.includes(officeId)) return null;
  return scopeRefusal(formatBoth(SCOPE.otherOffice, { offices: offices.join(', '), office: officeId }));
}

function scopeRefusal(text: Words): ScopeRefusal {
  return { message: text.en, messageHu: text.hu };
}

/** The offices a sync lists: those the scope names, else the sheet's. */
export function scopeOffices(scope: ListingScope, rows: readonly PreparedRow[], officeId: number | null): number[] {
  return scope.officeIds.length > 0 ? [...scope.officeIds].sort((a, b) => a - b) : sheetOffices(rows, officeId);
}

/** Whether a listed listing is inside the scope's types and status (the list endpoint filters neither). */
function inScope(scope: ListingScope, property: Block | undefined): boolean {
  const type = property?.['type'];
  if (scope.types.length > 0 && !scope.types.some((t) => t === type)) return false;
  return scope.status === null || property?.['status'] === scope.status;
}

/**
 * Lists the listings of `offices` inside `scope` and keeps those no properties row names, by Service ID (the row's
 * or its last result's) or by reference in the same office. Every row counts, invalid ones included: a row with a
 * mistake still says the listing belongs to the sheet.
 */
export async function findMissingListings(
  client: ApiClient,
  rows: readonly PreparedRow[],
  offices: readonly number[],
  scope: ListingScope,
  signal?: AbortSignal,
): Promise<Result<MissingListing[], ApiFailure>> {
  const ids = new Set<number>();
  const references = new Set<string>();
  for (const r of rows) {
    if (r.role !== 'properties') continue;
    const id = r.serviceId ?? r.previous?.serviceId ?? null;
    if (id !== null) ids.add(id);
    const office = r.officeId;
    if (r.transferId !== null) {
      // A row without its own office goes to the run's; its reference is matched in every office listed.
      references.add(office === null ? `*|${r.transferId}` : `${office}|${r.transferId}`);
    }
  }
  const part = ['id', 'property', 'location', 'seller'];
  const after = scope.updatedAfter === null ? {} : { updated_after: scope.updatedAfter };
  const missing: MissingListing[] = [];
  for (const office of offices) {
    const listed = await client.listRecordBodies('property', { office_id: office, part, ...after }, signal);
    if (!listed.ok) return listed;
    for (const item of listed.value) {
      const idBlock = blockOf(item, 'id');
      const id = idBlock?.['id'];
      if (typeof id !== 'number' || ids.has(id)) continue;
      const transferId = textOf(idBlock, 'transfer_id');
      if (transferId !== null && (references.has(`${office}|${transferId}`) || references.has(`*|${transferId}`))) {
        continue;
      }
      const property = blockOf(item, 'property');
      if (!inScope(scope, property)) continue;
      missing.push({
        id,
        officeId: office,
        transferId,
        status: textOf(property, 'status'),
        address: textOf(blockOf(item, 'location'), 'address'),
        externalId: textOf(property, 'external_id'),
        sellerId: numberOf(blockOf(item, 'seller'), 'id'),
      });
    }
  }
  return ok(missing);
}

/** The missing listings a withdraw would change: those not inactive already. */
export function withdrawable(missing: readonly MissingListing[]): MissingListing[] {
  return missing.filter((m) => m.status !== 'inactive');
}

export interface WithdrawOutcome {
  readonly listing: MissingListing;
  /** Null when the service set it inactive; else why not (the service's answer or the hold-back), in both languages. */
  readonly error: Words | null;
}

/** Why a withdraw was not sent: the fault budget had no room left for it. */
export const WITHDRAW_HELD_BACK: Words = formatBoth(SCOPE.withdrawHeldBack);

/**
 * Sets the listings inactive (`PUT /property?id=N` with the status and the listing's seller), in batches of at most
 * 100 that the client's fault budget admits (each item could be refused): 120 listings with the whole budget free
 * go as 90 then 30. When the budget has no room, the rest are not sent and say so.
 */
export async function withdrawListings(
  client: ApiClient,
  listings: readonly MissingListing[],
  signal?: AbortSignal,
): Promise<Result<WithdrawOutcome[], ApiFailure>> {
  const out: WithdrawOutcome[] = [];
  const budget = client.faults ?? null;
  let i = 0;
  while (i < listings.length) {
    const room = await admitRoom(budget, Math.min(BATCH_LIMIT, listings.length - i));
    if (room === null) break;
    const chunk = listings.slice(i, i + room.size);
    i += chunk.length;
    const answer = await client.batch(
      chunk.map((l) => ({
        method: 'PUT' as const,
        uri: `/property?id=${l.id}`,
        body: withdrawBody(l.sellerId === null ? null : { id: l.sellerId }),
      })),
      signal,
      room.ticket ?? undefined,
    );
    if (!answer.ok) return answer;
    chunk.forEach((listing, k) => out.push({ listing, error: refusal(answer.value[k]) }));
  }
  for (const listing of listings.slice(i)) out.push({ listing, error: WITHDRAW_HELD_BACK });
  return ok(out);
}

/** Why the service did not set a listing inactive, read as any refusal of the service is (api-failure.ts). */
function refusal(a: BatchItemAnswer | undefined): Words | null {
  if (a === undefined) return formatBoth(SCOPE.withdrawNoAnswer);
  if (a.status >= 200 && a.status < 300 && answerId(a.body) !== null) return null;
  const body = a.body as { error_code?: unknown; error_description?: unknown } | null;
  const error =
    typeof body?.error_code === 'number'
      ? { error_code: body.error_code, error_description: String(body.error_description ?? '') }
      : null;
  return failureInBoth({ kind: 'http', status: a.status, error });
}
