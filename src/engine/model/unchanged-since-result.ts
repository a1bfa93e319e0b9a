// Whether a row is done already: it carries a result saying the service holds it, and it is unchanged since.
import type { PreparedRow } from './prepared-row';

/**
 * A row skipped as unchanged (or as created earlier) holds what the service has: done too, so a results workbook
 * re-imported without edits sends nothing (export round trip, docs/round-trip.md). The upload skips such a row, and
 * the app counts it as done by this same rule before any upload.
 */
export function unchangedSinceResult(row: PreparedRow): boolean {
  const p = row.previous;
  const onService =
    p !== null &&
    (p.status === 'created' ||
      p.status === 'updated' ||
      p.status === 'deleted' ||
      (p.status === 'skipped' && p.serviceId !== null));
  return onService && p.fingerprint !== null && p.fingerprint === row.fingerprint;
}
