// The upload plan: for each prepared row, whether and how it is sent, decided before anything is sent.
import type { SheetRole, Words } from '../../catalog';
import { assertNever, formatBoth, validateBody } from '../../catalog';
import { PENDING_RESULT_MESSAGES } from '../model/pending-result-messages';
import type { PreparedRow } from '../model/prepared-row';
import type { RowRef } from '../model/row-result';
import { deleteConflicts, planRetirement, refused } from './action-plan';
import { PLAN_MESSAGES as P } from './plan-messages';
import type { ExistingRecords } from './existing-records';
import { existingKey } from './existing-records';
import { ByReference } from './by-reference';
import type { PlannedRequest, UploadResource } from '../model/planned-request';
import type { PlannedRow } from '../model/planned-row';
import type { UploadPlan } from '../model/upload-plan';
import { unchangedSinceResult } from '../model/unchanged-since-result';

export interface PlanOptions {
  /** Office for rows that carry none. */
  readonly officeId: number | null;
}

const RESOURCE_OF_ROLE: Readonly<Record<SheetRole, UploadResource>> = {
  sellers: 'seller',
  properties: 'property',
  seller_images: 'seller_image',
  property_images: 'property_image',
};

const PATH_OF: Readonly<Record<UploadResource, string>> = {
  seller: '/seller',
  property: '/property',
  seller_image: '/seller/image',
  property_image: '/property/image',
};

/**
 * `?id=N` or `?transfer_id=X&office_id=N`, the API's two ways of naming one record. Written out, not by a list of
 * pairs: every modify of a plan makes one (a third of planning 10,000 modifies).
 */
export function recordQuery(id: number | null, transferId: string | null, officeId: number): string {
  if (id !== null) return `id=${encodeURIComponent(String(id))}`;
  return `transfer_id=${encodeURIComponent(transferId ?? '')}&office_id=${encodeURIComponent(String(officeId))}`;
}

/** The seller a property row refers to by transfer_id, if any. */
export function sellerReference(row: PreparedRow): string | null {
  const seller = row.body['seller'];
  if (seller === undefined || Array.isArray(seller)) return null;
  const t = (seller as Readonly<Record<string, unknown>>)['transfer_id'];
  return typeof t === 'string' ? t : null;
}

/** The image item's own transfer_id. */
function imageTransferId(row: PreparedRow): string | null {
  if (row.transferId !== null) return row.transferId;
  const id = row.body['id'];
  if (id === undefined || Array.isArray(id)) return null;
  const t = (id as Readonly<Record<string, unknown>>)['transfer_id'];
  return typeof t === 'string' ? t : null;
}

function ownerResource(resource: UploadResource): 'seller' | 'property' {
  return resource === 'seller_image' || resource === 'seller' ? 'seller' : 'property';
}

/** The transfer_ids and owners the plan needs to know about on the server, per office. */
export function lookupsNeeded(
  rows: readonly PreparedRow[],
  options: PlanOptions,
): { seller: Map<number, Set<string>>; property: Map<number, Set<string>> } {
  const need = { seller: new Map<number, Set<string>>(), property: new Map<number, Set<string>>() };
  const add = (res: 'seller' | 'property', office: number, t: string): void => {
    const set = need[res].get(office) ?? new Set<string>();
    set.add(t);
    need[res].set(office, set);
  };
  // Indexed: this runs once over every row before the first batch, before it is optimised (`for … of` made an object a
  // row).
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as PreparedRow;
    if (row.problems.length > 0) continue;
    const office = row.officeId ?? options.officeId;
    if (office === null) continue;
    const resource = RESOURCE_OF_ROLE[row.role];
    if (resource === 'seller' || resource === 'property') {
      if (row.transferId !== null) add(resource, office, row.transferId);
      const ref = resource === 'property' ? sellerReference(row) : null;
      if (ref !== null) add('seller', office, ref);
    } else if (row.owner?.transferId) {
      add(ownerResource(resource), office, row.owner.transferId);
    }
  }
  return need;
}

