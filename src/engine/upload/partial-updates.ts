// Partial updates (docs/round-trip.md): each planned modify carries only the fields that differ from the record the
// service holds; a row with no difference is skipped as unchanged and sends nothing.
import type { Result, Words, WriteBody } from '../../catalog';
import { formatBoth, ok } from '../../catalog';
import { COMPARISON_NOTE_MESSAGES as NOTE } from './comparison-note-messages';
import type { ApiClient, ApiFailure } from '../api';
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import type { ColumnHeaders } from './column-headers';
// run-upload.ts reads the type from here too.
export type { ColumnHeaders } from './column-headers';
import type { CurrentWants, WantedRecord } from './current-records';
import { currentKey, fetchCurrentRecords } from './current-records';
import { imageOwnersWanted, isImageModify, narrowImage } from './image-updates';
import type { FieldChange } from '../model/field-change';
import { diffRecord, storedSellerLink } from './record-diff';
import { checkRowIdentities } from './row-identity';
import { encodeSnapshot, readSnapshot } from './row-snapshot';
import { fingerprintCell } from '../validation/fingerprint-cell';
import type { PlannedRequest } from '../model/planned-request';
import type { PlannedRow } from '../model/planned-row';
import type { UploadPlan } from '../model/upload-plan';

const NO_KEYS: ReadonlySet<string> = new Set();
const SELLER_LINK: ReadonlySet<string> = new Set(['seller.id', 'seller.transfer_id']);

/** A seller or property PUT the diff applies to. */
function diffable(p: PlannedRow | undefined): p is { readonly action: 'send'; readonly request: PlannedRequest } {
  return (
    p?.action === 'send' &&
    p.request.method === 'PUT' &&
    p.request.operation === 'modify' &&
    p.request.knownId !== null &&
    (p.request.resource === 'seller' || p.request.resource === 'property')
  );
}

/** A withdraw whose row names no seller: the stored seller is added, as every listing PUT names it (record-diff.ts). */
function withdrawWithoutSeller(
  p: PlannedRow | undefined,
): p is { readonly action: 'send'; readonly request: PlannedRequest & { readonly knownId: number } } {
  return (
    p?.action === 'send' &&
    p.request.operation === 'withdraw' &&
    p.request.method === 'PUT' &&
    p.request.knownId !== null &&
    (p.request.body as WriteBody | undefined)?.['seller'] === undefined
  );
}

/** A modify, withdraw or delete of a seller or listing by its Service ID: its identity is checked (row-identity.ts). */
function addressedId(p: PlannedRow | undefined): number | null {
  return p?.action === 'send' &&
    p.request.knownId !== null &&
    p.request.operation !== 'create' &&
    (p.request.resource === 'seller' || p.request.resource === 'property')
    ? p.request.knownId
    : null;
}

function wantsOf(rows: readonly PreparedRow[], plan: UploadPlan, headers: ColumnHeaders | null): CurrentWants {
  const seller: WantedRecord[] = [];
  const property: WantedRecord[] = [];
  // The address names a listing in identity refusals and confirmations (portal-record.ts), the price in the latter.
  const blocks = new Set<string>(['property', 'location']);
  plan.rows.forEach((p, i) => {
    const id = addressedId(p);
    if (id === null || p?.action !== 'send') return;
    const list = p.request.resource === 'seller' ? seller : property;
    list.push({ id, officeId: p.request.officeId });
    // The record the row's binding names, when its Service ID names another: the refusal names both.
    const bound = rows[i]?.previous?.binding?.serviceId;
    if (bound !== undefined && bound !== id) list.push({ id: bound, officeId: p.request.officeId });
    if (p.request.operation === 'withdraw' || p.request.operation === 'delete') {
      blocks.add('price');
      if (withdrawWithoutSeller(p)) blocks.add('seller');
      return;
    }
    if (!diffable(p) || p.request.resource === 'seller') return;
    const body = p.request.body as WriteBody;
    for (const b of Object.keys(body)) blocks.add(b);
    const sheet = rows[i]?.sheet;
    for (const key of (sheet !== undefined ? headers?.get(sheet)?.keys() : undefined) ?? []) {
      blocks.add(key.slice(0, key.indexOf('.')));
    }
  });
  return { seller, property, propertyBlocks: blocks, imageOwners: imageOwnersWanted(plan) };
}

