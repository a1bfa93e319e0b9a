// A seller or listing as the portal holds it, in the few facts a person recognises it by: what a delete or withdraw
// confirmation and an identity refusal name, read from the service's record, never from the row's cells.

import type { PortalRecord } from '../model/portal-record';

type Block = Readonly<Record<string, unknown>>;

function blockOf(record: unknown, name: string): Block | undefined {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return undefined;
  const b = (record as Block)[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Block) : undefined;
}

function textOf(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

function numberOf(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The summary of a record as GET lists it (`id`, `property`, `location`, `price`, `seller`); null without an ID. */
export function portalRecord(resource: 'seller' | 'property', stored: unknown): PortalRecord | null {
  const id = blockOf(stored, 'id');
  const serviceId = numberOf(id?.['id']);
  if (serviceId === null) return null;
  const property = blockOf(stored, 'property');
  const office = numberOf(id?.['office_id']) ?? numberOf(property?.['office_id']);
  return {
    id: serviceId,
    reference: textOf(id?.['transfer_id']),
    officeId: office,
    title:
      resource === 'seller'
        ? textOf(blockOf(stored, 'seller')?.['name'])
        : (textOf(blockOf(stored, 'location')?.['address']) ?? textOf(property?.['external_id'])),
    type: resource === 'seller' ? null : textOf(property?.['type']),
    price: resource === 'seller' ? null : numberOf(blockOf(stored, 'price')?.['price']),
    currency: resource === 'seller' ? null : textOf(blockOf(stored, 'price')?.['price_currency']),
  };
}

/** `Service ID 700051 (reference P-0051, Teszt utca 52.)`, in English. */
export function describePortalRecord(r: PortalRecord): string {
  const parts = [r.reference !== null ? `reference ${r.reference}` : 'no reference', r.title].filter(
    (p): p is string => p !== null,
  );
  return `Service ID ${r.id} (${parts.join(', ')})`;
}

/** The same in Hungarian: `700051 azonosítójú hirdetés (hivatkozás: P-0051, Teszt utca 52.)` without the noun. */
export function describePortalRecordHu(r: PortalRecord): string {
  const parts = [r.reference !== null ? `hivatkozás: ${r.reference}` : 'hivatkozás nélkül', r.title].filter(
    (p): p is string => p !== null,
  );
  return `${r.id} azonosító (${parts.join(', ')})`;
}
