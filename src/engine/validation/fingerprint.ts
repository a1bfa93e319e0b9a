// A stable hash of what a row would send, so a resubmission can tell edited rows from unchanged ones.
import { hash } from 'node:crypto';

/**
 * sha1 of the canonical JSON of office, owner and body. Bodies are built in catalog order (never in the
 * workbook's column order), so JSON.stringify is canonical without sorting keys. The operation is left out:
 * a row created once is a modify when read back with its Service ID, yet unchanged.
 */
export function rowFingerprint(officeId: number | null, owner: unknown, body: unknown): string {
  return hash('sha1', JSON.stringify([officeId, owner ?? null, body]));
}
