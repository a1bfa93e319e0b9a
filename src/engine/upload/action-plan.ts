// The plan of rows whose Import action withdraws or deletes their listing, and the rows a delete must not meet in
// one run (a delete followed by a create of the same listing is a duplicate to the service, error 30).
import type { Words, WriteBody } from '../../catalog';
import { formatBoth } from '../../catalog';
import { PLAN_MESSAGES as P } from './plan-messages';
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

function where(row: PreparedRow): Words {
  return formatBoth(P.rowOf, { sheet: row.sheet, row: row.row });
}

/** A row the plan refuses with no cell at fault, saying why in both languages. */
export function refused(why: Words): PlannedRow {
  return { action: 'invalid', message: why.en, messageHu: why.hu };
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
  const verb = formatBoth(action === 'withdraw' ? P.toWithdraw : P.toDelete);
  if (row.role !== 'properties') return refused(formatBoth(P.onlyListingsRetire, { where: where(row) }));
  if (serviceId === null && row.transferId === null)
    return refused(formatBoth(P.nothingSaysWhich, { where: where(row), verb }));
  const found = serviceId === null ? existing.get(existingKey('property', officeId, row.transferId ?? '')) : undefined;
  if (serviceId === null && found === undefined) {
    const ref = row.transferId ?? '';
    return refused(formatBoth(P.nothingToRetire, { where: where(row), ref, office: officeId, verb }));
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
): ReadonlyMap<number, Words> {
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
  const out = new Map<number, Words>();
  if (deleted.size === 0) return out;
  rows.forEach((row, i) => {
    if (row.action === 'delete' || row.problems.length > 0) return;
    for (const k of keys(row)) {
      const d = deleted.get(k);
      const other = d === undefined ? undefined : rows[d];
      if (d === undefined || other === undefined) continue;
      const what = k.startsWith('t|')
        ? formatBoth(P.byReference, { value: row.transferId ?? '' })
        : formatBoth(P.byWebsiteCode, { value: externalIdOf(row) ?? '' });
      const writer = where(row);
      const deleter = where(other);
      out.set(i, formatBoth(P.writesWhatIsDeleted, { row: writer, what, other: deleter }));
      out.set(d, formatBoth(P.deletesWhatIsWritten, { row: deleter, what, other: writer }));
    }
  });
  return out;
}
