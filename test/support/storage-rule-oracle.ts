// The fingerprint's storage rule stated afresh (docs/round-trip.md, "Edited in Excel or LibreOffice"): the oracle the
// fingerprint tests compare the product's faster paths with.
import { createHash } from 'node:crypto';

/** JSON.stringify's replacer of the rule: numbers to 15 significant digits, a carriage return read as a line feed. */
export function byTheRule(_key: string, value: unknown): unknown {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) < 1e15) return value;
    return Number.isFinite(value) ? Number(value.toPrecision(15)) : value;
  }
  if (typeof value === 'string' && value.includes('\r')) return value.replace(/\r\n?/g, '\n');
  return value;
}

/** A row's fingerprint by the rule: the rule-applied JSON of office, owner, body (and an action other than upsert). */
export function fingerprintByTheRule(officeId: number | null, owner: unknown, body: unknown, action?: string): string {
  const parts =
    action === undefined || action === 'upsert'
      ? [officeId, owner ?? null, body]
      : [officeId, owner ?? null, body, action];
  return createHash('sha1').update(JSON.stringify(parts, byTheRule)).digest('hex');
}