/** What planning a row needs besides the row: the look-ups, the run's office, and the rows planned before it. */
interface PlanContext {
  readonly existing: ExistingRecords;
  readonly options: PlanOptions;
  /** Rows whose Import action withdraws or deletes a listing, refused for a conflict (action-plan.ts). */
  readonly conflicts: ReadonlyMap<number, Words>;
  /** Rows that will create or modify a seller/property in this run, by resource, office and transfer_id. */
  readonly sentByKey: ByReference<number>;
  /** Seller rows invalid by their own cells, by office and transfer_id: their listings wait for them. */
  readonly invalidByKey: ByReference<RowRef>;
  /** One create URI per resource and office rather than one string per row. */
  readonly createUris: { readonly seller: Map<number, string>; readonly property: Map<number, string> };
}

type PlanCounts = { -readonly [K in keyof UploadPlan['counts']]: number };

/**
 * Builds the plan from the rows and what exists on the server. Pure: the look-ups are done by the caller.
 * Creates become modifies where the transfer_id already exists, so a normal run makes no duplicate request;
 * nothing is deleted unless a row's Import action says so.
 */
export function buildPlan(rows: readonly PreparedRow[], existing: ExistingRecords, options: PlanOptions): UploadPlan {
  const ctx: PlanContext = {
    existing,
    options,
    conflicts: deleteConflicts(rows, (r) => r.officeId ?? options.officeId),
    sentByKey: new ByReference(),
    invalidByKey: new ByReference(),
    createUris: { seller: new Map(), property: new Map() },
  };
  const counts: PlanCounts = { create: 0, modify: 0, withdraw: 0, delete: 0, invalid: 0, skipped: 0, fail: 0 };
  const planned: (PlannedRow | undefined)[] = new Array<PlannedRow | undefined>(rows.length);
  // Sellers first so property and image rows can find the seller rows they depend on.
  const phases = rows.map((r) => phaseOf(r.role));
  for (const phase of [0, 1, 2] as const) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (row === undefined || phases[i] !== phase) continue;
      const p = planRow(ctx, row, i);
      planned[i] = p;
      if (p.action === 'invalid') noteInvalidSeller(ctx, row);
      countPlanned(counts, p);
    }
  }
  return { rows: planned.map((p) => p ?? { action: 'invalid', message: 'Not planned.' }), counts };
}

/** A seller row with problems in its cells, by its reference: the listings naming it wait for it. */
function noteInvalidSeller(ctx: PlanContext, row: PreparedRow): void {
  const officeId = row.officeId ?? ctx.options.officeId;
  if (row.role !== 'sellers' || row.problems.length === 0 || row.transferId === null || officeId === null) return;
  if (!ctx.invalidByKey.has('seller', officeId, row.transferId))
    ctx.invalidByKey.set('seller', officeId, row.transferId, { sheet: row.sheet, row: row.row });
}

function countPlanned(counts: PlanCounts, p: PlannedRow): void {
  switch (p.action) {
    case 'send':
      counts[p.request.operation] += 1;
      break;
    case 'invalid':
      counts.invalid += 1;
      break;
    case 'skipped':
      counts.skipped += 1;
      break;
    case 'fail':
      counts.fail += 1;
      break;
    default:
      assertNever(p, 'planned row');
  }
}

