// The undo record of each row, made as one literal (undo-record.ts `recordOf`), against the record spread together
// from its parts as before: the same keys in the same order, so the journal's lines keep their bytes.
import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { PlannedRow } from '../../../src/engine/model/planned-row';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { UndoRecord } from '../../../src/engine/upload/undo-record';
import { sentFields, undoRecordOf } from '../../../src/engine/upload/undo-record';

const RESOURCE_OF = {
  sellers: 'seller',
  properties: 'property',
  seller_images: 'seller_image',
  property_images: 'property_image',
} as const;

/** The record as undoRecordOf spread it before (`...where`, `...owner`, `...before`): the oracle. */
function spreadAsBefore(
  row: PreparedRow,
  planned: PlannedRow | undefined,
  r: Pick<RowResult, 'status'>,
  withdrawnFrom: string | undefined,
  sent: UndoRecord['sent'],
): unknown {
  if (r.status !== 'created' && r.status !== 'updated' && r.status !== 'deleted') return null;
  const request = planned?.action === 'send' ? planned.request : null;
  const resource = request?.resource ?? RESOURCE_OF[row.role];
  const image = resource === 'seller_image' || resource === 'property_image';
  const ownerOf = () => {
    const owner = request?.owner ?? row.owner ?? { id: null, transferId: null };
    return owner.id === null && request?.ownerId !== undefined ? { ...owner, id: request.ownerId } : owner;
  };
  const owner = image ? { owner: ownerOf() } : {};
  const where = { officeId: request?.officeId ?? row.officeId, ref: row.transferId, ...owner };
  if (r.status === 'created') return { resource, operation: 'create', ...where, sent };
  if (r.status === 'deleted') return { resource, operation: 'delete', ...where };
  const operation = request?.operation === 'withdraw' ? 'withdraw' : 'modify';
  if (operation === 'withdraw') {
    const before = withdrawnFrom === undefined ? {} : { before: { 'property.status': withdrawnFrom } };
    return { resource, operation, ...where, sent: { 'property.status': 'inactive' }, ...before };
  }
  const changes = planned?.action === 'send' ? planned.changes : undefined;
  const before =
    changes === undefined
      ? undefined
      : Object.fromEntries(changes.filter((c) => c.kind !== 'kept').map((c) => [c.key, c.old ?? null]));
  return { resource, operation, ...where, sent, ...(before !== undefined ? { before } : {}) };
}

const ROLES = ['sellers', 'properties', 'seller_images', 'property_images'] as const;
const STATUSES = ['created', 'updated', 'deleted', 'skipped', 'failed'] as const;
const OPERATIONS = ['create', 'modify', 'withdraw', 'delete'] as const;

function bodyOf(role: PreparedRow['role'], i: number): unknown {
  if (role === 'sellers') return { seller: { name: `Eladó ${i}`, phone: null } };
  if (role === 'properties')
    return { property: { type: 'flat' }, price: { price: i }, special: { flat: { rooms: 2 } } };
  return { images: [{ image: { url: `https://example.hu/${i}.jpg`, order: i } }] };
}

function rowOf(role: PreparedRow['role'], i: number): PreparedRow {
  const owner = role.endsWith('images') ? { id: i % 2 === 0 ? null : 40 + i, transferId: `O-${i}` } : null;
  return {
    role,
    body: bodyOf(role, i),
    officeId: i % 3 === 0 ? null : 3,
    transferId: i % 4 === 0 ? null : `T-${i}`,
    owner,
  } as unknown as PreparedRow;
}

function plannedOf(role: PreparedRow['role'], operation: (typeof OPERATIONS)[number], i: number): PlannedRow {
  const body = i % 2 === 0 ? bodyOf(role, i + 100) : bodyOf(role, i);
  const changes =
    i % 3 === 0
      ? undefined
      : [
          { key: 'price.price', kind: 'set', old: i, new: i + 1 },
          { key: 'property.type', kind: 'kept', old: 'house', new: null },
          { key: 'descriptions.hu', kind: 'clear', old: undefined, new: null },
        ];
  return {
    action: 'send',
    request: {
      resource: RESOURCE_OF[role],
      operation,
      officeId: i % 5 === 0 ? 9 : 3,
      body,
      owner: i % 2 === 0 ? { id: null, transferId: `R-${i}` } : null,
      ...(i % 3 === 1 ? { ownerId: 77 } : {}),
    },
    ...(changes === undefined ? {} : { changes }),
  } as unknown as PlannedRow;
}

describe('undo records made as one literal', () => {
  it('have the keys, order and values of the records spread together from parts, as JSON text', () => {
    let compared = 0;
    for (const role of ROLES) {
      for (const status of STATUSES) {
        for (const operation of OPERATIONS) {
          for (let i = 0; i < 12; i++) {
            const row = rowOf(role, i);
            const planned = i % 6 === 5 ? undefined : plannedOf(role, operation, i);
            const withdrawnFrom = i % 2 === 0 ? 'active' : undefined;
            const made = undoRecordOf(row, planned, { status }, withdrawnFrom);
            const oracle = spreadAsBefore(row, planned, { status }, withdrawnFrom, made?.sent);
            expect(JSON.stringify(made)).toBe(JSON.stringify(oracle));
            if (made !== null) {
              expect(Object.keys(made)).toEqual(Object.keys(oracle as object));
              compared++;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('send the flat fields of the body, or of the request for a modify', () => {
    const row = rowOf('properties', 1);
    const created = undoRecordOf(row, undefined, { status: 'created' }, undefined);
    expect(sentFields(created?.sent)).toEqual({ 'property.type': 'flat', 'price.price': 1, 'special.rooms': 2 });
    const planned = plannedOf('properties', 'modify', 2);
    const modified = undoRecordOf(row, planned, { status: 'updated' }, undefined);
    expect(sentFields(modified?.sent)).toEqual({ 'property.type': 'flat', 'price.price': 102, 'special.rooms': 2 });
  });
});
