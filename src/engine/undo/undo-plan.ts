// Plans an undo (docs/undo.md): per row the run changed, what the portal holds now against what the run left, and
// the one request that puts it back, or why nothing is sent (kept: changed since; not possible: why). Pure.
import type { FlatFields, UndoRecord } from '../upload/undo-record';
import { storedSellerLink } from '../upload/record-diff';
import { flattenBody, sentFields } from '../upload/undo-record';
import { currentKey } from '../upload/current-records';
import { isSyncRowKey } from '../upload/sync-row-key';
import type { PlannedRequest, UploadResource } from '../model/planned-request';
import type { KeptField, RunRow, UndoAction, UndoBucket, UndoRowReport, UndoStep } from './undo-types';
import { bodyOf, flattenRecord, holds, putBackValue, typeOf } from './field-compare';
import { reasons } from './undo-reasons';
import type { ReasonId } from './undo-reasons';

export interface UndoState {
  /** Records on the portal now, `currentKey(resource, id)` → the record as GET lists it (owners with images). */
  readonly records: ReadonlyMap<string, unknown>;
  /** Seller service ID → IDs of the listings that name it now. */
  readonly namedBy: ReadonlyMap<number, readonly number[]>;
  /**
   * Image row key → its owner's service ID, found among every row of the run: an undo resumed plans only the rows
   * left open, and the owner's row may be settled by the undo before (docs/undo.md, "Undo is an upload").
   */
  readonly owners: ReadonlyMap<string, number>;
}

export interface UndoPlanOptions {
  /** Delete the listings the run created instead of withdrawing them (confirmed with their count). */
  readonly deleteCreated: boolean;
}

type Block = Readonly<Record<string, unknown>>;

const NO_FIELDS = { putBack: [], kept: [], notPossible: [] } as const;