/** One row: what its cells, its earlier result and its Import action decide, then by the kind of record it writes. */
function planRow(ctx: PlanContext, row: PreparedRow, index: number): PlannedRow {
  if (row.problems.length > 0) {
    return {
      action: 'invalid',
      message: row.problems.map((p) => p.message).join('; '),
      messageHu: row.problems.map((p) => p.messageHu).join('; '),
    };
  }
  if (unchangedSinceResult(row)) return { action: 'skipped', serviceId: row.previous?.serviceId ?? row.serviceId };
  const officeId = row.officeId ?? ctx.options.officeId;
  if (officeId === null) return refused(formatBoth(P.noOffice));
  const serviceId = row.serviceId ?? row.previous?.serviceId ?? null;
  const conflict = ctx.conflicts.get(index);
  if (conflict !== undefined) return refused(conflict);
  if (row.action === 'withdraw' || row.action === 'delete') {
    return planRetirement(row, row.action, officeId, serviceId, ctx.existing);
  }
  const resource = RESOURCE_OF_ROLE[row.role];
  return resource === 'seller' || resource === 'property'
    ? planRecordRow(ctx, row, index, resource, officeId, serviceId)
    : planImageRow(ctx, row, resource, officeId, serviceId);
}

/** A seller or listing row: created, or modified where the service knows its record (by Service ID or reference). */
function planRecordRow(
  ctx: PlanContext,
  row: PreparedRow,
  index: number,
  resource: 'seller' | 'property',
  officeId: number,
  serviceId: number | null,
): PlannedRow {
  const ref = row.transferId;
  // No key string where the service has nothing to look in (an office's first upload).
  const found =
    ref !== null && ctx.existing.size > 0 ? ctx.existing.get(existingKey(resource, officeId, ref)) : undefined;
  if (ref !== null && serviceId === null && found === undefined && ctx.sentByKey.has(resource, officeId, ref)) {
    return failBy(formatBoth(P.duplicateReference, { ref: row.transferId ?? '', office: officeId }));
  }
  const dependsOn = resource === 'property' ? sellerDependency(ctx, row, officeId) : null;
  if (typeof dependsOn === 'object' && dependsOn !== null) return dependsOn;
  const phase = phaseOf(row.role);
  let request: PlannedRequest;
  if (serviceId !== null) {
    const uri = `${PATH_OF[resource]}?${recordQuery(serviceId, null, officeId)}`;
    request = recordRequest(row, resource, 'modify', uri, officeId, serviceId, dependsOn, phase);
  } else if (found !== undefined && row.transferId !== null) {
    const uri = `${PATH_OF[resource]}?${recordQuery(null, row.transferId, officeId)}`;
    request = recordRequest(row, resource, 'modify', uri, officeId, found.id, dependsOn, phase);
  } else {
    if (row.operation === 'modify' && !validateBody(resource, 'create', row.body).ok) {
      const what = formatBoth(resource === 'seller' ? P.seller : P.property);
      return failBy(formatBoth(P.nothingToModify, { resource: what, ref: row.transferId ?? '', office: officeId }));
    }
    const uri = createUri(ctx, resource, officeId);
    request = recordRequest(row, resource, 'create', uri, officeId, null, dependsOn, phase);
  }
  if (ref !== null) ctx.sentByKey.set(resource, officeId, ref, index);
  return { action: 'send', request };
}

/**
 * The index of the seller row a listing row waits for (its seller created or changed in this run), null for none, or
 * the listing planned to fail when its seller is nowhere. No object per row: planning 10,000 rows felt it.
 */
function sellerDependency(ctx: PlanContext, row: PreparedRow, officeId: number): number | null | PlannedRow {
  const ref = sellerReference(row);
  if (ref === null) return null;
  const sellerRow = ctx.sentByKey.get('seller', officeId, ref);
  if (sellerRow !== undefined) return sellerRow;
  // Held back, as the app's Review holds it (docs/upload.md, "Listings whose seller row is invalid").
  const invalid = ctx.invalidByKey.get('seller', officeId, ref);
  if (invalid !== undefined) {
    const why = formatBoth(PENDING_RESULT_MESSAGES.waitsForRow, { sheet: invalid.sheet, row: invalid.row });
    return { action: 'fail', errorMessage: why.en, errorMessageHu: why.hu, waitsFor: invalid };
  }
  if (ctx.existing.has(existingKey('seller', officeId, ref))) return null;
  return failBy(formatBoth(P.sellerNowhere, { ref, office: officeId }));
}

