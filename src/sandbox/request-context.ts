// Who is asking and when, plus the lookups every endpoint shares: visible offices and records addressed by query.
import type { FieldIssue, ParsedQuery } from '../catalog';
import { ERROR_CODES } from '../catalog';
import type { ApiResponse, Outcome } from './api-response';
import { apiError, fail, issuesError } from './api-response';
import type { OfficeRecord, PropertyRecord, SellerRecord, UserRecord } from './sandbox-records';
import type { SandboxStore } from './sandbox-store';

/** A property deleted less than this long ago cannot be created again with the same transfer_id or external_id. */
export const RECREATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface RequestContext {
  readonly store: SandboxStore;
  readonly user: UserRecord;
  readonly now: number;
}

export function isVisible(ctx: RequestContext, office: OfficeRecord): boolean {
  return office.firmId === ctx.user.firmId;
}

export function visibleOffices(ctx: RequestContext): readonly OfficeRecord[] {
  return ctx.store.reference.offices.filter((o) => isVisible(ctx, o));
}

/** The office, when it exists and the user sees it; an unknown office is reported like an invisible one. */
export function visibleOffice(ctx: RequestContext, officeId: number, field: string): Outcome<OfficeRecord> {
  const office = ctx.store.office(officeId);
  if (office && isVisible(ctx, office)) return { ok: true, value: office };
  return fail(
    apiError(
      ERROR_CODES.OFFICE_NOT_VISIBLE,
      `${field}: ${officeId} is not an office visible to user "${ctx.user.username}".`,
    ),
  );
}

export function activeOffice(ctx: RequestContext, officeId: number, field: string): Outcome<OfficeRecord> {
  const office = visibleOffice(ctx, officeId, field);
  if (!office.ok) return office;
  if (office.value.status !== 'active') {
    return fail(
      apiError(
        ERROR_CODES.OFFICE_INACTIVE,
        `${field}: ${officeId} names an inactive office; listings and sellers can only be written to active offices.`,
      ),
    );
  }
  return office;
}

export function invalid(field: string, value: unknown, rule: FieldIssue['rule']): ApiResponse {
  return issuesError([{ field, path: field, value, rule }]);
}

type Addressable = SellerRecord | PropertyRecord;

/** The record named by `id`, or by `transfer_id` with `office_id`, among the user's offices. */
export function addressedRecord<T extends Addressable>(
  ctx: RequestContext,
  query: ParsedQuery,
  what: 'seller' | 'property',
  byId: (id: number) => T | undefined,
  byTransfer: (officeId: number, transferId: string) => T | undefined,
): Outcome<T> {
  const id = query.id;
  const transferId = query.transfer_id;
  const officeId = query.office_id;
  if (typeof officeId === 'number') {
    const office = visibleOffice(ctx, officeId, 'office_id');
    if (!office.ok) return office;
  }
  if (typeof id === 'number') {
    const rec = byId(id);
    const office = rec ? ctx.store.office(rec.officeId) : undefined;
    if (rec && office && isVisible(ctx, office) && (officeId === undefined || rec.officeId === officeId))
      return { ok: true, value: rec };
    return fail(
      apiError(
        ERROR_CODES.NOT_FOUND,
        `id: no ${what} with id ${id} in the offices visible to user "${ctx.user.username}".`,
      ),
    );
  }
  if (typeof transferId === 'string' && typeof officeId === 'number') {
    const rec = byTransfer(officeId, transferId);
    if (rec) return { ok: true, value: rec };
    return fail(
      apiError(
        ERROR_CODES.NOT_FOUND,
        `transfer_id: no ${what} with transfer_id "${transferId}" in office ${officeId}.`,
      ),
    );
  }
  return fail(invalid('id', undefined, { kind: 'required' }));
}

export function findSeller(ctx: RequestContext, query: ParsedQuery): Outcome<SellerRecord> {
  return addressedRecord(
    ctx,
    query,
    'seller',
    (id) => ctx.store.sellers.get(id),
    (o, t) => ctx.store.sellerByTransferId(o, t),
  );
}

export function findProperty(ctx: RequestContext, query: ParsedQuery): Outcome<PropertyRecord> {
  return addressedRecord(
    ctx,
    query,
    'property',
    (id) => ctx.store.properties.get(id),
    (o, t) => ctx.store.propertyByTransferId(o, t),
  );
}

/** Keeps records created / modified strictly after the query's `created_after` / `updated_after`. */
export function changedFilter(
  query: ParsedQuery,
): (r: { readonly createdAt: number; readonly updatedAt: number }) => boolean {
  const created = query.created_after instanceof Date ? query.created_after.getTime() : null;
  const updated = query.updated_after instanceof Date ? query.updated_after.getTime() : null;
  return (r) => (created === null || r.createdAt > created) && (updated === null || r.updatedAt > updated);
}

export function partsOf(query: ParsedQuery): ReadonlySet<string> {
  const part = query.part;
  return new Set(Array.isArray(part) ? part.map(String) : []);
}

export function numberList(value: ParsedQuery[string]): readonly number[] | null {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : null;
}

export function stringList(value: ParsedQuery[string]): readonly string[] | null {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
}

/** The list without repeats, so `id=5,5` lists record 5 once. */
export function unique<T>(list: readonly T[] | null): readonly T[] | null {
  return list === null ? null : [...new Set(list)];
}