function isBlock(v: unknown): v is Block {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function sheetOf(key: string): { readonly sheet: string } {
  const bang = key.lastIndexOf('!');
  return { sheet: bang < 0 ? key : key.slice(0, bang) };
}

function ownerResource(resource: UploadResource): 'seller' | 'property' {
  return resource === 'seller_image' ? 'seller' : 'property';
}

/** The image owner's service ID: as the run addressed it, else the record a row of the run gave that reference. */
export function ownerIdOf(r: RunRow, rows: readonly RunRow[]): number | null {
  const owner = r.undo?.owner;
  if (owner === undefined) return null;
  if (owner.id !== null) return owner.id;
  const kind = ownerResource(r.undo?.resource ?? 'property_image');
  const match = rows.find(
    (o) => o.undo?.resource === kind && o.undo.ref === owner.transferId && o.undo.officeId === r.undo?.officeId,
  );
  return match?.serviceId ?? null;
}

interface Outcome {
  readonly bucket: UndoBucket;
  readonly action: UndoAction;
  readonly reason: ReasonId | null;
  readonly detail?: string;
  readonly fields?: UndoRowReport['fields'];
  readonly request?: PlannedRequest;
  readonly undoOfUndo?: UndoRecord;
}

const done = (reason: ReasonId | null, action: UndoAction = 'none'): Outcome => ({ bucket: 'undone', action, reason });
const notPossible = (reason: ReasonId, detail?: string): Outcome => ({
  bucket: 'not_possible',
  action: 'none',
  reason,
  ...(detail !== undefined ? { detail } : {}),
});
const kept = (reason: ReasonId, fields?: UndoRowReport['fields'], detail?: string): Outcome => ({
  bucket: 'kept',
  action: 'none',
  reason,
  ...(fields !== undefined ? { fields } : {}),
  ...(detail !== undefined ? { detail } : {}),
});

/** One step per row of the run that changed the service, in the run's row order. */
export function planUndo(rows: readonly RunRow[], state: UndoState, options: UndoPlanOptions): UndoStep[] {
  const deletedListings = new Set<number>();
  const steps = rows.map((r) => {
    const step = stepOf(r, state, options);
    if (step.request?.method === 'DELETE' && step.request.resource === 'property' && r.serviceId !== null)
      deletedListings.add(r.serviceId);
    return step;
  });
  // Sellers last: one a listing still names (other than the listings this undo deletes) is kept.
  return steps.map((step, i) => {
    const r = rows[i];
    if (r === undefined || step.request?.resource !== 'seller' || step.request.method !== 'DELETE') return step;
    const naming = (state.namedBy.get(r.serviceId ?? -1) ?? []).filter((id) => !deletedListings.has(id));
    if (naming.length === 0) return step;
    return finish(r, kept('seller_named', undefined, naming.join(', ')));
  });
}

function stepOf(r: RunRow, state: UndoState, options: UndoPlanOptions): UndoStep {
  const undoRecord = r.undo;
  if (r.status === 'in_doubt') return finish(r, notPossible('in_doubt'));
  if (undoRecord === null) return finish(r, notPossible(r.status === 'deleted' ? 'deleted' : 'no_record'));
  if (undoRecord.operation === 'delete') return finish(r, notPossible('deleted'));
  if (r.serviceId === null) return finish(r, notPossible('no_id'));
  switch (undoRecord.resource) {
    case 'seller':
    case 'property':
      return finish(r, recordOutcome(undoRecord, r.serviceId, state, options));
    case 'seller_image':
    case 'property_image':
      return finish(r, imageOutcome(undoRecord, r.serviceId, state.owners.get(r.key) ?? null, state));
  }
}

function recordOutcome(undoRecord: UndoRecord, id: number, state: UndoState, options: UndoPlanOptions): Outcome {
  const resource: 'seller' | 'property' = undoRecord.resource === 'seller' ? 'seller' : 'property';
  const record = state.records.get(currentKey(resource, id));
  if (record === undefined) {
    // Gone: a create (or a delete of ours whose answer was lost) is as the undo wants it; anything else is not.
    return undoRecord.operation === 'create' ? done('already_gone') : notPossible('gone');
  }
  const now = flattenRecord(record);
  const type = typeOf(record);
  const uri = `/${resource}?id=${id}`;
  const base = {
    resource,
    officeId: undoRecord.officeId ?? 0,
    transferId: null,
    owner: null,
    knownId: id,
    dependsOn: null,
  };
  const seller = resource === 'property' ? storedSellerLink(record) : null;
  const withSeller = (body: Record<string, unknown>): Record<string, unknown> =>
    seller === null || body['seller'] !== undefined ? body : { ...body, seller };
  switch (undoRecord.operation) {
    case 'create': {
      const changed = changedSince(undoRecord, now, type);
      if (resource === 'seller' || options.deleteCreated) {
        if (changed.length > 0) return kept('changed_since', { ...NO_FIELDS, kept: changed });
        const phase = resource === 'seller' ? 2 : 1;
        const request: PlannedRequest = { ...base, operation: 'delete', method: 'DELETE', uri, body: undefined, phase };
        return { bucket: 'undone', action: 'delete', reason: null, request, undoOfUndo: deletedRecord(undoRecord) };
      }
      const status = now['property.status'];
      if (status === 'inactive') return done('already_inactive');
      if (sentFields(undoRecord.sent)?.['property.status'] === 'inactive') return kept('status_changed');
      const body = withSeller({ property: { status: 'inactive' } });
      const request: PlannedRequest = { ...base, operation: 'withdraw', method: 'PUT', uri, body, phase: 1 };
      const undoOfUndo: UndoRecord = {
        ...where(undoRecord),
        operation: 'withdraw',
        sent: { 'property.status': 'inactive' },
        before: { 'property.status': status ?? 'active' },
      };
      return { bucket: 'undone', action: 'withdraw', reason: null, request, undoOfUndo };
    }
    case 'withdraw': {
      const before = undoRecord.before?.['property.status'];
      if (before === undefined) return notPossible('status_unknown');
      if (before === 'inactive') return done('was_inactive');
      const status = now['property.status'];
      if (status === before) return done('already_back');
      if (status !== 'inactive') return kept('status_changed', undefined, String(status));
      const body = withSeller({ property: { status: before } });
      const request: PlannedRequest = { ...base, operation: 'modify', method: 'PUT', uri, body, phase: 1 };
      // Undone again by setting the status back: a modify of the one field.
      const undoOfUndo: UndoRecord = {
        ...where(undoRecord),
        operation: 'modify',
        sent: { 'property.status': before },
        before: { 'property.status': 'inactive' },
      };
      return { bucket: 'undone', action: 'reactivate', reason: null, request, undoOfUndo };
    }
    case 'delete':
      return notPossible('deleted');
    case 'modify':
      return modifyOutcome(undoRecord, now, type, (fields) => {
        const body = withSeller(bodyOf(fields, type));
        return { ...base, operation: 'modify', method: 'PUT', uri, body, phase: resource === 'seller' ? 2 : 1 };
      });
  }
}

function where(undoRecord: UndoRecord): Pick<UndoRecord, 'resource' | 'officeId' | 'owner' | 'ref' | 'address'> {
  return {
    resource: undoRecord.resource,
    officeId: undoRecord.officeId,
    ...(undoRecord.owner !== undefined ? { owner: undoRecord.owner } : {}),
    ...(undoRecord.ref !== undefined ? { ref: undoRecord.ref } : {}),
    ...(undoRecord.address !== undefined ? { address: undoRecord.address } : {}),
  };
}

function deletedRecord(undoRecord: UndoRecord): UndoRecord {
  return { ...where(undoRecord), operation: 'delete' };
}

/** The fields a create or modify sent that the portal no longer holds as the run left them. */
function changedSince(undoRecord: UndoRecord, now: FlatFields, type: unknown): KeptField[] {
  const out: KeptField[] = [];
  for (const [key, left] of Object.entries(sentFields(undoRecord.sent) ?? {})) {
    if (!holds(undoRecord.resource, now, key, left, type)) out.push({ key, left, now: now[key] ?? null });
  }
  return out;
}

/** A modify: each field the run changed is put back, kept (changed since), already back, or cannot be put back. */
function modifyOutcome(
  undoRecord: UndoRecord,
  now: FlatFields,
  type: unknown,
  requestOf: (fields: FlatFields) => PlannedRequest,
): Outcome {
  const before = undoRecord.before;
  if (before === undefined) return notPossible('before_unknown');
  if ('property.type' in before) return notPossible('type_changed');
  const putBack: Record<string, unknown> = {};
  const left: Record<string, unknown> = {};
  const keptFields: KeptField[] = [];
  const impossible: string[] = [];
  const sentAll = sentFields(undoRecord.sent);
  for (const [key, old] of Object.entries(before)) {
    if (holds(undoRecord.resource, now, key, old, type)) continue;
    const sent = sentAll?.[key] ?? null;
    if (!holds(undoRecord.resource, now, key, sent, type)) {
      keptFields.push({ key, left: sent, now: now[key] ?? null });
      continue;
    }
    const value = putBackValue(undoRecord.resource, key, old, type);
    if (!value.ok) impossible.push(key);
    else {
      putBack[key] = value.value;
      left[key] = sent;
    }
  }
  const fields = { putBack: Object.keys(putBack), kept: keptFields, notPossible: impossible };
  const request = Object.keys(putBack).length > 0 ? requestOf(putBack) : undefined;
  const undoOfUndo: UndoRecord | undefined =
    request === undefined ? undefined : { ...where(undoRecord), operation: 'modify', sent: putBack, before: left };
  const sending = { ...(request !== undefined ? { request } : {}), ...(undoOfUndo ? { undoOfUndo } : {}) };
  const action: UndoAction = request !== undefined ? 'put_back' : 'none';
  if (keptFields.length > 0) return { bucket: 'kept', action, reason: 'changed_since', fields, ...sending };
  if (impossible.length > 0) return { bucket: 'not_possible', action, reason: 'cannot_empty', fields, ...sending };
  return { bucket: 'undone', action, reason: request === undefined ? 'already_back' : null, fields, ...sending };
}

function imagesOf(owner: unknown): readonly Block[] {
  const images = isBlock(owner) ? owner['images'] : undefined;
  return Array.isArray(images) ? images.filter(isBlock) : [];
}

function imageIdOf(image: Block): { readonly id: unknown; readonly ref: unknown } {
  const id = isBlock(image['id']) ? image['id'] : {};
  return { id: id['id'], ref: id['transfer_id'] };
}

function imageOutcome(undoRecord: UndoRecord, imageId: number, ownerId: number | null, state: UndoState): Outcome {
  if (ownerId === null) return notPossible('owner_unknown');
  const resource = ownerResource(undoRecord.resource);
  const owner = state.records.get(currentKey(resource, ownerId));
  if (owner === undefined) return undoRecord.operation === 'create' ? done('already_gone') : notPossible('gone');
  const images = imagesOf(owner);
  const base = {
    resource: undoRecord.resource,
    officeId: undoRecord.officeId ?? 0,
    transferId: null,
    knownId: imageId,
    phase: 0 as const,
  };
  const ownerRef = { owner: { id: ownerId, transferId: null }, dependsOn: null };
  if (undoRecord.operation === 'create') {
    const image = images.find((im) => imageIdOf(im).id === imageId);
    if (image === undefined) return done('already_gone');
    const changed = changedSince(undoRecord, flattenBody({ images: [image] }), undefined);
    if (changed.length > 0) return kept('changed_since', { ...NO_FIELDS, kept: changed });
    const uri = `/${resource}/image?id=${ownerId}&image_id=${imageId}`;
    const request: PlannedRequest = {
      ...base,
      ...ownerRef,
      operation: 'delete',
      method: 'DELETE',
      uri,
      body: undefined,
    };
    return { bucket: 'undone', action: 'remove_image', reason: null, request, undoOfUndo: deletedRecord(undoRecord) };
  }
  const ref = undoRecord.ref ?? null;
  const image = images.find((im) => ref !== null && imageIdOf(im).ref === ref);
  if (image === undefined) return notPossible('gone');
  const now = flattenBody({ images: [image] });
  return modifyOutcome(undoRecord, now, undefined, (fields) => {
    const item = { id: { transfer_id: ref }, image: bodyOf(fields, undefined)['image'] ?? {} };
    const uri = `/${resource}/image?id=${ownerId}`;
    return { ...base, ...ownerRef, operation: 'modify', method: 'PUT', uri, body: { images: [item] } };
  });
}

/** How the report names the row's record beyond sheet and row: what the run kept of it (older journals: nothing). */
function namesOf(r: RunRow): Pick<UndoRowReport, 'syncListing' | 'reference' | 'address'> {
  const record = r.undo?.resource === 'seller' || r.undo?.resource === 'property' ? r.undo : null;
  return { syncListing: isSyncRowKey(r.key), reference: record?.ref ?? null, address: record?.address ?? null };
}

function finish(r: RunRow, o: Outcome): UndoStep {
  const said = o.reason === null ? null : reasons(o.reason, o.detail);
  const report: UndoRowReport = {
    key: r.key,
    ...sheetOf(r.key),
    row: r.row,
    resource: r.undo?.resource ?? null,
    did: r.undo?.operation ?? (r.status === 'deleted' ? 'delete' : null),
    serviceId: r.serviceId,
    ...namesOf(r),
    bucket: o.bucket,
    action: o.action,
    reason: said?.en ?? null,
    reasonHu: said?.hu ?? null,
    fields: o.fields ?? NO_FIELDS,
  };
  return { report, request: o.request ?? null, undoOfUndo: o.undoOfUndo ?? null };
}