/** A row known to fail without asking the service, saying why in both languages. */
function failBy(why: Words): PlannedRow {
  return { action: 'fail', errorMessage: why.en, errorMessageHu: why.hu };
}

function createUri(ctx: PlanContext, resource: 'seller' | 'property', officeId: number): string {
  let uri = ctx.createUris[resource].get(officeId);
  if (uri === undefined) {
    uri = `${PATH_OF[resource]}?office_id=${officeId}`;
    ctx.createUris[resource].set(officeId, uri);
  }
  return uri;
}

/** An image row: one request with one image item for its owner, a modify where the image's reference is known. */
function planImageRow(
  ctx: PlanContext,
  row: PreparedRow,
  resource: 'seller_image' | 'property_image',
  officeId: number,
  serviceId: number | null,
): PlannedRow {
  const owner = row.owner;
  if (owner === null || (owner.id === null && owner.transferId === null)) {
    return refused(formatBoth(P.imageWithoutOwner));
  }
  const ownerRes = ownerResource(resource);
  let dependsOn: number | null = null;
  let ownerRecord = undefined as ReturnType<ExistingRecords['get']>;
  if (owner.id === null && owner.transferId !== null) {
    ownerRecord = ctx.existing.get(existingKey(ownerRes, officeId, owner.transferId));
    const ownerRow = ctx.sentByKey.get(ownerRes, officeId, owner.transferId);
    if (ownerRow !== undefined) dependsOn = ownerRow;
    else if (ownerRecord === undefined) {
      const whose = formatBoth(ownerRes === 'seller' ? P.imageOfSeller : P.imageOfProperty);
      return failBy(formatBoth(P.imageOwnerNowhere, { owner: whose, ref: owner.transferId, office: officeId }));
    }
  }
  const imageTid = imageTransferId(row);
  // The API names an image inside its owner only by the image's transfer_id (docs/api.md), so only those can be
  // modified.
  const knownImage = imageTid !== null ? ownerRecord?.images.find((im) => im.transferId === imageTid) : undefined;
  const imageId = knownImage?.id ?? (imageTid !== null ? serviceId : null);
  if (imageTid === null && serviceId !== null) {
    return failBy(formatBoth(P.imageWithoutReference, { id: serviceId }));
  }
  const modify = imageId !== null;
  // The owner's service ID lets the upload compare the image with the one the service holds (image-updates.ts).
  const ownerId = owner.id ?? ownerRecord?.id ?? null;
  return {
    action: 'send',
    request: {
      resource,
      officeId,
      transferId: imageTid,
      owner,
      dependsOn,
      phase: phaseOf(row.role),
      operation: modify ? 'modify' : 'create',
      method: modify ? 'PUT' : 'POST',
      uri: `${PATH_OF[resource]}?${recordQuery(owner.id, owner.transferId, officeId)}`,
      body: { images: [row.body] },
      knownId: imageId,
      ...(modify && ownerId !== null ? { ownerId } : {}),
    },
  };
}

/**
 * One seller/property request. A whole literal built by a top-level function: spreading a shared base, or a
 * closure per row, made planning 10k rows several times slower.
 */
function recordRequest(
  row: PreparedRow,
  resource: UploadResource,
  operation: 'create' | 'modify',
  uri: string,
  officeId: number,
  knownId: number | null,
  dependsOn: number | null,
  phase: 0 | 1 | 2,
): PlannedRequest {
  return {
    resource,
    operation,
    method: operation === 'create' ? 'POST' : 'PUT',
    uri,
    body: row.body,
    officeId,
    transferId: row.transferId,
    owner: null,
    knownId,
    dependsOn,
    phase,
  };
}

export function phaseOf(role: SheetRole | undefined): 0 | 1 | 2 {
  switch (role) {
    case 'sellers':
      return 0;
    case 'properties':
      return 1;
    case 'seller_images':
    case 'property_images':
      return 2;
    case undefined:
      return 2;
    default:
      return assertNever(role, 'sheet role');
  }
}