/**
 * The plan with every seller/property modify narrowed to its changed fields, after fetching the records' current
 * state. `headers`: the mapped columns per sheet, so an emptied cell is noticed (null: only the body's fields are
 * compared). Emptied cells are looked for only where the body is the row's own (a body the plan built itself, such as
 * a withdraw, says nothing about the other cells). A record the service does not list keeps its whole body: the PUT
 * answers for it as before.
 */
export async function narrowModifies(
  client: ApiClient,
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  headers: ColumnHeaders | null,
  options: {
    readonly signal?: AbortSignal;
    readonly parallel?: number;
    /** Reference changes the user confirmed (row-identity.ts); default none. */
    readonly confirmReferenceChanges?: number;
  } = {},
): Promise<Result<UploadPlan, ApiFailure>> {
  const wants = wantsOf(rows, plan, headers);
  const images = wants.imageOwners;
  const none = (images?.seller.length ?? 0) === 0 && (images?.property.length ?? 0) === 0;
  const identity = { headers, confirmReferenceChanges: options.confirmReferenceChanges ?? 0 };
  if (wants.seller.length === 0 && wants.property.length === 0 && none) {
    return ok(checkRowIdentities(rows, plan, new Map(), identity));
  }
  const fetched = await fetchCurrentRecords(client, wants, options);
  if (!fetched.ok) return fetched;
  const current = fetched.value;
  // Rows that are not the listing they name are refused before anything is compared or sent (row-identity.ts).
  const checked = checkRowIdentities(rows, plan, current, identity);
  const mappedBySheet = new Map<string, ReadonlySet<string>>();
  const mappedOf = (sheet: string): ReadonlySet<string> => {
    let keys = mappedBySheet.get(sheet);
    if (keys === undefined) {
      keys = new Set(headers?.get(sheet)?.keys() ?? NO_KEYS);
      mappedBySheet.set(sheet, keys);
    }
    return keys;
  };
  const counts = { ...checked.counts };
  const narrowed = checked.rows.map((p, i): PlannedRow => {
    const row = rows[i];
    if (withdrawWithoutSeller(p)) return withStoredSeller(p, current.get(currentKey('property', p.request.knownId)));
    if (isImageModify(p) && row !== undefined) {
      const image = narrowImage(p, row, current, mappedOf(row.sheet), headers?.get(row.sheet));
      if (image.action === 'skipped') {
        counts.modify -= 1;
        counts.skipped += 1;
      }
      return image;
    }
    if (!diffable(p) || row === undefined || p.request.knownId === null) return p;
    const resource = p.request.resource === 'seller' ? 'seller' : 'property';
    const stored = current.get(currentKey(resource, p.request.knownId));
    if (stored === undefined) return p;
    const own = p.request.body === row.body;
    const mapped = own ? mappedOf(row.sheet) : NO_KEYS;
    // A row read with a field snapshot sends only the fields edited since, and is written back with a new one.
    const since = own ? readSnapshot(row.previous?.snapshot) : null;
    const diff = diffRecord(resource, p.request.body as WriteBody, stored, mapped, since);
    const changes = named(diff.changes, headers?.get(row.sheet));
    const snapshot = since === null ? {} : { snapshot: encodeSnapshot(roleOf(resource), row.body, mapped) };
    if (Object.keys(diff.body).length === 0) {
      counts.modify -= 1;
      counts.skipped += 1;
      return { action: 'skipped', serviceId: p.request.knownId, changes, ...snapshot };
    }
    return { action: 'send', request: { ...p.request, body: diff.body }, changes, ...snapshot };
  });
  return ok({ rows: narrowed, counts });
}

function roleOf(resource: 'seller' | 'property'): 'sellers' | 'properties' {
  return resource === 'seller' ? 'sellers' : 'properties';
}

