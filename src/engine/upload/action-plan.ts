// The plan of rows whose Import action withdraws or deletes their listing, and the rows a delete must not meet in
// one run (a delete followed by a create of the same listing is a duplicate to the service, error 30).
import type { WriteBody } from '../../catalog';
import type { PreparedRow } from '../model/prepared-row';
import type { ExistingRecords } from './existing-records';
import { sellerLinkOf } from './record-diff';
import { existingKey } from './existing-records';
import type { PlannedRow } from '../model/planned-row';

/**
 * What a withdraw sends: the status, and the listing's seller when known, so nothing else of the listing changes.
 * The spec says a PUT without `seller` makes the office administrator advertise the listing; the sandbox keeps the
 * stored seller (docs/api.md), but a withdraw must not risk handing the listing over. Without a seller here, the
 * plan's comparison with the service's record adds the stored one (partial-updates.ts).
 */
export function withdrawBody(seller: Readonly<Record<string, unknown>> | null): WriteBody {
  return seller === null ? { property: { status: 'inactive' } } : { property: { status: 'inactive' }, seller };
}

function where(row: PreparedRow): string {
  return `${row.sheet} row ${row.row}`;
}

function query(serviceId: number | null, transferId: string | null, officeId: number): string {
  return serviceId !== null
    ? `id=${serviceId}`
    : `transfer_id=${encodeURIComponent(transferId ?? '')}&office_id=${officeId}`;
}

/**
 * A withdraw (PUT of `property.status: inactive`) or a delete (DELETE /property) of the row's listing, addressed by
 * its Service ID, else by its reference in the office. A listing that is not on the service is refused before
 * anything is sent: there is nothing to withdraw or delete, and asking would cost a faulty request.
 */
export function planRetirement(
  row: PreparedRow,
  action: 'withdraw' | 'delete',
  officeId: number,
  serviceId: number | null,
  existing: ExistingRecords,
): PlannedRow {
  const verb = action === 'withdraw' ? 'withdraw' : 'delete';
  if (row.role !== 'properties') {
    return { action: 'invalid', message: `${where(row)}: only listings can be withdrawn or deleted from a workbook.` };
  }
  if (serviceId === null && row.transferId === null) {
    return {
      action: 'invalid',
      message:
        `${where(row)}: nothing says which listing to ${verb}: the row has neither a Service ID nor a reference ` +
        '(id.transfer_id).',
    };
  }
  const found = serviceId === null ? existing.get(existingKey('property', officeId, row.transferId ?? '')) : undefined;
  if (serviceId === null && found === undefined) {
    return {
      action: 'invalid',
      message:
        `${where(row)}: there is no listing "${row.transferId ?? ''}" in office ${officeId} on the service, ` +
        `so there is nothing to ${verb}.`,
    };
  }
  const uri = `/property?${query(serviceId, serviceId === null ? row.transferId : null, officeId)}`;
  return {
    action: 'send',
    request: {
      resource: 'property',
      operation: action,
      method: action === 'withdraw' ? 'PUT' : 'DELETE',
      uri,
      body: action === 'withdraw' ? withdrawBody(sellerLinkOf(row.body)) : undefined,
      officeId,
      transferId: row.transferId,
      owner: null,
      knownId: serviceId ?? found?.id ?? null,
      dependsOn: null,
      phase: 1,
    },
  };
}

function externalIdOf(row: PreparedRow): string | null {
  const p = row.body['property'];
  const v = p !== undefined && !Array.isArray(p) ? (p as Readonly<Record<string, unknown>>)['external_id'] : undefined;
  return typeof v === 'string' && v !== '' ? v : null;
}

/**
 * Rows refused because the run would delete a listing and write one with the same reference (or website code) in
 * the same office: the create would be answered as a duplicate, and a modify would find nothing. Index → message.
 */
export function deleteConflicts(
  rows: readonly PreparedRow[],
  officeOf: (row: PreparedRow) => number | null,
): ReadonlyMap<number, string> {
  const deleted = new Map<string, number>();
  const keys = (row: PreparedRow): string[] => {
    const office = officeOf(row);
    if (office === null || row.role !== 'properties') return [];
    const ext = externalIdOf(row);
    return [
      ...(row.transferId !== null ? [`t|${office}|${row.transferId}`] : []),
      ...(ext !== null ? [`e|${office}|${ext}`] : []),
    ];
  };
  rows.forEach((row, i) => {
    if (row.action !== 'delete' || row.problems.length > 0) return;
    for (const k of keys(row)) if (!deleted.has(k)) deleted.set(k, i);
  });
  const out = new Map<number, string>();
  if (deleted.size === 0) return out;
  rows.forEach((row, i) => {
    if (row.action === 'delete' || row.problems.length > 0) return;
    for (const k of keys(row)) {
      const d = deleted.get(k);
      const other = d === undefined ? undefined : rows[d];
      if (d === undefined || other === undefined) continue;
      const what = k.startsWith('t|')
        ? `reference "${row.transferId ?? ''}"`
        : `website code "${externalIdOf(row) ?? ''}"`;
      const text =
        `the service treats deleting a listing and creating it again shortly after as a duplicate, so neither row ` +
        'is sent; to change the listing, modify it (leave the action empty) and remove the delete row.';
      out.set(i, `${where(row)} writes the listing with ${what} that ${where(other)} deletes: ${text}`);
      out.set(d, `${where(other)} deletes the listing with ${what} that ${where(row)} writes: ${text}`);
    }
  });
  return out;
}
