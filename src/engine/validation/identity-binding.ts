// The identity a row is bound to in its hidden `Import fingerprint` cell: the Service ID, office and reference of the
// record the row was exported or last written back as (docs/round-trip.md, "Row identity").
import { hash } from 'node:crypto';
import type { RowBinding } from '../model/prepared-row';
import { BINDING_MARK } from './fingerprint-cell';

const NONE = '-';
const HASH = /^[A-Za-z0-9_-]{8}$/;
const HASHES = new Map<string, string>();
const MAX_HASHES = 50_000;

/**
 * The reference as a short hash: enough to tell a changed reference from the bound one, and no text of the user's
 * to escape in the cell. Memoised: a sealed export hashes every listing's reference once more for its binding.
 */
export function referenceHash(reference: string | null): string | null {
  if (reference === null || reference.trim() === '') return null;
  const key = reference.trim();
  let h = HASHES.get(key);
  if (h === undefined) {
    h = hash('sha1', key, 'base64url').slice(0, 8);
    if (HASHES.size >= MAX_HASHES) HASHES.clear();
    HASHES.set(key, h);
  }
  return h;
}

/** `I1:700012.1.AbCdEf12`; `-` for an office or reference that is not known or not there. */
export function encodeBinding(serviceId: number, officeId: number | null, reference: string | null): string {
  return `${BINDING_MARK}${serviceId}.${officeId ?? NONE}.${referenceHash(reference) ?? NONE}`;
}

/** The binding the text holds; null when it is not one this version writes (then the row is treated as unbound). */
export function readBinding(text: string | null | undefined): RowBinding | null {
  if (text === null || text === undefined || !text.startsWith(BINDING_MARK)) return null;
  const [id, office, ref, ...rest] = text.slice(BINDING_MARK.length).split('.');
  if (rest.length > 0 || id === undefined || office === undefined || ref === undefined) return null;
  if (!/^[1-9]\d*$/.test(id) || !(office === NONE || /^[1-9]\d*$/.test(office))) return null;
  if (!(ref === NONE || HASH.test(ref))) return null;
  return {
    serviceId: Number(id),
    officeId: office === NONE ? null : Number(office),
    referenceHash: ref === NONE ? null : ref,
  };
}