function withStoredSeller(
  p: { readonly action: 'send'; readonly request: PlannedRequest },
  stored: unknown,
): PlannedRow {
  const seller = storedSellerLink(stored);
  if (seller === null) return p;
  const body = { ...(p.request.body as WriteBody), seller };
  return { ...p, request: { ...p.request, body } };
}

/** The changes with the header of their column, where the sheet has one (a seller link: either seller column). */
function named(changes: readonly FieldChange[], names: ReadonlyMap<string, string> | undefined): FieldChange[] {
  return changes.map((c) => {
    const column =
      names?.get(c.key) ??
      (SELLER_LINK.has(c.key) ? (names?.get('seller.transfer_id') ?? names?.get('seller.id')) : undefined);
    return column !== undefined ? { ...c, column } : c;
  });
}

/** The changes the plan found for row `i`, or null when the row was not compared with the service. */
export function plannedChanges(plan: UploadPlan, i: number): readonly FieldChange[] | null {
  const p = plan.rows[i];
  if (p === undefined || (p.action !== 'send' && p.action !== 'skipped')) return null;
  return p.changes ?? null;
}

function shownValue(v: unknown): Words | string {
  return v === null || v === undefined || v === '' ? formatBoth(NOTE.empty) : JSON.stringify(v);
}

/** Texts of both languages joined, each language apart. */
function joinBoth(texts: readonly Words[], separator: string): Words {
  return { en: texts.map((t) => t.en).join(separator), hu: texts.map((t) => t.hu).join(separator) };
}

/** Fields changed on both sides since the export: the workbook's value was sent, the portal's is named to restore. */
function conflictNote(changes: readonly FieldChange[]): Words | null {
  const both = changes
    .filter((c) => c.conflict === true)
    .map((c) =>
      formatBoth(NOTE.conflict, { field: c.column ?? c.key, old: shownValue(c.old), new: shownValue(c.new) }),
    );
  return both.length === 0 ? null : formatBoth(NOTE.conflicts, { list: joinBoth(both, '; ') });
}

function keptNote(changes: readonly FieldChange[]): Words | null {
  const kept = changes.filter((c) => c.kind === 'kept').map((c) => `${c.column ?? c.key} (${JSON.stringify(c.old)})`);
  if (kept.length === 0) return null;
  return formatBoth(NOTE.kept, { list: kept.join(', '), count: kept.length });
}

/**
 * Results as the plan's comparison leaves them: a row skipped as unchanged gets its fingerprint (so the next upload
 * of the results skips it without asking the service), a row read with a field snapshot gets a fresh one beside its
 * fingerprint (row-snapshot.ts), and a row with emptied cells the API cannot clear, or with fields changed on the
 * portal too, says so.
 */
export function withComparisonResults(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  results: readonly RowResult[],
): RowResult[] {
  return results.map((r, i) => comparisonResult(rows[i], plan, i, r));
}

/** One row's result as the plan's comparison leaves it (`withComparisonResults`): `r` itself when it gets nothing. */
export function comparisonResult(row: PreparedRow | undefined, plan: UploadPlan, i: number, r: RowResult): RowResult {
  const changes = plannedChanges(plan, i);
  if (changes === null || row === undefined || (r.status !== 'skipped' && r.status !== 'updated')) return r;
  const p = plan.rows[i];
  const unchanged = r.status === 'skipped' && p?.action === 'skipped' && r.serviceId !== undefined;
  const notes = [conflictNote(changes), keptNote(changes)].filter((n): n is Words => n !== null);
  const note = r.errorMessage === undefined && notes.length > 0 ? joinBoth(notes, ' ') : null;
  const snapshot = p?.action === 'send' || p?.action === 'skipped' ? p.snapshot : undefined;
  const written = unchanged || (r.status === 'updated' && snapshot !== undefined);
  if (!written && note === null) return r;
  return {
    ...r,
    ...(written ? { fingerprint: fingerprintCell(row.fingerprint, snapshot) } : {}),
    ...(note !== null ? { errorMessage: note.en, errorMessageHu: note.hu } : {}),
  };
}
